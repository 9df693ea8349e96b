import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

export type TestDatabaseKind = 'sqlite' | 'mariadb';

export interface TestDatabase {
  kind: TestDatabaseKind;
  /** DATABASE_URL for the app under test. */
  url: string;
  drop(): Promise<void>;
}

export const testDatabaseKind = (): TestDatabaseKind => (process.env.TEST_DB === 'mariadb' ? 'mariadb' : 'sqlite');

const mariadbServerUrl = () => (process.env.TEST_MARIADB_URL ?? 'mariadb://studio:studio@127.0.0.1:3306').replace(/\/$/, '');

/**
 * A fresh, empty database of the kind TEST_DB selects: an in-memory SQLite database, or a
 * throwaway MariaDB database `studio_test_<random>` (the test user may create `studio_%`).
 */
export async function createTestDatabase(kind: TestDatabaseKind = testDatabaseKind()): Promise<TestDatabase> {
  if (kind === 'sqlite') return { kind, url: 'sqlite::memory:', drop: async () => undefined };
  const name = `studio_test_${randomBytes(6).toString('hex')}`;
  const serverUrl = mariadbServerUrl();
  const admin = await createConnection(serverUrl.replace(/^mariadb:/, 'mysql:'));
  try {
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.end();
  }
  return {
    kind,
    url: `${serverUrl}/${name}`,
    drop: async () => {
      const connection = await createConnection(serverUrl.replace(/^mariadb:/, 'mysql:'));
      try {
        await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await connection.end();
      }
    },
  };
}
