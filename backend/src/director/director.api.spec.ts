import { assetValidationSchema, autoGenerateResultSchema, sceneReadinessSchema } from '@studio/contracts/director';
import { jobListSchema, jobSchema, type Job } from '@studio/contracts/jobs';
import { sceneListSchema } from '@studio/contracts/scenes';
import { characterListSchema } from '@studio/contracts/characters';
import { musicTrackListSchema } from '@studio/contracts/music';
import { setListSchema } from '@studio/contracts/sets';
import { voiceLineListSchema } from '@studio/contracts/voice-lines';
import { analyzeScriptResultSchema, directorMemorySchema } from '@studio/contracts/scripts';
import type { TestAgent } from '../../test/auth-agent';
import { newCharacter, newProject, newQueuedCharacter, newQueuedSet, newQueuedVoiceLine, newScene } from '../../test/factories';
import { settledJob } from '../../test/renders';
import { fountainScript } from '../../test/screenplays';
import { useTestApp } from '../../test/test-app';

/** Waits until no job of the project is queued or running. */
async function projectJobsSettled(http: TestAgent, projectId: number, timeoutMs = 120_000): Promise<Job[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const jobs = jobListSchema.parse((await http.get(`/api/jobs?projectId=${projectId}`).expect(200)).body);
    if (jobs.every((job) => job.state === 'complete' || job.state === 'failed')) return jobs;
    if (Date.now() > deadline) throw new Error(`jobs still running: ${JSON.stringify(jobs.filter((job) => job.state !== 'complete'))}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe(`Director: auto-generate and readiness (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp();

  const analyze = async (projectName: string, directorMemory = false) =>
    analyzeScriptResultSchema.parse(
      (
        await ctx.http
          .post('/api/scripts/analyze')
          .field('projectName', projectName)
          .field('text', fountainScript())
          .field('generateDirectorMemory', String(directorMemory))
          .expect(201)
      ).body,
    );

  const contents = async (projectId: number) => {
    const [characters, sets, music, scenes, lines] = await Promise.all(
      (['characters', 'sets', 'music', 'scenes', 'voicelines'] as const).map(async (list) => (await ctx.http.get(`/api/projects/${projectId}/${list}`).expect(200)).body),
    );
    return {
      characters: characterListSchema.parse(characters),
      sets: setListSchema.parse(sets),
      music: musicTrackListSchema.parse(music),
      scenes: sceneListSchema.parse(scenes),
      lines: voiceLineListSchema.parse(lines),
    };
  };

  it('turns the analysis into a project whose scenes with dialogue become ready, and a second run creates nothing twice', async () => {
    const { projectId } = await analyze('Auto Film');
    const queued = jobSchema.parse((await ctx.http.post(`/api/director/${projectId}/auto-generate`).expect(202)).body);
    expect(queued).toMatchObject({ type: 'project.auto-generate', target: { type: 'project', id: projectId }, projectId });
    const done = await settledJob(ctx.http, queued.id, 60_000);
    expect(done).toMatchObject({ state: 'complete', progress: 100, error: null });
    const result = autoGenerateResultSchema.parse(done.result);
    expect(result.failedAssets).toEqual([]);
    expect(result.success).toBe(true);

    const made = await contents(projectId);
    expect(made.characters.map((character) => character.name).sort()).toEqual(['ED BLOOM', 'WILL']);
    expect(made.sets.map((set) => [set.name, set.type, set.kind])).toEqual([
      ['KITCHEN', 'apartment', 'kitchen'],
      ['SMUGGLERS COVE', 'farm', 'beach'],
    ]);
    expect(made.music.map((track) => [track.name, track.mood]).sort()).toEqual([
      ['Day Theme', 'upbeat'],
      ['Night Theme', 'mysterious'],
    ]);
    const byId = <T extends { id: number; name: string }>(rows: T[], id: number | null) => rows.find((row) => row.id === id)?.name;
    expect(made.scenes.map((scene) => [scene.name, byId(made.sets, scene.setId), byId(made.music, scene.musicId), scene.characters.map((c) => c.name).sort(), scene.voiceLineCount])).toEqual([
      ['INT. KITCHEN - DAY', 'KITCHEN', 'Day Theme', ['ED BLOOM', 'WILL'], 2],
      ['EXT. SMUGGLERS COVE - NIGHT', 'SMUGGLERS COVE', 'Night Theme', ['WILL'], 1],
      ['INT. KITCHEN - NIGHT', 'KITCHEN', 'Night Theme', [], 0],
    ]);
    // The time of day of each heading is stored with its scene; no action line names a weather.
    expect(made.scenes.map((scene) => [scene.timeOfDay, scene.weather])).toEqual([
      ['day', null],
      ['night', null],
      ['night', null],
    ]);

    await projectJobsSettled(ctx.http, projectId);
    const readiness = await Promise.all(
      made.scenes.map(async (scene) => sceneReadinessSchema.parse((await ctx.http.get(`/api/director/${projectId}/scene/${scene.id}/readiness`).expect(200)).body)),
    );
    expect(readiness.map((answer) => answer.ready)).toEqual([true, true, false]);
    expect(readiness[2].missingAssets.map((asset) => asset.type).sort()).toEqual(['character', 'voice']);
    const bySceneOnly = sceneReadinessSchema.parse((await ctx.http.get(`/api/director/validate/${made.scenes[0].id}`).expect(200)).body);
    expect(bySceneOnly).toEqual(readiness[0]);

    const validation = assetValidationSchema.parse((await ctx.http.post(`/api/director/${projectId}/validate-assets`).expect(200)).body);
    expect(validation.message).toBe('2 of 3 scenes ready to render.');
    expect(validation.validatedAssets.map((scene) => scene.sceneName)).toEqual(['INT. KITCHEN - DAY', 'EXT. SMUGGLERS COVE - NIGHT']);
    expect(validation.invalidAssets.map((scene) => scene.sceneName)).toEqual(['INT. KITCHEN - NIGHT']);
    expect(validation.missingAssets.every((asset) => asset.sceneName === 'INT. KITCHEN - NIGHT')).toBe(true);

    const again = jobSchema.parse((await ctx.http.post(`/api/director/${projectId}/auto-generate`).expect(202)).body);
    expect(again.id).not.toBe(queued.id);
    expect((await settledJob(ctx.http, again.id, 60_000)).state).toBe('complete');
    const after = await contents(projectId);
    expect([after.characters, after.sets, after.music, after.scenes, after.lines].map((rows) => rows.length)).toEqual([2, 2, 2, 3, 3]);
  });

  it("carries the direction the screenplay gives each line into the project's voice lines, into a new project or an existing one", async () => {
    const script = ['INT. LIGHTHOUSE - NIGHT', '', 'MARA', '(furious)', 'Who let the lamp go out?', '', 'She waves.', '', 'MARA', 'Over here!', '', 'TOM', 'Coming.', ''].join('\n');
    const analyzed = analyzeScriptResultSchema.parse((await ctx.http.post('/api/scripts/analyze').field('projectName', 'Lamp Film').field('text', script).expect(201)).body);
    expect(analyzed.scenes[0].dialogue.map(({ emotion, intensity, action }) => [emotion, intensity, action])).toEqual([
      ['angry', 0.9, undefined],
      [undefined, undefined, 'wave'],
      [undefined, undefined, undefined],
    ]);
    const directionOf = async (projectId: number) => {
      const job = jobSchema.parse((await ctx.http.post(`/api/director/${projectId}/auto-generate`).expect(202)).body);
      expect((await settledJob(ctx.http, job.id, 60_000)).state).toBe('complete');
      const lines = voiceLineListSchema.parse((await ctx.http.get(`/api/projects/${projectId}/voicelines`).expect(200)).body);
      return lines.map(({ text, emotion, intensity, action, parenthetical }) => [text, emotion, intensity, action, parenthetical]);
    };
    const expected = [
      ['Who let the lamp go out?', 'angry', 0.9, null, 'furious'],
      ['Over here!', null, null, 'wave', null],
      ['Coming.', null, null, null, null],
    ];
    // An empty project is made as one blueprint.
    expect(await directionOf(analyzed.projectId)).toEqual(expected);
    // A project with something in it already gets them merged by name.
    const existing = await newProject(ctx.http);
    await newCharacter(ctx.http, existing.id, { name: 'Tom' });
    await ctx.http.post('/api/scripts/analyze').field('projectName', existing.name).field('text', script).expect(201);
    expect(await directionOf(existing.id)).toEqual(expected);
  });

  it('merges the screenplay by name into what the project already holds: kept as it is, its gaps filled, nothing made twice', async () => {
    const project = await newProject(ctx.http);
    const mara = await newQueuedCharacter(ctx.http, project.id, { name: 'Mára' });
    const pier = await newQueuedSet(ctx.http, project.id, { name: 'Old Pier' });
    const lighthouse = await newScene(ctx.http, project.id, { name: 'int. lighthouse - night' });
    const quay = await newScene(ctx.http, project.id, { name: 'EXT. QUAY - DAY', setId: pier.id });
    const spoken = await newQueuedVoiceLine(ctx.http, mara.id, { sceneId: lighthouse.id, text: 'Who let the lamp go out?' });
    const script = ['INT. LIGHTHOUSE - NIGHT', '', 'MARA', 'Who let the lamp go out?', '', 'TOM', 'Coming.', '', 'EXT. QUAY - DAY', '', 'TOM', 'Here.', ''].join('\n');
    await ctx.http.post('/api/scripts/analyze').field('projectName', project.name).field('text', script).expect(201);
    const job = jobSchema.parse((await ctx.http.post(`/api/director/${project.id}/auto-generate`).expect(202)).body);
    expect((await settledJob(ctx.http, job.id, 60_000)).state).toBe('complete');

    const made = await contents(project.id);
    // 'MARA' is 'Mára' (case and accents aside): she and her line are kept, not made again.
    expect(made.characters.map((character) => character.name)).toEqual(['Mára', 'TOM']);
    expect(made.lines.map((line) => [line.id === spoken.id, line.text])).toEqual([
      [true, 'Who let the lamp go out?'],
      [false, 'Coming.'],
      [false, 'Here.'],
    ]);
    expect(made.sets.map((set) => set.name).sort()).toEqual(['LIGHTHOUSE', 'Old Pier', 'QUAY']);
    const setOf = (sceneId: number) => made.sets.find((set) => set.id === made.scenes.find((scene) => scene.id === sceneId)!.setId)?.name;
    // A scene without a set gets the screenplay's; one with a set keeps it.
    expect(made.scenes.map((scene) => scene.id)).toEqual([lighthouse.id, quay.id]);
    expect([setOf(lighthouse.id), setOf(quay.id)]).toEqual(['LIGHTHOUSE', 'Old Pier']);
    expect(made.scenes[0].characters.map((character) => character.name).sort()).toEqual(['Mára', 'TOM']);
  });

  it("keeps the director's memory of a script analysed with the Director Agent", async () => {
    const without = await analyze('Memoryless Film');
    const missing = await ctx.http.get(`/api/director/${without.projectId}/memory`).expect(404);
    expect(missing.body.message).toMatch(/no director memory/);

    const { projectId, directorMemory } = await analyze('Remembered Film', true);
    const memory = directorMemorySchema.parse((await ctx.http.get(`/api/director/${projectId}/memory`).expect(200)).body);
    expect(memory).toEqual(directorMemory);
    expect(memory.scenes.map((scene) => scene.location)).toEqual(['KITCHEN', 'SMUGGLERS COVE', 'KITCHEN']);
    expect(memory.characters.map((character) => character.name).sort()).toEqual(['ED BLOOM', 'WILL']);
  });

  it('names what a scene lacks, with the line of each voice not spoken yet', async () => {
    const project = await newProject(ctx.http);
    const scene = await newScene(ctx.http, project.id, { name: 'Empty Scene' });
    const readiness = sceneReadinessSchema.parse((await ctx.http.get(`/api/director/${project.id}/scene/${scene.id}/readiness`).expect(200)).body);
    expect(readiness).toMatchObject({ success: true, ready: false });
    expect(readiness.missingAssets.map((asset) => asset.type)).toEqual(['set', 'score', 'character', 'voice']);
  });

  it('answers 404 with a message for an unknown project or scene, a scene of another project, and a project without a script', async () => {
    const project = await newProject(ctx.http);
    const other = await newProject(ctx.http);
    const scene = await newScene(ctx.http, other.id, { name: 'Elsewhere' });
    for (const path of [`/api/director/999999/scene/${scene.id}/readiness`, `/api/director/${project.id}/scene/999999/readiness`, `/api/director/${project.id}/scene/${scene.id}/readiness`]) {
      const response = await ctx.http.get(path).expect(404);
      expect(response.body.message).toEqual(expect.any(String));
    }
    const noScript = await ctx.http.post(`/api/director/${project.id}/auto-generate`).expect(404);
    expect(noScript.body.message).toMatch(/no analysed script/);
    await ctx.http.post('/api/director/999999/auto-generate').expect(404);
    await ctx.http.get('/api/director/validate/999999').expect(404);
    await ctx.http.post('/api/director/999999/validate-assets').expect(404);
    await ctx.http.get('/api/director/999999/memory').expect(404);
  });
});
