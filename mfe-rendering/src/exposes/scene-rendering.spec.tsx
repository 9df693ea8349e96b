import { applyJobEvent } from '@studio/api-client/jobs';
import { buildCharacter, buildJob, buildMusicTrack, buildOverview, buildScene, buildSet, buildVoiceLine } from '@studio/contracts/testing/factories';
import { callsTo, jsonBodiesSentTo, PENDING, reply, requestedRoutes, stubFetch, type StubRoutes } from '@studio/api-client/testing/fetch-stub';
import type { Job } from '@studio/contracts/jobs';
import type { Scene } from '@studio/contracts/scenes';
import { renderWithProviders } from '@studio/ui/testing/render-with-providers';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SceneRendering } from './scene-rendering';

const overviewRoute = 'GET /api/projects/7/overview';
const jobsRoute = 'GET /api/jobs?projectId=7';

const set = buildSet({ id: 11, name: 'Old Farm' });
const track = buildMusicTrack({ id: 12, name: 'Neon Chase', filePath: '/media/music/12/audio.wav' });
const readyScene = (overrides: Partial<Scene> = {}) =>
  buildScene({ projectId: 7, setId: 11, musicId: 12, characters: [{ id: 1, name: 'Rex' }], voiceLineCount: 2, ...overrides });
/** A spoken line of the scene: readiness wants each line's audio there. */
const spokenLineOf = (scene: Pick<Scene, 'id'>) => buildVoiceLine({ sceneId: scene.id, characterId: 1, filePath: `/media/voice-lines/${scene.id}/voice.wav` });
const overviewWith = (scenes: Scene[]) => buildOverview({ sets: [set], music: [track], voiceLines: scenes.map(spokenLineOf), scenes });
const renderJob = (sceneId: number, overrides: Partial<Job> = {}) =>
  buildJob({ projectId: 7, type: 'scene.render', target: { type: 'scene', id: sceneId }, ...overrides });

const eventOf = (job: Job, changes: Partial<Job>) => {
  const { id, type, target, projectId, state, progress, stage, error, attempts } = { ...job, ...changes };
  return { id, type, target, projectId, state, progress, stage, error, attempts };
};

const renderScreen = (routes: StubRoutes) => {
  const fetchStub = stubFetch({ [jobsRoute]: reply([]), ...routes });
  return { fetchStub, ...renderWithProviders(<SceneRendering projectId={7} />) };
};

/** The screen over `scenes`, the list Render All Scenes reads, and a render request that queues for each scene id in `queued`. */
const renderAllScreen = (scenes: Scene[], queued: number[] = []) =>
  renderScreen({
    [overviewRoute]: reply(overviewWith(scenes)),
    'GET /api/projects/7/scenes': reply(scenes),
    ...Object.fromEntries(queued.map((id) => [`POST /api/scenes/${id}/render`, reply(renderJob(id), 202)])),
  });

const card = (name: string) => screen.findByRole('article', { name });

