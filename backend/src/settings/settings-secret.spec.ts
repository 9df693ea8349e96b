import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSettingsSecret, SETTINGS_SECRET_FILE_NAME } from './settings-secret';

describe('loadSettingsSecret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'studio-settings-secret-')), 'data');
  });
  afterEach(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

  it('generates a secret once, keeps it owner-only and returns it on later starts', async () => {
    const first = await loadSettingsSecret({ dataDir });
    const path = join(dataDir, SETTINGS_SECRET_FILE_NAME);

    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ settingsSecret: first });
    await expect(loadSettingsSecret({ dataDir })).resolves.toBe(first);
  });

  it('uses SETTINGS_SECRET when given and writes nothing', async () => {
    const secret = 'x'.repeat(40);

    await expect(loadSettingsSecret({ dataDir, secret })).resolves.toBe(secret);
    await expect(readFile(join(dataDir, SETTINGS_SECRET_FILE_NAME))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('fails loudly on a damaged file instead of replacing it', async () => {
    await loadSettingsSecret({ dataDir });
    writeFileSync(join(dataDir, SETTINGS_SECRET_FILE_NAME), '{"settingsSecret":"short"}');

    await expect(loadSettingsSecret({ dataDir })).rejects.toThrow(/not a valid settings secret file/);
  });
});
