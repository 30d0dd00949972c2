import { registerDecorator, type ValidationOptions } from 'class-validator';
import { isIsoDate } from './local-date';

function rule(name: string, test: (value: unknown) => boolean) {
  return (options?: ValidationOptions) =>
    (target: object, propertyName: string): void => {
      registerDecorator({ name, target: target.constructor, propertyName, options, validator: { validate: test } });
    };
}

/** Required text: present and not only white space. */
export const IsNotBlank = rule('isNotBlank', (value) => typeof value === 'string' && value.trim().length > 0);

/** A real calendar day written YYYY-MM-DD; an empty or blank value is left to IsNotBlank. */
export const IsIsoDate = rule(
  'isIsoDate',
  (value) => (typeof value === 'string' && value.trim() === '') || isIsoDate(value),
);
