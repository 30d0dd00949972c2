import type { DataSource, ObjectLiteral } from 'typeorm';
import { isMysqlFamily } from './sql-dialect';
import type { TextSearch } from './text-search';

/**
 * How a search text and a table's text are compared in memory (kept-search-text.ts), so that a
 * text is found where `column LIKE '%text%'` finds it: on MySQL the columns' collation is asked
 * which ASCII character each character met compares equal to (LIKE compares one character with
 * one: é is e, but ß is not ss); SQLite's LIKE folds A-Z only. Only printable ASCII search texts
 * are looked up in memory.
 */

/** After each value of a column: no search text holds it, so no match spans two. */
export const APART = '\u0000';

/** A search text looked up here: printable ASCII. */
export const LOOKED_UP = /^[\x20-\x7e]+$/;

/** Text of only these characters folds with toLowerCase where the collation folds ASCII so. */
const ASCII_ONLY = /^\p{ASCII}*$/u;

/** How one collation compares characters, as the ASCII character each one equals (APART for none). */
export interface Fold {
  /** The MySQL collation asked about characters met; null for SQLite's LIKE, which folds A-Z alone. */
  asked: { charset: string; collation: string } | null;
  of: Map<string, string>;
  /** Whether ASCII folds as toLowerCase does (printable characters to lower case, others to none). */
  asciiLowers: boolean;
}

/** `text` as the fold compares it, every character known to it (learnCharacters). */
export function foldText(fold: Fold, text: string): string {
  if (fold.asciiLowers && ASCII_ONLY.test(text)) return text.toLowerCase();
  let folded = '';
  for (const character of text) folded += fold.of.get(character) ?? APART;
  return folded;
}

/**
 * SQLite's LIKE: A-Z as a-z, the other printable ASCII characters as themselves, and every other
 * character as none that a search text looked up here holds (LIKE compares it with itself alone).
 */
const SQLITE_FOLD: Fold = {
  asked: null,
  of: new Map(
    Array.from({ length: 127 }, (_, code) => {
      const character = String.fromCharCode(code + 1);
      return [character, LOOKED_UP.test(character) ? character.toLowerCase() : APART];
    }),
  ),
  asciiLowers: true,
};

/**
 * How the searched columns' collation compares characters; null when they differ in collation or
 * are not Unicode text (the database searches them then). `folds`: those learnt, by collation.
 */
export async function foldOf(
  dataSource: DataSource,
  search: TextSearch,
  folds: Map<string, Fold>,
): Promise<Fold | null> {
  if (!isMysqlFamily(dataSource)) return SQLITE_FOLD;
  const columns = await dataSource.query<{ charset: string | null; collation: string | null }[]>(
    `SELECT CHARACTER_SET_NAME AS charset, COLLATION_NAME AS collation FROM information_schema.COLUMNS
      WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND COLUMN_NAME IN (${search.columns.map(() => '?').join(', ')})`,
    [search.table, ...search.columns],
  );
  const [first] = columns;
  const same = columns.every((column) => column.collation === first?.collation && column.charset === first?.charset);
  if (!first?.charset || !first.collation || columns.length !== search.columns.length || !same) return null;
  if (!/^utf8(mb3|mb4)?$/.test(first.charset) || !/^\w+$/.test(first.collation)) return null;
  const known = folds.get(first.collation);
  if (known) return known;
  const fold: Fold = {
    asked: { charset: first.charset, collation: first.collation },
    of: new Map(),
    asciiLowers: false,
  };
  await learn(
    dataSource,
    fold,
    Array.from({ length: 127 }, (_, code) => String.fromCharCode(code + 1)),
  );
  fold.asciiLowers = [...fold.of].every(([character, folded]) =>
    LOOKED_UP.test(character) ? folded === character.toLowerCase() : folded === APART,
  );
  folds.set(first.collation, fold);
  return fold;
}

/** Learns the characters of `rows`' columns that the fold has not met yet. */
export async function learnCharacters(
  dataSource: DataSource,
  fold: Fold,
  rows: ObjectLiteral[],
  columns: readonly string[],
) {
  const unknown = new Set<string>();
  for (const row of rows) {
    for (const column of columns) {
      const value = row[column] == null ? '' : String(row[column]);
      if (fold.asciiLowers && ASCII_ONLY.test(value)) continue;
      for (const character of value) if (!fold.of.has(character)) unknown.add(character);
    }
  }
  await learn(dataSource, fold, [...unknown]);
}

/** The printable ASCII characters, each with its LIKE pattern (the escape character and wildcards escaped). */
const PRINTABLE = Array.from({ length: 0x7e - 0x20 + 1 }, (_, code) => String.fromCharCode(code + 0x20)).map(
  (character) => [character, /[!%_]/.test(character) ? `!${character}` : character] as const,
);

/** How many characters one statement asks about. */
const LEARNED_PER_STATEMENT = 200;

/**
 * Asks the collation which printable ASCII character each of `characters` equals under LIKE,
 * and keeps the answer: the greatest (the lower-case letter of a pair), or APART for none.
 */
async function learn(dataSource: DataSource, fold: Fold, characters: string[]): Promise<void> {
  if (!fold.asked) return;
  const { collation } = fold.asked;
  const charset = fold.asked.charset === 'utf8' ? 'utf8mb3' : fold.asked.charset;
  for (let from = 0; from < characters.length; from += LEARNED_PER_STATEMENT) {
    const asked = characters.slice(from, from + LEARNED_PER_STATEMENT);
    const rows = await dataSource.query<{ asked: string; equal: string }[]>(
      `SELECT c.asked, a.equal FROM (${asked.map(() => 'SELECT ? AS asked').join(' UNION ALL ')}) c
        JOIN (${PRINTABLE.map(() => 'SELECT ? AS equal, ? AS pattern').join(' UNION ALL ')}) a
          ON CONVERT(c.asked USING ${charset}) COLLATE ${collation} LIKE CONVERT(a.pattern USING ${charset}) ESCAPE '!'`,
      [...asked, ...PRINTABLE.flat()],
    );
    for (const character of asked) fold.of.set(character, APART);
    for (const { asked: character, equal } of rows) {
      if ((fold.of.get(character) ?? APART) < equal) fold.of.set(character, equal);
    }
  }
}
