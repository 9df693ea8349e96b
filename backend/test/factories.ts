import { setTimeout as delay } from 'node:timers/promises';
import type { Character, CreateCharacter } from '@studio/contracts/characters';
import { jobListSchema, jobSchema } from '@studio/contracts/jobs';
import type { CreateMusicTrack, MusicTrack } from '@studio/contracts/music';
import type { CreateProject, Project } from '@studio/contracts/projects';
import type { SceneCharacter } from '@studio/contracts/scene-characters';
import type { CreateScene, Scene } from '@studio/contracts/scenes';
import type { CreateSet, StudioSet } from '@studio/contracts/sets';
import type { CreateVoiceLine, VoiceLine } from '@studio/contracts/voice-lines';
import type { TestAgent } from './auth-agent';
import { settledVoiceLine } from './voice-lines';

let sequence = 0;
const next = () => (sequence += 1);

/** POSTs `body` and returns the created resource; fails the test with the response if not 201. */
async function create<T>(http: TestAgent, path: string, body: object): Promise<T> {
  const response = await http.post(path).send(body);
  if (response.status !== 201) {
    throw new Error(`POST ${path} ${JSON.stringify(body)} -> ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body as T;
}

export const newProject = (http: TestAgent, overrides: Partial<CreateProject> = {}) =>
  create<Project>(http, '/api/projects', {
    name: `Project ${next()}`,
    description: 'A project made by the test factories.',
    ...overrides,
  });

/**
 * The character or set once the model job its creation queued (with the local engine) has
 * finished; as created when none was queued (a cloud engine, or an app without the models module).
 */
export async function settledModelOf<T extends { id: number; projectId: number }>(http: TestAgent, kind: 'character' | 'set', created: T, timeoutMs = 30_000): Promise<T> {
  const jobs = jobListSchema.parse((await http.get('/api/jobs').query({ projectId: created.projectId }).expect(200)).body);
  const job = jobs.find((candidate) => candidate.type === `${kind}.model` && candidate.target.id === created.id);
  if (!job) return created;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { state } = jobSchema.parse((await http.get(`/api/jobs/${job.id}`).expect(200)).body);
    if (state === 'complete' || state === 'failed') return (await http.get(`/api/${kind}s/${created.id}`).expect(200)).body as T;
    if (Date.now() > deadline) throw new Error(`The model job ${job.id} of ${kind} ${created.id} still ${state} after ${timeoutMs} ms`);
    await delay(25);
  }
}

/** Creates a character without waiting for the model its creation may queue (for apps whose jobs stay queued). */
export const newQueuedCharacter = (http: TestAgent, projectId: number, overrides: Partial<CreateCharacter> = {}) =>
  create<Character>(http, '/api/characters', { name: `Character ${next()}`, projectId, ...overrides });

/** Creates a character and waits for the model its creation queued, so later steps see a settled character. */
export const newCharacter = async (http: TestAgent, projectId: number, overrides: Partial<CreateCharacter> = {}) =>
  settledModelOf(http, 'character', await newQueuedCharacter(http, projectId, overrides));

/** Creates a set without waiting for the model its creation may queue (for apps whose jobs stay queued). */
export const newQueuedSet = (http: TestAgent, projectId: number, overrides: Partial<CreateSet> = {}) =>
  create<StudioSet>(http, '/api/sets', { name: `Set ${next()}`, type: 'farm', projectId, ...overrides });

/** Creates a set and waits for the model its creation queued, so later steps see a settled set. */
export const newSet = async (http: TestAgent, projectId: number, overrides: Partial<CreateSet> = {}) =>
  settledModelOf(http, 'set', await newQueuedSet(http, projectId, overrides));

/** Polls the track until its composition job has settled (complete or failed) and returns it. */
export async function settledMusicTrack(http: TestAgent, id: number, timeoutMs = 20_000): Promise<MusicTrack> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const track = (await http.get(`/api/music/${id}`).expect(200)).body as MusicTrack;
    if (track.status === 'complete' || track.status === 'failed') return track;
    if (Date.now() > deadline) throw new Error(`Music track ${id} still ${track.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Creates a track without waiting for its composition (for apps whose jobs stay queued). */
export const newQueuedMusicTrack = (http: TestAgent, projectId: number, overrides: Partial<CreateMusicTrack> = {}) =>
  create<MusicTrack>(http, '/api/music', { name: `Track ${next()}`, style: '80s-rock', projectId, ...overrides });

/** Creates a track and waits for its composition, so later steps see a settled track. */
export const newMusicTrack = async (http: TestAgent, projectId: number, overrides: Partial<CreateMusicTrack> = {}) =>
  settledMusicTrack(http, (await newQueuedMusicTrack(http, projectId, overrides)).id);

export const newScene = (http: TestAgent, projectId: number, overrides: Partial<CreateScene> = {}) =>
  create<Scene>(http, '/api/scenes', { name: `Scene ${next()}`, projectId, ...overrides });

/** Creates a line without waiting for its synthesis (for apps whose jobs stay queued). */
export const newQueuedVoiceLine = (http: TestAgent, characterId: number, overrides: Partial<CreateVoiceLine> = {}) =>
  create<VoiceLine>(http, '/api/voicelines', { characterId, text: `Line ${next()}`, ...overrides });

/** Creates a line and returns it once its synthesis job has finished (so later reads match it). */
export const newVoiceLine = async (http: TestAgent, characterId: number, overrides: Partial<CreateVoiceLine> = {}) =>
  settledVoiceLine(http, (await newQueuedVoiceLine(http, characterId, overrides)).id);

export const linkCharacter = (http: TestAgent, sceneId: number, characterId: number) =>
  create<SceneCharacter>(http, '/api/scene-characters', { sceneId, characterId });

/** A new character cast in a new scene with one line there: what deleting the character, the scene or the project must clean up. */
export async function newCastScene(http: TestAgent, projectId: number, sceneOverrides: Partial<CreateScene> = {}) {
  const character = await newCharacter(http, projectId);
  const scene = await newScene(http, projectId, sceneOverrides);
  await linkCharacter(http, scene.id, character.id);
  const line = await newVoiceLine(http, character.id, { sceneId: scene.id });
  return { character, scene, line };
}
