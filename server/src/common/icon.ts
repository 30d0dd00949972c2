import { codeEnum, ICON } from '@site/shared';
import { registerEnumType } from 'type-graphql';

/** The icon set the public cards draw from: `Icon.CODE === 'Code'`, built from the shared table. */
export const Icon = codeEnum(ICON);
export type Icon = (typeof Icon)[keyof typeof Icon];

registerEnumType(Icon, {
  name: 'Icon',
  description: "An icon from the public cards' icon set.",
  valuesConfig: Object.fromEntries(
    Object.entries(ICON).map(([name, { label }]) => [name, { description: `The ${label.toLowerCase()} icon.` }]),
  ),
});
