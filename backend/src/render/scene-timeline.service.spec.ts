import type { Vector3 } from '@studio/contracts/timeline';
import { bodyBox, DEFAULT_CHARACTER_HEIGHT, headBox, type OrientedBox, STAND_IN_HEIGHT } from '@studio/scene-timeline/body';
import { ESTABLISHING_SECONDS, LINE_PAUSE_SECONDS } from '@studio/scene-timeline/scene-timeline';
import { markNamed } from '@studio/scene-timeline/set-marks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fake } from '../../test/fakes';
import { wavBytes } from '../../test/media-files';
import type { CharacterEntity, CharactersRepository } from '../characters';
import { loadAppConfig } from '../config';
import { buildCharacterModel } from '../engines/meshes/character-model';
import type { Node as GltfNode } from '@gltf-transform/core';
import type { GltfBuilder } from '../engines/meshes/gltf-builder';
import { MediaStorage } from '../media';
import type { MusicTrackEntity, MusicTracksRepository } from '../music';
import type { SceneCharacterEntity, SceneCharactersRepository } from '../scene-characters';
import { SceneNotFoundError, type SceneEntity, type ScenesRepository } from '../scenes';
import type { SetEntity, SetsRepository } from '../sets';
import { newDirectionColumns, type VoiceLineEntity, type VoiceLinesRepository } from '../voice-lines';
import { AssetGenerationFailedError, AssetWaitTimeoutError, SceneNotReadyError, UnreadableAudioError } from './render.errors';
import { SceneTimelineService } from './scene-timeline.service';

const sceneRow = (overrides: Partial<SceneEntity> = {}): SceneEntity => ({
  id: 5,
  name: 'The Galley',
  description: null,
  projectId: 1,
  status: 'draft',
  setId: 20,
  musicId: 30,
  timeOfDay: null,
  weather: null,
  pace: null,
  renderedPath: null,
  posterPath: null,
  subtitlesPath: null,
  renderedKey: null,
  updatedAt: new Date('2026-11-20T10:00:00Z'),
  ...overrides,
});

const setRow = (overrides: Partial<SetEntity> = {}): SetEntity => ({
  id: 20,
  name: 'Harbour Street',
  description: null,
  projectId: 1,
  status: 'complete',
  type: 'street',
  scenePath: null,
  oceanType: 'calm',
  kind: null,
  ...overrides,
});

const trackRow = (overrides: Partial<MusicTrackEntity> = {}): MusicTrackEntity => ({
  id: 30,
  name: 'Sea Shanty',
  description: null,
  projectId: 1,
  status: 'complete',
  style: '80s-rock',
  mood: null,
  filePath: null,
  ...overrides,
});

const characterRow = (id: number, name: string, overrides: Partial<CharacterEntity> = {}): CharacterEntity => ({
  id,
  name,
  description: null,
  projectId: 1,
  status: 'complete',
  modelPath: null,
  referenceImagePath: null,
  isPirate: true,
  voiceName: null,
  voicePitch: null,
  voiceRate: null,
  ...overrides,
});

const lineRow = (id: number, characterId: number, text: string, overrides: Partial<VoiceLineEntity> = {}): VoiceLineEntity => ({
  id,
  sceneId: 5,
  characterId,
  text,
  status: 'complete',
  filePath: null,
  phonemes: null,
  ...newDirectionColumns({}),
  ...overrides,
});

const link = (characterId: number): SceneCharacterEntity => ({ sceneId: 5, characterId });

