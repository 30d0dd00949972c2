import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function parse(value: unknown): string {
  if (!isIsoDate(value)) {
    throw new GraphQLError('Dates are written YYYY-MM-DD', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return value;
}

/** A calendar day without time or zone, as ISO `YYYY-MM-DD` (decisions.md item 4). */
export const LocalDate = new GraphQLScalarType<string, string>({
  name: 'LocalDate',
  description: 'A calendar day written YYYY-MM-DD.',
  serialize: (value) => {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return parse(value);
  },
  parseValue: parse,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) {
      throw new GraphQLError('Dates are written YYYY-MM-DD', { extensions: { code: 'BAD_USER_INPUT' } });
    }
    return parse(ast.value);
  },
});
