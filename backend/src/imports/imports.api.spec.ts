import { importResultSchema, type ProjectManifest } from '@studio/contracts/imports';
import { projectOverviewSchema, type ProjectOverview } from '@studio/contracts/overview';
import { jobListSchema } from '@studio/contracts/jobs';
import { setTimeout as delay } from 'node:timers/promises';
import type { TestAgent } from '../../test/auth-agent';
import { readZip, zipOf } from '../../test/archives';
import { binaryBody } from '../../test/binary-body';
import { downloadMedia } from '../../test/models';
import { useTestApp } from '../../test/test-app';

/** A manifest of the spec's format with every kind of reference; `overrides` replace its parts. */
const manifestOf = (overrides: Partial<ProjectManifest> = {}): ProjectManifest => ({
  name: 'Harbour Tales',
  characters: [{ name: 'Mara' }, { name: 'Tom' }, { name: 'Piet' }],
  sets: [{ name: 'Old Dock', kind: 'warehouse' }, { name: 'Lighthouse' }],
  music: [{ scene_name: 'Night Watch' }, { scene_name: 'Morning Tea', name: 'Kettle Song', style: 'jazz' }],
  voice_lines: [
    {
      character: 'Mara',
      text: 'The lamp is out.',
      scene: 'Night Watch',
      emotion: 'angry',
      intensity: 0.9,
      action: 'point',
      action_target: 'the lamp',
      parenthetical: 'furious',
      camera: { kind: 'reaction', subject: 'Tom' },
      pause_before: 700,
    },
    { character: 'Tom', text: 'Then we light it.', scene: 'Night Watch', camera: { kind: 'close-up' } },
    { character: 'Piet', text: 'Tea is ready.', scene: 'Morning Tea' },
    { character: 'Piet', text: 'A line for no scene.' },
  ],
  scenes: [
    { name: 'Morning Tea', description: 'Tea for two in the kitchen.', set: 'Old Dock', characters: ['Piet', 'Mara'], order: 2 },
    { name: 'Night Watch', description: 'The lamp goes out in the storm.', set: 'Lighthouse', characters: ['Mara', 'Tom'], order: 1, time_of_day: 'night', weather: 'storm', pace: 'brisk' },
  ],
  ...overrides,
});

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

async function settledOverview(http: TestAgent, projectId: number, timeoutMs = 90_000): Promise<ProjectOverview> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const jobs = jobListSchema.parse((await http.get(`/api/jobs?projectId=${projectId}`).expect(200)).body);
    if (jobs.every((job) => job.state === 'complete' || job.state === 'failed')) {
      return projectOverviewSchema.parse((await http.get(`/api/projects/${projectId}/overview`).expect(200)).body);
    }
    if (Date.now() > deadline) throw new Error('the import\'s generation did not finish');
    await delay(200);
  }
}

/** A zip whose entry is named '../escape.txt' (zip writers refuse to make one: its bytes are patched). */
async function escapingZip(): Promise<Buffer> {
  const zip = await zipOf({ 'manifest.json': json(manifestOf()), 'ab/escape.txt': Buffer.from('x') });
  return Buffer.from(zip.toString('latin1').replaceAll('ab/escape.txt', '../escape.txt'), 'latin1');
}

/** What an equal project must share: names, links, order and media bytes (not ids or URLs). */
async function describeProject(http: TestAgent, projectId: number) {
  const overview = projectOverviewSchema.parse((await http.get(`/api/projects/${projectId}/overview`).expect(200)).body);
  const name = <T extends { id: number; name: string }>(rows: T[], id: number | null) => rows.find((row) => row.id === id)?.name ?? null;
  const bytes = async (url: string | null) => (url ? (await downloadMedia(http, url)).bytes.toString('base64') : null);
  return {
    project: { name: overview.project.name, description: overview.project.description },
    characters: await Promise.all(overview.characters.map(async (c) => ({ name: c.name, description: c.description, isPirate: c.isPirate, model: await bytes(c.modelPath) }))),
    sets: await Promise.all(overview.sets.map(async (s) => ({ name: s.name, type: s.type, oceanType: s.oceanType, kind: s.kind, model: await bytes(s.scenePath) }))),
    music: await Promise.all(overview.music.map(async (m) => ({ name: m.name, style: m.style, mood: m.mood, audio: await bytes(m.filePath) }))),
    scenes: overview.scenes.map((scene) => ({
      name: scene.name,
      description: scene.description,
      set: name(overview.sets, scene.setId),
      music: name(overview.music, scene.musicId),
      cast: scene.characters.map((character) => character.name).sort(),
      timeOfDay: scene.timeOfDay,
      weather: scene.weather,
      pace: scene.pace,
    })),
    voiceLines: await Promise.all(
      overview.voiceLines.map(async (line) => ({
        speaker: name(overview.characters, line.characterId),
        text: line.text,
        scene: name(overview.scenes, line.sceneId ?? null),
        direction: [line.emotion, line.intensity, line.action, line.actionTarget, line.parenthetical, line.pauseBefore],
        camera: line.camera && { kind: line.camera.kind, subject: name(overview.characters, line.camera.subjectId) },
        audio: await bytes(line.filePath),
      })),
    ),
  };
}