/** What the scene's rows are; each reader answers from here, so a spec may change them between calls. */
interface SceneRows {
  scenes: SceneEntity[];
  sets: SetEntity[];
  tracks: MusicTrackEntity[];
  links: SceneCharacterEntity[];
  characters: CharacterEntity[];
  lines: VoiceLineEntity[];
}

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'scene-timeline-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function setup(rows: Partial<SceneRows> = {}) {
  const data: SceneRows = { scenes: [sceneRow()], sets: [], tracks: [], links: [], characters: [], lines: [], ...rows };
  const media = new MediaStorage(loadAppConfig({ DATA_DIR: dataDir }));
  const byId = <T extends { id: number }>(list: () => T[]) => async (id: number) => list().find((row) => row.id === id) ?? null;
  const service = new SceneTimelineService(
    fake<ScenesRepository>('ScenesRepository', { findById: byId(() => data.scenes) }),
    fake<SetsRepository>('SetsRepository', { findById: byId(() => data.sets) }),
    fake<MusicTracksRepository>('MusicTracksRepository', { findById: byId(() => data.tracks) }),
    fake<SceneCharactersRepository>('SceneCharactersRepository', { listByScene: async (sceneId) => data.links.filter((row) => row.sceneId === sceneId) }),
    fake<CharactersRepository>('CharactersRepository', { findByIds: async (ids) => data.characters.filter((row) => ids.includes(row.id)) }),
    fake<VoiceLinesRepository>('VoiceLinesRepository', { listByScene: async (sceneId) => data.lines.filter((row) => row.sceneId === sceneId) }),
    media,
  );
  /** Writes a WAV of `seconds` for the owner and returns its /media URL. */
  const wav = async (owner: 'voice-lines' | 'music', id: number, seconds: number) => media.save(owner, id, 'audio', 'wav', wavBytes({ seconds }));
  return { service, data, media, wav };
}

/** The scene's length from its lines' lengths: an establishing shot, then each line with a pause around it. */
const sceneSeconds = (...lines: number[]) => ESTABLISHING_SECONDS + lines.reduce((sum, seconds) => sum + seconds + LINE_PAUSE_SECONDS, 0);

