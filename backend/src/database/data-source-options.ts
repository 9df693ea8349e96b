import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config';
import { ProjectTouchSubscriber } from '../projects/project-touch.subscriber';
import { ENTITIES } from './entities';
import { MYSQL_MIGRATIONS } from './migrations/mysql/migrations';
import { SQLITE_MIGRATIONS } from './migrations/sqlite/migrations';

/** How long a SQLite write waits for another process's write lock before failing (SQLITE_BUSY). */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** How long opening a MariaDB connection may take before the request fails. */
export const MARIADB_CONNECT_TIMEOUT_MS = 1_500;

export type MigrationFamily = 'sqlite' | 'mysql';

export const migrationFamily = (database: DatabaseConfig): MigrationFamily =>
  database.type === 'better-sqlite3' ? 'sqlite' : 'mysql';

/**
 * TypeORM options for one database. Schema changes only ever come from migrations (run at boot);
 * `synchronize` stays off everywhere. The project-touch subscriber goes wherever the database does
 * (API, worker, tests): writes to a project's content move its revision.
 */
export function buildDataSourceOptions(database: DatabaseConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    subscribers: [ProjectTouchSubscriber],
    synchronize: false,
    migrationsRun: true,
    logging: ['error' as const],
  };
  if (database.type === 'better-sqlite3') {
    // better-sqlite3 turns foreign keys on for every connection; WAL lets readers run beside a writer,
    // and a writer in another process (npm run worker) waits up to the busy timeout for the lock.
    return {
      ...common,
      type: 'better-sqlite3',
      database: database.database,
      enableWAL: database.database !== ':memory:',
      timeout: SQLITE_BUSY_TIMEOUT_MS,
      migrations: SQLITE_MIGRATIONS,
    };
  }
  return {
    ...common,
    // `mariadb` (not `mysql`) against MariaDB, or TypeORM reports false diffs on nullable columns.
    type: database.type,
    host: database.host,
    port: database.port,
    username: database.username,
    password: database.password,
    database: database.database,
    charset: 'utf8mb4',
    // A server that does not answer is reported (503) within the time a user waits, not after 10 s.
    connectTimeout: MARIADB_CONNECT_TIMEOUT_MS,
    timezone: 'Z',
    migrations: MYSQL_MIGRATIONS,
  };
}
