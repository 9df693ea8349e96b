import { applyJobEvent } from '@studio/api-client/jobs';
import { buildJob, buildScene } from '@studio/contracts/testing/factories';
import { reply, requestedRoutes, stubFetch } from '@studio/api-client/testing/fetch-stub';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectDirector } from './project-director';

const FILM = {
  jobId: 41,
  filmPath: '/media/films/7/film-abc.mp4',
  subtitlesPath: '/media/films/7/subtitles-abc.srt',
  durationSeconds: 75.5,
  chapters: [
    { title: 'Dockside', startSeconds: 0, endSeconds: 40 },
    { title: 'Night Watch', startSeconds: 40, endSeconds: 75.5 },
  ],
  skippedScenes: [{ name: 'Empty Quay', reason: 'Empty Quay is not ready to render: 2 assets missing.' }],
  finishedAt: '2026-11-25T03:00:00.000Z',
};

describe('ProjectDirector', () => {
  it("lists each scene with the director's tools, and the project's film with its chapters and downloads", async () => {
    stubFetch({
      'GET /api/projects/7/scenes': reply([buildScene({ id: 3, projectId: 7, name: 'Dockside' }), buildScene({ id: 4, projectId: 7, name: 'Night Watch' })]),
      'GET /api/director/7/film': reply({ film: FILM }),
      'GET /api/jobs?projectId=7': reply([]),
    });
    renderWithProviders(<ProjectDirector projectId={7} />);

    const director = await screen.findByRole('region', { name: 'Director' });
    expect(await within(director).findByText('Dockside')).toBeInTheDocument();
    expect(within(director).getAllByRole('button', { name: 'Validate Scene' })).toHaveLength(2);
    // Nothing is known to be missing before a validation: nothing to generate.
    for (const button of within(director).getAllByRole('button', { name: 'Generate Missing Assets' })) expect(button).toBeDisabled();

    const film = screen.getByRole('region', { name: 'Film' });
    expect(await within(film).findByText('2 scenes, 1:15')).toBeInTheDocument();
    expect(within(within(film).getByRole('list', { name: 'Chapters' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Dockside0:00 - 0:40',
      'Night Watch0:40 - 1:15',
    ]);
    expect(within(film).getByText('Empty Quay was left out: Empty Quay is not ready to render: 2 assets missing.')).toBeInTheDocument();
    expect(within(film).getByRole('link', { name: 'Download film' })).toHaveAttribute('href', FILM.filmPath);
    expect(within(film).getByRole('link', { name: 'Download subtitles' })).toHaveAttribute('href', FILM.subtitlesPath);
    expect(within(film).getByRole('button', { name: 'Download editor handoff' })).toBeEnabled();
  });

  it("says why the editor handoff cannot be downloaded, in the server's words", async () => {
    const stale = { statusCode: 409, message: 'Dockside changed since the film was rendered: render the film again', error: 'Conflict' };
    stubFetch({
      'GET /api/projects/7/scenes': reply([buildScene({ id: 3, projectId: 7, name: 'Dockside' })]),
      'GET /api/director/7/film': reply({ film: FILM }),
      'GET /api/jobs?projectId=7': reply([]),
      'GET /api/projects/7/film/handoff': reply(stale, 409),
    });
    renderWithProviders(<ProjectDirector projectId={7} />);

    const film = await screen.findByRole('region', { name: 'Film' });
    await userEvent.click(await within(film).findByRole('button', { name: 'Download editor handoff' }));

    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
    expect(screen.getByText('Dockside changed since the film was rendered: render the film again')).toBeInTheDocument();
  });

  it("holds the other scenes' Render Scene while one scene renders, saying which, until it ends", async () => {
    const render = buildJob({ id: 60, projectId: 7, type: 'scene.render', state: 'running', progress: 30, target: { type: 'scene', id: 3 } });
    stubFetch({
      'GET /api/projects/7/scenes': reply([buildScene({ id: 3, projectId: 7, name: 'Dockside' }), buildScene({ id: 4, projectId: 7, name: 'Night Watch' })]),
      'GET /api/director/7/film': reply({ film: FILM }),
      'GET /api/jobs?projectId=7': reply([render]),
    });
    const { queryClient } = renderWithProviders(<ProjectDirector projectId={7} />);

    const dockside = await screen.findByLabelText('Director tools for Dockside');
    expect(await within(dockside).findByRole('button', { name: 'Rendering...' })).toBeDisabled();
    expect(within(dockside).getByRole('progressbar', { name: 'Rendering Dockside' })).toHaveAttribute('aria-valuenow', '30');
    const nightWatch = screen.getByLabelText('Director tools for Night Watch');
    const waiting = within(nightWatch).getByRole('button', { name: 'Render Scene' });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAccessibleDescription('Dockside is rendering. One scene renders at a time, so this one can render after it.');

    const { id, type, target, projectId, stage, error, attempts } = render;
    await act(async () => applyJobEvent(queryClient, { id, type, target, projectId, stage, error, attempts, state: 'complete', progress: 100 }));

    await waitFor(() => expect(within(nightWatch).getByRole('button', { name: 'Render Scene' })).toBeEnabled());
    expect(within(dockside).getByRole('button', { name: 'Render Scene' })).toBeEnabled();
    expect(screen.queryByText(/One scene renders at a time/)).not.toBeInTheDocument();
  });

  it('starts Render Film and shows which scene it is rendering', async () => {
    const routes = {
      'GET /api/projects/7/scenes': reply([]),
      'GET /api/director/7/film': reply({ film: null }),
      'GET /api/jobs?projectId=7': reply([]),
      'POST /api/director/7/render-film': reply(buildJob({ id: 50, projectId: 7, type: 'project.render-film', target: { type: 'project', id: 7 } }), 202),
    };
    const fetchStub = stubFetch(routes);
    renderWithProviders(<ProjectDirector projectId={7} />);

    const film = await screen.findByRole('region', { name: 'Film' });
    expect(await within(film).findByText('No film yet: render one to join every ready scene.')).toBeInTheDocument();
    routes['GET /api/jobs?projectId=7'] = reply([
      buildJob({ id: 50, projectId: 7, type: 'project.render-film', state: 'running', progress: 30, stage: 'scene 1 of 2: Dockside (rendering 40%)', target: { type: 'project', id: 7 } }),
    ]);
    await userEvent.click(within(film).getByRole('button', { name: 'Render Film' }));
    await waitFor(() => expect(requestedRoutes(fetchStub)).toContain('POST /api/director/7/render-film'));
    expect(await within(film).findByRole('button', { name: 'Rendering Film...' })).toBeDisabled();
  });
});