describe('SceneRendering', () => {
  it('shows its title and two placeholders while loading', () => {
    renderScreen({ [overviewRoute]: PENDING });

    expect(screen.getByRole('heading', { level: 1, name: 'Scene Rendering' })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton')).toHaveLength(2);
  });

  it('shows the empty texts of both tabs for a project without scenes, and cannot render all', async () => {
    renderScreen({ [overviewRoute]: reply(buildOverview()) });

    expect(await screen.findByText('No scenes found in this project.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Render All Scenes' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Scenes to Render', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Rendered Outputs' }));
    expect(screen.getByText('No rendered scenes available yet.')).toBeInTheDocument();
  });

  it('shows the counts and each scene with its parts, readiness and render button', async () => {
    renderScreen({
      [overviewRoute]: reply(
        buildOverview({
          characters: [buildCharacter(), buildCharacter()],
          sets: [set],
          music: [track],
          voiceLines: [spokenLineOf({ id: 41 }), buildVoiceLine(), buildVoiceLine()],
          scenes: [
            readyScene({ id: 41, name: 'Barn Fight' }),
            buildScene({ name: 'Empty Lot' }),
            buildScene({ name: 'Finale', renderedPath: '/media/scenes/3/render-a.mp4' }),
          ],
        }),
      ),
    });

    expect(await screen.findByLabelText('Characters: 2')).toBeInTheDocument();
    // One of a kind is said in the singular.
    expect(screen.getByLabelText('Set: 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Music Track: 1')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Music Track: 1')).getByText('Music Track')).toBeInTheDocument();
    expect(screen.getByLabelText('Voice Lines: 3')).toBeInTheDocument();

    const barn = await card('Barn Fight');
    expect(within(barn).getByText('Ready to Render')).toBeInTheDocument();
    expect(within(barn).getByText('Set: Old Farm')).toBeInTheDocument();
    expect(within(barn).getByText('Music: Neon Chase')).toBeInTheDocument();
    expect(within(barn).getByText('Voice lines: 2')).toBeInTheDocument();
    expect(within(barn).getByRole('button', { name: 'Render Scene' })).toBeEnabled();
    expect(within(barn).getByRole('button', { name: 'Preview' })).toBeEnabled();
    expect(within(barn).queryByRole('progressbar')).not.toBeInTheDocument();

    const lot = await card('Empty Lot');
    expect(within(lot).getByText('Not Ready')).toBeInTheDocument();
    expect(within(lot).getByText('No characters assigned')).toBeInTheDocument();
    expect(within(lot).getByRole('button', { name: 'Render Scene' })).toBeDisabled();
    expect(within(lot).queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();

    const finale = await card('Finale');
    expect(within(finale).getByText('Rendered')).toBeInTheDocument();
    expect(within(finale).getByRole('button', { name: 'Already Rendered' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Render All Scenes' })).toBeEnabled();
  });

  it('shows a running render with its progress, moves it with job events, and blocks Render All meanwhile', async () => {
    const job = renderJob(5, { state: 'running', progress: 40, stage: 'rendering frames' });
    const { queryClient } = renderScreen({
      [overviewRoute]: reply(overviewWith([readyScene({ id: 5, name: 'Barn Fight' })])),
      [jobsRoute]: reply([job]),
    });

    const barn = await card('Barn Fight');
    const progress = await within(barn).findByRole('progressbar', { name: 'Rendering Barn Fight' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(within(barn).getByText('40%')).toBeInTheDocument();
    expect(within(barn).getByText('rendering frames')).toBeInTheDocument();
    expect(within(barn).getByRole('button', { name: 'Rendering...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Render All Scenes' })).toBeDisabled();

    await act(async () => applyJobEvent(queryClient, eventOf(job, { progress: 75, stage: 'encoding' })));

    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '75'));
    expect(within(barn).getByText('75%')).toBeInTheDocument();
    expect(within(barn).getByText('encoding')).toBeInTheDocument();
  });

  it("holds the other scenes' Render Scene while one scene renders, saying which, and frees them when it ends", async () => {
    const job = renderJob(5, { state: 'running', progress: 20 });
    const { queryClient } = renderScreen({
      [overviewRoute]: reply(overviewWith([readyScene({ id: 5, name: 'Barn Fight' }), readyScene({ id: 8, name: 'Finale' })])),
      [jobsRoute]: reply([job]),
    });

    const finale = await card('Finale');
    const waiting = await within(finale).findByRole('button', { name: 'Render Scene' });
    await waitFor(() => expect(waiting).toBeDisabled());
    expect(waiting).toHaveAccessibleDescription('Barn Fight is rendering. One scene renders at a time, so this one can render after it.');
    expect(within(await card('Barn Fight')).getByRole('button', { name: 'Rendering...' })).toBeDisabled();

    await act(async () => applyJobEvent(queryClient, eventOf(job, { state: 'complete', progress: 100 })));

    await waitFor(() => expect(within(finale).getByRole('button', { name: 'Render Scene' })).toBeEnabled());
    expect(within(finale).queryByText(/One scene renders at a time/)).not.toBeInTheDocument();
  });

  it('counts a queued render too: the scenes behind it wait, Re-render included', async () => {
    const rendered = readyScene({ id: 9, name: 'Old Finale', renderedPath: '/media/scenes/9/render-a1.mp4' });
    renderScreen({
      [overviewRoute]: reply(overviewWith([readyScene({ id: 5, name: 'Barn Fight' }), readyScene({ id: 8, name: 'Finale' }), rendered])),
      [jobsRoute]: reply([renderJob(5, { state: 'running', progress: 20 }), renderJob(8, { state: 'queued' })]),
    });

    const note = '2 other scenes are rendering. One scene renders at a time, so this one can render after them.';
    expect(await within(await card('Finale')).findByRole('button', { name: 'Rendering...' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Rendered Outputs' }));
    const rerender = within(screen.getByRole('region', { name: 'Rendered Outputs' })).getByRole('button', { name: 'Re-render' });
    expect(rerender).toBeDisabled();
    expect(rerender).toHaveAccessibleDescription(note);
  });

  it('Render Scene queues the job, shows it at once, and toasts when it completes', async () => {
    const queued = renderJob(5);
    const { fetchStub, queryClient } = renderScreen({
      [overviewRoute]: reply(overviewWith([readyScene({ id: 5, name: 'Barn Fight' })])),
      'POST /api/scenes/5/render': reply(queued, 202),
    });
    const barn = await card('Barn Fight');

    await userEvent.click(within(barn).getByRole('button', { name: 'Render Scene' }));

    expect(await within(barn).findByRole('button', { name: 'Rendering...' })).toBeDisabled();
    expect(within(barn).getByRole('progressbar', { name: 'Rendering Barn Fight' })).toHaveAttribute('aria-valuenow', '0');
    expect(callsTo(fetchStub, 'POST /api/scenes/5/render')).toHaveLength(1);

    await act(async () => applyJobEvent(queryClient, eventOf(queued, { state: 'running', progress: 50 })));
    expect(screen.queryByText('Rendering complete')).not.toBeInTheDocument();
    await act(async () => applyJobEvent(queryClient, eventOf(queued, { state: 'complete', progress: 100 })));

    expect(await screen.findByText('Rendering complete')).toBeInTheDocument();
    expect(screen.getByText('Scene has been successfully rendered.')).toBeInTheDocument();
    expect(within(barn).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('Render Scene asks for nothing, so the server renders its 1280x720 film; with Draft on it asks for 640x360', async () => {
    const { fetchStub } = renderScreen({
      [overviewRoute]: reply(overviewWith([readyScene({ id: 5, name: 'Barn Fight' })])),
      'POST /api/scenes/5/render': reply({ statusCode: 409, message: 'Voice line 3 has no audio yet.' }, 409),
    });
    const barn = await card('Barn Fight');
    await userEvent.click(within(barn).getByRole('button', { name: 'Render Scene' }));
    await screen.findByText('Voice line 3 has no audio yet.');
    expect(callsTo(fetchStub, 'POST /api/scenes/5/render')[0][1]?.body).toBeUndefined();

    await userEvent.click(screen.getByRole('switch', { name: 'Draft (640×360)' }));
    await userEvent.click(within(barn).getByRole('button', { name: 'Render Scene' }));
    await waitFor(() => expect(callsTo(fetchStub, 'POST /api/scenes/5/render')).toHaveLength(2));
    expect(JSON.parse(String(callsTo(fetchStub, 'POST /api/scenes/5/render')[1][1]?.body))).toEqual({ resolution: '640x360' });
  });

  it('Render All Scenes with Draft on asks every render for 640x360', async () => {
    const scenes = [readyScene({ id: 5, name: 'Barn Fight' }), readyScene({ id: 8, name: 'Finale' })];
    const { fetchStub } = renderAllScreen(scenes, [5, 8]);
    await userEvent.click(await screen.findByRole('switch', { name: 'Draft (640×360)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Render All Scenes' }));
    expect(await screen.findByText('2 scenes queued for rendering.')).toBeInTheDocument();
    expect([...jsonBodiesSentTo(fetchStub, 'POST /api/scenes/5/render'), ...jsonBodiesSentTo(fetchStub, 'POST /api/scenes/8/render')]).toEqual([
      { resolution: '640x360' },
      { resolution: '640x360' },
    ]);
  });

  it('a failed render toasts the failure with the stage that failed', async () => {
    const job = renderJob(5, { state: 'running', progress: 60 });
    const { queryClient } = renderScreen({
      [overviewRoute]: reply(overviewWith([readyScene({ id: 5, name: 'Barn Fight' })])),
      [jobsRoute]: reply([job]),
    });
    await screen.findByRole('progressbar', { name: 'Rendering Barn Fight' });

    await act(async () =>
      applyJobEvent(queryClient, eventOf(job, { state: 'failed', error: 'encoding: ffmpeg exited with code 1' })),
    );

    expect(await screen.findByText('Failed to render scene.')).toBeInTheDocument();
    expect(screen.getByText('encoding: ffmpeg exited with code 1')).toBeInTheDocument();
    expect(within(await card('Barn Fight')).getByRole('button', { name: 'Render Scene' })).toBeEnabled();
  });

  it('a refused render request says why and leaves the button usable', async () => {
    renderScreen({
      [overviewRoute]: reply(overviewWith([readyScene({ id: 5, name: 'Barn Fight' })])),
      'POST /api/scenes/5/render': reply({ statusCode: 409, message: 'Voice line 3 has no audio yet.' }, 409),
    });
    const barn = await card('Barn Fight');

    await userEvent.click(within(barn).getByRole('button', { name: 'Render Scene' }));

    expect(await screen.findByText('Failed to render scene.')).toBeInTheDocument();
    expect(screen.getByText('Voice line 3 has no audio yet.')).toBeInTheDocument();
    expect(within(barn).getByRole('button', { name: 'Render Scene' })).toBeEnabled();
  });

  it('Render All Scenes queues every ready scene, one after another, and says how many', async () => {
    const scenes = [
      readyScene({ id: 5, name: 'Barn Fight' }),
      buildScene({ id: 6, projectId: 7, name: 'Empty Lot' }),
      readyScene({ id: 8, name: 'Finale' }),
    ];
    const { fetchStub } = renderAllScreen(scenes, [5, 8]);

    await userEvent.click(await screen.findByRole('button', { name: 'Render All Scenes' }));

    expect(await screen.findByText('2 scenes queued for rendering.')).toBeInTheDocument();
    expect(requestedRoutes(fetchStub).filter((route) => route.startsWith('POST'))).toEqual([
      'POST /api/scenes/5/render',
      'POST /api/scenes/8/render',
    ]);
    expect(within(await card('Finale')).getByRole('button', { name: 'Rendering...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Render All Scenes' })).toBeDisabled();
  });

  it('Render All Scenes says why nothing was queued', async () => {
    const scenes = [buildScene({ id: 6, projectId: 7, name: 'Empty Lot' })];
    const { fetchStub } = renderAllScreen(scenes);

    await userEvent.click(await screen.findByRole('button', { name: 'Render All Scenes' }));

    expect(await screen.findByText('Nothing to render')).toBeInTheDocument();
    expect(screen.getByText('No scene is ready to render: each needs characters, a set, music and voice lines.')).toBeInTheDocument();
    expect(requestedRoutes(fetchStub).filter((route) => route.startsWith('POST'))).toEqual([]);
  });

  describe('Rendered Outputs', () => {
    const finale = buildScene({
      id: 9,
      projectId: 7,
      name: 'Finale',
      renderedPath: '/media/scenes/9/render-a1.mp4',
      posterPath: '/media/scenes/9/poster-a1.jpg',
      subtitlesPath: '/media/scenes/9/subtitles-a1.srt',
      updatedAt: '2026-11-21T15:30:00.000Z',
    });
    const openOutputs = async () => {
      await userEvent.click(await screen.findByRole('tab', { name: 'Rendered Outputs' }));
      return within(screen.getByRole('region', { name: 'Rendered Outputs' })).getByRole('article', { name: 'Finale' });
    };

    it('shows each rendered scene with its video, poster, render date and downloads', async () => {
      renderScreen({ [overviewRoute]: reply(overviewWith([readyScene({ name: 'Barn Fight' }), finale])) });

      const output = await openOutputs();

      expect(within(screen.getByRole('region', { name: 'Rendered Outputs' })).getAllByRole('article')).toHaveLength(1);
      const video = output.querySelector('video');
      expect(video).toHaveAttribute('src', '/media/scenes/9/render-a1.mp4');
      expect(video).toHaveAttribute('poster', '/media/scenes/9/poster-a1.jpg');
      expect(video).toHaveAttribute('controls');
      const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(finale.updatedAt));
      expect(within(output).getByText(`Rendered ${date}`)).toBeInTheDocument();
      const download = within(output).getByRole('link', { name: 'Download' });
      expect(download).toHaveAttribute('href', '/media/scenes/9/render-a1.mp4');
      expect(download).toHaveAttribute('download', 'Finale.mp4');
      const subtitles = within(output).getByRole('link', { name: 'Download Subtitles' });
      expect(subtitles).toHaveAttribute('href', '/media/scenes/9/subtitles-a1.srt');
      expect(subtitles).toHaveAttribute('download', 'Finale.srt');
    });

    it('Play plays the video', async () => {
      renderScreen({ [overviewRoute]: reply(overviewWith([finale])) });
      const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);

      const output = await openOutputs();
      await userEvent.click(within(output).getByRole('button', { name: 'Play' }));

      expect(play).toHaveBeenCalledTimes(1);
      expect(play.mock.contexts[0]).toBe(output.querySelector('video'));
    });

    it('Re-render asks first, and queues a new render once confirmed', async () => {
      const { fetchStub } = renderScreen({
        [overviewRoute]: reply(overviewWith([finale])),
        'POST /api/scenes/9/render': reply(renderJob(9), 202),
      });
      const output = await openOutputs();

      await userEvent.click(within(output).getByRole('button', { name: 'Re-render' }));
      const confirm = screen.getByRole('dialog', { name: 'Re-render Finale?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(confirm).not.toBeInTheDocument());
      expect(callsTo(fetchStub, 'POST /api/scenes/9/render')).toHaveLength(0);

      await userEvent.click(within(output).getByRole('button', { name: 'Re-render' }));
      await userEvent.click(within(screen.getByRole('dialog', { name: 'Re-render Finale?' })).getByRole('button', { name: 'Re-render' }));

      expect(await within(output).findByRole('button', { name: 'Rendering...' })).toBeDisabled();
      expect(callsTo(fetchStub, 'POST /api/scenes/9/render')).toHaveLength(1);
    });
  });
});
