import { buildDataSourceOptions, migrationFamily, SQLITE_BUSY_TIMEOUT_MS } from './data-source-options';
import { MYSQL_MIGRATIONS } from './migrations/mysql/migrations';
import { SQLITE_MIGRATIONS } from './migrations/sqlite/migrations';

describe('buildDataSourceOptions', () => {
  it('uses better-sqlite3 with WAL, a busy timeout and the SQLite migrations, never synchronize', () => {
    const options = buildDataSourceOptions({ type: 'better-sqlite3', database: '/tmp/x.sqlite' });
    expect(options).toMatchObject({
      type: 'better-sqlite3',
      enableWAL: true,
      timeout: SQLITE_BUSY_TIMEOUT_MS,
      synchronize: false,
      migrationsRun: true,
      migrations: SQLITE_MIGRATIONS,
    });
  });

  it.each(['mysql', 'mariadb'] as const)('uses driver type %s with the shared MySQL-family migrations', (type) => {
    const database = { type, host: 'h', port: 3306, username: 'u', password: 'p', database: 'd' };
    const options = buildDataSourceOptions(database);
    expect(options).toMatchObject({ type, synchronize: false, migrationsRun: true, migrations: MYSQL_MIGRATIONS });
    expect(migrationFamily(database)).toBe('mysql');
  });
});
