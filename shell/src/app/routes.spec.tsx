import { describe, expect, it } from '@jest/globals';
import { buildOverview, buildProject, buildServiceStatus } from '@studio/contracts/testing/factories';
import { reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionGate } from '../features/auth/components/session-gate';
import { CurrentProjectProvider } from '../hooks/current-project';
import { renderInShell } from '../testing/render-app';
import { AppRoutes } from './routes';

const demo = buildProject({ id: 1, name: 'Pirate Demo' });
const other = buildProject({ id: 2, name: 'Taco Truck Heist' });

const signedInRoutes = (overrides = {}) => ({
  'GET /api/auth/session': reply({ authenticated: true }),
  'GET /api/projects': reply([demo, other]),
  'GET /api/projects/1/overview': reply(buildOverview({ project: demo })),
  'GET /api/projects/1/scenes': reply([]),
  'GET /api/status': reply(buildServiceStatus()),
  'POST /api/auth/logout': reply({ authenticated: false }),
  ...overrides,
});

const renderApp = (route: string) =>
  renderInShell(
    <SessionGate>
      <CurrentProjectProvider>
        <AppRoutes />
      </CurrentProjectProvider>
    </SessionGate>,
    { route },
  );

const openSidebar = async () => userEvent.click(await screen.findByRole('button', { name: 'Toggle sidebar' }));

describe('AppRoutes', () => {
  it('shows the not-found screen on an unknown path', async () => {
    stubFetch(signedInRoutes());
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('shows the not-found screen for a storyboard whose path names no scene', async () => {
    stubFetch(signedInRoutes());
    renderApp('/scenes/harbour/storyboard');

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('names the current project in the top bar, project 1 by default', async () => {
    window.localStorage.clear();
    stubFetch(signedInRoutes());
    renderApp('/no-such-page');

    expect(await screen.findByText('Project: Pirate Demo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Render Project' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('lists the dashboard, the seven modules, the studio tools (the Platform page among them), every project and New Project... in the sidebar', async () => {
    stubFetch(signedInRoutes());
    renderApp('/no-such-page');
    await openSidebar();

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/'],
      ['Character Builder', '/character-builder'],
      ['Set Builder', '/set-builder'],
      ['Music Composer', '/music-composer'],
      ['Voiceover', '/voiceover'],
      ['Scene Rendering', '/scene-rendering'],
      ['Script Importer', '/script-importer'],
      ['Director Console', '/director-console'],
      ['Import Project', '/import'],
      ['Settings', '/settings'],
      ['Pirate Template', '/pirate-template'],
      ['Platform', '/platform'],
      ['Pirate Demo', '/projects/1'],
      ['Taco Truck Heist', '/projects/2'],
      ['New Project...', '/new-project'],
    ]);
  });

  it('makes a project chosen in the sidebar current and keeps it in local storage', async () => {
    window.localStorage.clear();
    stubFetch(signedInRoutes({ 'GET /api/projects/2': reply(other), 'GET /api/projects/2/scenes': reply([]) }));
    renderApp('/no-such-page');
    await openSidebar();

    await userEvent.click(await screen.findByRole('link', { name: 'Taco Truck Heist' }));

    expect(await screen.findByText('Project: Taco Truck Heist')).toBeInTheDocument();
    expect(window.localStorage.getItem('studio.currentProjectId')).toBe('2');
  });

  it('logs out from the profile menu and shows the gate again', async () => {
    stubFetch(signedInRoutes());
    renderApp('/no-such-page');
    await openSidebar();

    await userEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Enter Studio' })).toBeInTheDocument();
  });

  it('brings the gate back when any call answers 401', async () => {
    stubFetch(signedInRoutes({ 'GET /api/projects': reply('Unauthorized', 401) }));
    renderApp('/');

    expect(await screen.findByRole('button', { name: 'Enter Studio' })).toBeInTheDocument();
  });
});
