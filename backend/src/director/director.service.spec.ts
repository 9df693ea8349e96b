import type { Character } from '@studio/contracts/characters';
import type { MusicTrack } from '@studio/contracts/music';
import type { Project } from '@studio/contracts/projects';
import type { Scene } from '@studio/contracts/scenes';
import type { StudioSet } from '@studio/contracts/sets';
import { buildCharacter, buildMusicTrack, buildProject, buildScene, buildSet, buildVoiceLine } from '@studio/contracts/testing/factories';
import type { VoiceLine } from '@studio/contracts/voice-lines';
import { fake } from '../../test/fakes';
import type { ProjectOverview } from '@studio/contracts/overview';
import type { JobsService } from '../jobs';
import { ProjectNotFoundError } from '../projects';
import type { RenderService } from '../render';
import { SceneNotFoundError } from '../scenes';
import type { ScriptsService } from '../scripts';
import type { DirectorAssetsService } from './director-assets.service';
import { SceneNotInProjectError } from './director.errors';
import { DirectorService } from './director.service';

const project = (id: number): Project => buildProject({ id, name: `Project ${id}`, description: null });

const scene = (overrides: Partial<Scene> = {}): Scene =>
  buildScene({ id: 5, name: 'The Galley', setId: 20, musicId: 30, characters: [{ id: 1, name: 'Anne' }], voiceLineCount: 1, status: 'draft', ...overrides });

const set = (overrides: Partial<StudioSet> = {}): StudioSet =>
  buildSet({ id: 20, name: 'Harbour Street', type: 'street', kind: 'street', status: 'complete', ...overrides });

const track = (overrides: Partial<MusicTrack> = {}): MusicTrack =>
  buildMusicTrack({ id: 30, name: 'Sea Shanty', style: '80s-rock', status: 'complete', filePath: '/media/music/30/audio-1.wav', ...overrides });

const character = (id: number, name: string): Character => buildCharacter({ id, name, status: 'complete', isPirate: true });

const line = (id: number, characterId: number, text: string, overrides: Partial<VoiceLine> = {}): VoiceLine =>
  buildVoiceLine({ id, sceneId: 5, characterId, text, status: 'complete', filePath: `/media/voice-lines/${id}/voice-1.wav`, ...overrides });

/** A project's content as the other modules' services would return it. */
interface Content {
  projects: Project[];
  scenes: Scene[];
  sets: StudioSet[];
  tracks: MusicTrack[];
  characters: Character[];
  lines: VoiceLine[];
}

function setup(content: Partial<Content> = {}) {
  const data: Content = {
    projects: [project(1), project(2)],
    scenes: [scene()],
    sets: [set()],
    tracks: [track()],
    characters: [character(1, 'Anne'), character(2, 'Jack')],
    lines: [line(11, 1, 'Ahoy!')],
    ...content,
  };
  const found = <T extends { id: number }>(rows: T[], id: number, missing: (id: number) => Error): Promise<T> => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? Promise.resolve(row) : Promise.reject(missing(id));
  };
  // The project's overview: everything of the project, as the dashboard reads it.
  const overview = jest.fn(async (projectId: number) => {
    const ofProject = <T extends { projectId: number }>(rows: T[]) => rows.filter((row) => row.projectId === projectId);
    const scenes = ofProject(data.scenes);
    return {
      project: await found(data.projects, projectId, (missing) => new ProjectNotFoundError(missing)),
      characters: ofProject(data.characters),
      sets: ofProject(data.sets),
      music: ofProject(data.tracks),
      scenes,
      voiceLines: data.lines.filter((row) => scenes.some((candidate) => candidate.id === row.sceneId)),
      sceneCharacters: [],
    } as unknown as ProjectOverview;
  });
  const overviewOfScene = jest.fn(async (sceneId: number) => overview((await found(data.scenes, sceneId, (missing) => new SceneNotFoundError(missing))).projectId));
  const service = new DirectorService(
    fake<ScriptsService>('ScriptsService'),
    fake<JobsService>('JobsService'),
    fake<DirectorAssetsService>('DirectorAssetsService', { overview, overviewOfScene }),
    fake<RenderService>('RenderService', { pendingModels: async () => [] }),
  );
  return { service, data, overview };
}

