import { beforeEach, describe, expect, it } from '@jest/globals';
import { platformTokenStore } from '@studio/api-client/platform';
import { callsTo, jsonBodiesSentTo, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import type { ActiveComposition, ComposedRemote, CompositionHistory, PlatformToken, Release, ReleaseCompatibility } from '@studio/contracts/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../../../testing/render-app';
import { PlatformPage } from './platform-page';

const composedRemote = (overrides: Partial<ComposedRemote> = {}): ComposedRemote => ({
  name: 'mfe_sets',
  version: '1.0.0',
  manifestUrl: '/remotes/mfe_sets/1.0.0/mf-manifest.json?h=0123456789abcdef',
  pinned: false,
  source: 'build',
  manifestSha256: '0123456789abcdef'.repeat(4),
  bundleSha256: null,
  warnings: [],
  ...overrides,
});

const composition = (overrides: Partial<ActiveComposition> = {}): ActiveComposition => ({
  revision: 3,
  remotes: [composedRemote(), composedRemote({ name: 'mfe_music', version: '1.2.0', pinned: true, source: 'published', warnings: ['mfe_music@1.2.0 is yanked: Drops audio. Compose another release.'] })],
  preview: null,
  ...overrides,
});

const release = (overrides: Partial<Release> = {}): Release => ({
  name: 'mfe_sets',
  version: '2.0.0',
  source: 'published',
  bundleSha256: 'ab'.repeat(32),
  manifestSha256: 'cd'.repeat(32),
  fileCount: 42,
  totalBytes: 1_572_864,
  builtAt: '2026-11-20T10:00:00.000Z',
  gitCommit: null,
  publishedAt: '2026-11-21T10:00:00.000Z',
  publishedBy: 'PLATFORM_TOKEN (environment)',
  yanked: null,
  shared: [],
  ...overrides,
});

const RELEASES = [
  release(),
  release({ version: '3.0.0' }),
  release({ version: '1.0.0', source: 'build', bundleSha256: null, publishedAt: null, publishedBy: null, totalBytes: 307_200, fileCount: 30 }),
];

const compatible = (version: string): ReleaseCompatibility => ({ name: 'mfe_sets', version, compatible: true, problems: [] });

const HISTORY: CompositionHistory = {
  revision: 3,
  changes: [
    {
      revision: 3,
      action: 'compose',
      reason: 'Ship the new composer.',
      changedBy: 'release manager',
      changedAt: '2026-11-22T09:00:00.000Z',
      rolledBackTo: null,
      before: [{ name: 'mfe_music', version: '1.1.0' }],
      after: [{ name: 'mfe_music', version: '1.2.0' }],
    },
    {
      revision: 2,
      action: 'compose',
      reason: 'Music first.',
      changedBy: 'PLATFORM_TOKEN (environment)',
      changedAt: '2026-11-21T09:00:00.000Z',
      rolledBackTo: null,
      before: [],
      after: [{ name: 'mfe_music', version: '1.1.0' }],
    },
  ],
};

const platformToken = (overrides: Partial<PlatformToken> = {}): PlatformToken => ({
  id: 1,
  name: 'characters team',
  kind: 'publish',
  remote: 'mfe_characters',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'PLATFORM_TOKEN (environment)',
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});

const TEAM_TOKEN = 'stp_the-platform-teams-token';

/** The headers a platform change was sent with. */
const headersSentTo = (fetchStub: ReturnType<typeof stubFetch>, route: string) => callsTo(fetchStub, route).map((call) => call[1]?.headers);

const platformRoutes = (overrides = {}) => ({
  'GET /api/platform/composition': reply(composition()),
  'GET /api/platform/tokens': reply({ tokens: [platformToken(), platformToken({ id: 2, name: 'old CI', kind: 'platform', remote: null, revokedAt: '2026-11-21T10:00:00.000Z' })] }),
  'GET /api/platform/releases': reply({ releases: RELEASES }),
  'GET /api/platform/composition/history': reply(HISTORY),
  'GET /api/platform/releases/mfe_sets/2.0.0/compatibility': reply(compatible('2.0.0')),
  'GET /api/platform/releases/mfe_sets/1.0.0/compatibility': reply(compatible('1.0.0')),
  'GET /api/platform/releases/mfe_sets/3.0.0/compatibility': reply({
    name: 'mfe_sets',
    version: '3.0.0',
    compatible: false,
    problems: ['mfe_sets@3.0.0 requires react ^18.2.0, but the shell runs 19.3.1.'],
  }),
  ...overrides,
});

/** The page, with the platform team's token entered in this tab beforehand unless `withToken` is false. */
const renderPage = ({ withToken = true } = {}) => {
  if (withToken) platformTokenStore.keep(TEAM_TOKEN);
  return renderInShell(<PlatformPage />, { route: '/platform' });
};

/** The Releases table's row of mfe_sets at `version`, once it is there. */
const releaseRow = (version: string) =>
  waitFor(() => {
    const rows = within(screen.getByRole('table', { name: 'Releases' })).getAllByRole('row');
    const row = rows.find((candidate) => candidate.querySelectorAll('td')[1]?.querySelector('p')?.textContent === version);
    if (!row) throw new Error(`no release row ${version}`);
    return row;
  });

/** The row once the gate's verdict is in (its buttons wait for it). */
const compatibleRow = async (version: string) => {
  const row = await releaseRow(version);
  await within(row).findByText('Compatible');
  return row;
};

describe('PlatformPage', () => {
  beforeEach(() => platformTokenStore.forget());

  it('lists the live modules, every release with its size, date and verdict, and the history', async () => {
    stubFetch(platformRoutes());
    renderPage();

    expect(await screen.findByText('Modules, releases and the composition, at revision 3')).toBeInTheDocument();
    const modules = screen.getByRole('table', { name: 'Live Modules' });
    expect(await within(modules).findByText('mfe_music')).toBeInTheDocument();
    expect(within(modules).getByText('mfe_music@1.2.0 is yanked: Drops audio. Compose another release.')).toBeInTheDocument();
    expect(within(modules).getByText('Repository build')).toBeInTheDocument();

    const published = await releaseRow('2.0.0');
    expect(within(published).getByText('1.5 MB (42 files)')).toBeInTheDocument();
    expect(await within(published).findByText('Compatible')).toBeInTheDocument();
    expect(within(published).getByText('Published by PLATFORM_TOKEN (environment)')).toBeInTheDocument();
    const refused = await releaseRow('3.0.0');
    expect(await within(refused).findByText('mfe_sets@3.0.0 requires react ^18.2.0, but the shell runs 19.3.1.')).toBeInTheDocument();
    expect(within(refused).getByRole('button', { name: 'Compose' })).toBeDisabled();
    const build = await releaseRow('1.0.0');
    expect(within(build).getByText('300 KB (30 files)')).toBeInTheDocument();
    expect(within(build).getByText('Live')).toBeInTheDocument();
    expect(within(build).getByRole('button', { name: 'Compose' })).toBeDisabled();
    expect(within(build).queryByRole('button', { name: 'Yank' })).not.toBeInTheDocument();

    const history = screen.getByRole('table', { name: 'Composition History' });
    expect(within(history).getByText('Ship the new composer.')).toBeInTheDocument();
    expect(within(history).getByText('mfe_music 1.1.0 -> 1.2.0')).toBeInTheDocument();
  });

  it('composes a release with a reason, against the revision on screen', async () => {
    const fetchStub = stubFetch(platformRoutes({ 'POST /api/platform/composition': reply(composition({ revision: 4 })) }));
    renderPage();
    await userEvent.click(within(await compatibleRow('2.0.0')).getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compose mfe_sets 2.0.0' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Compose' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(callsTo(fetchStub, 'POST /api/platform/composition')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'New set types.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Compose' }));
    expect(await screen.findByText('Composition updated')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/platform/composition')).toEqual([
      { pins: [{ name: 'mfe_sets', version: '2.0.0' }], reason: 'New set types.', revision: 3 },
    ]);
    expect(headersSentTo(fetchStub, 'POST /api/platform/composition')).toEqual([{ 'Content-Type': 'application/json', Authorization: `Bearer ${TEAM_TOKEN}` }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks for the platform team's token before the first change, keeps it for the tab and sends it with each change", async () => {
    const fetchStub = stubFetch(platformRoutes({ 'POST /api/platform/rollback': reply(composition({ revision: 4 })) }));
    renderPage({ withToken: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Roll Back' }));
    const prompt = await screen.findByRole('dialog', { name: 'Platform Token' });
    expect(within(prompt).getByText(/Changing the platform needs the platform team's token/)).toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    expect(await within(prompt).findByText("Enter the platform team's token.")).toBeInTheDocument();

    await userEvent.type(within(prompt).getByLabelText(/Platform token/), 'stp_typed-in-this-tab');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll back to revision 2' });
    expect(sessionStorage.getItem('studio.platformToken')).toBe('stp_typed-in-this-tab');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Audio drops on Safari.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll Back' }));
    expect(await screen.findByText('Composition rolled back')).toBeInTheDocument();
    expect(headersSentTo(fetchStub, 'POST /api/platform/rollback')).toEqual([{ 'Content-Type': 'application/json', Authorization: 'Bearer stp_typed-in-this-tab' }]);

    // Kept: the next change opens at once; Forget Token asks again.
    await userEvent.click(within(await compatibleRow('2.0.0')).getByRole('button', { name: 'Yank' }));
    expect(await screen.findByRole('dialog', { name: 'Yank mfe_sets 2.0.0?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Forget Token' }));
    expect(sessionStorage.getItem('studio.platformToken')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Roll Back' }));
    expect(await screen.findByRole('dialog', { name: 'Platform Token' })).toBeInTheDocument();
  });

  it('forgets a token the server refuses, with its reason, so the next change asks again', async () => {
    stubFetch(
      platformRoutes({
        'POST /api/platform/composition': reply({ statusCode: 403, message: "Changing the platform needs the platform team's token.", error: 'Forbidden' }, 403),
      }),
    );
    renderPage();
    await userEvent.click(within(await compatibleRow('2.0.0')).getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compose mfe_sets 2.0.0' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'New set types.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Compose' }));

    expect(await within(dialog).findByText("Changing the platform needs the platform team's token.")).toBeInTheDocument();
    expect(sessionStorage.getItem('studio.platformToken')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enter Token' }));
    expect(await screen.findByRole('dialog', { name: 'Platform Token' })).toBeInTheDocument();
  });

  it('lists the tokens, creates one whose secret is shown once with a copy button, and revokes one', async () => {
    const created = platformToken({ id: 3, name: 'music team', remote: 'mfe_music' });
    const fetchStub = stubFetch(
      platformRoutes({
        'POST /api/platform/tokens': reply({ token: created, secret: 'stm_shown-once' }, 201),
        'POST /api/platform/tokens/1/revoke': reply(platformToken({ revokedAt: '2026-11-22T10:00:00.000Z' })),
      }),
    );
    renderPage();
    const tokens = await screen.findByRole('table', { name: 'Tokens' });
    const live = (await within(tokens).findByText('characters team')).closest('tr') as HTMLElement;
    expect(within(live).getByText('Publish')).toBeInTheDocument();
    expect(within(live).getByText('mfe_characters')).toBeInTheDocument();
    expect(within(live).getByText(/by PLATFORM_TOKEN \(environment\)$/)).toBeInTheDocument();
    expect(within(live).getByText('Never')).toBeInTheDocument();
    const revokedRow = within(tokens).getByText('old CI').closest('tr') as HTMLElement;
    expect(within(revokedRow).getByText('Every remote')).toBeInTheDocument();
    expect(within(revokedRow).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create Token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Token' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(/Name the token after who uses it/)).toBeInTheDocument();
    expect(callsTo(fetchStub, 'POST /api/platform/tokens')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'music team');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Remote' }));
    await userEvent.click(await screen.findByRole('option', { name: 'mfe_music' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    const shown = await screen.findByRole('dialog', { name: 'Token for music team' });
    expect(within(shown).getByRole('textbox', { name: 'Token' })).toHaveValue('stm_shown-once');
    expect(within(shown).getByRole('button', { name: 'Copy token' })).toBeInTheDocument();
    expect(within(shown).getByText('Copy the token now: it will not be shown again.')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/platform/tokens')).toEqual([{ name: 'music team', kind: 'publish', remote: 'mfe_music' }]);
    expect(headersSentTo(fetchStub, 'POST /api/platform/tokens')[0]).toMatchObject({ Authorization: `Bearer ${TEAM_TOKEN}` });
    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));

    await userEvent.click(within(live).getByRole('button', { name: 'Revoke characters team' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke characters team?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Token revoked')).toBeInTheDocument();
    expect(callsTo(fetchStub, 'POST /api/platform/tokens/1/revoke')).toHaveLength(1);
  });

  it('says when someone else changed the composition meanwhile (412), and refreshes it', async () => {
    const fetchStub = stubFetch(
      platformRoutes({
        'POST /api/platform/composition': reply(
          { statusCode: 412, message: 'The composition is at revision 4, not 3: someone changed it meanwhile. Read it again and retry.' },
          412,
        ),
      }),
    );
    renderPage();
    await userEvent.click(within(await compatibleRow('2.0.0')).getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'New set types.');
    const compositionReads = callsTo(fetchStub, 'GET /api/platform/composition').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Compose' }));

    expect(await within(dialog).findByText('Someone else changed the composition.')).toBeInTheDocument();
    expect(within(dialog).getByText('It has been refreshed: check the live versions, then try again.')).toBeInTheDocument();
    expect(callsTo(fetchStub, 'GET /api/platform/composition').length).toBeGreaterThan(compositionReads);
  });

  it("shows each of the gate's reasons when it refuses (422)", async () => {
    stubFetch(
      platformRoutes({
        'POST /api/platform/composition': reply(
          {
            statusCode: 422,
            message: 'Composition refused: a. b.',
            errors: [
              { path: 'mfe_sets@2.0.0', message: 'mfe_sets@2.0.0 has lost files since it was published: remoteEntry.js.' },
              { path: 'mfe_sets@2.0.0', message: 'mfe_sets@2.0.0 cannot be loaded: its remote entry remoteEntry.js cannot be read.' },
            ],
          },
          422,
        ),
      }),
    );
    renderPage();
    await userEvent.click(within(await compatibleRow('2.0.0')).getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'New set types.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Compose' }));

    expect(await within(dialog).findByText('Refused by the compatibility gate.')).toBeInTheDocument();
    expect(within(dialog).getByText('mfe_sets@2.0.0 has lost files since it was published: remoteEntry.js.')).toBeInTheDocument();
    expect(within(dialog).getByText('mfe_sets@2.0.0 cannot be loaded: its remote entry remoteEntry.js cannot be read.')).toBeInTheDocument();
  });

  it('rolls back to the revision before the one on screen, with a reason', async () => {
    const fetchStub = stubFetch(platformRoutes({ 'POST /api/platform/rollback': reply(composition({ revision: 4 })) }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Roll Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll back to revision 2' });
    expect(within(dialog).getByText('Every studio user goes back to mfe_music 1.1.0 from their next page load.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Audio drops on Safari.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll Back' }));

    expect(await screen.findByText('Composition rolled back')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/platform/rollback')).toEqual([{ revision: 2, reason: 'Audio drops on Safari.' }]);
  });

  it('yanks a published release after a reason and a confirmation', async () => {
    const fetchStub = stubFetch(
      platformRoutes({ 'POST /api/platform/releases/mfe_sets/2.0.0/yank': reply(release({ yanked: { yankedAt: '', yankedBy: 'x', reason: 'Broken.' } })) }),
    );
    renderPage();
    await userEvent.click(within(await compatibleRow('2.0.0')).getByRole('button', { name: 'Yank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yank mfe_sets 2.0.0?' });
    expect(within(dialog).getByText(/can never be composed again/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yank' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Broken.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yank' }));

    expect(await screen.findByText('Release yanked')).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/platform/releases/mfe_sets/2.0.0/yank')).toEqual([{ reason: 'Broken.' }]);
  });

  it('makes a preview link and shows it with a copy button', async () => {
    const url = 'http://localhost/api/platform/preview/eyJyIjpbXX0.c2lnbmF0dXJl';
    const fetchStub = stubFetch(
      platformRoutes({
        'POST /api/platform/previews': reply({ url, expiresAt: '2026-11-22T10:00:00.000Z', remotes: [{ name: 'mfe_sets', version: '2.0.0' }] }, 201),
      }),
    );
    renderPage();
    await userEvent.click(within(await compatibleRow('2.0.0')).getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview mfe_sets 2.0.0' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Link' }));

    expect(await within(dialog).findByRole('textbox', { name: 'Preview link' })).toHaveValue(url);
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(jsonBodiesSentTo(fetchStub, 'POST /api/platform/previews')).toEqual([{ remotes: [{ name: 'mfe_sets', version: '2.0.0' }], expiresInMinutes: 60 }]);
  });

  it('shows the live version, not the one this browser previews', async () => {
    stubFetch(
      platformRoutes({
        'GET /api/platform/composition': reply(
          composition({
            remotes: [composedRemote({ version: '2.0.0', source: 'published' })],
            preview: { remotes: [{ name: 'mfe_sets', version: '2.0.0', liveVersion: '1.0.0' }], expiresAt: '2026-11-22T10:00:00.000Z' },
          }),
        ),
      }),
    );
    renderPage();
    const modules = await screen.findByRole('table', { name: 'Live Modules' });
    expect(await within(modules).findByText('Previewing 2.0.0 here')).toBeInTheDocument();
    expect(within(modules).getByRole('row', { name: /mfe_sets 1\.0\.0/ })).toBeInTheDocument();
  });
});
