import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { Job } from '@studio/contracts/jobs';
import type { Scene } from '@studio/contracts/scenes';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { activeSceneRenders, fetchSceneTimeline, type ProjectAudio, queueReadyScenes, renderReadiness, renderTurnNote, scenesRenderingBefore, useRenderScene } from './render';
import { buildJob, buildMusicTrack, buildOverview, buildProject, buildScene, buildVoiceLine } from '@studio/contracts/testing/factories';
import { callsTo, reply, requestedRoutes, stubFetch } from './testing/fetch-stub';

const complete = { id: 9, setId: 1, musicId: 2, characters: [{ id: 3, name: 'Rex' }], voiceLineCount: 1 };
const composed = buildMusicTrack({ id: 2, filePath: '/media/music/2/audio.wav' });
const spoken = buildVoiceLine({ sceneId: 9, characterId: 3, filePath: '/media/voice-lines/1/voice.wav' });
const audioOf = (overrides: Partial<ProjectAudio> = {}): ProjectAudio => ({ music: [composed], voiceLines: [spoken], ...overrides });

describe('renderReadiness', () => {
  it('is rendered when the scene has a video, whatever else it lacks', () => {
    expect(renderReadiness(buildScene({ renderedPath: '/media/renders/1.mp4' }), audioOf({ music: [], voiceLines: [] }))).toBe('rendered');
  });

  it('is outdated when its content changed since the video was made', () => {
    expect(renderReadiness(buildScene({ ...complete, renderedPath: '/media/renders/1.mp4', renderOutdated: true }), audioOf())).toBe('outdated');
  });

  it('is ready with a set, a composed track, a character and a spoken line', () => {
    expect(renderReadiness(buildScene(complete), audioOf())).toBe('ready');
  });

  it.each([
    ['set', { setId: null }, {}],
    ['music', { musicId: null }, {}],
    ['characters', { characters: [] }, {}],
    ['voice lines', { voiceLineCount: 0 }, { voiceLines: [] }],
    ['the audio of its track, as the server would refuse the render', {}, { music: [{ ...composed, filePath: null }] }],
    ['the audio of a line still being spoken', {}, { voiceLines: [spoken, { ...spoken, id: spoken.id + 1, filePath: null }] }],
  ])('is not ready without %s', (_missing, gap: Partial<Scene>, audioGap: Partial<ProjectAudio>) => {
    expect(renderReadiness(buildScene({ ...complete, ...gap }), audioOf(audioGap))).toBe('not_ready');
  });
});

const readyScene = (overrides: Partial<Scene> = {}) => buildScene({ projectId: 3, ...complete, ...overrides });
const renderJob = (sceneId: number, overrides: Partial<Job> = {}) =>
  buildJob({ projectId: 3, type: 'scene.render', target: { type: 'scene', id: sceneId }, ...overrides });

describe('activeSceneRenders', () => {
  it('holds the queued or running render of each scene, and nothing else', () => {
    const running = renderJob(1, { state: 'running', progress: 30 });
    const queued = renderJob(2);
    const finished = renderJob(3, { state: 'complete', progress: 100 });
    const model = buildJob({ projectId: 3, type: 'character.model', target: { type: 'character', id: 4 } });
    // A chunk of scene 5's render targets the scene too, but is not a render of its own.
    const chunk = buildJob({ projectId: 3, type: 'scene.render-chunk', target: { type: 'scene', id: 5 }, state: 'running' });

    const active = activeSceneRenders([running, queued, finished, model, chunk]);

    expect([...active.entries()]).toEqual([
      [1, running],
      [2, queued],
    ]);
  });
});

describe('scenesRenderingBefore', () => {
  const active = new Map([
    [1, renderJob(1, { state: 'running' })],
    [2, renderJob(2)],
  ]);

  it('is every other scene with a queued or running render', () => {
    expect(scenesRenderingBefore(active, 3)).toEqual([1, 2]);
    expect(scenesRenderingBefore(active, 1)).toEqual([2]);
    expect(scenesRenderingBefore(new Map(), 1)).toEqual([]);
  });

  it('counts a render request still on its way, once, but not the scene\'s own', () => {
    expect(scenesRenderingBefore(new Map(), 3, 4)).toEqual([4]);
    expect(scenesRenderingBefore(active, 3, 1)).toEqual([1, 2]);
    expect(scenesRenderingBefore(new Map(), 3, 3)).toEqual([]);
  });
});

