import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { OPERATION_SCOPES, UNSCOPED_OPERATIONS } from '../auth/api-scopes';
import { ROOT_DIR } from '../config';
import { fieldScope, missingDescriptions, partnerOperations, partnerSchema, partnerTypes } from './partner-api';

const schema = buildSchema(readFileSync(path.join(ROOT_DIR, 'schema.graphql'), 'utf8'));
const partner = partnerSchema(schema);

describe('the partner API', () => {
  it('offers every operation a key may run, with the scope it needs, and nothing else at the roots', () => {
    const operations = partnerOperations();
    expect(operations.map((o) => o.coordinate).sort()).toEqual(
      [...Object.keys(OPERATION_SCOPES), ...UNSCOPED_OPERATIONS].sort(),
    );
    expect(operations).toContainEqual({
      coordinate: 'Mutation.submitQuoteRequest',
      root: 'Mutation',
      name: 'submitQuoteRequest',
      scope: 'QUOTES_WRITE',
    });
    expect(operations.find((o) => o.coordinate === 'Query.rateLimit')?.scope).toBeNull();
    const roots = [
      ...Object.keys(partner.getQueryType()?.getFields() ?? {}).map((name) => `Query.${name}`),
      ...Object.keys(partner.getMutationType()?.getFields() ?? {}).map((name) => `Mutation.${name}`),
    ];
    expect(roots.sort()).toEqual(operations.map((o) => o.coordinate).sort());
  });

  it('holds the types below those operations, and none of the back office', () => {
    const names = partnerTypes(partner).map((type) => type.name);
    expect(names).toEqual(
      expect.arrayContaining(['Project', 'ProjectPage', 'Service', 'QuoteRequestInput', 'RateLimit']),
    );
    for (const internal of ['Employee', 'PayrollRecord', 'LeaveRequest', 'ApiKey', 'ProjectEngagement', 'User']) {
      expect(names).not.toContain(internal);
    }
    // A field a key always reads as null is not offered.
    expect(partner.getType('Project')?.toConfig()).not.toHaveProperty('fields.engagement');
  });

  it('names the scope of a field that needs more than its operation', () => {
    expect(fieldScope('Project.status')).toBe('PROJECTS_READ');
    expect(fieldScope('Project.title')).toBeNull();
  });

  it('describes every type, field, argument, input field and enum value partners reach', () => {
    expect(missingDescriptions(partner)).toEqual([]);
  });

  it('finds what is not described', () => {
    const bare = buildSchema(`
      type Query { "Listed." things(first: Int): [Thing!]! }
      "A thing." type Thing { id: Int! "Its kind." kind: Kind! }
      enum Kind { "Big." BIG SMALL }
    `);
    expect(
      missingDescriptions(
        partnerSchema(bare, [{ coordinate: 'Query.things', root: 'Query', name: 'things', scope: null }]),
      ),
    ).toEqual(['Query.things(first:)', 'Kind', 'Kind.SMALL', 'Thing.id']);
  });

  it('refuses an operation offered to keys that the schema does not have', () => {
    expect(() =>
      partnerSchema(schema, [{ coordinate: 'Query.nothing', root: 'Query', name: 'nothing', scope: null }]),
    ).toThrow('Query.nothing is offered to API keys but is not in the schema');
  });
});
