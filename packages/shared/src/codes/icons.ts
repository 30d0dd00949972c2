/**
 * The icon set of the public cards (services and projects). The stored names are the icon
 * library's; the labels are what an admin reads in the icon picker.
 */
export const ICON = {
  CODE: { value: 'Code', label: 'Code' },
  DATABASE: { value: 'Database', label: 'Database' },
  PRESENTATION: { value: 'Presentation', label: 'Presentation' },
  BOOK_OPEN: { value: 'BookOpen', label: 'Book' },
  HARD_DRIVE: { value: 'HardDrive', label: 'Hard drive' },
  GLOBE: { value: 'Globe', label: 'Globe' },
  SMARTPHONE: { value: 'Smartphone', label: 'Smartphone' },
  CPU: { value: 'Cpu', label: 'Processor' },
  BAR_CHART_3: { value: 'BarChart3', label: 'Bar chart' },
  LIGHTBULB: { value: 'Lightbulb', label: 'Light bulb' },
} as const;

export type IconName = keyof typeof ICON;

/** The icon a new project or service starts with. */
export const DEFAULT_ICON: IconName = 'CODE';
