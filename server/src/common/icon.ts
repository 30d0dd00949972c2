import { registerEnumType } from 'type-graphql';

/** The icon set the public cards draw from (spec section 3). */
export enum Icon {
  CODE = 'Code',
  DATABASE = 'Database',
  PRESENTATION = 'Presentation',
  BOOK_OPEN = 'BookOpen',
  HARD_DRIVE = 'HardDrive',
  GLOBE = 'Globe',
  SMARTPHONE = 'Smartphone',
  CPU = 'Cpu',
  BAR_CHART_3 = 'BarChart3',
  LIGHTBULB = 'Lightbulb',
}

registerEnumType(Icon, { name: 'Icon', description: "An icon from the public cards' icon set." });
