import { isNonNullType, type GraphQLSchema } from 'graphql';
import { createSchema } from '../../server/src/app/schema';
import { documentOf, inputSpots, sender, VALID_CALLS, withValue, type InputSpot } from '../fixtures/operations';
import { startTestApp, type TestApp } from '../fixtures/test-app';

/*
 * A null sent for a field that the record requires must be refused with BAD_USER_INPUT and leave
 * the record as it was, never reach the database as an internal error. The cases come from the
 * schema and the entities: every nullable field of a mutation's input (and every nullable
 * argument of a mutation) is either a NOT NULL column, where null must be refused; a nullable
 * column, where null is taken (it clears the value); or a field that is not stored at all (the
 * honeypots). A mutation with a nullable field whose row (fixtures/operations, a file per feature)
 * has no validCall fails, so a new feature's input is checked as soon as it exists.
 */

let app: TestApp;
let schema: GraphQLSchema;
beforeAll(async () => {
  [app, schema] = await Promise.all([startTestApp(), createSchema()]);
});
afterAll(() => app?.close());

/** The nullable inputs of the mutations (a nullable argument that is an input object is not one). */
const nullableSpots = () =>
  inputSpots(schema).filter((spot) => spot.kind === 'mutation' && !isNonNullType((spot.field ?? spot.argument).type));
const nameOf = (spot: InputSpot) => (spot.field ?? spot.argument).name;
const labelOf = (spot: InputSpot) =>
  `${spot.operation.name}(${spot.field ? `${spot.argument.name}.${spot.field.name}` : spot.argument.name}: null)`;

describe('a null for a list filter', () => {
  const filters = () =>
    inputSpots(schema).filter((spot) => spot.kind === 'query' && !isNonNullType((spot.field ?? spot.argument).type));

  it('is taken as no filter by every query (a new one needs a validCall in its row)', async () => {
    const send = sender(app);
    const outcomes: string[] = [];
    for (const spot of filters()) {
      const call = VALID_CALLS[spot.coordinate];
      const response = call && (await send(call, documentOf(spot), withValue(await call.variables(app), spot, null)));
      const error = response?.errors?.[0]?.extensions?.code;
      outcomes.push(
        `${labelOf(spot)} → ${!call ? 'no validCall in its row' : error ? `error ${String(error)}` : 'taken'}`,
      );
    }
    expect(outcomes).toEqual(outcomes.map((line) => line.replace(/ → .*$/, ' → taken')));
    expect(outcomes.length).toBeGreaterThanOrEqual(9);
  });
});

describe('a null for a field', () => {
  it('is checked for every mutation with a nullable field (a new one needs a validCall in its row)', () => {
    const spots = nullableSpots();
    expect(spots.filter((spot) => !VALID_CALLS[spot.coordinate]?.entity).map(labelOf)).toEqual([]);
    // The schema has them today: the derivation must keep finding them.
    expect(new Set(spots.map((spot) => spot.operation.name))).toEqual(
      new Set([
        'updateProject',
        'updateService',
        'updateHomepageContent',
        'sendContactMessage',
        'submitQuoteRequest',
        'subscribeToNewsletter',
        'createEmployee',
        'updateEmployee',
        'managerApproveLeave',
        'hrApproveLeave',
        'decideLeaveCancellation',
        'createPayroll',
        'updatePayroll',
        'processPayment',
        'updateQuoteStatus',
        'createApiKey',
        'rollApiKey',
      ]),
    );
  });

  it('the record requires is refused with BAD_USER_INPUT and changes nothing; elsewhere it is taken', async () => {
    const send = sender(app);
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const spot of nullableSpots()) {
      const call = VALID_CALLS[spot.coordinate];
      if (!call?.entity || !call.snapshot)
        throw new Error(`${labelOf(spot)}: its validCall needs an entity and a snapshot`);
      const name = nameOf(spot);
      const column = app.dataSource.getMetadata(call.entity).findColumnWithPropertyName(name);
      const stored = !call.notStored?.includes(name);
      if (stored && !column) throw new Error(`${labelOf(spot)}: no column stores "${name}"; list it in notStored`);
      const mustRefuse = stored && column?.isNullable === false && !call.nullMeansDefault?.includes(name);

      const before = await call.snapshot(app);
      const response = await send(call, documentOf(spot), withValue(await call.variables(app), spot, null));
      const after = await call.snapshot(app);

      const [error] = response.errors ?? [];
      const refused = error?.extensions?.code === 'BAD_USER_INPUT' && !!error.extensions.fields?.[name];
      const unchanged = JSON.stringify(after) === JSON.stringify(before);
      outcomes.push(
        `${labelOf(spot)}: ${refused ? 'refused' : error ? `error ${String(error.extensions?.code)}` : 'taken'}` +
          (refused && !unchanged ? ', record changed' : ''),
      );
      expected.push(`${labelOf(spot)}: ${mustRefuse ? 'refused' : 'taken'}`);
    }
    expect(outcomes).toEqual(expected);
    // Project's eight fields, Service's five, Employee's seven and a payroll record's two (month
    // and basic salary when changing) required ones; the hero image, the company, the honeypots,
    // an API key's budget and a rolled key's expiry (null: the default),
    // the employee's six optional fields when adding and when changing, the leave approvers' and
    // the quote status's optional notes, and a payroll record's extras (null is 0) and notes when
    // creating and changing, and the payment's notes.
    expect(expected.filter((line) => line.endsWith('refused'))).toHaveLength(22);
    expect(expected.filter((line) => line.endsWith('taken'))).toHaveLength(32);
  });
});
