import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

export const SETTINGS_SECRET_FILE_NAME = 'settings-secret.json';

const storedSchema = z.object({ settingsSecret: z.string().min(32) });

export interface SettingsSecretOptions {
  dataDir: string;
  /** SETTINGS_SECRET: when set, it wins and nothing is written to disk. */
  secret?: string;
}

async function readStoredSecret(path: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = storedSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`${path} is not a valid settings secret file (${parsed.error.issues[0]?.message})`);
  }
  return parsed.data.settingsSecret;
}

/**
 * The secret the stored AI keys are encrypted with: SETTINGS_SECRET, else one generated on the
 * first start and kept in DATA_DIR/settings-secret.json (owner-only). Losing that file makes the
 * stored keys unreadable; they then have to be entered again.
 */
export async function loadSettingsSecret({ dataDir, secret }: SettingsSecretOptions): Promise<string> {
  if (secret) return secret;
  const path = join(dataDir, SETTINGS_SECRET_FILE_NAME);
  const stored = await readStoredSecret(path);
  if (stored) return stored;

  const generated = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  // A temporary file first, so a crash never leaves half a secret.
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify({ settingsSecret: generated }, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, path);
  return generated;
}
