/** Driver codes that mean the database server cannot be reached: down, restarting, refusing connections. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'PROTOCOL_CONNECTION_LOST',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
]);

export const DATABASE_UNREACHABLE_MESSAGE = 'The database cannot be reached right now; try again in a moment.';

/** Seconds a client is told to wait (Retry-After) when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Whether an error (or the driver error a TypeORM error wraps) says the database server is unreachable. */
export function isDatabaseUnreachable(error: unknown): boolean {
  const candidates = [error, (error as { driverError?: unknown } | null)?.driverError];
  return candidates.some((candidate) => {
    const code = (candidate as { code?: unknown } | null)?.code;
    return typeof code === 'string' && UNREACHABLE_CODES.has(code);
  });
}
