import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { create, extract } from 'tar';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { BackupRefusedError } from './backup.errors';
import { assertDatabaseEmpty, backupDatabaseKind, restoreDatabase, snapshotDatabase } from './database-copy';
import { filesUnder, linkOrCopy, storedFilesOf } from './stored-files';

/** manifest.json at the root of every backup. */
const backupManifestSchema = z.object({
  format: z.literal('studio-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.enum(['sqlite', 'mariadb']),
  storage: z.enum(['disk', 's3']),
  tables: z.number().int(),
  rows: z.number().int(),
  mediaFiles: z.number().int(),
  releaseFiles: z.number().int(),
  /** Files rows still name (an old job's result, say) that the studio had deleted before the backup: absent in both. */
  deletedInSource: z.array(z.string()),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** Folders of a backup besides manifest.json: the database snapshot, DATA_DIR's own files (secrets), media, releases. */
const DATABASE_FOLDER = 'database';
const DATA_FOLDER = 'data';
const MEDIA_FOLDER = 'media';
const RELEASES_FOLDER = 'remotes';

/**
 * Rounds of "copy what is there, snapshot the database, fetch what the rows name" before giving
 * up: a round only repeats when a file the snapshot names was deleted before it could be copied.
 */
const MAX_ROUNDS = 5;

/**
 * A consistent backup of a running studio into a .tar.gz at `to`: the database at one moment, the
 * media files its rows name at that moment, the published releases and DATA_DIR's secrets.
 *
 * Media files never change once written and are only deleted after the rows stop naming them. So
 * every file is copied first (hard links on disk), then the database is read at one moment, then
 * any file it names that appeared since is copied too. A named file gone by then was replaced after
 * the snapshot, so the round starts again; one still missing in the next round's snapshot is
 * deleted in the studio itself (rows such as old jobs' results keep naming replaced files) and recorded as such.
 */
export async function createBackup(config: AppConfig, to: string): Promise<BackupManifest> {
  const target = resolve(to);
  if (!existsSync(dirname(target))) throw new BackupRefusedError(`The folder ${dirname(target)} does not exist: create it, or back up elsewhere`);
  await mkdir(join(config.dataDir, 'tmp'), { recursive: true });
  const staging = await mkdtemp(join(config.dataDir, 'tmp', 'backup-'));
  const files = storedFilesOf(config);
  try {
    const archive = join(staging, 'archive');
    const seen = join(staging, 'seen');
    const copied = new Set<string>();
    const copy = async (key: string) => {
      if (copied.has(key)) return true;
      const found = await files.copyOut(key, join(seen, key));
      if (found) copied.add(key);
      return found;
    };
    let missingBefore: Set<string> | null = null;
    for (let round = 1; ; round++) {
      for (const key of await files.list(MEDIA_FOLDER)) await copy(key);
      await rm(archive, { recursive: true, force: true });
      const snapshot = await snapshotDatabase(config.database, join(archive, DATABASE_FOLDER));
      const missing = new Set<string>();
      for (const key of snapshot.mediaKeys) if (!(await copy(`${MEDIA_FOLDER}/${key}`))) missing.add(key);
      const stillMissing = missingBefore;
      if (missing.size === 0 || (stillMissing && [...missing].every((key) => stillMissing.has(key)))) {
        const present = [...snapshot.mediaKeys].filter((key) => !missing.has(key));
        for (const key of present) await linkOrCopy(join(seen, MEDIA_FOLDER, key), join(archive, MEDIA_FOLDER, key));
        const releaseFiles = await files.list(RELEASES_FOLDER);
        for (const key of releaseFiles) await files.copyOut(key, join(archive, key));
        await copyDataFiles(config, join(archive, DATA_FOLDER));
        const manifest: BackupManifest = {
          format: 'studio-backup',
          version: 1,
          createdAt: new Date().toISOString(),
          database: backupDatabaseKind(config.database),
          storage: config.storage.kind,
          tables: snapshot.tables,
          rows: snapshot.rows,
          mediaFiles: present.length,
          releaseFiles: releaseFiles.length,
          deletedInSource: [...missing].sort().map((key) => `/media/${key}`),
        };
        await writeFile(join(archive, 'manifest.json'), JSON.stringify(manifest, null, 2));
        const partial = `${target}.partial`;
        const entries = (await readdir(archive)).sort();
        await create({ gzip: true, file: partial, cwd: archive, portable: true }, entries);
        // It holds the password hash and the session and settings secrets.
        await chmod(partial, 0o600);
        await rename(partial, target);
        return manifest;
      }
      if (round === MAX_ROUNDS) throw new Error(`Media files kept being deleted while they were copied (${MAX_ROUNDS} rounds); try again at a quieter time`);
      missingBefore = missing;
    }
  } finally {
    files.close();
    await rm(staging, { recursive: true, force: true });
    await rm(`${target}.partial`, { force: true });
  }
}

/** What a restore put back. */
export interface RestoreSummary {
  manifest: BackupManifest;
  tables: number;
  rows: number;
}

/**
 * Fills an empty DATA_DIR, an empty database and, with STORAGE=s3, a bucket prefix without media
 * or releases from a backup of the same kind of database. Refuses, changing nothing, when any of
 * them holds something or the file is not a backup; a restore that fails part-way removes what it wrote.
 */
export async function restoreBackup(config: AppConfig, from: string): Promise<RestoreSummary> {
  const source = resolve(from);
  const sourceStat = await stat(source).catch(() => null);
  if (!sourceStat?.isFile()) throw new BackupRefusedError(`There is no backup file at ${source}`);
  const dataDirEntries = await readdir(config.dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (dataDirEntries && dataDirEntries.length > 0) {
    throw new BackupRefusedError(`DATA_DIR ${config.dataDir} is not empty (${dataDirEntries.slice(0, 5).join(', ')}): restore fills an empty one`);
  }
  await assertDatabaseEmpty(config.database);
  const files = storedFilesOf(config);
  const written: string[] = [];
  let undoDatabase: (() => Promise<void>) | null = null;
  try {
    for (const folder of [MEDIA_FOLDER, RELEASES_FOLDER]) {
      if ((await files.list(folder)).length > 0) throw new BackupRefusedError(`The bucket already holds ${folder}/ under S3_PREFIX: restore fills an empty prefix`);
    }
    await mkdir(join(config.dataDir, 'tmp'), { recursive: true });
    const staging = await mkdtemp(join(config.dataDir, 'tmp', 'restore-'));
    await extract({ file: source, cwd: staging, strict: true }).catch(() => {
      throw new BackupRefusedError(`${source} is not a studio backup (not a .tar.gz made by npm run backup)`);
    });
    const manifest = await readManifest(join(staging, 'manifest.json'), source);
    const kind = backupDatabaseKind(config.database);
    if (manifest.database !== kind) {
      throw new BackupRefusedError(`${source} holds a ${manifest.database} database; DATABASE_URL names a ${kind} one: restore into the same kind`);
    }
    if (config.database.type === 'better-sqlite3') await mkdir(dirname(config.database.database), { recursive: true });
    const restored = await restoreDatabase(config.database, join(staging, DATABASE_FOLDER));
    undoDatabase = restored.undo;
    for (const folder of [MEDIA_FOLDER, RELEASES_FOLDER]) {
      for (const key of await filesUnder(staging, folder)) {
        await files.copyIn(join(staging, key), key);
        written.push(key);
      }
    }
    for (const name of await readdir(join(staging, DATA_FOLDER)).catch(() => [])) await copyFile(join(staging, DATA_FOLDER, name), join(config.dataDir, name));
    await rm(join(config.dataDir, 'tmp'), { recursive: true, force: true });
    return { manifest, tables: restored.tables, rows: restored.rows };
  } catch (error) {
    await undoDatabase?.();
    await files.remove(written).catch(() => undefined);
    if (dataDirEntries === null) await rm(config.dataDir, { recursive: true, force: true });
    else for (const name of await readdir(config.dataDir)) await rm(join(config.dataDir, name), { recursive: true, force: true });
    throw error;
  } finally {
    files.close();
  }
}

async function readManifest(path: string, source: string): Promise<BackupManifest> {
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null) throw new BackupRefusedError(`${source} is not a studio backup (it has no manifest.json)`);
  const parsed = backupManifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new BackupRefusedError(`${source} is not a backup this version can restore: ${parsed.error.issues[0].message}`);
  return parsed.data;
}

/** DATA_DIR's own files (the password hash and session secret, the settings secret), not the SQLite database, which the snapshot holds. */
async function copyDataFiles(config: AppConfig, into: string): Promise<void> {
  await mkdir(into, { recursive: true });
  const database = config.database.type === 'better-sqlite3' ? config.database.database : null;
  for (const entry of await readdir(config.dataDir, { withFileTypes: true })) {
    const path = join(config.dataDir, entry.name);
    if (!entry.isFile() || (database && path.startsWith(database) && /^(-wal|-shm|-journal)?$/.test(path.slice(database.length)))) continue;
    await copyFile(path, join(into, basename(path)));
  }
}
