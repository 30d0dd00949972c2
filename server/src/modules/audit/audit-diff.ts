/** What the audit trail stores for one field. */
export type FieldChange =
  | { from: unknown; to: unknown }
  /** A sensitive field: only that it changed, and for a bank account its last 4 characters. */
  | { changed: true; from?: string | null; to?: string | null };

export type FieldChanges = Record<string, FieldChange>;

type Masking = 'hidden' | 'last4';

/**
 * Fields whose values never reach the audit trail, wherever they appear (employees, payroll).
 * Matched by name, case-insensitively: a feature naming its column this way is covered.
 */
export const SENSITIVE_FIELDS: Readonly<Record<string, Masking>> = {
  salary: 'hidden',
  bankaccount: 'last4',
  taxid: 'hidden',
  // A payroll record's amounts are pay too.
  basicsalary: 'hidden',
  allowances: 'hidden',
  deductions: 'hidden',
  bonus: 'hidden',
  netsalary: 'hidden',
};

/** Longer texts are kept to their start: the trail says what changed, the record holds the text. */
export const TEXT_MAX = 500;
/** The changes column is a TEXT (64 KB on MySQL): past this, only the names of the changed fields stay. */
const CHANGES_MAX_BYTES = 60_000;

/**
 * Bookkeeping columns that change with every write and say nothing about it, and copies kept
 * for a list's order (a payroll record's employee name: the employee's own entries hold it).
 */
const IGNORED = new Set(['id', 'createdAt', 'updatedAt', 'employeeName']);

type Row = object | null | undefined;

/** Comparable, JSON-safe form of a value: dates as ISO text, absent as null. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const clipped = (value: unknown) =>
  typeof value === 'string' && value.length > TEXT_MAX ? `${value.slice(0, TEXT_MAX - 1)}…` : value;

export const lastFour = (value: unknown): string | null =>
  value === null || value === undefined ? null : `••••${String(value).slice(-4)}`;

function masked(masking: Masking, from: unknown, to: unknown): FieldChange {
  return masking === 'last4' ? { changed: true, from: lastFour(from), to: lastFour(to) } : { changed: true };
}

/**
 * The fields that differ between two states of a record: `before` null for a creation,
 * `after` null for a deletion. Sensitive fields are masked here, so no caller can store them.
 */
export function diff(before: Row, after: Row): FieldChanges {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const changes: FieldChanges = {};
  for (const field of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (IGNORED.has(field)) continue;
    const from = plain(was[field]);
    const to = plain(now[field]);
    if (same(from, to)) continue;
    const masking = SENSITIVE_FIELDS[field.toLowerCase()];
    changes[field] = masking ? masked(masking, from, to) : { from: clipped(from), to: clipped(to) };
  }
  if (Buffer.byteLength(JSON.stringify(changes)) <= CHANGES_MAX_BYTES) return changes;
  return Object.fromEntries(Object.keys(changes).map((field) => [field, { changed: true }]));
}
