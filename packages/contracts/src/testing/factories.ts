import type { Character } from '../characters';
import type { Job } from '../jobs';
import type { MusicTrack } from '../music';
import type { ProjectOverview } from '../overview';
import type { Project } from '../projects';
import type { Scene } from '../scenes';
import type { StudioSet } from '../sets';
import type { StudioStatus } from '../status';
import { AUTOMATIC_LINE_DIRECTION, type VoiceLine } from '../voice-lines';

// Test data builders: contract-shaped defaults, each field overridable.
let nextId = 1;
const id = () => nextId++;

export const buildProject = (overrides: Partial<Project> = {}): Project => ({
  id: id(),
  name: 'Taco Truck Heist',
  description: 'A heist film set around a taco truck.',
  ...overrides,
});

export const buildCharacter = (overrides: Partial<Character> = {}): Character => ({
  id: id(),
  name: 'Captain Salsa',
  description: null,
  projectId: 1,
  status: 'pending',
  modelPath: null,
  referenceImagePath: null,
  isPirate: false,
  voice: { voice: 'en-us+m3', pitch: 50, rate: 170 },
  ...overrides,
});

export const buildSet = (overrides: Partial<StudioSet> = {}): StudioSet => ({
  id: id(),
  name: 'Old Farm',
  description: null,
  type: 'farm',
  projectId: 1,
  status: 'pending',
  scenePath: null,
  oceanType: null,
  kind: 'farm',
  ...overrides,
});

export const buildMusicTrack = (overrides: Partial<MusicTrack> = {}): MusicTrack => ({
  id: id(),
  name: 'Neon Chase',
  style: 'synthwave',
  description: null,
  mood: null,
  projectId: 1,
  status: 'pending',
  filePath: null,
  ...overrides,
});

export const buildScene = (overrides: Partial<Scene> = {}): Scene => ({
  id: id(),
  name: 'Opening Scene',
  description: 'The crew meets at dawn.',
  projectId: 1,
  setId: null,
  musicId: null,
  timeOfDay: null,
  weather: null,
  pace: null,
  characters: [],
  voiceLineCount: 0,
  status: 'pending',
  renderedPath: null,
  posterPath: null,
  subtitlesPath: null,
  renderOutdated: false,
  updatedAt: '2026-11-21T12:00:00.000Z',
  ...overrides,
});

export const buildVoiceLine = (overrides: Partial<VoiceLine> = {}): VoiceLine => ({
  id: id(),
  sceneId: null,
  characterId: 1,
  text: 'Ahoy there!',
  status: 'pending',
  filePath: null,
  ...AUTOMATIC_LINE_DIRECTION,
  ...overrides,
});

export const buildServiceStatus = (overrides: Partial<StudioStatus> = {}): StudioStatus => ({
  openai: false,
  meshy: false,
  elevenlabs: false,
  local: { voice: true, music: true, models: true },
  engines: { voice: 'espeak-ng (WASM)', music: 'local synthesizer', models: 'local model builder' },
  ...overrides,
});

export const buildOverview = (overrides: Partial<ProjectOverview> = {}): ProjectOverview => ({
  project: buildProject({ id: 1 }),
  characters: [],
  sets: [],
  music: [],
  voiceLines: [],
  scenes: [],
  sceneCharacters: [],
  ...overrides,
});

export const buildJob = (overrides: Partial<Job> = {}): Job => ({
  id: id(),
  type: 'character.model',
  target: { type: 'character', id: 1 },
  projectId: 1,
  state: 'queued',
  progress: 0,
  stage: null,
  error: null,
  result: null,
  attempts: 0,
  createdAt: '2026-11-21T12:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  updatedAt: '2026-11-21T12:00:00.000Z',
  ...overrides,
});
