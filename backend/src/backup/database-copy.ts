import Database from 'better-sqlite3';
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createConnection, type Connection, type FieldPacket } from 'mysql2';
import type { DatabaseConfig } from '../config';
import { BackupRefusedError } from './backup.errors';

/** The kind of database a backup holds; it restores only into the same kind. */
export type BackupDatabaseKind = 'sqlite' | 'mariadb';

export const backupDatabaseKind = (database: DatabaseConfig): BackupDatabaseKind => (database.type === 'better-sqlite3' ? 'sqlite' : 'mariadb');

/** A database read at one moment: its size, and every /media file its rows name. */
export interface DatabaseSnapshot {
  tables: number;
  rows: number;
  /** `<owner>/<id>/<name>` of every /media URL in any text value. */
  mediaKeys: Set<string>;
}

/** The SQLite copy's name inside the backup's database folder. */
const SQLITE_FILE = 'studio.sqlite';
/** MariaDB: each table's CREATE statement, in order, and one `<table>.jsonl` of its rows (a column line, then one array per row). */
const MARIADB_SCHEMA_FILE = 'schema.json';

/** How long the snapshot waits for a lock another connection holds (a checkpoint), as the studio's own connections do. */
const SQLITE_BUSY_TIMEOUT_MS = 5_000;

const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]*';
/** What MediaStorage writes: /media/<owner>/<id>/<name>; found anywhere in a value, JSON columns included. */
const MEDIA_URL = new RegExp(`/media/(${SEGMENT}/[0-9]+/${SEGMENT})`, 'g');

export function collectMediaKeys(text: string, into: Set<string>): void {
  for (const match of text.matchAll(MEDIA_URL)) into.add(match[1]);
}

/** Reads the database at one moment into `dir`: SQLite with VACUUM INTO, MariaDB in one consistent-snapshot transaction. */
export async function snapshotDatabase(database: DatabaseConfig, dir: string): Promise<DatabaseSnapshot> {
  await mkdir(dir, { recursive: true });
  return database.type === 'better-sqlite3' ? snapshotSqlite(database.database, join(dir, SQLITE_FILE)) : snapshotMariadb(database, dir);
}

/** Refuses unless the database has no tables, so a restore never mixes with other data. */
export async function assertDatabaseEmpty(database: DatabaseConfig): Promise<void> {
  if (database.type === 'better-sqlite3') {
    if (database.database === ':memory:') throw new BackupRefusedError('DATABASE_URL is an in-memory SQLite database: restore into a file');
    if (!existsSync(database.database)) return;
    const sqlite = new Database(database.database, { readonly: true, fileMustExist: true });
    try {
      const tables = sqliteTables(sqlite);
      if (tables.length > 0) throw new BackupRefusedError(`The database ${database.database} is not empty (${describeNames(tables)}): restore fills an empty one`);
    } finally {
      sqlite.close();
    }
    return;
  }
  const connection = connectMariadb(database);
  try {
    const tables = await mariadbTables(connection);
    if (tables.length > 0) throw new BackupRefusedError(`The database ${database.database} is not empty (${describeNames(tables)}): restore fills an empty one`);
  } finally {
    connection.destroy();
  }
}

/** Fills the empty database from a snapshot folder; the returned undo empties it again. */
export async function restoreDatabase(database: DatabaseConfig, dir: string): Promise<{ tables: number; rows: number; undo: () => Promise<void> }> {
  if (database.type === 'better-sqlite3') {
    const undo = async () => {
      for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(`${database.database}${suffix}`, { force: true });
    };
    try {
      await copyFile(join(dir, SQLITE_FILE), database.database);
      const sqlite = new Database(database.database, { fileMustExist: true });
      try {
        const tables = sqliteTables(sqlite);
        const rows = tables.reduce((sum, table) => sum + Number((sqlite.prepare(`SELECT COUNT(*) FROM ${quoteSqlite(table)}`).raw().all()[0] as number[])[0]), 0);
        return { tables: tables.length, rows, undo };
      } finally {
        sqlite.close();
      }
    } catch (error) {
      await undo();
      throw error;
    }
  }
  return restoreMariadb(database, dir);
}

