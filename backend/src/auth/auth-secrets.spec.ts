import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_FILE_NAME, loadAuthSecrets } from './auth-secrets';
import { verifyPassword } from './password-hash';

describe('loadAuthSecrets', () => {
  let dataDir: string;
  let printed: string[];
  const load = (overrides: { password?: string; sessionSecret?: string } = {}) =>
    loadAuthSecrets({ dataDir, print: (message) => printed.push(message), ...overrides });
  const stored = () => JSON.parse(readFileSync(join(dataDir, AUTH_FILE_NAME), 'utf8')) as Record<string, string>;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'studio-auth-'));
    printed = [];
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates a password on the first start, prints it once and stores only its hash', async () => {
    const secrets = await load();
    expect(printed).toHaveLength(1);
    const password = /^ {6}(\S+)$/m.exec(printed[0])?.[1] ?? '';
    expect(password).toHaveLength(24);
    await expect(verifyPassword(password, secrets.passwordHash)).resolves.toBe(true);

    const file = readFileSync(join(dataDir, AUTH_FILE_NAME), 'utf8');
    expect(file).not.toContain(password);
    expect(stored().passwordHash).toBe(secrets.passwordHash);
    expect(statSync(join(dataDir, AUTH_FILE_NAME)).mode & 0o777).toBe(0o600);

    const again = await load();
    expect(again).toEqual(secrets);
    expect(printed).toHaveLength(2);
    expect(printed[1]).not.toContain(password);
    expect(printed[1]).toContain('STUDIO_PASSWORD');
  });

  it('uses STUDIO_PASSWORD without writing anything about it', async () => {
    const secrets = await load({ password: 'from-env' });
    await expect(verifyPassword('from-env', secrets.passwordHash)).resolves.toBe(true);
    expect(printed).toEqual([]);
    expect(stored().passwordHash).toBeUndefined();
  });

  it('keeps a generated session secret across starts unless SESSION_SECRET is set', async () => {
    const first = await load({ password: 'p' });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect((await load({ password: 'p' })).sessionSecret).toBe(first.sessionSecret);
    const fromEnv = 'x'.repeat(40);
    expect((await load({ password: 'p', sessionSecret: fromEnv })).sessionSecret).toBe(fromEnv);
  });

  it('fails loudly on a damaged auth file instead of replacing it', async () => {
    writeFileSync(join(dataDir, AUTH_FILE_NAME), JSON.stringify({ passwordHash: 'oops' }));
    await expect(load()).rejects.toThrow(/not a valid auth file/);
  });
});
