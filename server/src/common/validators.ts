import { isAccountText, isEmailAddress, isHttpUrl, isIsoDate, isMoneyAmount, isPageSlug } from '@site/shared';
import { IsDefined, registerDecorator, ValidateIf, type ValidationOptions } from 'class-validator';

// Validators over the shared checks, so the API accepts exactly what the web forms accept.

/** A class-validator decorator from a plain test of the value. */
export function rule(name: string, test: (value: unknown) => boolean) {
  return (options?: ValidationOptions) =>
    (target: object, propertyName: string): void => {
      registerDecorator({ name, target: target.constructor, propertyName, options, validator: { validate: test } });
    };
}

const isBlankText = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** Required text: present and not only white space. */
export const IsNotBlank = rule('isNotBlank', (value) => typeof value === 'string' && value.trim().length > 0);

/** A real calendar day written YYYY-MM-DD; an empty or blank value is left to IsNotBlank. */
export const IsIsoDate = rule('isIsoDate', (value) => isBlankText(value) || isIsoDate(value));

/**
 * A day (YYYY-MM-DD text) not before the day in another field of the same object, the start of
 * its range; either left out, there is nothing to compare. Days as ISO text sort as dates.
 */
export const IsNotBeforeDay =
  (startField: string, options?: ValidationOptions) =>
  (target: object, propertyName: string): void =>
    registerDecorator({
      name: 'isNotBeforeDay',
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown, args) => {
          const start = (args?.object as Record<string, unknown>)[startField];
          return typeof value !== 'string' || typeof start !== 'string' || !start || value >= start;
        },
      },
    });

/** An absolute http(s) address once trimmed; a blank value is left to the field's required rule. */
export const IsHttpUrl = rule(
  'isHttpUrl',
  (value) => isBlankText(value) || (typeof value === 'string' && isHttpUrl(value.trim())),
);

/** An e-mail address once trimmed; a blank value is left to IsNotBlank (one message, not two). */
export const IsEmailAddress = rule(
  'isEmailAddress',
  (value) => isBlankText(value) || (typeof value === 'string' && isEmailAddress(value.trim())),
);

/** A content page's address ('how-we-work') once trimmed; a blank value is left to IsNotBlank. */
export const IsPageSlug = rule(
  'isPageSlug',
  (value) => isBlankText(value) || (typeof value === 'string' && isPageSlug(value.trim())),
);

/**
 * For an update's optional field: left out, it is not checked; sent as null, it fails with the
 * message. TypeGraphQL validates with skipMissingProperties, which skips null as well as
 * undefined, so without this a null would reach a NOT NULL column as an internal error.
 * IsDefined is the one rule class-validator still runs on a null under that setting.
 */
export const NotNullWhenSent =
  (options?: ValidationOptions) =>
  (target: object, propertyName: string): void => {
    ValidateIf((_input: object, value: unknown) => value !== undefined)(target, propertyName);
    IsDefined(options)(target, propertyName);
  };

/** An amount of money typed as text ("5200" or "5200.50"); blank is left to the required rule. */
export const IsMoneyAmount = rule(
  'isMoneyAmount',
  (value) => isBlankText(value) || (typeof value === 'string' && isMoneyAmount(value.trim())),
);

/**
 * An amount no larger than `max`; text that is no amount is left to IsMoneyAmount. Amounts have
 * at most two decimals, so comparing them as numbers is exact at this size.
 */
export const IsAmountAtMost = (max: number, options?: ValidationOptions) =>
  rule(
    'isAmountAtMost',
    (value) => typeof value !== 'string' || !isMoneyAmount(value.trim()) || Number(value) <= max,
  )(options);

/** Account numbers and tax ids: letters, digits, spaces and dashes; blank is left to the required rule. */
export const IsAccountText = rule(
  'isAccountText',
  (value) => isBlankText(value) || (typeof value === 'string' && isAccountText(value.trim())),
);

/**
 * An optional text: left out, null or blank, no other rule of the field runs (it is stored as
 * null); otherwise they all do.
 */
export const IsOptionalText = () =>
  ValidateIf((_input: object, value: unknown) => value !== undefined && value !== null && !isBlankText(value));
