#!/usr/bin/env node
// `npm run platform -- <command>`: the platform team's view of the composition and the releases,
// through the same API and authentication as everyone (see docs/deploying-modules.md).
import { parseArgs } from 'node:util';
import { CliError, connect, loadRemotes, remoteNamed, run } from './platform-cli.client.mjs';

const USAGE = `Usage: npm run platform -- <command>

  status                                        the composition: its revision, each remote's release, warnings
  releases [<remote>]                           the releases (of one remote, with whether each may be composed)
  compose <remote>@<version>... --reason "why"  pin releases, against the current revision
  rollback [<revision>] [--reason "why"]        back to the previous revision, or to <revision>
  yank <remote>@<version> [--reason "why"]      mark a published release as not to be composed
  history                                       every change of the composition, newest first
  tokens list                                   the platform and publish tokens (never their secrets)
  tokens create --name "who" --kind platform    a platform token: composes, rolls back, yanks, publishes any remote
  tokens create --name "who" --kind publish --remote <remote>
                                                a module team's publish token: publishes that remote only
  tokens revoke <id>                            refused from the next request on

<remote> is the module's folder (mfe-music) or its federation name (mfe_music).
Environment: STUDIO_URL (default http://localhost:3000), and PLATFORM_TOKEN (needed for every change)
or STUDIO_PASSWORD (reading only; its session is kept under ~/.cache/studio between commands).`;

const usage = (problem) => new CliError(`${problem}\n\n${USAGE}`, 2);

/** `mfe-music@1.2.0` -> { name: 'mfe_music', version: '1.2.0' }. */
function releaseArgument(argument) {
  const at = argument.lastIndexOf('@');
  if (at <= 0 || at === argument.length - 1) throw usage(`Expected <remote>@<version>, got ${argument}.`);
  return { name: remoteNamed(argument.slice(0, at)).name, version: argument.slice(at + 1) };
}

const pad = (text, width) => String(text).padEnd(width);
const day = (iso) => (iso ? iso.slice(0, 16).replace('T', ' ') : '');

function printComposition(composition) {
  console.log(`Composition at revision ${composition.revision}`);
  for (const remote of composition.remotes) {
    console.log(`  ${pad(remote.name, 22)} ${pad(remote.version, 14)} ${pad(remote.source ?? 'missing', 10)} ${remote.pinned ? 'pinned' : ''}`.trimEnd());
    for (const warning of remote.warnings) console.log(`    ! ${warning}`);
  }
}

/** `#3 characters team (publish mfe_characters)` */
const describeToken = (token) => `#${token.id} ${token.name} (${token.kind}${token.remote ? ` ${token.remote}` : ''})`;

function printTokens(tokens) {
  if (tokens.length === 0) console.log('No tokens: the platform team creates them with tokens create.');
  for (const token of tokens) {
    const used = token.lastUsedAt ? `last used ${day(token.lastUsedAt)}` : 'never used';
    const state = token.revokedAt ? `revoked ${day(token.revokedAt)}` : used;
    console.log(`${pad(describeToken(token), 48)} created ${day(token.createdAt)} by ${pad(token.createdBy, 30)} ${state}`);
  }
}

