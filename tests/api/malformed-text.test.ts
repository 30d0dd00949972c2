import { getNamedType, GraphQLString, isListType, isNonNullType, type GraphQLSchema } from 'graphql';
import { MALFORMED_TEXT } from '../../server/src/app/validate-arguments';
import { ContactMessage } from '../../server/src/modules/contact/contact-message.entity';
import { createSchema } from '../../server/src/app/schema';
import { documentOf, inputSpots, sender, VALID_CALLS, withValue, type InputSpot } from '../fixtures/operations';
import { newVisitor, postFrom, SEND_CONTACT, validContact } from '../fixtures/submissions';
import { dataOf, startTestApp, type TestApp } from '../fixtures/test-app';

/*
 * JSON can carry a lone UTF-16 surrogate ("\ud800"), which is no character at all: SQLite would
 * store it as bytes that are not UTF-8, MariaDB's driver turns it into U+FFFD, and the text it
 * lands in (a mail, a CSV, a page) breaks. Every text input of every operation, found in the
 * schema, is sent with one in it and must be refused with BAD_USER_INPUT keyed by its field,
 * changing nothing; an e-mail field answers its own invalid-address message. An operation with a
 * text input whose row (fixtures/operations, a file per feature) has no validCall fails.
 */

let app: TestApp;
let schema: GraphQLSchema;
beforeAll(async () => {
  [app, schema] = await Promise.all([startTestApp(), createSchema()]);
});
afterAll(() => app?.close());

const textSpots = () =>
  inputSpots(schema).filter((spot) => getNamedType((spot.field ?? spot.argument).type) === GraphQLString);
const nameOf = (spot: InputSpot) => (spot.field ?? spot.argument).name;
const labelOf = (spot: InputSpot) =>
  `${spot.operation.name}(${spot.field ? `${spot.argument.name}.${spot.field.name}` : spot.argument.name})`;

/** The spot's valid value with a lone surrogate put in after its first character; a list gets one more item. */
function broken(spot: InputSpot, value: unknown): unknown {
  const text = (valid: unknown) => {
    const word = typeof valid === 'string' && valid ? valid : 'text';
    return `${word.slice(0, 1)}\ud800${word.slice(1)}`;
  };
  let type = (spot.field ?? spot.argument).type;
  if (isNonNullType(type)) type = type.ofType;
  return isListType(type) ? [...((value as unknown[] | undefined) ?? []), text('item')] : text(value);
}

const valueAt = (variables: Record<string, unknown>, spot: InputSpot) =>
  spot.field
    ? (variables[spot.argument.name] as Record<string, unknown>)[spot.field.name]
    : variables[spot.argument.name];

describe('text with a lone surrogate', () => {
  it('is checked for every operation with a text input (a new one needs a validCall in its row)', () => {
    const spots = textSpots();
    expect(spots.filter((spot) => !VALID_CALLS[spot.coordinate]).map(labelOf)).toEqual([]);
    expect(spots.length).toBeGreaterThanOrEqual(50);
  });

  it('is refused with BAD_USER_INPUT on its field, in every text input, and changes nothing', async () => {
    const send = sender(app);
    const outcomes: string[] = [];
    for (const spot of textSpots()) {
      const call = VALID_CALLS[spot.coordinate]!;
      const valid = await call.variables(app);
      const before = await call.snapshot?.(app);
      const response = await send(call, documentOf(spot), withValue(valid, spot, broken(spot, valueAt(valid, spot))));
      const after = await call.snapshot?.(app);
      const [error] = response.errors ?? [];
      const name = nameOf(spot);
      const keys = Object.keys(error?.extensions?.fields ?? {});
      const onField = keys.some((key) => key === name || key.startsWith(`${name}.`));
      const outcome =
        error?.extensions?.code !== 'BAD_USER_INPUT'
          ? `answered ${error ? String(error.extensions?.code) : 'with data'}`
          : !onField
            ? `refused on ${keys.join(', ')}`
            : JSON.stringify(after) !== JSON.stringify(before)
              ? 'refused, but something changed'
              : 'refused';
      outcomes.push(`${labelOf(spot)}: ${outcome}`);
    }
    expect(outcomes).toEqual(outcomes.map((line) => line.replace(/: .*$/, ': refused')));
  });

  it('in an e-mail field is refused with that field’s own invalid-address message', async () => {
    const send = sender(app);
    const emails = textSpots().filter((spot) => nameOf(spot) === 'email');
    expect(emails.map(labelOf).sort()).toEqual([
      'createEmployee(input.email)',
      'login(email)',
      'requestPasswordReset(email)',
      'sendContactMessage(input.email)',
      'submitQuoteRequest(input.email)',
      'subscribeToNewsletter(email)',
      'updateEmployee(input.email)',
    ]);
    for (const spot of emails) {
      const call = VALID_CALLS[spot.coordinate]!;
      const messageFor = async (email: string) => {
        const response = await send(call, documentOf(spot), withValue(await call.variables(app), spot, email));
        return { operation: labelOf(spot), message: response.errors?.[0]?.extensions?.fields?.email };
      };
      const invalid = await messageFor('x@@example.com');
      expect(invalid.message).toEqual([expect.stringMatching(/valid email/)]);
      expect(await messageFor('x\ud800y@example.com')).toEqual(invalid);
    }
  });

  it('is told apart from a character outside the BMP, which is a pair of surrogates and is kept', async () => {
    const name = 'Zoë 🚀 Okafor';
    dataOf(await postFrom(app, newVisitor(), SEND_CONTACT, { input: validContact({ name }) }));
    const stored = await app.dataSource.getRepository(ContactMessage).findOneOrFail({ where: { name } });
    expect(stored.name).toBe(name);
    const response = await postFrom(app, newVisitor(), SEND_CONTACT, {
      input: validContact({ name: 'Zoë \ud83d Okafor' }),
    });
    expect(response.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { name: [MALFORMED_TEXT] } });
  });
});