describe('DirectorService readiness', () => {
  describe('of one scene', () => {
    it('is ready when the scene has its set, a composed track, a character and spoken lines', async () => {
      const { service } = setup();
      expect(await service.readiness(1, 5)).toEqual({ success: true, ready: true, message: 'The Galley is ready to render.', missingAssets: [] });
      expect(await service.readinessOfScene(5)).toEqual(await service.readiness(1, 5));
    });

    it("names the speaker of each line not spoken yet from the project's characters, and a track not composed", async () => {
      const { service } = setup({
        tracks: [track({ filePath: null, status: 'generating' })],
        lines: [line(11, 1, 'Ahoy!'), line(12, 2, 'Land ho!', { filePath: null, status: 'failed' }), line(13, 9, 'Who goes there?', { filePath: null })],
      });
      const readiness = await service.readiness(1, 5);
      expect(readiness.ready).toBe(false);
      expect(readiness.missingAssets).toEqual([
        { type: 'score', name: 'Sea Shanty' },
        { type: 'voice', name: 'Jack', line: 'Land ho!' },
        { type: 'voice', name: 'character 9', line: 'Who goes there?' },
      ]);
    });

    it('finds no set or track for a scene that names none', async () => {
      const { service } = setup({ scenes: [scene({ setId: null, musicId: null, characters: [] })], lines: [] });
      const readiness = await service.readinessOfScene(5);
      expect(readiness.missingAssets.map((asset) => asset.type)).toEqual(['set', 'score', 'character', 'voice']);
      expect(readiness.message).toBe('The Galley is not ready to render: 4 assets missing.');
    });

    it('names speakers from the scene’s own project when asked by scene alone', async () => {
      const { service } = setup({
        scenes: [scene({ projectId: 2 })],
        sets: [set({ projectId: 2 })],
        tracks: [track({ projectId: 2 })],
        characters: [character(1, 'Anne'), { ...character(1, 'Ana of project 2'), projectId: 2 }],
        lines: [line(11, 1, 'Ahoy!', { filePath: null })],
      });
      expect((await service.readinessOfScene(5)).missingAssets).toEqual([{ type: 'voice', name: 'Ana of project 2', line: 'Ahoy!' }]);
    });

    it('404s an unknown project, an unknown scene and a scene of another project', async () => {
      const { service } = setup();
      await expect(service.readiness(9, 5)).rejects.toThrow(ProjectNotFoundError);
      await expect(service.readiness(1, 99)).rejects.toThrow(new SceneNotInProjectError(1, 99).message);
      await expect(service.readiness(2, 5)).rejects.toThrow(SceneNotInProjectError);
      await expect(service.readinessOfScene(99)).rejects.toThrow(SceneNotFoundError);
    });

    it('passes on a failure that is not a missing scene', async () => {
      const { service, overview } = setup();
      overview.mockRejectedValueOnce(new Error('database is locked'));
      await expect(service.readiness(1, 5)).rejects.toThrow('database is locked');
    });
  });

  describe('of a whole project', () => {
    it('sorts the scenes into ready and not, and lists what each lacks with its scene', async () => {
      const { service, overview } = setup({
        scenes: [scene(), scene({ id: 6, name: 'The Brig', setId: null }), scene({ id: 7, name: 'Elsewhere', projectId: 2 })],
        lines: [line(11, 1, 'Ahoy!'), line(12, 2, 'Let me out!', { sceneId: 6, filePath: null })],
      });
      const validation = await service.validateProject(1);
      expect(validation.message).toBe('1 of 2 scenes ready to render.');
      expect(validation.validatedAssets.map(({ sceneId, sceneName, ready }) => [sceneId, sceneName, ready])).toEqual([[5, 'The Galley', true]]);
      expect(validation.invalidAssets.map(({ sceneId, sceneName, ready }) => [sceneId, sceneName, ready])).toEqual([[6, 'The Brig', false]]);
      expect(validation.missingAssets).toEqual([
        { type: 'set', name: 'a set for The Brig', sceneName: 'The Brig' },
        { type: 'voice', name: 'Jack', line: 'Let me out!', sceneName: 'The Brig' },
      ]);
      // The project is read once, not once per scene.
      expect(overview).toHaveBeenCalledTimes(1);
    });

    it('says so when the project has no scenes, and counts one scene in the singular', async () => {
      expect((await setup({ scenes: [] }).service.validateProject(1)).message).toBe('The project has no scenes yet.');
      expect((await setup().service.validateProject(1)).message).toBe('1 of 1 scene ready to render.');
      await expect(setup().service.validateProject(9)).rejects.toThrow(ProjectNotFoundError);
    });

    it('counts a scene whose set or track is not in the project as lacking it', async () => {
      const { service } = setup({ sets: [set({ projectId: 2 })], tracks: [track({ projectId: 2 })] });
      const validation = await service.validateProject(1);
      expect(validation.missingAssets.map((asset) => asset.type)).toEqual(['set', 'score']);
    });
  });
});
