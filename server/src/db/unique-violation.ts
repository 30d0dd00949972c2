import { QueryFailedError } from 'typeorm';

/**
 * A write refused by a unique index (MySQL/MariaDB ER_DUP_ENTRY, SQLite UNIQUE constraint):
 * two writes raced past the service's own check. Services turn it into their CONFLICT.
 */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof QueryFailedError &&
  /ER_DUP_ENTRY|SQLITE_CONSTRAINT_UNIQUE|UNIQUE constraint failed/.test(
    `${(error.driverError as { code?: string } | undefined)?.code ?? ''} ${error.message}`,
  );
