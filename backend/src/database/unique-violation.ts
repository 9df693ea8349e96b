import { QueryFailedError } from 'typeorm';

/** SQLite's and MariaDB's codes for a row refused by a unique index. */
const UNIQUE_VIOLATION_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'ER_DUP_ENTRY']);

/** Whether a write failed because a unique index already holds its key. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const { code } = error.driverError as { code?: unknown };
  return typeof code === 'string' && UNIQUE_VIOLATION_CODES.has(code);
}
