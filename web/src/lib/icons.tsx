import {
  BarChartOutlined,
  BulbOutlined,
  CodeOutlined,
  DatabaseOutlined,
  FundProjectionScreenOutlined,
  GlobalOutlined,
  HddOutlined,
  MobileOutlined,
  ReadOutlined,
  RobotOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { Icon } from '../gql/graphql';

/** The API's icon names drawn with Ant Design's icons. */
const ICONS: Record<Icon, ComponentType<{ className?: string; 'aria-hidden'?: boolean }>> = {
  CODE: CodeOutlined,
  DATABASE: DatabaseOutlined,
  PRESENTATION: FundProjectionScreenOutlined,
  BOOK_OPEN: ReadOutlined,
  HARD_DRIVE: HddOutlined,
  GLOBE: GlobalOutlined,
  SMARTPHONE: MobileOutlined,
  CPU: RobotOutlined,
  BAR_CHART_3: BarChartOutlined,
  LIGHTBULB: BulbOutlined,
};

export const ICON_LABELS: Record<Icon, string> = {
  CODE: 'Code',
  DATABASE: 'Database',
  PRESENTATION: 'Presentation',
  BOOK_OPEN: 'Book',
  HARD_DRIVE: 'Hard drive',
  GLOBE: 'Globe',
  SMARTPHONE: 'Smartphone',
  CPU: 'Processor',
  BAR_CHART_3: 'Bar chart',
  LIGHTBULB: 'Light bulb',
};

export function IconGlyph({ name, className }: { name: Icon; className?: string }) {
  const Glyph = ICONS[name];
  return <Glyph className={className} aria-hidden />;
}