describe(`Import and export (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp();

  const projectCount = async () => ((await ctx.http.get('/api/projects').expect(200)).body as unknown[]).length;
  const upload = (bytes: Buffer, name = 'manifest.json') => ctx.http.post('/api/import/project-manifest').attach('file', bytes, name);

  it('imports a manifest in one go: references resolved, scenes in order, media queued', async () => {
    const result = importResultSchema.parse((await upload(json(manifestOf())).expect(201)).body);
    expect(result).toMatchObject({
      success: true,
      details: { charactersLoaded: 3, setsLoaded: 2, musicTracksLoaded: 2, voiceLinesLoaded: 4, scenesAssembled: 2 },
    });
    const project = await describeProject(ctx.http, result.projectId!);
    expect(project.scenes).toEqual([
      { name: 'Night Watch', description: 'The lamp goes out in the storm.', set: 'Lighthouse', music: 'Night Watch Music', cast: ['Mara', 'Tom'], timeOfDay: 'night', weather: 'storm', pace: 'brisk' },
      // No time of day, weather or pace of its own: automatic.
      { name: 'Morning Tea', description: 'Tea for two in the kitchen.', set: 'Old Dock', music: 'Kettle Song', cast: ['Mara', 'Piet'], timeOfDay: null, weather: null, pace: null },
    ]);
    // Each line's direction, the shot's subject by name; what a line leaves out is automatic.
    expect(project.voiceLines.map((line) => [line.direction, line.camera])).toEqual([
      [['angry', 0.9, 'point', 'the lamp', 'furious', 700], { kind: 'reaction', subject: 'Tom' }],
      [[null, null, null, null, null, null], { kind: 'close-up', subject: null }],
      [[null, null, null, null, null, null], null],
      [[null, null, null, null, null, null], null],
    ]);
    expect(project.music.map((track) => [track.name, track.style])).toEqual([
      ['Night Watch Music', '80s-rock'],
      ['Kettle Song', 'jazz'],
    ]);
    expect(project.voiceLines.map((line) => [line.speaker, line.scene])).toEqual([
      ['Mara', 'Night Watch'],
      ['Tom', 'Night Watch'],
      ['Piet', 'Morning Tea'],
      ['Piet', null],
    ]);
    const types = jobListSchema.parse((await ctx.http.get(`/api/jobs?projectId=${result.projectId}`).expect(200)).body).map((job) => job.type).sort();
    expect(types).toEqual([...Array(3).fill('character.model'), ...Array(2).fill('music.compose'), ...Array(2).fill('set.model'), ...Array(4).fill('voice-line.synthesize')]);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const before = await projectCount();
    const refusals: Array<[Promise<{ status: number; body: { message: string } }>, number, RegExp]> = [
      [ctx.http.post('/api/import/project-manifest'), 400, /Please select a JSON file to import/],
      [upload(Buffer.from('name: not json'), 'manifest.json'), 400, /Invalid manifest: it is not JSON/],
      [upload(json({ characters: [] })), 400, /name/],
      [upload(Buffer.concat([json(manifestOf()), Buffer.alloc(5 * 1024 * 1024, ' ')])), 413, /5 MB/],
      [
        upload(json(manifestOf({ scenes: [{ name: 'Lost', set: 'Nowhere', characters: ['Ghost', 'Mara'] }], voice_lines: [{ character: 'Nobody', text: 'Hi.', scene: 'Elsewhere' }] }))),
        400,
        /problems: .*scene 'Lost' names set 'Nowhere'.*scene 'Lost' names character 'Ghost'/,
      ],
      [upload(json(manifestOf({ characters: [{ name: 'Mara' }, { name: 'MARA' }] }))), 400, /character 'MARA' appears twice/],
      [upload(json(manifestOf({ scenes: [{ name: 'Night Watch', time_of_day: 'teatime' }] }))), 400, /Time of day must be one of: dawn, morning, day, afternoon, dusk, evening, night/],
      [upload(json(manifestOf({ voice_lines: [{ character: 'Mara', text: 'Hi.', emotion: 'grumpy' }] }))), 400, /Emotion must be one of: neutral, happy, sad, angry/],
      [upload(json(manifestOf({ voice_lines: [{ character: 'Mara', text: 'Hi.', camera: { kind: 'close-up', subject: 'Ghost' } }] }))), 400, /shot frames character 'Ghost', who is not in the manifest/],
      [upload(json(manifestOf({ characters: [{ name: 'Mara', model_path: '../../etc/passwd' }, { name: 'Tom' }, { name: 'Piet' }] }))), 400, /'..\/..\/etc\/passwd' is not allowed/],
      [upload(json(manifestOf({ characters: [{ name: 'Mara', model_path: '/etc/passwd' }, { name: 'Tom' }, { name: 'Piet' }] }))), 400, /'\/etc\/passwd' is not allowed/],
      [upload(json(manifestOf({ characters: [{ name: 'Mara', model_path: 'models/mara.glb' }, { name: 'Tom' }, { name: 'Piet' }] }))), 400, /can only come in a .zip bundle/],
      [upload(await zipOf({ 'manifest.json': json(manifestOf({ characters: [{ name: 'Mara', model_path: 'models/mara.glb' }, { name: 'Tom' }, { name: 'Piet' }] })) }), 'bundle.zip'), 400, /the bundle has no file 'models\/mara.glb'/],
      [
        upload(await zipOf({ 'manifest.json': json(manifestOf({ music: [{ scene_name: 'Night Watch', mp3_path: 'music/theme.mp3' }] })), 'music/theme.mp3': Buffer.from('not really audio at all') }), 'bundle.zip'),
        400,
        /'music\/theme.mp3' is not an audio file/,
      ],
      [upload(await escapingZip(), 'bundle.zip'), 400, /path that is not allowed: '..\/escape.txt'/],
      [
        upload(await zipOf({ 'manifest.json': json(manifestOf()), 'models/link.glb': Buffer.from('/etc/passwd') }, { 'models/link.glb': 0o120777 }), 'bundle.zip'),
        400,
        /holds a link, which is not allowed: 'models\/link.glb'/,
      ],
      [upload(await zipOf({ 'notes.txt': Buffer.from('x') }), 'bundle.zip'), 400, /no manifest.json/],
      [upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)]), 'broken.zip'), 400, /could not be read/],
    ];
    for (const [request, status, message] of refusals) {
      const response = await request;
      expect({ status: response.status, message: response.body.message }).toEqual({ status, message: expect.stringMatching(message) });
    }
    expect(await projectCount()).toBe(before);
  });

  it('exports a project as a bundle that imports back equal: counts, names, links, order and media bytes', async () => {
    const imported = importResultSchema.parse((await upload(json(manifestOf({ name: 'Round Trip' }))).expect(201)).body);
    await settledOverview(ctx.http, imported.projectId!);
    const original = await describeProject(ctx.http, imported.projectId!);
    // The kind picked in the manifest, and the one read from a set's name.
    expect(original.sets.map((set) => [set.name, set.kind])).toEqual([
      ['Old Dock', 'warehouse'],
      ['Lighthouse', 'lighthouse'],
    ]);

    const exported = await binaryBody(ctx.http.get(`/api/projects/${imported.projectId}/export`))
      .expect(200)
      .expect('content-type', /application\/zip/)
      .expect('content-disposition', /attachment; filename="?round-trip\.zip"?/);
    const files = await readZip(exported.body as Buffer);
    expect(files.has('manifest.json')).toBe(true);

    const reimport = await upload(exported.body as Buffer, 'round-trip.zip');
    expect({ status: reimport.status, message: reimport.body.message }).toEqual({ status: 201, message: expect.stringMatching(/^Project 'Round Trip' imported/) });
    const again = importResultSchema.parse(reimport.body);
    expect(again.details).toEqual(imported.details);
    const copy = await describeProject(ctx.http, again.projectId!);
    expect(copy).toEqual(original);
    // Everything came in the bundle: nothing is generated again.
    const jobs = jobListSchema.parse((await ctx.http.get(`/api/jobs?projectId=${again.projectId}`).expect(200)).body);
    expect(jobs).toEqual([]);
    await ctx.http.get('/api/projects/999999/export').expect(404);
  });
});
