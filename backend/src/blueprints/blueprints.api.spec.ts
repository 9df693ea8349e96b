import { Document, NodeIO } from '@gltf-transform/core';
import { createdProjectSchema, projectBlueprintSchema, type ProjectBlueprintInput } from '@studio/contracts/blueprints';
import { jobListSchema } from '@studio/contracts/jobs';
import { projectOverviewSchema } from '@studio/contracts/overview';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { zipOf } from '../../test/archives';
import { encodeWav } from '../engines/audio/wav';
import { MediaStorage } from '../media/media-storage.service';
import { BlueprintsService } from './blueprints.service';
import PIRATE_BLUEPRINT from '../../test/pirate-blueprint.json';
import { useTestApp } from '../../test/test-app';

/** The Pirate Template's kind of blueprint (the soak sends it too); `overrides` replace its parts. */
const pirateBlueprint = (overrides: Partial<ProjectBlueprintInput> = {}): ProjectBlueprintInput => ({
  ...structuredClone(PIRATE_BLUEPRINT as ProjectBlueprintInput),
  ...overrides,
});

describe(`Projects from blueprints (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp();

  const projectCount = async () => ((await ctx.http.get('/api/projects').expect(200)).body as unknown[]).length;

  it('creates the whole project in one call: the scene on its set, with its score, cast and lines; media queued', async () => {
    const created = createdProjectSchema.parse((await ctx.http.post('/api/projects/blueprint').send(pirateBlueprint()).expect(201)).body);
    expect(created.counts).toEqual({ characters: 2, sets: 1, music: 1, voiceLines: 2, scenes: 1 });
    const overview = projectOverviewSchema.parse((await ctx.http.get(`/api/projects/${created.projectId}/overview`).expect(200)).body);
    const [scene] = overview.scenes;
    expect(scene).toMatchObject({ name: 'Opening Scene', setId: overview.sets[0].id, musicId: overview.music[0].id, voiceLineCount: 2 });
    expect(scene.characters.map((character) => character.name)).toEqual(['Captain Redbeard', 'First Mate Anne']);
    expect(overview.sets[0]).toMatchObject({ oceanType: 'stormy', type: 'farm' });
    expect(overview.music[0]).toMatchObject({ mood: 'adventurous', style: 'orchestral' });
    expect(overview.characters.every((character) => character.isPirate)).toBe(true);
    const jobs = jobListSchema.parse((await ctx.http.get(`/api/jobs?projectId=${created.projectId}`).expect(200)).body);
    expect(jobs.map((job) => job.type).sort()).toEqual(['character.model', 'character.model', 'music.compose', 'set.model', 'voice-line.synthesize', 'voice-line.synthesize']);
  });

  it("carries each line's direction and the scene's pace into the project", async () => {
    const blueprint = pirateBlueprint();
    blueprint.scenes![0].pace = 'calm';
    blueprint.scenes![0].voiceLines = [
      {
        character: 'Captain Redbeard',
        text: 'Arr, hoist the sails!',
        emotion: 'angry',
        intensity: 0.8,
        action: 'point',
        actionTarget: 'the mast',
        parenthetical: 'bellowing',
        camera: { kind: 'over-the-shoulder', subject: 'first mate anne' },
        pauseBefore: 400,
      },
      { character: 'First Mate Anne', text: 'Aye, Captain!', camera: { kind: 'wide', subject: null }, emotion: null },
    ];
    const created = createdProjectSchema.parse((await ctx.http.post('/api/projects/blueprint').send(blueprint).expect(201)).body);
    const overview = projectOverviewSchema.parse((await ctx.http.get(`/api/projects/${created.projectId}/overview`).expect(200)).body);
    const anne = overview.characters.find((character) => character.name === 'First Mate Anne')!;
    expect(overview.scenes[0].pace).toBe('calm');
    expect(overview.voiceLines).toMatchObject([
      { emotion: 'angry', intensity: 0.8, action: 'point', actionTarget: 'the mast', parenthetical: 'bellowing', camera: { kind: 'over-the-shoulder', subjectId: anne.id }, pauseBefore: 400 },
      { emotion: null, intensity: null, action: null, actionTarget: null, parenthetical: null, camera: { kind: 'wide', subjectId: null }, pauseBefore: null },
    ]);

    const before = await projectCount();
    blueprint.scenes![0].voiceLines![1] = { character: 'First Mate Anne', text: 'Aye!', intensity: 2 };
    const refused = await ctx.http.post('/api/projects/blueprint').send(blueprint).expect(400);
    expect(JSON.stringify(refused.body)).toContain('Intensity must be between 0 and 1.');
    expect(await projectCount()).toBe(before);
  });

  it('reports every unresolved name at once and writes nothing', async () => {
    const before = await projectCount();
    const response = await ctx.http
      .post('/api/projects/blueprint')
      .send(
        pirateBlueprint({
          scenes: [{ name: 'Opening Scene', set: 'Nowhere', music: 'Silence', characters: ['Ghost'], voiceLines: [{ character: 'Nobody', text: 'Boo.', camera: { kind: 'close-up', subject: 'Ghost' } }] }],
        }),
      )
      .expect(400);
    expect(response.body.message).toBe(
      "The manifest has 5 problems: scene 'Opening Scene' names set 'Nowhere', which is not in the manifest; scene 'Opening Scene' names music 'Silence', which is not in the manifest; scene 'Opening Scene' names character 'Ghost', who is not in the manifest; a voice line names character 'Nobody', who is not in the manifest; a voice line's shot frames character 'Ghost', who is not in the manifest.",
    );
    await ctx.http.post('/api/projects/blueprint').send(pirateBlueprint({ project: { name: 'X' } })).expect(400);
    expect(await projectCount()).toBe(before);
  });

  it('leaves nothing behind, rows or files, when it fails halfway', async () => {
    const before = await projectCount();
    const media = ctx.app.get(MediaStorage);
    const glb = Buffer.from(await new NodeIO().writeBinary(new Document()));
    const wav = encodeWav({ sampleRate: 22_050, channels: [new Float32Array(2205)] });
    const bundle = await zipOf({
      'manifest.json': Buffer.from(
        JSON.stringify({
          name: 'Half Made',
          characters: [{ name: 'Mara', model_path: 'mara.glb' }],
          sets: [{ name: 'Dock', scene_file: 'dock.glb' }],
          music: [{ scene_name: 'Dockside', mp3_path: 'theme.wav' }],
          scenes: [{ name: 'Dockside', set: 'Dock', characters: ['Mara'] }],
        }),
      ),
      'mara.glb': glb,
      'dock.glb': glb,
      'theme.wav': wav,
    });
    // The bundle's third file (the track's audio) cannot be written; other writes (earlier tests'
    // generation jobs still running) go through.
    const save = media.save.bind(media);
    const failing = jest.spyOn(media, 'save').mockImplementation(async (...args) => {
      if (args[0] === 'music' && args[4].equals(wav)) throw new Error('disk full');
      return save(...args);
    });
    try {
      await ctx.http.post('/api/import/project-manifest').attach('file', bundle, 'half.zip').expect(500);
    } finally {
      failing.mockRestore();
    }
    expect(await projectCount()).toBe(before);
    // No folder of media for a row that does not exist (other tests' rows keep theirs).
    for (const [owner, table] of [['characters', 'characters'], ['sets', 'sets'], ['music', 'music_tracks']] as const) {
      const ids = new Set(((await ctx.dataSource.query(`SELECT id FROM ${table}`)) as { id: number }[]).map((row) => String(row.id)));
      const dir = join(media.root, owner);
      const leftovers = existsSync(dir) ? readdirSync(dir).filter((id) => !ids.has(id) && readdirSync(join(dir, id)).length > 0) : [];
      expect({ owner, leftovers }).toEqual({ owner, leftovers: [] });
    }
  });

  it('merges into a project by name (case and accents aside): what it has stays, only what it lacks is made, all or nothing', async () => {
    const { projectId } = createdProjectSchema.parse((await ctx.http.post('/api/projects/blueprint').send(pirateBlueprint()).expect(201)).body);
    const overview = async () => projectOverviewSchema.parse((await ctx.http.get(`/api/projects/${projectId}/overview`).expect(200)).body);
    // What a merge could change (the media jobs meanwhile change statuses, not this).
    const contents = async () => {
      const { characters, sets, scenes, voiceLines } = await overview();
      return {
        characters: characters.map((row) => row.id),
        sets: sets.map((row) => row.id),
        scenes: scenes.map(({ id, setId, musicId, characters: cast }) => ({ id, setId, musicId, cast })),
        voiceLines: voiceLines.map((row) => row.id),
      };
    };
    const before = await overview();
    const beforeContents = await contents();
    const blueprints = ctx.app.get(BlueprintsService);
    const more = (jim: ProjectBlueprintInput['characters']) =>
      projectBlueprintSchema.parse({
        project: { name: 'Ignored: the project keeps its name' },
        characters: [{ name: 'captain redbéard' }, ...(jim ?? [])],
        sets: [{ name: 'Kraken Reef' }],
        scenes: [
          {
            name: ' OPENING SCENE ',
            set: 'Kraken Reef',
            characters: ['Cabin Boy Jim', 'Captain Redbeard'],
            voiceLines: [
              { character: 'Captain Redbeard', text: 'Arr, hoist the sails!' },
              { character: 'Cabin Boy Jim', text: 'Aye!' },
              { character: 'Cabin Boy Jim', text: 'Aye!' },
            ],
          },
        ],
      });

    // A file that cannot be stored: the merge writes nothing at all.
    const media = ctx.app.get(MediaStorage);
    const failing = jest.spyOn(media, 'save').mockRejectedValue(new Error('disk full'));
    const glb = Buffer.from(await new NodeIO().writeBinary(new Document()));
    try {
      await expect(blueprints.apply(more([{ name: 'Cabin Boy Jim', modelFile: 'jim.glb' }]), new Map([['jim.glb', glb]]), { intoProjectId: projectId })).rejects.toThrow('disk full');
    } finally {
      failing.mockRestore();
    }
    expect(await contents()).toEqual(beforeContents);

    const applied = await blueprints.apply(more([{ name: 'Cabin Boy Jim', description: 'Keeps the ship’s log.' }]), new Map(), { intoProjectId: projectId });
    expect(applied.characters.map(({ created }) => created)).toEqual([false, true]);
    const after = await overview();
    expect(after.project.name).toBe('Black Flag');
    expect(after.characters.map(({ name, description }) => [name, description])).toEqual([
      ['Captain Redbeard', null],
      ['First Mate Anne', null],
      ['Cabin Boy Jim', 'Keeps the ship’s log.'],
    ]);
    // The scene keeps its set (the blueprint's only fills a scene without one) and gains the cast it lacked.
    const [scene] = after.scenes;
    expect(after.scenes).toHaveLength(1);
    expect(scene.setId).toBe(before.scenes[0].setId);
    expect(scene.characters.map((character) => character.name).sort()).toEqual(['Cabin Boy Jim', 'Captain Redbeard', 'First Mate Anne']);
    // The captain's line is his already; each of Jim's two is a line.
    expect(after.voiceLines.map((line) => line.text)).toEqual(['Arr, hoist the sails!', 'Aye, Captain!', 'Aye!', 'Aye!']);
    // Applied again, nothing is made twice.
    const again = await blueprints.apply(more([{ name: 'Cabin Boy Jim' }]), new Map(), { intoProjectId: projectId });
    expect([...again.characters, ...again.sets, ...again.scenes, ...again.voiceLines].some(({ created }) => created)).toBe(false);
  });
});
