import { isIsoDate } from '@site/shared';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

export { isIsoDate };

function parse(value: unknown): string {
  if (!isIsoDate(value)) {
    throw new GraphQLError('Dates are written YYYY-MM-DD', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return value;
}

/** A calendar day without time or zone, as ISO `YYYY-MM-DD`. */
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