function snapshotSqlite(source: string, target: string): DatabaseSnapshot {
  if (!existsSync(source)) throw new BackupRefusedError(`There is no studio database at ${source}: run this with the studio's DATA_DIR and DATABASE_URL`);
  // VACUUM INTO reads inside one transaction, so writers beside it (WAL) never show half-way.
  const live = new Database(source, { fileMustExist: true, timeout: SQLITE_BUSY_TIMEOUT_MS });
  try {
    live.prepare('VACUUM INTO ?').run(target);
  } finally {
    live.close();
  }
  const copy = new Database(target, { readonly: true, fileMustExist: true });
  try {
    const snapshot: DatabaseSnapshot = { tables: 0, rows: 0, mediaKeys: new Set() };
    for (const table of sqliteTables(copy)) {
      snapshot.tables += 1;
      for (const row of copy.prepare(`SELECT * FROM ${quoteSqlite(table)}`).raw().iterate()) {
        snapshot.rows += 1;
        for (const value of row as unknown[]) if (typeof value === 'string') collectMediaKeys(value, snapshot.mediaKeys);
      }
    }
    return snapshot;
  } finally {
    copy.close();
  }
}

const sqliteTables = (sqlite: Database): string[] =>
  (sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").raw().all() as string[][]).map(([name]) => name);

const quoteSqlite = (name: string) => `"${name.replaceAll('"', '""')}"`;

const describeNames = (names: string[]) => (names.length > 5 ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more` : names.join(', '));

const connectMariadb = (database: Exclude<DatabaseConfig, { type: 'better-sqlite3' }>): Connection =>
  createConnection({
    host: database.host,
    port: database.port,
    user: database.username,
    password: database.password,
    database: database.database,
    charset: 'utf8mb4',
    timezone: 'Z',
  });

const run = (connection: Connection, sql: string, values: unknown[] = []): Promise<unknown> =>
  new Promise((resolve, reject) => connection.query({ sql, values }, (error, result) => (error ? reject(error) : resolve(result))));

const mariadbTables = async (connection: Connection): Promise<string[]> =>
  ((await run(connection, "SHOW FULL TABLES WHERE Table_type = 'BASE TABLE'")) as Record<string, string>[]).map((row) => Object.values(row)[0]).sort();

/** Column types whose binary-charset values are bytes, not text (BIT, the BLOB family, BINARY, VARBINARY). */
const BYTE_COLUMN_TYPES = new Set([0x10, 0xf9, 0xfa, 0xfb, 0xfc, 0xfd, 0xfe]);
const BINARY_CHARSET = 63;

/** A stored value: SQL NULL, the server's text for it, or bytes. */
type StoredValue = string | null | { base64: string };

async function snapshotMariadb(database: Exclude<DatabaseConfig, { type: 'better-sqlite3' }>, dir: string): Promise<DatabaseSnapshot> {
  const connection = connectMariadb(database);
  try {
    await run(connection, "SET SESSION time_zone = '+00:00'");
    await run(connection, 'SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await run(connection, 'START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    const snapshot: DatabaseSnapshot = { tables: 0, rows: 0, mediaKeys: new Set() };
    const schema: { table: string; create: string }[] = [];
    for (const table of await mariadbTables(connection)) {
      const [created] = (await run(connection, 'SHOW CREATE TABLE ??', [table])) as Record<string, string>[];
      schema.push({ table, create: created['Create Table'] });
      snapshot.rows += await dumpMariadbTable(connection, table, join(dir, `${table}.jsonl`), snapshot.mediaKeys);
      snapshot.tables += 1;
    }
    await run(connection, 'COMMIT');
    await writeFile(join(dir, MARIADB_SCHEMA_FILE), JSON.stringify(schema, null, 2));
    return snapshot;
  } finally {
    connection.destroy();
  }
}

/** Streams a table's rows as the server's text (no conversions, so they insert back unchanged) into JSON lines. */
async function dumpMariadbTable(connection: Connection, table: string, path: string, mediaKeys: Set<string>): Promise<number> {
  const out = createWriteStream(path);
  let rows = 0;
  let bytesAt: boolean[] = [];
  await new Promise<void>((resolve, reject) => {
    connection
      .query({ sql: connection.format('SELECT * FROM ??', [table]), rowsAsArray: true, typeCast: false })
      .on('error', reject)
      .on('fields', (fields: FieldPacket[]) => {
        bytesAt = fields.map((field) => field.characterSet === BINARY_CHARSET && BYTE_COLUMN_TYPES.has(field.columnType ?? -1));
        out.write(`${JSON.stringify({ columns: fields.map((field) => field.name) })}\n`);
      })
      .on('result', (row: unknown) => {
        const values = (row as (Buffer | null)[]).map((value, index): StoredValue => {
          if (value === null) return null;
          if (bytesAt[index]) return { base64: value.toString('base64') };
          const text = value.toString('utf8');
          collectMediaKeys(text, mediaKeys);
          return text;
        });
        rows += 1;
        if (!out.write(`${JSON.stringify(values)}\n`)) {
          connection.pause();
          out.once('drain', () => connection.resume());
        }
      })
      .on('end', () => resolve());
  });
  out.end();
  await once(out, 'close');
  return rows;
}

/** Rows per INSERT when loading a table back. */
const INSERT_BATCH = 500;

async function restoreMariadb(database: Exclude<DatabaseConfig, { type: 'better-sqlite3' }>, dir: string) {
  const schema = JSON.parse(await readFile(join(dir, MARIADB_SCHEMA_FILE), 'utf8')) as { table: string; create: string }[];
  const connection = connectMariadb(database);
  const created: string[] = [];
  const undo = async () => {
    const dropping = connectMariadb(database);
    try {
      await run(dropping, 'SET FOREIGN_KEY_CHECKS = 0');
      for (const table of created) await run(dropping, 'DROP TABLE IF EXISTS ??', [table]);
    } finally {
      dropping.destroy();
    }
  };
  try {
    await run(connection, "SET SESSION time_zone = '+00:00'");
    // Tables come back in name order, rows as they were (ids of 0 too): references are checked by the source already.
    await run(connection, 'SET FOREIGN_KEY_CHECKS = 0');
    await run(connection, "SET SESSION sql_mode = CONCAT(@@sql_mode, ',NO_AUTO_VALUE_ON_ZERO')");
    let rows = 0;
    for (const { table, create } of schema) {
      await run(connection, create);
      created.push(table);
      rows += await loadMariadbTable(connection, table, join(dir, `${table}.jsonl`));
    }
    return { tables: schema.length, rows, undo };
  } catch (error) {
    await undo();
    throw error;
  } finally {
    connection.destroy();
  }
}

async function loadMariadbTable(connection: Connection, table: string, path: string): Promise<number> {
  let columns: string[] | null = null;
  let batch: unknown[][] = [];
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0 || !columns) return;
    await run(connection, 'INSERT INTO ?? (??) VALUES ?', [table, columns, batch]);
    rows += batch.length;
    batch = [];
  };
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    if (!line) continue;
    if (!columns) {
      columns = (JSON.parse(line) as { columns: string[] }).columns;
      continue;
    }
    batch.push((JSON.parse(line) as StoredValue[]).map((value) => (value !== null && typeof value === 'object' ? Buffer.from(value.base64, 'base64') : value)));
    if (batch.length >= INSERT_BATCH) await flush();
  }
  await flush();
  return rows;
}
