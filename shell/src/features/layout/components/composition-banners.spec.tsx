import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { FakeEventSource, installFakeEventSource } from '@studio/api-client/testing/fake-event-source';
import { callsTo, reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import type { ActiveComposition } from '@studio/contracts/platform';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient } from '@tanstack/react-query';
import { renderInShell } from '../../../testing/render-app';
import { useLiveComposition } from '../hooks/use-live-composition';
import { CompositionBanners } from './composition-banners';

const loaded = (overrides: Partial<ActiveComposition> = {}): ActiveComposition => ({ revision: 3, remotes: [], preview: null, ...overrides });

function Layout({ composition, reload }: { composition: ActiveComposition; reload: () => void }) {
  const live = useLiveComposition(useQueryClient(), { composition: async () => composition });
  return <CompositionBanners {...live} reload={reload} />;
}

describe('the composition banners', () => {
  let restoreEventSource: () => void;
  beforeEach(() => {
    restoreEventSource = installFakeEventSource();
  });
  afterEach(() => restoreEventSource());

  it('offers a reload once the stream announces a revision newer than the one the page loaded, and never before', async () => {
    stubFetch({});
    const reload = jest.fn();
    renderInShell(<Layout composition={loaded()} reload={reload} />);
    const stream = FakeEventSource.opened[0];

    act(() => stream.send('composition', { revision: 3 }));
    await act(async () => undefined);
    expect(screen.queryByText('A new version of the studio is available.')).not.toBeInTheDocument();

    act(() => stream.send('composition', { revision: 4 }));
    expect(await screen.findByText('A new version of the studio is available.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the preview this browser runs in, and leaves it: the cookie is cleared, then the page loads again', async () => {
    const fetchStub = stubFetch({ 'POST /api/platform/preview/exit': reply({ ok: true }) });
    const reload = jest.fn();
    const preview = { remotes: [{ name: 'mfe_music' as const, version: '2.0.0', liveVersion: '1.0.0' }], expiresAt: '2026-11-22T10:30:00.000Z' };
    renderInShell(<Layout composition={loaded({ preview })} reload={reload} />);

    const banner = await screen.findByRole('status', { name: 'Preview' });
    expect(banner).toHaveTextContent(/^Previewing: mfe_music 2\.0\.0\. Only this browser sees it, until .+; everyone else runs mfe_music 1\.0\.0\.Exit preview$/);
    await userEvent.click(screen.getByRole('button', { name: 'Exit preview' }));
    await act(async () => undefined);
    expect(callsTo(fetchStub, 'POST /api/platform/preview/exit')).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
