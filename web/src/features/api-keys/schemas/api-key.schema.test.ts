import { API_KEY_MESSAGES as M, latestApiKeyExpiry } from '@site/shared';
import { ValidationError } from 'yup';
import {
  createApiKeySchema,
  daysAfter,
  emptyApiKey,
  rollApiKeySchema,
  startOfDay,
  toCreateInput,
  toRollArgs,
  type CreateApiKeyValues,
} from './api-key.schema';

const valid = (): CreateApiKeyValues => ({ ...emptyApiKey(), name: 'Acme', scopes: ['CATALOGUE_READ'] });

/** The schema's message for `field` with `values`, or null when it passes. */
function messageOf(schema: typeof createApiKeySchema | typeof rollApiKeySchema, values: object, field: string) {
  try {
    schema.validateSyncAt(field, values);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

describe('the New API Key schema', () => {
  it('accepts a named key with a scope, expiring tomorrow up to the last day the API allows', () => {
    expect(createApiKeySchema.isValidSync(valid())).toBe(true);
    expect(createApiKeySchema.isValidSync({ ...valid(), expiresAt: daysAfter(1) })).toBe(true);
    // The latest day whose start is still within the API's limit from now.
    const latest = latestApiKeyExpiry(new Date());
    const lastDay = daysAfter(0, new Date(latest.getFullYear(), latest.getMonth(), latest.getDate()));
    expect(createApiKeySchema.isValidSync({ ...valid(), expiresAt: lastDay })).toBe(true);
    expect(
      messageOf(createApiKeySchema, { ...valid(), expiresAt: daysAfter(1, startOfDay(lastDay)) }, 'expiresAt'),
    ).toBe(M.expiresAtMax);
  });

  it.each([
    ['name', { name: '   ' }, M.nameRequired],
    ['name', { name: 'x'.repeat(101) }, M.nameMax],
    ['scopes', { scopes: [] }, M.scopesRequired],
    ['scopes', { scopes: ['CATALOGUE_READ', 'CATALOGUE_READ'] }, M.scopesUnique],
    ['scopes', { scopes: ['PAYROLL_READ'] }, M.scope],
    ['expiresAt', { expiresAt: '' }, M.expiresAtRequired],
    ['expiresAt', { expiresAt: '2026-02-30' }, M.expiresAt],
    ['expiresAt', { expiresAt: daysAfter(0) }, M.expiresAtPast],
    ['budgetPerMinute', { budgetPerMinute: 99 }, M.budget],
    ['budgetPerMinute', { budgetPerMinute: 100_001 }, M.budget],
    ['budgetPerMinute', { budgetPerMinute: 150.5 }, M.budget],
  ])('refuses %s %j with the shared message', (field, change, message) => {
    expect(messageOf(createApiKeySchema, { ...valid(), ...change }, field)).toBe(message);
  });

  it('leaves the budget to the API when empty', () => {
    expect(messageOf(createApiKeySchema, { ...valid(), budgetPerMinute: null }, 'budgetPerMinute')).toBeNull();
  });

  it("sends the name trimmed, the scopes in the API's order, and the day's start as the moment", () => {
    const input = toCreateInput({ ...valid(), name: '  Acme  ', scopes: ['QUOTES_WRITE', 'CATALOGUE_READ'] });
    expect(input.name).toBe('Acme');
    expect(input.scopes).toEqual(['CATALOGUE_READ', 'QUOTES_WRITE']);
    expect(new Date(input.expiresAt).getHours()).toBe(0);
  });
});

describe('the Roll schema', () => {
  it.each([[-1], [721], [1.5], [null]])('refuses an overlap of %p hours', (overlapHours) => {
    expect(messageOf(rollApiKeySchema, { overlapHours, expiresAt: '' }, 'overlapHours')).toBe(M.overlap);
  });

  it('accepts 0 to 720 hours, and an empty expiry, which the API then chooses', () => {
    expect(rollApiKeySchema.isValidSync({ overlapHours: 0, expiresAt: '' })).toBe(true);
    expect(rollApiKeySchema.isValidSync({ overlapHours: 720, expiresAt: daysAfter(30) })).toBe(true);
    expect(toRollArgs({ overlapHours: 48, expiresAt: '' })).toEqual({ overlapHours: 48, expiresAt: null });
  });
});