const commands = {
  async status(api) {
    printComposition((await api.get('/api/platform/composition')).body);
  },

  async releases(api, [remote]) {
    const name = remote === undefined ? undefined : remoteNamed(remote).name;
    const { releases } = (await api.get(`/api/platform/releases${name ? `?name=${name}` : ''}`)).body;
    if (releases.length === 0) console.log('No releases.');
    for (const release of releases) {
      const published = release.publishedAt ? `${day(release.publishedAt)} by ${release.publishedBy}` : `built ${day(release.builtAt)}`;
      const bundle = release.bundleSha256 ? `bundle ${release.bundleSha256.slice(0, 12)}` : '';
      console.log(`${pad(`${release.name}@${release.version}`, 30)} ${pad(release.source, 10)} ${pad(published, 40)} ${bundle}`.trimEnd());
      // The verdict hashes every file of the release: asked for one remote's releases only.
      if (name === undefined) continue;
      const verdict = (await api.get(`/api/platform/releases/${release.name}/${encodeURIComponent(release.version)}/compatibility`)).body;
      for (const problem of verdict.problems) console.log(`    x ${problem}`);
    }
  },

  async compose(api, pins, { reason }) {
    if (pins.length === 0) throw usage('Name at least one <remote>@<version> to compose.');
    if (!reason) throw usage('Say why with --reason "...".');
    const parsed = pins.map(releaseArgument);
    const { revision } = (await api.get('/api/platform/composition')).body;
    const composed = (await api.post('/api/platform/composition', { pins: parsed, reason, revision })).body;
    printComposition(composed);
  },

  async rollback(api, [revision], { reason }) {
    if (revision !== undefined && !/^\d+$/.test(revision)) throw usage(`A revision is a number, got ${revision}.`);
    const body = { ...(revision === undefined ? {} : { revision: Number(revision) }), ...(reason ? { reason } : {}) };
    printComposition((await api.post('/api/platform/rollback', body)).body);
  },

  async yank(api, [argument], { reason }) {
    if (argument === undefined) throw usage('Name the release to yank: <remote>@<version>.');
    const { name, version } = releaseArgument(argument);
    const path = `/api/platform/releases/${name}/${encodeURIComponent(version)}/yank`;
    const release = (await api.post(path, { reason: reason ?? 'Yanked with the platform CLI.' })).body;
    console.log(`Yanked ${release.name}@${release.version}: ${release.yanked.reason}`);
  },

  async history(api) {
    const { changes } = (await api.get('/api/platform/composition/history')).body;
    if (changes.length === 0) console.log('The composition never changed (revision 0: every remote runs its repository build).');
    const pins = (list) => list.map((pin) => `${pin.name}@${pin.version}`).join(', ') || 'nothing pinned';
    for (const change of changes) {
      console.log(`${change.revision}  ${day(change.changedAt)}  ${change.action} by ${change.changedBy}: ${change.reason}`);
      console.log(`    ${pins(change.before)} -> ${pins(change.after)}`);
    }
  },

  async tokens(api, [action, id, ...extra], options) {
    if (action === 'list') return printTokens((await api.get('/api/platform/tokens')).body.tokens);
    if (action === 'create') {
      if (!options.name || !options.kind) throw usage('Create a token with --name "who it is for" and --kind platform or --kind publish --remote <remote>.');
      const remote = options.remote === undefined ? undefined : remoteNamed(options.remote).name;
      const { token, secret } = (await api.post('/api/platform/tokens', { name: options.name, kind: options.kind, remote })).body;
      console.log(`Created ${describeToken(token)}.`);
      console.log(`Its secret, shown this once only (it will not be shown again):\n\n  ${secret}\n`);
      return;
    }
    if (action === 'revoke') {
      if (id === undefined || !/^\d+$/.test(id) || extra.length > 0) throw usage('Name the token to revoke by its id: tokens revoke <id>.');
      const token = (await api.post(`/api/platform/tokens/${id}/revoke`)).body;
      console.log(`Revoked ${describeToken(token)} at ${day(token.revokedAt)}.`);
      return;
    }
    throw usage(action === undefined ? 'Say what to do with the tokens: list, create or revoke.' : `Unknown tokens command ${action}.`);
  },
};

await run(async () => {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { reason: { type: 'string' }, name: { type: 'string' }, kind: { type: 'string' }, remote: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    throw usage(error.message);
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help || command === undefined) {
    console.log(USAGE);
    return;
  }
  if (!Object.hasOwn(commands, command)) throw usage(`Unknown command ${command}.`);
  loadRemotes();
  await commands[command](await connect(), rest, parsed.values);
});
