import { isEmailAddress, isPhoneNumber } from '@site/shared';
import { registerDecorator, type ValidationOptions } from 'class-validator';

/**
 * Rules for text that is stored trimmed: each checks the value as it will be stored, without
 * the white space around it, so '  a  ' is one character and ' x@y.example ' a valid address.
 * A value that is not a string fails them all.
 */
function trimmedRule(name: string, test: (text: string) => boolean) {
  return (options?: ValidationOptions) =>
    (target: object, propertyName: string): void => {
      registerDecorator({
        name,
        target: target.constructor,
        propertyName,
        options,
        validator: { validate: (value: unknown) => typeof value === 'string' && test(value.trim()) },
      });
    };
}

export const MinTrimmedLength = (min: number, options?: ValidationOptions) =>
  trimmedRule('minTrimmedLength', (text) => text.length >= min)(options);

export const MaxTrimmedLength = (max: number, options?: ValidationOptions) =>
  trimmedRule('maxTrimmedLength', (text) => text.length <= max)(options);

export const IsTrimmedEmail = (options?: ValidationOptions) => trimmedRule('isTrimmedEmail', isEmailAddress)(options);

/** A phone number as people type it: digits with spaces, +, -, dots and brackets, and at least 7 digits. */
export const IsPhoneNumber = (options?: ValidationOptions) => trimmedRule('isPhoneNumber', isPhoneNumber)(options);

/** Trims every string property of a plain input; an optional text left blank becomes null. */
export function trimmedText<T extends object>(input: T, optional: readonly (keyof T)[] = []): T {
  const copy = { ...input } as Record<string, unknown>;
  for (const [key, value] of Object.entries(copy)) {
    if (typeof value !== 'string') continue;
    const text = value.trim();
    copy[key] = text === '' && optional.includes(key as keyof T) ? null : text;
  }
  return copy as T;
}
