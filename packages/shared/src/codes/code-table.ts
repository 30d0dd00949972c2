/**
 * A code table: each entry's key is its GraphQL enum name (what the web app's generated types
 * use), `value` the code stored in the database and `label` what people read. Entries are in
 * the order lists and pickers show them.
 */
export type CodeTable = { readonly [name: string]: { readonly value: string; readonly label: string } };

/** The entry names of a table, e.g. 'PLANNING' | 'IN_PROGRESS'. */
export type CodeName<T extends CodeTable> = keyof T & string;

/** The stored codes of a table, e.g. 'Planning' | 'In Progress'. */
export type CodeValue<T extends CodeTable> = T[keyof T]['value'];

/** The names in the table's order. */
export const codeNames = <T extends CodeTable>(table: T): CodeName<T>[] => Object.keys(table);

/** `{ NAME: 'stored value' }`: the object a server enum is registered from. */
export const codeEnum = <T extends CodeTable>(table: T): { readonly [K in keyof T]: T[K]['value'] } =>
  Object.fromEntries(Object.entries(table).map(([name, entry]) => [name, entry.value])) as {
    [K in keyof T]: T[K]['value'];
  };

/** `{ NAME: 'label' }`, keyed by enum name. */
export const codeLabels = <T extends CodeTable>(table: T): Readonly<Record<CodeName<T>, string>> =>
  Object.fromEntries(Object.entries(table).map(([name, entry]) => [name, entry.label])) as Record<CodeName<T>, string>;

/** `{ 'stored value': 'label' }`, for data that carries the stored code (exports, mails). */
export const labelsByValue = <T extends CodeTable>(table: T): Readonly<Record<CodeValue<T>, string>> =>
  Object.fromEntries(Object.values(table).map((entry) => [entry.value, entry.label])) as Record<CodeValue<T>, string>;

/** Picker options in the table's order: `{ value: NAME, label }`. */
export const codeOptions = <T extends CodeTable>(table: T): { value: CodeName<T>; label: string }[] =>
  Object.entries(table).map(([name, entry]) => ({ value: name, label: entry.label }));
