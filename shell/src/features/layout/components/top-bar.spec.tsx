import { describe, expect, it } from '@jest/globals';
import { applyJobEvent } from '@studio/api-client/jobs';
import { buildJob, buildMusicTrack, buildOverview, buildProject, buildScene, buildVoiceLine } from '@studio/contracts/testing/factories';
import { reply, requestedRoutes, stubFetch, type StubRoutes } from '@studio/api-client/testing/fetch-stub';
import type { Job } from '@studio/contracts/jobs';
import type { Scene } from '@studio/contracts/scenes';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { CurrentProjectProvider } from '../../../hooks/current-project';
import { renderInShell } from '../../../testing/render-app';
import { TopBar } from './top-bar';

const project = buildProject({ id: 1, name: 'Pirate Demo' });
const readyScene = (overrides: Partial<Scene>) =>
  buildScene({ projectId: 1, setId: 2, musicId: 3, characters: [{ id: 4, name: 'Rex' }], voiceLineCount: 1, ...overrides });
/** The project's overview with these scenes, each ready one's line spoken and the track composed: readiness reads their audio. */
const overviewOf = (scenes: Scene[]) =>
  buildOverview({
    project,
    scenes,
    music: [buildMusicTrack({ id: 3, filePath: '/media/music/3/audio.wav' })],
    voiceLines: scenes.map((scene) => buildVoiceLine({ id: scene.id, sceneId: scene.id, characterId: 4, filePath: `/media/voice-lines/${scene.id}/speech.wav` })),
  });

const renderTopBar = (routes: StubRoutes) => {
  window.localStorage.clear();
  const fetchStub = stubFetch({ 'GET /api/projects': reply([project]), 'GET /api/jobs?projectId=1': reply([]), ...routes });
  const result = renderInShell(
    <CurrentProjectProvider>
      <TopBar onToggleSidebar={() => {}} sidebarWidth={0} />
      <Routes>
        <Route path="/" element={<p>Dashboard page</p>} />
        <Route path="/scene-rendering" element={<p>Scene Rendering page</p>} />
      </Routes>
    </CurrentProjectProvider>,
  );
  return { fetchStub, ...result };
};

const postedRoutes = (fetchStub: ReturnType<typeof stubFetch>) =>
  requestedRoutes(fetchStub).filter((route) => route.startsWith('POST'));

describe('TopBar', () => {
  it('Render Project queues every ready scene of the current project, says how many, and opens Scene Rendering', async () => {
    const scenes = [readyScene({ id: 5 }), buildScene({ id: 6, projectId: 1 }), readyScene({ id: 7 })];
    const { fetchStub } = renderTopBar({
      'GET /api/projects/1/overview': reply(overviewOf(scenes)),
      'POST /api/scenes/5/render': reply(buildJob({ type: 'scene.render', target: { type: 'scene', id: 5 } }), 202),
      'POST /api/scenes/7/render': reply(buildJob({ type: 'scene.render', target: { type: 'scene', id: 7 } }), 202),
    });
    await screen.findByText('Project: Pirate Demo');

    await userEvent.click(screen.getByRole('button', { name: 'Render Project' }));

    expect(await screen.findByText('2 scenes queued for rendering.')).toBeInTheDocument();
    expect(screen.getByText('Rendering queued')).toBeInTheDocument();
    expect(postedRoutes(fetchStub)).toEqual(['POST /api/scenes/5/render', 'POST /api/scenes/7/render']);
    expect(screen.getByText('Scene Rendering page')).toBeInTheDocument();
  });

  it('Render Project says why nothing was queued', async () => {
    const { fetchStub } = renderTopBar({
      'GET /api/projects/1/overview': reply(overviewOf([readyScene({ id: 5 })])),
      'GET /api/jobs?projectId=1': reply([buildJob({ type: 'scene.render', target: { type: 'scene', id: 5 }, state: 'running' })]),
    });
    await screen.findByText('Project: Pirate Demo');

    await userEvent.click(screen.getByRole('button', { name: 'Render Project' }));

    expect(await screen.findByText('Nothing to render')).toBeInTheDocument();
    expect(screen.getByText('Every ready scene is already rendering.')).toBeInTheDocument();
    expect(postedRoutes(fetchStub)).toEqual([]);
  });

  it('the notification icon lists recent job outcomes, newest first, kept current by job events', async () => {
    const rendering = buildJob({ id: 30, type: 'scene.render', target: { type: 'scene', id: 5 }, state: 'running', progress: 20 });
    const failed = buildJob({
      id: 29,
      type: 'music.compose',
      target: { type: 'music', id: 9 },
      state: 'failed',
      error: 'composing: no engine is configured',
    });
    const spoken = buildJob({ id: 28, type: 'voice-line.synthesize', target: { type: 'voice-line', id: 8 }, state: 'complete', progress: 100 });
    const { queryClient, fetchStub } = renderTopBar({
      'GET /api/jobs?projectId=1': reply([rendering, failed, spoken]),
      'GET /api/projects/1/overview': reply(
        buildOverview({ project, scenes: [readyScene({ id: 5, name: 'Barn Fight' })], voiceLines: [buildVoiceLine({ id: 8, text: 'Ahoy!' })] }),
      ),
    });
    await screen.findByText('Project: Pirate Demo');
    // Nothing is asked for until the menu opens.
    expect(requestedRoutes(fetchStub)).not.toContain('GET /api/jobs?projectId=1');

    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));

    const list = await screen.findByRole('list', { name: 'Recent jobs' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
        'Scene render: Barn Fight',
        'Music composition: music track 9',
        'Voice line synthesis: “Ahoy!”',
      ]),
    );
    const [render, music, voice] = within(list).getAllByRole('listitem');
    expect(render).toHaveTextContent('Running, 20%');
    expect(music).toHaveTextContent('Failed');
    expect(music).toHaveTextContent('composing: no engine is configured');
    expect(voice).toHaveTextContent('Complete');

    const { id, type, target, projectId, attempts } = rendering;
    const event = (changes: Pick<Job, 'state' | 'progress' | 'error'>) => ({ id, type, target, projectId, attempts, stage: null, ...changes });
    await act(async () => applyJobEvent(queryClient, event({ state: 'failed', progress: 20, error: 'encoding: ffmpeg exited with code 1' })));

    await waitFor(() => expect(render).toHaveTextContent('Failed'));
    expect(render).toHaveTextContent('encoding: ffmpeg exited with code 1');
  });
});