describe('renderTurnNote', () => {
  it('names the one scene rendering first, or counts several', () => {
    expect(renderTurnNote(['Barn Fight'])).toBe('Barn Fight is rendering. One scene renders at a time, so this one can render after it.');
    expect(renderTurnNote(['Barn Fight', 'Finale'])).toBe(
      '2 other scenes are rendering. One scene renders at a time, so this one can render after them.',
    );
  });
});

describe('queueReadyScenes', () => {
  it('queues each ready scene and each changed since its render in turn, skips the rest, and collects failures', async () => {
    const ready = readyScene({ id: 1, name: 'Barn Fight' });
    const refused = readyScene({ id: 2, name: 'Finale' });
    const rendering = readyScene({ id: 3 });
    const rendered = readyScene({ id: 4, renderedPath: '/media/scenes/4/scene.mp4' });
    const notReady = buildScene({ id: 5, projectId: 3 });
    const outdated = readyScene({ id: 6, name: 'Dockside', renderedPath: '/media/scenes/6/scene.mp4', renderOutdated: true });
    const queuedJob = renderJob(1);
    const requeuedJob = renderJob(6);
    const scenes = [ready, refused, rendering, rendered, notReady, outdated];
    const lines = scenes.map((scene) => ({ ...spoken, id: scene.id, sceneId: scene.id }));
    const fetchStub = stubFetch({
      'GET /api/projects/3/overview': reply(buildOverview({ project: buildProject({ id: 3 }), music: [composed], voiceLines: lines, scenes })),
      'GET /api/jobs?projectId=3': reply([renderJob(3, { state: 'running' })]),
      'POST /api/scenes/1/render': reply(queuedJob, 202),
      'POST /api/scenes/2/render': reply({ statusCode: 409, message: 'Scene 2 lacks voice audio.' }, 409),
      'POST /api/scenes/6/render': reply(requeuedJob, 202),
    });
    const queryClient = createQueryClient();

    const result = await queueReadyScenes(queryClient, 3);

    expect(result.queued).toEqual([
      { scene: ready, job: queuedJob },
      { scene: outdated, job: requeuedJob },
    ]);
    expect(result.failed.map(({ scene, error }) => [scene.name, String(error)])).toEqual([
      ['Finale', 'ApiError: 409: {"statusCode":409,"message":"Scene 2 lacks voice audio."}'],
    ]);
    expect(result.alreadyRendering).toEqual([rendering]);
    expect(result.sceneCount).toBe(6);
    expect(requestedRoutes(fetchStub).filter((route) => route.startsWith('POST'))).toEqual([
      'POST /api/scenes/1/render',
      'POST /api/scenes/2/render',
      'POST /api/scenes/6/render',
    ]);
    // No body, as the spec sends it: the server's defaults apply (1280x720, no burned-in subtitles).
    expect(callsTo(fetchStub, 'POST /api/scenes/1/render').map(([, init]) => init?.body)).toEqual([undefined]);
    expect(queryClient.getQueryData<Job[]>(queryKeys.jobs(3))?.map((job) => job.id)).toContain(queuedJob.id);
  });
});

describe('useRenderScene', () => {
  it('remembers the queued job so its card shows it at once, and refreshes the scenes', async () => {
    const job = renderJob(8);
    stubFetch({ 'POST /api/scenes/8/render': reply(job, 202) });
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.jobs(3), []);
    queryClient.setQueryData(queryKeys.scenes(3), []);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useRenderScene(), { wrapper });

    await act(() => result.current.mutateAsync({ scene: { id: 8, projectId: 3 } }));

    expect(queryClient.getQueryData(queryKeys.jobs(3))).toEqual([job]);
    expect(queryClient.getQueryState(queryKeys.scenes(3))?.isInvalidated).toBe(true);
  });
});

describe('fetchSceneTimeline', () => {
  it('rejects an answer that is not a timeline', async () => {
    stubFetch({ 'GET /api/scenes/4/timeline': reply({ sceneId: 4 }) });

    await expect(fetchSceneTimeline(4)).rejects.toThrow();
  });
});
