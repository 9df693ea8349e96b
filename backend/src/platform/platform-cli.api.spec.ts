import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { TEST_PASSWORD } from '../../test/auth-agent';
import { freePort } from '../../test/own-server';
import { useTestApp } from '../../test/test-app';
import { createWebRoot, type WebRoot } from '../../test/web-root';
import { releaseFiles, writeShellPackage } from './testing/release-bundles';

const ROOT = resolve(__dirname, '../../..');
const TOKEN = 'platform-token-for-the-cli-specs-0123456789abcdef';
/** Where the CLI keeps its sessions during this spec (XDG_CACHE_HOME), instead of the user's cache. */
const cacheHome = mkdtempSync(join(tmpdir(), 'studio-cli-cache-'));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a script of scripts/ as a person would, with the environment given (and no other credentials). */
function runScript(script: string, args: string[], env: Record<string, string | undefined>, cwd = ROOT): Promise<Run> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', script), ...args], {
      cwd,
      env: { ...process.env, PLATFORM_TOKEN: undefined, PUBLISH_TOKEN: undefined, STUDIO_PASSWORD: undefined, RELEASE_VERSION: undefined, XDG_CACHE_HOME: cacheHome, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolveRun({ code, stdout, stderr }));
  });
}

describe(`the platform CLI and the release script against a running studio (${process.env.TEST_DB})`, () => {
  let webRoot: WebRoot;
  let remoteDir: string;
  let url: string;
  const ctx = useTestApp(() => {
    webRoot = createWebRoot({ versions: { mfe_music: '1.0.0' }, builds: { mfe_music: releaseFiles('mfe_music') } });
    writeShellPackage(webRoot.dir);
    // Few logins a minute: the CLI must keep its session rather than log in for every command.
    return { env: { WEB_ROOT: webRoot.dir, PLATFORM_TOKEN: TOKEN, LOGIN_ATTEMPTS_PER_MINUTE: '5' } };
  });
  beforeAll(async () => {
    await ctx.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(ctx.app.getHttpServer().address() as AddressInfo).port}`;
    remoteDir = mkdtempSync(join(tmpdir(), 'studio-remote-'));
    writeFileSync(join(remoteDir, 'package.json'), JSON.stringify({ name: '@studio/mfe-music', version: '2.0.0' }));
    writeFileSync(join(remoteDir, 'federation.json'), JSON.stringify({ name: 'mfe_music', devPort: 3013, exposes: {} }));
    writeDist(releaseFiles('mfe_music', { marker: '2.0.0' }));
  });
  afterAll(() => {
    webRoot?.remove();
    if (remoteDir) rmSync(remoteDir, { recursive: true, force: true });
    rmSync(cacheHome, { recursive: true, force: true });
  });

  function writeDist(files: Record<string, string>): void {
    rmSync(join(remoteDir, 'dist'), { recursive: true, force: true });
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(remoteDir, 'dist', path)), { recursive: true });
      writeFileSync(join(remoteDir, 'dist', path), content);
    }
  }
  const platform = (args: string[], env: Record<string, string | undefined> = { PLATFORM_TOKEN: TOKEN }) =>
    runScript('platform-cli.mjs', args, { STUDIO_URL: url, ...env });
  const release = (args: string[] = [], env: Record<string, string | undefined> = {}) =>
    runScript('release-remote.mjs', ['--no-build', ...args], { STUDIO_URL: url, PLATFORM_TOKEN: TOKEN, ...env }, remoteDir);

  it("publishes a remote's dist folder at its package.json version, and again is a no-op", async () => {
    const first = await release();
    expect([first.code, first.stderr]).toEqual([0, '']);
    expect(first.stdout).toMatch(/^Published mfe_music@2\.0\.0 to http:\/\/127\.0\.0\.1:\d+: 3 files, bundle [0-9a-f]{12}\.\n/);
    expect(first.stdout).toContain('npm run platform -- compose mfe-music@2.0.0 --reason "..."');
    const again = await release();
    expect([again.code, again.stdout]).toEqual([0, `mfe_music@2.0.0 is already published on ${url} with these files: nothing to do.\n`]);
  });

  it('takes the version from --version or RELEASE_VERSION, and exits 1 with the reason when the server refuses', async () => {
    expect((await release(['--version', '2.0.1'])).stdout).toMatch(/^Published mfe_music@2\.0\.1 /);
    writeDist(releaseFiles('mfe_music', { shared: [{ name: 'react', requiredVersion: '^17.0.2' }] }));
    expect((await release([], { RELEASE_VERSION: '3.0.0' })).stdout).toMatch(/^Published mfe_music@3\.0\.0 /);

    const refused = await release(['--version', '2.0.0']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Refused \(409\): mfe_music@2\.0\.0 is already published with other files/);
    const badVersion = await release(['--version', 'latest']);
    expect([badVersion.code, badVersion.stderr]).toEqual([2, 'A release version looks like 1.2.3, got latest.\n']);
  });

  it('shows the composition and the releases of a remote with their verdicts', async () => {
    const status = await platform(['status']);
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/^Composition at revision 0\n/);
    expect(status.stdout).toMatch(/\n {2}mfe_music +1\.0\.0 +build\n/);

    const releases = await platform(['releases', 'mfe-music']);
    expect(releases.code).toBe(0);
    expect(releases.stdout).toMatch(/^mfe_music@3\.0\.0 +published .+ by PLATFORM_TOKEN \(environment\) +bundle [0-9a-f]{12}\n {4}x mfe_music@3\.0\.0 requires react \^17\.0\.2, but the shell runs 19\.3\.1\.\n/);
    expect(releases.stdout).toMatch(/\nmfe_music@2\.0\.1 +published .+\nmfe_music@2\.0\.0 +published .+\nmfe_music@1\.0\.0 +build +built /);
  });

  it('composes against the current revision, rolls back, yanks and shows the history', async () => {
    const composed = await platform(['compose', 'mfe-music@2.0.0', '--reason', 'Ship the new composer']);
    expect([composed.code, composed.stderr]).toEqual([0, '']);
    expect(composed.stdout).toMatch(/^Composition at revision 1\n[^]*\n {2}mfe_music +2\.0\.0 +published +pinned\n/);
    expect((await platform(['compose', 'mfe_music@2.0.1', '--reason', 'A fix'])).stdout).toMatch(/^Composition at revision 2\n/);

    const back = await platform(['rollback']);
    expect(back.stdout).toMatch(/^Composition at revision 3\n[^]*mfe_music +2\.0\.0 /);
    const yanked = await platform(['yank', 'mfe-music@2.0.0', '--reason', 'Drops audio']);
    expect([yanked.code, yanked.stdout]).toEqual([0, 'Yanked mfe_music@2.0.0: Drops audio\n']);
    expect((await platform(['status'])).stdout).toContain('\n    ! mfe_music@2.0.0 is yanked: Drops audio. Compose another release.\n');

    const history = await platform(['history']);
    expect(history.stdout).toMatch(/^3 {2}[\d-]+ [\d:]+ {2}rollback by PLATFORM_TOKEN \(environment\): Back to revision 1\.\n {4}mfe_music@2\.0\.1 -> mfe_music@2\.0\.0\n/);
    expect(history.stdout).toMatch(/\n1 {2}[\d-]+ [\d:]+ {2}compose by PLATFORM_TOKEN \(environment\): Ship the new composer\n {4}nothing pinned -> mfe_music@2\.0\.0\n$/);
  });

  it("exits 1 with the server's reasons when a composition is refused, and changes nothing", async () => {
    const refused = await platform(['compose', 'mfe-music@3.0.0', '--reason', 'Old React']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('Refused (422):\n  - mfe_music@3.0.0 requires react ^17.0.2, but the shell runs 19.3.1.\n');
    await platform(['yank', 'mfe-music@2.0.1', '--reason', 'Too slow']);
    const yanked = await platform(['rollback', '2']);
    expect([yanked.code, yanked.stderr]).toEqual([1, 'Refused (422):\n  - mfe_music@2.0.1 is yanked: Too slow.\n']);
    expect((await platform(['status'])).stdout).toMatch(/^Composition at revision 3\n/);
  });

  it('logs in with STUDIO_PASSWORD, and refuses a wrong token, a missing credential or a wrong command line', async () => {
    const withPassword = await platform(['status'], { STUDIO_PASSWORD: TEST_PASSWORD });
    expect([withPassword.code, withPassword.stdout]).toEqual([0, expect.stringMatching(/^Composition at revision 3\n/)]);
    const wrongPassword = await platform(['status'], { STUDIO_PASSWORD: 'not the password' });
    expect([wrongPassword.code, wrongPassword.stderr]).toEqual([1, 'Refused (401): Incorrect password. Please try again.\n']);
    const wrongToken = await platform(['status'], { PLATFORM_TOKEN: `${TOKEN}-wrong` });
    expect([wrongToken.code, wrongToken.stderr]).toEqual([1, 'Refused (401): Token refused: it is not a platform or publish token of this studio, or it was revoked.\n']);
    const none = await platform(['status'], {});
    expect([none.code, none.stderr]).toEqual([2, "Set PLATFORM_TOKEN (a token of the studio's Platform page) or STUDIO_PASSWORD to reach the platform API.\n"]);

    const noReason = await platform(['compose', 'mfe-music@2.0.1']);
    expect([noReason.code, noReason.stderr]).toEqual([2, expect.stringMatching(/^Say why with --reason "\.\.\."\.\n\nUsage: npm run platform/)]);
    const unknownRemote = await platform(['releases', 'mfe-nope']);
    expect([unknownRemote.code, unknownRemote.stderr]).toEqual([2, expect.stringMatching(/^No remote mfe-nope: use one of mfe-characters, mfe-sets, mfe-music/)]);
    expect((await platform(['deploy'])).code).toBe(2);
  });

  it('keeps the session of STUDIO_PASSWORD: 21 commands in a row log in once, under a limit of 5 logins a minute', async () => {
    const ownCache = mkdtempSync(join(tmpdir(), 'studio-cli-cache-'));
    try {
      for (let command = 1; command <= 21; command += 1) {
        const status = await platform(['status'], { STUDIO_PASSWORD: TEST_PASSWORD, XDG_CACHE_HOME: ownCache });
        expect([command, status.code, status.stderr]).toEqual([command, 0, '']);
      }
      const kept = readFileSync(join(ownCache, 'studio', 'cli-sessions.json'), 'utf8');
      expect(Object.keys(JSON.parse(kept))).toHaveLength(1);
      expect(statSync(join(ownCache, 'studio', 'cli-sessions.json')).mode & 0o777).toBe(0o600);
      // A session cannot change the platform: that needs the platform team's token.
      const compose = await platform(['compose', 'mfe-music@2.0.1', '--reason', 'By password'], { STUDIO_PASSWORD: TEST_PASSWORD, XDG_CACHE_HOME: ownCache });
      expect([compose.code, compose.stderr]).toEqual([1, "Refused (403): Changing the platform needs the platform team's token.\n"]);
    } finally {
      rmSync(ownCache, { recursive: true, force: true });
    }
    // 22 node processes, one after the other.
  }, 180_000);

  it('creates, lists and revokes tokens; a publish token releases its own remote only', async () => {
    const created = await platform(['tokens', 'create', '--name', 'music team', '--kind', 'publish', '--remote', 'mfe-music']);
    expect([created.code, created.stderr]).toEqual([0, '']);
    expect(created.stdout).toMatch(/^Created #(\d+) music team \(publish mfe_music\)\.\nIts secret, shown this once only \(it will not be shown again\):\n\n {2}stm_[\w-]{43}\n\n$/);
    const id = /^Created #(\d+)/.exec(created.stdout)?.[1];
    const secret = /(stm_[\w-]{43})/.exec(created.stdout)?.[1];

    const published = await release(['--version', '5.0.0'], { PLATFORM_TOKEN: undefined, PUBLISH_TOKEN: secret });
    expect([published.code, published.stderr]).toEqual([0, '']);
    const releases = await platform(['releases']);
    expect(releases.stdout).toMatch(/^mfe_music@5\.0\.0 +published .+ by music team +bundle/);
    const composed = await platform(['compose', 'mfe-music@5.0.0', '--reason', 'By the music team'], { PLATFORM_TOKEN: secret });
    expect([composed.code, composed.stderr]).toEqual([1, "Refused (403): Changing the platform needs the platform team's token.\n"]);

    const listed = await platform(['tokens', 'list']);
    expect(listed.stdout).toMatch(new RegExp(`^#${id} music team \\(publish mfe_music\\) +created [\\d-]+ [\\d:]+ by PLATFORM_TOKEN \\(environment\\) +last used [\\d-]+ [\\d:]+\n$`));
    expect(listed.stdout).not.toContain(secret);
    const revoked = await platform(['tokens', 'revoke', String(id)]);
    expect([revoked.code, revoked.stdout]).toEqual([0, expect.stringMatching(new RegExp(`^Revoked #${id} music team \\(publish mfe_music\\) at `))]);
    const refused = await release(['--version', '5.0.1'], { PLATFORM_TOKEN: undefined, PUBLISH_TOKEN: secret });
    expect([refused.code, refused.stderr]).toEqual([1, 'Refused (401): Token refused: it is not a platform or publish token of this studio, or it was revoked.\n']);

    const badKind = await platform(['tokens', 'create', '--name', 'ops', '--kind', 'admin']);
    expect([badKind.code, badKind.stderr]).toEqual([1, expect.stringMatching(/^Refused \(400\):\n {2}- Kind must be platform or publish\.\n$/)]);
    expect((await platform(['tokens', 'revoke'])).code).toBe(2);
    expect((await platform(['tokens'])).code).toBe(2);
  }, 120_000);

  it('says so when the studio cannot be reached', async () => {
    const unreachable = await runScript('platform-cli.mjs', ['status'], { STUDIO_URL: `http://127.0.0.1:${await freePort()}`, PLATFORM_TOKEN: TOKEN });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(/^Cannot reach the studio at http:\/\/127\.0\.0\.1:\d+: /);
  });
});
