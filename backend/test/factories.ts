import type { Character, CreateCharacter } from '@studio/contracts/characters';
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

export const newCharacter = (http: TestAgent, projectId: number, overrides: Partial<CreateCharacter> = {}) =>
  create<Character>(http, '/api/characters', { name: `Character ${next()}`, projectId, ...overrides });

export const newSet = (http: TestAgent, projectId: number, overrides: Partial<CreateSet> = {}) =>
  create<StudioSet>(http, '/api/sets', { name: `Set ${next()}`, type: 'farm', projectId, ...overrides });

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