describe('SceneTimelineService', () => {
  describe('a ready scene', () => {
    it('builds the timeline from the set, the measured track, the cast and the lines in order', async () => {
      const { service, data, media, wav } = setup();
      const setModel = await media.save('sets', 20, 'scene', 'glb', Buffer.from('glTF'));
      const annModel = await media.save('characters', 1, 'model', 'glb', Buffer.from('glTF'));
      data.sets = [setRow({ scenePath: setModel })];
      data.tracks = [trackRow({ filePath: await wav('music', 30, 2) })];
      data.links = [link(1), link(2)];
      // Character 3 speaks without being linked to the scene: it is cast all the same.
      data.characters = [characterRow(1, 'Anne', { modelPath: annModel }), characterRow(2, 'Jack', { modelPath: '/placeholders/pirate.glb' }), characterRow(3, 'Mary')];
      data.lines = [
        lineRow(11, 2, 'Ahoy!', { filePath: await wav('voice-lines', 11, 1) }),
        lineRow(12, 3, 'Land ho!', { filePath: await wav('voice-lines', 12, 0.5) }),
      ];

      const { scene, timeline } = await service.load(5);

      expect(scene).toBe(data.scenes[0]);
      expect(timeline).toMatchObject({
        sceneId: 5,
        sceneName: 'The Galley',
        durationSeconds: sceneSeconds(1, 0.5),
        set: { id: 20, name: 'Harbour Street', type: 'street', oceanType: 'calm', kind: 'street', modelUrl: setModel },
      });
      expect(timeline.blocking.map(({ characterId, name, modelUrl }) => [characterId, name, modelUrl])).toEqual([
        [1, 'Anne', annModel],
        [2, 'Jack', null],
        [3, 'Mary', null],
      ]);
      expect(timeline.audio.voices.map(({ lineId, characterId, url, start, end }) => [lineId, characterId, url, end - start])).toEqual([
        [11, 2, data.lines[0].filePath, 1],
        [12, 3, data.lines[1].filePath, 0.5],
      ]);
      expect(timeline.subtitles.map(({ speaker, text }) => [speaker, text])).toEqual([
        ['Jack', 'Ahoy!'],
        ['Mary', 'Land ho!'],
      ]);
      expect(timeline.audio.music).toMatchObject({ trackId: 30, name: 'Sea Shanty', url: data.tracks[0].filePath, sourceDurationSeconds: 2, fit: 'loop' });
      expect(await service.timeline(5)).toEqual(timeline);
    });

    it("plays the scene at its own time of day and weather, or at what its name and description say", async () => {
      const { service, data, wav } = setup();
      data.sets = [setRow()];
      data.tracks = [trackRow({ filePath: await wav('music', 30, 1) })];
      data.links = [link(1)];
      data.characters = [characterRow(1, 'Anne')];
      data.lines = [lineRow(11, 1, 'Yo ho.', { filePath: await wav('voice-lines', 11, 0.25) })];
      data.scenes = [sceneRow({ timeOfDay: 'dawn', weather: 'snow' })];
      expect(await service.timeline(5)).toMatchObject({ timeOfDay: 'dawn', weather: 'snow' });
      data.scenes = [sceneRow({ name: 'EXT. HARBOUR - NIGHT', description: 'Rain lashes the deck.' })];
      expect(await service.timeline(5)).toMatchObject({ timeOfDay: 'night', weather: 'rain' });
    });

    it("acts each line as its direction says, aiming at the cast member its target names", async () => {
      const { service, data, wav } = setup();
      data.sets = [setRow()];
      data.tracks = [trackRow({ filePath: await wav('music', 30, 1) })];
      data.links = [link(1), link(2), link(3)];
      data.characters = [characterRow(1, 'Anne'), characterRow(2, 'Jack'), characterRow(3, 'Máry')];
      data.lines = [
        // One name comparison: case, spaces and accents aside.
        lineRow(11, 1, 'Yo ho.', { filePath: await wav('voice-lines', 11, 1), emotion: 'angry', intensity: 0.9, action: 'point', actionTarget: ' mary ' }),
        lineRow(12, 2, 'Yo ho.', { filePath: await wav('voice-lines', 12, 1), emotion: 'sad', intensity: 0.3, action: 'point', actionTarget: 'the lamp' }),
      ];
      const { timeline } = await service.load(5);
      const speaking = (lineId: number) => timeline.performances.find((performance) => performance.lineId === lineId && performance.role === 'speaker')!;
      expect(speaking(11)).toMatchObject({ emotion: 'angry', intensity: 0.9, action: { name: 'point', targetId: 3 } });
      // A thing is not one of the cast: the performer aims on their own.
      expect(speaking(12)).toMatchObject({ emotion: 'sad', intensity: 0.3, action: { name: 'point', targetId: null } });
    });

    it('walks a performer to the thing of the set that the target or the parenthetical names, else to the one addressed', async () => {
      const { service, data, wav } = setup();
      data.sets = [setRow({ name: 'The Kitchen', type: 'apartment', oceanType: null, kind: 'kitchen' })];
      data.tracks = [trackRow({ filePath: await wav('music', 30, 1) })];
      data.links = [link(1), link(2)];
      data.characters = [characterRow(1, 'Anne'), characterRow(2, 'Jack')];
      data.lines = [
        lineRow(11, 1, 'Look.', { filePath: await wav('voice-lines', 11, 1), action: 'walk-to', actionTarget: 'the window' }),
        lineRow(12, 2, 'What?', { filePath: await wav('voice-lines', 12, 1), action: 'walk-to', parenthetical: 'crosses to the counter' }),
        lineRow(13, 1, 'Come.', { filePath: await wav('voice-lines', 13, 1), action: 'walk-to', actionTarget: 'the moon' }),
      ];
      const { timeline } = await service.load(5);
      const walkOf = (lineId: number) => timeline.movements.find((movement) => movement.lineId === lineId && movement.kind === 'walk')!;
      expect(walkOf(11).to.position).toEqual(markNamed(timeline.set, 'window')!.position);
      expect(walkOf(12).to.position).toEqual(markNamed(timeline.set, 'counter')!.position);
      // Nothing of the set by that name: the walk goes to the one addressed, a metre short of them.
      const jack = walkOf(12).to.position;
      const anne = walkOf(13).to.position;
      expect(Math.hypot(anne[0] - jack[0], anne[2] - jack[2])).toBeCloseTo(1, 2);
    });

    it('draws a set without its own model bare', async () => {
      const { service, data, wav } = setup();
      data.sets = [setRow({ scenePath: '/placeholders/street.glb' })];
      data.tracks = [trackRow({ filePath: await wav('music', 30, 1) })];
      data.links = [link(1)];
      data.characters = [characterRow(1, 'Anne')];
      data.lines = [lineRow(11, 1, 'Yo ho.', { filePath: await wav('voice-lines', 11, 0.25) })];
      const { timeline } = await service.load(5);
      expect(timeline.set.modelUrl).toBeNull();
    });

    // The one readiness rule (packages/scene-timeline/src/readiness.ts): a chosen score whose audio
    // is not there is missing, as the director and the Scene Rendering badge always said; the gate
    // used to render it as silence, a film without the music the user chose.
    it('refuses a track not composed yet, naming it', async () => {
      const { service, data, wav } = setup();
      data.sets = [setRow()];
      data.tracks = [trackRow({ filePath: null, status: 'generating' })];
      data.links = [link(1)];
      data.characters = [characterRow(1, 'Anne')];
      data.lines = [lineRow(11, 1, 'Yo ho.', { filePath: await wav('voice-lines', 11, 0.25) })];
      const error = await service.load(5).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SceneNotReadyError);
      expect((error as SceneNotReadyError).missing).toEqual(['Sea Shanty']);
    });
  });

  describe("the cast's heights, for the framing", () => {
    /** Characters whose models the local model engine builds short, typical, tall, burly with a chef's hat, and a pirate captain in a tricorn. */
    const LOOKS = [
      { name: 'Pip', description: 'a short kid', isPirate: false },
      { name: 'Ann', description: null, isPirate: false },
      { name: 'Tom', description: 'a tall lanky farmer', isPirate: false },
      { name: 'Big Sal', description: 'a big burly chef', isPirate: false },
      { name: 'Cpt Reed', description: 'the captain in a long coat', isPirate: true },
    ];
    const HATS = new Set(['Hat']);
    /** Bones of the head and everything on it (face, hair, glasses…); hats are left out by their node's name. */
    const HEAD_BONES = new Set(['head', 'jaw', 'leftEye', 'rightEye']);
    /** Arms rest in an A-pose, reaching past the body box; the player lowers them (packages/scene-timeline/src/rig.ts). */
    const isArm = (bone: string) => /Arm|Hand/.test(bone);

    /** Every vertex of the model's skinned meshes at rest in the model's space, by its node and the bone that moves it most. */
    const verticesOf = (model: GltfBuilder) =>
      model.document
        .getRoot()
        .listNodes()
        .flatMap((node) => {
          const mesh = node.getMesh();
          const bones = node.getSkin()?.listJoints().map((joint: GltfNode) => joint.getName());
          if (!mesh || !bones) return [];
          return mesh.listPrimitives().flatMap((primitive) => {
            const positions = primitive.getAttribute('POSITION')!;
            const [joints, weights] = [primitive.getAttribute('JOINTS_0')!, primitive.getAttribute('WEIGHTS_0')!];
            return Array.from({ length: positions.getCount() }, (_, index) => {
              const weight = weights.getElement(index, [0, 0, 0, 0]);
              const bone = bones[joints.getElement(index, [0, 0, 0, 0])[weight.indexOf(Math.max(...weight))]];
              return { part: node.getName(), onHead: HEAD_BONES.has(bone), arm: isArm(bone), point: positions.getElement(index, [0, 0, 0]) as Vector3 };
            });
          });
        });

    async function castWithModels() {
      const { service, data, media, wav } = setup();
      const models = LOOKS.map((look) => buildCharacterModel(look));
      data.sets = [setRow()];
      data.tracks = [trackRow({ filePath: await wav('music', 30, 1) })];
      data.characters = await Promise.all(
        LOOKS.map(async (look, index) =>
          characterRow(index + 1, look.name, { description: look.description, isPirate: look.isPirate, modelPath: await media.save('characters', index + 1, 'model', 'glb', await models[index].toGlb()) }),
        ),
      );
      data.links = data.characters.map((character) => link(character.id));
      data.lines = [lineRow(11, 1, 'Ahoy!', { filePath: await wav('voice-lines', 11, 0.25) })];
      return { timeline: (await service.load(5)).timeline, models };
    }

    it("gives each character the height of their model's head, measured on its GLB, hats aside", async () => {
      const { timeline, models } = await castWithModels();
      const crowns = models.map((model) => Math.max(...verticesOf(model).filter(({ part, onHead }) => onHead && !HATS.has(part)).map(({ point }) => point[1])));
      // Measured from the eyes: a head without hair (bald, or under a chef's hat) is a centimetre lower than that says.
      timeline.blocking.forEach((mark, index) => expect(Math.abs(mark.height - crowns[index])).toBeLessThan(0.015));
      // Short and tall differ by 40 cm: one typical height would put a short character's head far down a close shot.
      expect(crowns[2] - crowns[0]).toBeGreaterThan(0.35);
    });

    it("keeps each model's head inside the framing's head box and the rest inside its body box", async () => {
      const { timeline, models } = await castWithModels();
      /** How far (metres) each part reaches out of its box, where it does. */
      const outside = new Map<string, number>();
      models.forEach((model, index) => {
        // The boxes of the character standing at the origin, facing the camera, as the model was built.
        const mark = { ...timeline.blocking[index], position: [0, 0, 0] as Vector3, facing: 0 };
        const [head, body] = [headBox(mark), bodyBox(mark)];
        const beyond = (box: OrientedBox, point: Vector3) => Math.max(...point.map((value, axis) => Math.abs(value - box.centre[axis]) - box.halfSize[axis]));
        for (const { part, onHead, arm, point } of verticesOf(model)) {
          if (HATS.has(part) || arm) continue;
          // The head in its own box (the framing places it by that box); the neck may reach into it from the body, and long hair hang below it.
          const belowChin = point[1] < head.centre[1] - head.halfSize[1];
          const worst = onHead && !belowChin ? beyond(head, point) : Math.min(beyond(head, point), beyond(body, point));
          // A centimetre of slack: the boxes are for framing, not for collisions.
          if (worst > 0.01) outside.set(`${LOOKS[index].name} ${part}`, Math.max(outside.get(`${LOOKS[index].name} ${part}`) ?? 0, worst));
        }
      });
      expect(Object.fromEntries(outside)).toEqual({});
    });

    it("falls back to a typical height for a model it cannot measure, and the stand-in's for a character without one", async () => {
      const { service, data, media, wav } = setup();
      data.sets = [setRow()];
      data.tracks = [trackRow({ filePath: await wav('music', 30, 1) })];
      data.characters = [characterRow(1, 'Anne', { modelPath: await media.save('characters', 1, 'model', 'glb', Buffer.from('glTF')) }), characterRow(2, 'Jack')];
      data.links = [link(1), link(2)];
      data.lines = [lineRow(11, 1, 'Ahoy!', { filePath: await wav('voice-lines', 11, 0.25) })];
      const { timeline } = await service.load(5);
      expect(timeline.blocking.map((mark) => mark.height)).toEqual([DEFAULT_CHARACTER_HEIGHT, STAND_IN_HEIGHT]);
    });
  });

  describe('a scene that cannot have a timeline', () => {
    it('404s a scene that does not exist', async () => {
      const { service } = setup({ scenes: [] });
      await expect(service.load(5)).rejects.toThrow(SceneNotFoundError);
    });

    it('names everything an empty scene lacks', async () => {
      const { service } = setup({ scenes: [sceneRow({ setId: null, musicId: null })] });
      const error = await service.load(5).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SceneNotReadyError);
      expect((error as SceneNotReadyError).missing).toEqual(['a set for The Galley', 'a music track for The Galley', 'a character in The Galley', 'a voice line in The Galley']);
    });

    it('counts a set or track that was deleted as missing', async () => {
      // The scene still names set 20 and track 30, but neither row is there any more.
      const { service, data, wav } = setup({ links: [link(1)], characters: [characterRow(1, 'Anne')] });
      data.lines = [lineRow(11, 1, 'Hi.', { filePath: await wav('voice-lines', 11, 0.25) })];
      const error = await service.load(5).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SceneNotReadyError);
      expect((error as SceneNotReadyError).missing).toEqual(['a set for The Galley', 'a music track for The Galley']);
    });

    it('names the lines not spoken yet, their long texts shortened', async () => {
      const long = 'Fifteen men on the dead man’s chest, yo ho ho and a bottle of rum!';
      const { service, data, wav } = setup({
        sets: [setRow()],
        links: [link(1)],
        characters: [characterRow(1, 'Anne')],
        lines: [lineRow(11, 1, 'Ahoy!', { filePath: null, status: 'generating' }), lineRow(12, 1, long, { filePath: '/placeholders/silence.wav' })],
      });
      data.tracks = [trackRow({ filePath: await wav('music', 30, 1) })];
      const error = await service.load(5).catch((caught: unknown) => caught);
      expect((error as SceneNotReadyError).missing).toEqual(["Anne's line 'Ahoy!'", `Anne's line '${long.slice(0, 39)}…'`]);
    });

    it('refuses a line whose audio file cannot be read', async () => {
      const { service, data, wav } = setup({
        sets: [setRow()],
        links: [link(1)],
        characters: [characterRow(1, 'Anne')],
        lines: [lineRow(11, 1, 'Ahoy!', { filePath: '/media/voice-lines/11/gone.wav' })],
      });
      data.tracks = [trackRow({ filePath: await wav('music', 30, 1) })];
      await expect(service.load(5)).rejects.toThrow(UnreadableAudioError);
      await expect(service.load(5)).rejects.toThrow(/Cannot read the audio at \/media\/voice-lines\/11\/gone\.wav/);
    });
  });

  describe('waiting for the audio being made', () => {
    const readyButUnspoken = () =>
      setup({
        sets: [setRow()],
        tracks: [trackRow({ filePath: null, status: 'generating' })],
        links: [link(1)],
        characters: [characterRow(1, 'Anne')],
        lines: [lineRow(11, 1, 'Ahoy!', { filePath: null, status: 'generating' })],
      });

    it('waits while lines and the track are generating, then builds the timeline', async () => {
      const { service, data, wav } = readyButUnspoken();
      const waits: string[][] = [];
      const line = await wav('voice-lines', 11, 0.25);
      const track = await wav('music', 30, 1);
      const { timeline } = await service.loadWhenGenerated(5, {
        timeoutMs: 10_000,
        onWait: (waitingFor) => {
          waits.push(waitingFor);
          // The synthesis and the composition finish while the render waits.
          data.lines = [lineRow(11, 1, 'Ahoy!', { filePath: line })];
          data.tracks = [trackRow({ filePath: track })];
        },
      });
      expect(waits).toEqual([["line 'Ahoy!'", "track 'Sea Shanty'"]]);
      expect(timeline.audio.voices.map((voice) => voice.url)).toEqual([line]);
      expect(timeline.audio.music?.url).toBe(track);
    });

    it('waits for a line being spoken again, then draws its new voice, not the old file', async () => {
      const { service, data, wav } = readyButUnspoken();
      const old = await wav('voice-lines', 11, 0.25);
      const respoken = await wav('voice-lines', 11, 0.5);
      const track = await wav('music', 30, 1);
      data.tracks = [trackRow({ filePath: track })];
      data.lines = [lineRow(11, 1, 'Ahoy there!', { filePath: old, status: 'in_progress' })];
      const waits: string[][] = [];
      const { timeline } = await service.loadWhenGenerated(5, {
        timeoutMs: 10_000,
        onWait: (waitingFor) => {
          waits.push(waitingFor);
          data.lines = [lineRow(11, 1, 'Ahoy there!', { filePath: respoken })];
        },
      });
      expect(waits).toEqual([["line 'Ahoy there!'"]]);
      expect(timeline.audio.voices.map((voice) => voice.url)).toEqual([respoken]);
    });

    it('fails at once when some of it failed, naming it', async () => {
      const { service, data } = readyButUnspoken();
      data.lines = [lineRow(11, 1, 'Ahoy!', { status: 'failed' })];
      const onWait = jest.fn();
      await expect(service.loadWhenGenerated(5, { timeoutMs: 10_000, onWait })).rejects.toThrow(AssetGenerationFailedError);
      await expect(service.loadWhenGenerated(5, { timeoutMs: 10_000, onWait })).rejects.toThrow("line 'Ahoy!' failed");
      expect(onWait).not.toHaveBeenCalled();
    });

    it('gives up after the timeout, naming what it still waited for', async () => {
      const { service } = readyButUnspoken();
      const error = await service.loadWhenGenerated(5, { timeoutMs: 0, onWait: () => undefined }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AssetWaitTimeoutError);
      expect((error as Error).message).toBe("the scene's media was still being made after 0 s: line 'Ahoy!', track 'Sea Shanty'");
    });

    it('404s a scene that is gone', async () => {
      const { service } = setup({ scenes: [] });
      await expect(service.loadWhenGenerated(5, { timeoutMs: 0, onWait: () => undefined })).rejects.toThrow(SceneNotFoundError);
    });
  });
});
