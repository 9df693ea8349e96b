// `npm run backup -- --to <file>` and `npm run restore -- --from <file>` (scripts/backup.mjs runs
// this file): the same environment as `npm start` says where the studio's data is.
import { parseArgs } from 'node:util';
import { AppConfigError, loadAppConfig } from '../config';
import { createBackup, restoreBackup } from './backup';
import { BackupRefusedError } from './backup.errors';

const USAGE = `Usage: npm run backup -- --to <file.tar.gz>
       npm run restore -- --from <file.tar.gz>

With the environment the studio runs with (DATA_DIR, DATABASE_URL, STORAGE and S3_*).`;

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({ args: rest, options: { to: { type: 'string' }, from: { type: 'string' } }, strict: true });
  const config = loadAppConfig(process.env);
  if (command === 'backup' && values.to && !values.from) {
    const manifest = await createBackup(config, values.to);
    say(`Backed up ${manifest.tables} tables (${manifest.rows} rows), ${manifest.mediaFiles} media files and ${manifest.releaseFiles} release files to ${values.to}`);
    if (manifest.deletedInSource.length > 0) say(`${manifest.deletedInSource.length} files that rows still name (old jobs' results) had been deleted in the studio already`);
    return;
  }
  if (command === 'restore' && values.from && !values.to) {
    const { manifest, tables, rows } = await restoreBackup(config, values.from);
    say(`Restored the backup of ${manifest.createdAt}: ${tables} tables (${rows} rows), ${manifest.mediaFiles} media files, ${manifest.releaseFiles} release files`);
    return;
  }
  throw new BackupRefusedError(USAGE);
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    // Refusals and a bad environment are the user's to fix: the message, not a stack trace.
    const plain = error instanceof BackupRefusedError || error instanceof AppConfigError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    console.error(plain ? (error as Error).message : error);
    process.exit(1);
  },
);
