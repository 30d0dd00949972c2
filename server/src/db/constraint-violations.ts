import { QueryFailedError } from 'typeorm';

const codeAndMessage = (error: QueryFailedError) =>
  `${(error.driverError as { code?: string } | undefined)?.code ?? ''} ${error.message}`;

/**
 * A write refused by a unique index (MySQL/MariaDB ER_DUP_ENTRY, SQLite UNIQUE constraint):
 * two writes raced past the service's own check. Services turn it into their CONFLICT.
 */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof QueryFailedError &&
  /ER_DUP_ENTRY|SQLITE_CONSTRAINT_UNIQUE|UNIQUE constraint failed/.test(codeAndMessage(error));

/**
 * A delete refused because other rows still refer to the row (MySQL/MariaDB
 * ER_ROW_IS_REFERENCED, SQLite FOREIGN KEY constraint): the record has history elsewhere.
 */
export const isReferencedRowViolation = (error: unknown): boolean =>
  error instanceof QueryFailedError &&
  /ER_ROW_IS_REFERENCED|SQLITE_CONSTRAINT_FOREIGNKEY|FOREIGN KEY constraint failed/.test(codeAndMessage(error));

/** MySQL and MariaDB ended the transaction to break a deadlock: it may simply be run again. */
export const isDeadlock = (error: unknown): boolean =>
  error instanceof QueryFailedError && /ER_LOCK_DEADLOCK/.test(codeAndMessage(error));

/** A statement on a table that does not exist (MySQL/MariaDB ER_NO_SUCH_TABLE, SQLite no such table). */
export const isMissingTable = (error: unknown): boolean =>
  error instanceof QueryFailedError && /ER_NO_SUCH_TABLE|no such table/.test(codeAndMessage(error));

/**
 * Runs a transaction again when the database chose it as a deadlock's victim (transactions
 * that lock several rows in an order the data decides, such as a manager chain).
 */
export async function retryOnDeadlock<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}
