import { validateOrReject, ValidationError, type ValidatorOptions } from 'class-validator';
import { ArgumentValidationError, type ValidatorFn } from 'type-graphql';

/** class-validator's options: skipMissingProperties and forbidUnknownValues as TypeGraphQL sets them. */
const VALIDATOR_OPTIONS: ValidatorOptions = {
  skipMissingProperties: true,
  forbidUnknownValues: false,
  stopAtFirstError: true,
  validationError: { target: false, value: false },
};

export const MALFORMED_TEXT = 'This text contains a broken character (a lone UTF-16 surrogate). Please type it again.';

/** A UTF-16 surrogate that is not half of a pair: no UTF-8 encoding, and no character, exists for it. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** The paths (`name`, `bulletPoints.2`) of the strings in `value` that are not well-formed Unicode. */
function malformedTexts(value: unknown, path: string, into: string[]): string[] {
  if (typeof value === 'string') {
    if (LONE_SURROGATE.test(value)) into.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => malformedTexts(item, path ? `${path}.${index}` : String(index), into));
  } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) malformedTexts(item, path ? `${path}.${key}` : key, into);
  }
  return into;
}

function malformedTextError(path: string): ValidationError {
  const error = new ValidationError();
  error.property = path;
  error.constraints = { wellFormedText: MALFORMED_TEXT };
  error.children = [];
  return error;
}

/**
 * How every resolver argument is validated (buildSchema's validateFn). First an input's own
 * class-validator rules, as TypeGraphQL runs them by itself, so that a field keeps its message (an
 * address with a broken character in it is refused as not an address). Then every string of the
 * argument, at any depth, plain scalar arguments included (TypeGraphQL never validates those):
 * a lone surrogate cannot be stored as it was sent (SQLite keeps bytes that are not UTF-8,
 * MariaDB's driver turns it into U+FFFD) and breaks what the text is later put into, so it is
 * refused with BAD_USER_INPUT, keyed by the field like any other validation error. Strings sent as GraphQL literals never get here
 * with one: the parser refuses them.
 */
export const validateArgument: ValidatorFn = async (value, _type, { args }) => {
  if (value !== null && typeof value === 'object') {
    try {
      const items = Array.isArray(value) ? value : [value];
      for (const item of items) {
        if (item !== null && typeof item === 'object') await validateOrReject(item, VALIDATOR_OPTIONS);
      }
    } catch (errors) {
      throw new ArgumentValidationError(errors as ValidationError[]);
    }
  }
  // A plain argument is named after the GraphQL argument it came from.
  const name = typeof value === 'string' ? (Object.keys(args).find((key) => args[key] === value) ?? '') : '';
  const malformed = malformedTexts(value, name, []);
  if (malformed.length) throw new ArgumentValidationError(malformed.map(malformedTextError));
};
