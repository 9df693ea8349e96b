import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { generatePassword, hashPassword, isPasswordHash } from './password-hash';

/** What the server needs to check a password and sign session cookies. */
export interface AuthSecrets {
  passwordHash: string;
  sessionSecret: string;
}

export interface AuthSecretsOptions {
  dataDir: string;
  /** STUDIO_PASSWORD: when set, it wins and nothing about it is written to disk. */
  password?: string;
  /** SESSION_SECRET: when set, it wins over the stored one. */
  sessionSecret?: string;
  /** Where the one-time password banner and the hint go. */
  print: (message: string) => void;
}

export const AUTH_FILE_NAME = 'auth.json';

/** data/auth.json: only the hash of a generated password, never the password itself. */
const storedSecretsSchema = z.object({
  passwordHash: z.string().refine(isPasswordHash, 'not an scrypt hash').optional(),
  sessionSecret: z.string().min(32).optional(),
});
type StoredSecrets = z.infer<typeof storedSecretsSchema>;

async function readStored(path: string): Promise<StoredSecrets> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const parsed = storedSecretsSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`${path} is not a valid auth file (${parsed.error.issues[0]?.message}); delete it to start over`);
  }
  return parsed.data;
}

/** Written to a temporary file first so a crash never leaves half a file; readable by the owner only. */
async function writeStored(path: string, secrets: StoredSecrets): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, path);
}

function banner(password: string, path: string): string {
  return [
    '',
    '='.repeat(72),
    '  No STUDIO_PASSWORD is set, so the studio generated one. It is shown only',
    '  this once (only its hash is stored). Log in with:',
    '',
    `      ${password}`,
    '',
    `  Delete ${path} to generate a new one, or set STUDIO_PASSWORD.`,
    '='.repeat(72),
    '',
  ].join('\n');
}

/**
 * Resolves the password hash and the session secret at boot. A password generated on the first
 * start is printed once and only its scrypt hash is kept under DATA_DIR; later starts reuse it.
 */
export async function loadAuthSecrets(options: AuthSecretsOptions): Promise<AuthSecrets> {
  const path = join(options.dataDir, AUTH_FILE_NAME);
  await mkdir(options.dataDir, { recursive: true });
  const stored = await readStored(path);
  const next: StoredSecrets = { ...stored };

  let passwordHash: string;
  let generatedPassword: string | undefined;
  if (options.password) {
    passwordHash = await hashPassword(options.password);
  } else if (stored.passwordHash) {
    passwordHash = stored.passwordHash;
    options.print(
      `Password: the one printed on the first start (its hash is in ${path}), or the one last set in Settings. Set STUDIO_PASSWORD to override both.`,
    );
  } else {
    generatedPassword = generatePassword();
    passwordHash = await hashPassword(generatedPassword);
    next.passwordHash = passwordHash;
  }

  const sessionSecret = options.sessionSecret || stored.sessionSecret || randomBytes(32).toString('base64url');
  if (!options.sessionSecret && !stored.sessionSecret) next.sessionSecret = sessionSecret;

  if (next.passwordHash !== stored.passwordHash || next.sessionSecret !== stored.sessionSecret) {
    await writeStored(path, next);
  }
  if (generatedPassword) options.print(banner(generatedPassword, path));
  return { passwordHash, sessionSecret };
}
