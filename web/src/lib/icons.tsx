import { codeLabels, ICON } from '@site/shared';
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

/** What the icon picker says for each icon, in the shared table's order; typed by the API's enum. */
export const ICON_LABELS: Readonly<Record<Icon, string>> = /* @__PURE__ */ codeLabels(ICON);

export function IconGlyph({ name, className }: { name: Icon; className?: string }) {
  const Glyph = ICONS[name];
  // 1em: the icon follows the font size of its box, as the cards and the admin form set it.
  return <Glyph className={className} size="1em" aria-hidden focusable={false} />;
}
