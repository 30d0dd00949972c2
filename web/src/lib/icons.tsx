import {
  BookOpen,
  ChartColumn,
  Code,
  Cpu,
  Database,
  Globe,
  HardDrive,
  Lightbulb,
  Presentation,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';
import type { Icon } from '../gql/graphql';

/** The API's icon names are the spec's, which are Lucide's: each is drawn with that icon (BarChart3 is now ChartColumn). */
const ICONS: Record<Icon, LucideIcon> = {
  CODE: Code,
  DATABASE: Database,
  PRESENTATION: Presentation,
  BOOK_OPEN: BookOpen,
  HARD_DRIVE: HardDrive,
  GLOBE: Globe,
  SMARTPHONE: Smartphone,
  CPU: Cpu,
  BAR_CHART_3: ChartColumn,
  LIGHTBULB: Lightbulb,
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
  // 1em: the icon follows the font size of its box, as the cards and the admin form set it.
  return <Glyph className={className} size="1em" aria-hidden focusable={false} />;
}
