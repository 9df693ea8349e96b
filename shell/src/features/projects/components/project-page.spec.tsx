import { describe, expect, it } from '@jest/globals';
import { buildOverview, buildProject, buildScene } from '@studio/contracts/testing/factories';
import { reply, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { CurrentProjectProvider } from '../../../hooks/current-project';
import { renderInShell } from '../../../testing/render-app';
import { tabForSegment } from './project-page';
import { ProjectRoute } from './project-route';

describe('tabForSegment', () => {
  it.each([
    ['characters', 'Characters'],
    ['sets', 'Sets'],
    ['music', 'Music'],
    ['voice-lines', 'Voice Lines'],
    [undefined, 'Scene Map'],
    ['anything-else', 'Scene Map'],
  ])('chooses the tab for %s', (segment, label) => {
    expect(tabForSegment(segment).label).toBe(label);
  });
});

describe('ProjectPage, as its route opens it', () => {
  const renderPage = (route: string) =>
    renderInShell(
      <CurrentProjectProvider>
        <Routes>
          <Route path="/projects/:projectId/*" element={<ProjectRoute />} />
        </Routes>
      </CurrentProjectProvider>,
      { route },
    );

  it('shows the project name and its scene map by default', async () => {
    window.localStorage.clear();
    stubFetch({
      'GET /api/projects': reply([buildProject({ id: 3, name: 'Space Opera' })]),
      'GET /api/projects/3': reply(buildProject({ id: 3, name: 'Space Opera' })),
      'GET /api/projects/3/scenes': reply([buildScene({ projectId: 3, name: 'Launch' })]),
      'GET /api/projects/3/overview': reply(buildOverview({ project: buildProject({ id: 3 }) })),
    });
    renderPage('/projects/3/unknown-tab');

    expect(await screen.findByRole('heading', { name: 'Space Opera' })).toBeInTheDocument();
    expect(await screen.findByText('Launch')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Scene Map' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Music' })).toHaveAttribute('href', '/projects/3/music');
    expect(window.localStorage.getItem('studio.currentProjectId')).toBe('3');
    expect(screen.getByRole('link', { name: 'Final Draft' })).toHaveAttribute('href', '/api/projects/3/screenplay?format=fdx');
    expect(screen.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', '/api/projects/3/screenplay?format=pdf');
    expect(screen.getByRole('button', { name: 'Download storyboard PDF' })).toBeEnabled();
  });

  it("says why the storyboard PDF cannot be downloaded, in the server's words", async () => {
    const nothingToDraw = { statusCode: 409, message: 'No scene of Space Opera can be drawn yet: Launch has no set', error: 'Conflict' };
    stubFetch({
      'GET /api/projects': reply([buildProject({ id: 3, name: 'Space Opera' })]),
      'GET /api/projects/3': reply(buildProject({ id: 3, name: 'Space Opera' })),
      'GET /api/projects/3/scenes': reply([buildScene({ projectId: 3, name: 'Launch' })]),
      'GET /api/projects/3/overview': reply(buildOverview({ project: buildProject({ id: 3 }) })),
      'GET /api/projects/3/storyboard.pdf': reply(nothingToDraw, 409),
    });
    renderPage('/projects/3');

    await userEvent.click(await screen.findByRole('button', { name: 'Download storyboard PDF' }));

    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
    expect(screen.getByText('No scene of Space Opera can be drawn yet: Launch has no set')).toBeInTheDocument();
  });

  it('shows the not-found screen for an id that is not a number', async () => {
    stubFetch({ 'GET /api/projects': reply([]) });
    renderPage('/projects/abc');

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows the not-found screen, not the server\'s answer, for a project that does not exist', async () => {
    const missing = { statusCode: 404, message: 'Project 999 not found', error: 'Not Found' };
    stubFetch({ 'GET /api/projects': reply([]), 'GET /api/projects/999': reply(missing, 404) });
    renderPage('/projects/999');

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText(/statusCode/)).not.toBeInTheDocument();
  });
});
