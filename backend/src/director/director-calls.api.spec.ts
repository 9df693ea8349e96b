import {
  archiveResultSchema,
  directorPlanSchema,
  generationResultSchema,
  renderResultSchema,
  trainResultSchema,
  type DirectorRender,
} from '@studio/contracts/director';
import { projectFilmSchema } from '@studio/contracts/films';
import { projectManifestSchema } from '@studio/contracts/imports';
import { jobSchema } from '@studio/contracts/jobs';
import { musicTrackSchema } from '@studio/contracts/music';
import { sceneSchema } from '@studio/contracts/scenes';
import { analyzeScriptResultSchema, scriptDataSchema } from '@studio/contracts/scripts';
import request from 'supertest';
import { readZip } from '../../test/archives';
import { linkCharacter, newProject, newQueuedCharacter, newQueuedMusicTrack, newQueuedSet, newQueuedVoiceLine, newScene } from '../../test/factories';
import { downloadMedia } from '../../test/models';
import { downloadToFile, probeVideo, settledJob } from '../../test/renders';
import { fountainScript } from '../../test/screenplays';
import { useTestApp } from '../../test/test-app';


// A test here renders a scene or a film and waits up to three minutes for it: the test may take as long.
jest.setTimeout(240_000);
describe(`Director calls: train, generate, render, archive, film (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp();

  const analyze = async (projectName: string) =>
    analyzeScriptResultSchema.parse(
      (await ctx.http.post('/api/scripts/analyze').field('projectName', projectName).field('text', fountainScript()).expect(201)).body,
    );

  describe('analyze-and-train', () => {
    it("rebuilds the director's memory from a stored script named by its stored name, its id or its URL", async () => {
      const { scriptId, projectId } = await analyze('Train Film');
      await ctx.http.get(`/api/director/${projectId}/memory`).expect(404);
      const stored = scriptDataSchema.parse((await ctx.http.get(`/api/scripts/${scriptId}/data`).expect(200)).body);

      const trained = trainResultSchema.parse(
        (await ctx.http.post('/api/director/analyze-and-train').send({ scriptPath: stored.storedName }).expect(200)).body,
      );
      expect(trained).toMatchObject({ success: true, scriptId, projectId });
      expect(trained.message).toMatch(/Director trained on Big Coffee: 3 scenes, 2 characters/);
      expect(trained.directorMemory.scenes.map((scene) => scene.name)).toEqual(['INT. KITCHEN - DAY', 'EXT. SMUGGLERS COVE - NIGHT', 'INT. KITCHEN - NIGHT']);
      const memory = (await ctx.http.get(`/api/director/${projectId}/memory`).expect(200)).body;
      expect(memory).toEqual(trained.directorMemory);

      for (const scriptPath of [String(scriptId), stored.filePath]) {
        await ctx.http.post('/api/director/analyze-and-train').send({ scriptPath }).expect(200);
      }
    });

    it('refuses any other path with 400 and reads nothing', async () => {
      const { scriptId } = await analyze('Refused Paths');
      const stored = scriptDataSchema.parse((await ctx.http.get(`/api/scripts/${scriptId}/data`).expect(200)).body);
      const folder = stored.filePath.slice(0, stored.filePath.lastIndexOf('/'));
      for (const scriptPath of [
        '/etc/passwd',
        '../../etc/passwd',
        `${folder}/../../../etc/passwd`,
        `..%2F..%2Fetc%2Fpasswd`,
        '%252e%252e%252fetc',
        'C:\\Windows\\win.ini',
        `./${stored.storedName}`,
        `${stored.storedName}/..`,
        'nothing-stored.fountain',
        '99999',
        `/media/scripts/999/${stored.storedName}`,
      ]) {
        const response = await ctx.http.post('/api/director/analyze-and-train').send({ scriptPath }).expect(400);
        expect(response.body.message).toMatch(/is not a script the server stored/);
      }
      const empty = await ctx.http.post('/api/director/analyze-and-train').send({ scriptPath: ' ' }).expect(400);
      expect(empty.body.message).toMatch(/Script path is required/);
      await ctx.http.post('/api/director/analyze-and-train').send({}).expect(400);
    });
  });

  describe('generate and generate-missing-assets', () => {
    it('creates or regenerates each item as a job; a bad item says why and the others still go', async () => {
      const project = await newProject(ctx.http, { name: 'Generate Film' });
      const scene = await newScene(ctx.http, project.id, { name: 'Night Watch', description: 'The harbour at night, lanterns out.' });
      const result = generationResultSchema.parse(
        (
          await ctx.http
            .post('/api/director/generate')
            .send({
              projectName: 'generate film',
              assets: [
                { type: 'character', name: 'Mara' },
                { type: 'set', name: 'Lighthouse', prompt: 'A lighthouse on a rock' },
                { type: 'voice', character: 'Tom', text: 'Who goes there?', scene: 'Night Watch', emotion: 'afraid', intensity: 0.7, parenthetical: 'trembling' },
                { type: 'score', scene: 'Night Watch', style: 'ambient' },
                { type: 'score', scene: 'No Such Scene' },
              ],
            })
            .expect(200)
        ).body,
      );
      expect(result.success).toBe(false);
      expect(result.message).toBe('4 of 5 assets queued for generation; 1 failed.');
      expect(result.items.map((item) => [item.type, item.name, item.created, item.jobId !== null, item.error])).toEqual([
        ['character', 'Mara', true, true, null],
        ['set', 'Lighthouse', true, true, null],
        ['voice', 'Tom: Who goes there?', true, true, null],
        ['score', 'Night Watch', true, true, null],
        ['score', 'No Such Scene', false, false, `No scene named 'No Such Scene' in project ${project.id}`],
      ]);
      const types = await Promise.all(result.items.filter((item) => item.jobId).map(async (item) => jobSchema.parse((await ctx.http.get(`/api/jobs/${item.jobId}`).expect(200)).body).type));
      expect(types).toEqual(['character.model', 'set.model', 'voice-line.synthesize', 'music.compose']);
      const scored = sceneSchema.parse((await ctx.http.get(`/api/scenes/${scene.id}`).expect(200)).body);
      expect(scored.musicId).toBe(result.items[3].id);
      const track = (await ctx.http.get(`/api/music/${scored.musicId}`).expect(200)).body;
      expect(track).toMatchObject({ name: 'Night Watch Score', style: 'ambient', mood: 'mysterious' });

      // The same items again are found, not made twice: their media is made again.
      await Promise.all(result.items.filter((item) => item.jobId).map((item) => settledJob(ctx.http, item.jobId!)));
      const again = generationResultSchema.parse(
        (
          await ctx.http
            .post('/api/director/generate-missing-assets')
            .send({ projectId: project.id, assetRequests: [{ type: 'character', name: 'MARA' }, { type: 'voice', character: 'tom', text: 'Who goes there?', scene: 'night watch', action: 'point', actionTarget: 'the lamp' }] })
            .expect(200)
        ).body,
      );
      expect(again.items.map((item) => [item.created, item.id, item.jobId !== null])).toEqual([
        [false, result.items[0].id, true],
        [false, result.items[2].id, true],
      ]);
      expect((await ctx.http.get(`/api/projects/${project.id}/characters`).expect(200)).body).toHaveLength(2);
      // The direction asked for is the line's; asked again, what is asked changes and the rest stays.
      const line = (await ctx.http.get(`/api/voicelines/${result.items[2].id}`).expect(200)).body;
      expect(line).toMatchObject({ emotion: 'afraid', intensity: 0.7, parenthetical: 'trembling', action: 'point', actionTarget: 'the lamp' });

      // The score asked for again in another style: the scene's track takes it and is composed again, its file replaced.
      const composed = musicTrackSchema.parse((await ctx.http.get(`/api/music/${scored.musicId}`).expect(200)).body);
      expect(composed).toMatchObject({ status: 'complete', filePath: expect.any(String) });
      const restyled = generationResultSchema.parse(
        (await ctx.http.post('/api/director/generate').send({ projectId: project.id, assets: [{ type: 'score', scene: 'Night Watch', style: 'cinematic' }] }).expect(200)).body,
      );
      expect(restyled.items).toEqual([expect.objectContaining({ id: scored.musicId, created: false, jobId: expect.any(Number), error: null })]);
      expect(await settledJob(ctx.http, restyled.items[0].jobId!)).toMatchObject({ type: 'music.compose', state: 'complete' });
      const recomposed = musicTrackSchema.parse((await ctx.http.get(`/api/music/${scored.musicId}`).expect(200)).body);
      expect(recomposed).toMatchObject({ style: 'cinematic', status: 'complete' });
      expect(recomposed.filePath).not.toBe(composed.filePath);
      await ctx.http.get(composed.filePath!).expect(404);
      await ctx.http.get(recomposed.filePath!).expect(200);
    });

    it('refuses an empty list, a missing project, an unknown type and an unknown project', async () => {
      const empty = await ctx.http.post('/api/director/generate').send({ projectId: 1, assets: [] }).expect(400);
      expect(empty.body.message).toMatch('Generation requires at least one asset item.');
      const missing = await ctx.http.post('/api/director/generate-missing-assets').send({ projectId: 1 }).expect(400);
      expect(missing.body.message).toMatch('Generation requires at least one asset item.');
      const noProject = await ctx.http.post('/api/director/generate').send({ assets: [{ type: 'character', name: 'Al' }] }).expect(400);
      expect(noProject.body.message).toMatch('Project name is required.');
      const badType = await ctx.http.post('/api/director/generate').send({ projectId: 1, assets: [{ type: 'dragon', name: 'Al' }] }).expect(400);
      expect(badType.body.message).toMatch('Asset type must be one of: voice, set, score, character.');
      const unknown = await ctx.http.post('/api/director/generate').send({ projectName: 'Nobody Made This', assets: [{ type: 'character', name: 'Al' }] }).expect(404);
      expect(unknown.body.message).toBe("No project named 'Nobody Made This'");
    });
  });

  describe('render, archive and film', () => {
    const handTyped = (projectName: string): DirectorRender => ({
      projectName,
      scene: 'Dockside',
      characters: ['Mara', '', 'Tom'].filter(Boolean),
      set: 'Old Dock',
      score: 'Tide Theme',
      voiceLines: [
        { character: 'Mara', text: 'The tide turns at dawn.', emotion: 'happy', action: 'nod' },
        { character: 'Tom', text: 'Then we sail.' },
      ],
    });

    it('renders a scene typed by hand: what is missing is created, the render waits for its media, and the video lands where it said', async () => {
      const project = await newProject(ctx.http, { name: 'Render Film' });
      const response = await ctx.http.post('/api/director/render-scene').send(handTyped(project.name)).expect(202);
      const result = renderResultSchema.parse(response.body);
      expect(result).toMatchObject({ success: true, error: null });
      expect(result.created).toEqual(['set Old Dock', 'score Tide Theme', 'character Mara', 'character Tom', 'scene Dockside', 'line Mara: The tide turns at dawn.', 'line Tom: Then we sail.']);
      expect(result.renderPath).toMatch(new RegExp(`^/media/scenes/${result.sceneId}/render-[0-9a-f]+\\.mp4$`));

      // A second render while this one waits or runs is refused with its code.
      const busy = await ctx.http.post('/api/director/render').send(handTyped(project.name)).expect(409);
      expect(busy.body).toMatchObject({ code: 'RENDER_IN_PROGRESS' });

      const job = await settledJob(ctx.http, result.jobId, 180_000);
      expect(job).toMatchObject({ type: 'scene.render', state: 'complete', error: null });
      const scene = sceneSchema.parse((await ctx.http.get(`/api/scenes/${result.sceneId}`).expect(200)).body);
      expect(scene.renderedPath).toBe(result.renderPath);
      expect(scene.characters.map((character) => character.name).sort()).toEqual(['Mara', 'Tom']);
      expect(scene.voiceLineCount).toBe(2);
      const video = await downloadToFile(ctx.http, result.renderPath);
      try {
        const probed = await probeVideo(video.path);
        expect(probed.streams.map((stream) => stream.codec_type).sort()).toEqual(['audio', 'video']);
      } finally {
        video.dispose();
      }

      // Archive: the scene's files and a manifest in the import format, downloadable with the session only.
      const archived = archiveResultSchema.parse((await ctx.http.post(`/api/director/scene/${scene.id}/archive`).expect(201)).body);
      expect(archived.archivePath).toMatch(new RegExp(`^/media/archives/${project.id}/scene-${scene.id}-dockside-[0-9a-f]+\\.zip$`));
      const zip = await downloadMedia(ctx.http, archived.archivePath);
      expect(zip).toMatchObject({ status: 200, contentType: 'application/zip' });
      const files = await readZip(zip.bytes);
      const manifest = projectManifestSchema.parse(JSON.parse(files.get('manifest.json')!.toString('utf8')));
      expect(manifest.scenes).toEqual([{ name: 'Dockside', description: undefined, set: 'Old Dock', characters: ['Mara', 'Tom'], order: 1 }]);
      expect(manifest.voice_lines.map((line) => [line.character, line.text, line.scene])).toEqual([
        ['Mara', 'The tide turns at dawn.', 'Dockside'],
        ['Tom', 'Then we sail.', 'Dockside'],
      ]);
      // The direction typed with a line is the line's, and the archive keeps it.
      expect(manifest.voice_lines.map((line) => [line.emotion, line.action])).toEqual([
        ['happy', 'nod'],
        [undefined, undefined],
      ]);
      const named = [...manifest.voice_lines.map((line) => line.file), manifest.music[0].mp3_path, manifest.sets[0].scene_file, ...manifest.characters.map((character) => character.model_path)];
      for (const path of named) expect(files.has(path!)).toBe(true);
      expect([...files.keys()].filter((path) => path.startsWith('renders/')).sort()).toEqual(['renders/dockside-poster.jpg', 'renders/dockside.mp4', 'renders/dockside.srt']);
      expect(archived.files).toBe(files.size - 1);
      await request(ctx.app.getHttpServer()).get(archived.archivePath).expect(401);

      const byName = archiveResultSchema.parse((await ctx.http.post('/api/director/archive').send({ projectId: project.id, scene: 'dockside' }).expect(201)).body);
      expect(byName.files).toBe(archived.files);
      const whole = archiveResultSchema.parse((await ctx.http.post(`/api/director/${project.id}/archive`).expect(201)).body);
      expect(whole.message).toBe('Archived Render Film: 1 scene and 9 files.');
      await ctx.http.post('/api/director/archive').send({ projectId: project.id, scene: 'Nowhere' }).expect(404);
      await ctx.http.post('/api/director/scene/999999/archive').expect(404);
      await ctx.http.post('/api/director/999999/archive').expect(404);

      // The film: the rendered scene, and an unready one left out with its reason.
      await ctx.http.get(`/api/director/${project.id}/film`).expect(200, { film: null });
      await newScene(ctx.http, project.id, { name: 'Empty Quay' });
      const filmJob = jobSchema.parse((await ctx.http.post(`/api/director/${project.id}/render-film`).send({}).expect(202)).body);
      expect(filmJob).toMatchObject({ type: 'project.render-film', target: { type: 'project', id: project.id } });
      expect(await settledJob(ctx.http, filmJob.id, 120_000)).toMatchObject({ state: 'complete' });
      const { film } = projectFilmSchema.parse((await ctx.http.get(`/api/director/${project.id}/film`).expect(200)).body);
      if (!film) throw new Error('the rendered film is missing');
      expect(film.chapters.map((chapter) => chapter.title)).toEqual(['Dockside']);
      expect(film.skippedScenes).toEqual([{ name: 'Empty Quay', reason: expect.stringMatching(/^Empty Quay is not ready to render/) }]);
      const filmFile = await downloadToFile(ctx.http, film.filmPath);
      try {
        expect((await probeVideo(filmFile.path)).durationSeconds).toBeCloseTo(film.durationSeconds, 0);
      } finally {
        filmFile.dispose();
      }
      expect((await downloadMedia(ctx.http, film.subtitlesPath)).bytes.toString('utf8')).toMatch(/The tide turns at dawn\./);

      // Deleting the project takes its archives and its film with it.
      await ctx.http.delete(`/api/projects/${project.id}`).expect(200);
      for (const url of [archived.archivePath, whole.archivePath, film.filmPath, film.subtitlesPath]) await ctx.http.get(url).expect(404);
    });

    it('says what a render and a generation would create and change without writing, and a render edits the line at its position instead of adding one', async () => {
      const project = await newProject(ctx.http, { name: `Plans ${Date.now()}` });
      const mara = await newQueuedCharacter(ctx.http, project.id, { name: 'Mara' });
      const tom = await newQueuedCharacter(ctx.http, project.id, { name: 'Tom' });
      const dock = await newQueuedSet(ctx.http, project.id, { name: 'Old Dock' });
      const theme = await newQueuedMusicTrack(ctx.http, project.id, { name: 'Tide Theme' });
      const scene = await newScene(ctx.http, project.id, { name: 'Dock Talk', setId: dock.id, musicId: theme.id });
      await linkCharacter(ctx.http, scene.id, mara.id);
      await linkCharacter(ctx.http, scene.id, tom.id);
      await newQueuedVoiceLine(ctx.http, mara.id, { sceneId: scene.id, text: 'The tide turns.' });
      const second = await newQueuedVoiceLine(ctx.http, tom.id, { sceneId: scene.id, text: 'Then we sail.' });
      // What a write would change (media jobs go on meanwhile and change statuses, not this).
      const contents = async () => {
        const overview = (await ctx.http.get(`/api/projects/${project.id}/overview`).expect(200)).body as Record<string, { id: number; name?: string; text?: string; setId?: number }[]>;
        return ['characters', 'sets', 'music', 'scenes', 'voiceLines'].map((kind) => overview[kind].map(({ id, name, text, setId }) => ({ id, name, text, setId })));
      };
      const before = await contents();

      const render: DirectorRender = {
        projectName: project.name,
        scene: 'dock talk',
        characters: ['Mara', 'Tom', 'Kit'],
        set: 'Pier',
        score: 'Tide Theme',
        voiceLines: [
          { character: 'Mara', text: 'The tide turns.' },
          { character: 'Tom', text: 'Then we row.' },
        ],
      };
      const plan = directorPlanSchema.parse((await ctx.http.post('/api/director/render/plan').send(render).expect(200)).body);
      expect(plan).toEqual({
        projectId: project.id,
        projectName: project.name,
        creates: ['set Pier', 'character Kit'],
        changes: ['Dock Talk: set Old Dock → Pier', 'Dock Talk: Kit joins the cast', 'line 2: Tom "Then we sail." → Tom "Then we row."'],
      });
      const generation = directorPlanSchema.parse(
        (await ctx.http.post('/api/director/generate/plan').send({ projectId: project.id, assets: [{ type: 'character', name: 'tom' }, { type: 'set', name: 'Pier' }] }).expect(200)).body,
      );
      expect(generation).toMatchObject({ creates: ['set Pier'], changes: ['Tom: 3D model made again'] });
      await ctx.http.post('/api/director/render/plan').send({ ...render, projectName: 'No Such Project' }).expect(404);
      // Planning wrote nothing.
      expect(await contents()).toEqual(before);

      const queued = await ctx.http.post('/api/director/render').send(render).expect(202);
      const lines = (await ctx.http.get(`/api/scenes/${scene.id}/voicelines`).expect(200)).body as { id: number; text: string }[];
      expect(lines.map((line) => line.text)).toEqual(['The tide turns.', 'Then we row.']);
      expect(lines[1].id).toBe(second.id);
      expect(await settledJob(ctx.http, queued.body.jobId, 180_000)).toMatchObject({ state: 'complete', error: null });
    });

    it('refuses a render the scene cannot be made ready for, with a code, and checks the request', async () => {
      const project = await newProject(ctx.http);
      const noScore = await ctx.http
        .post('/api/director/render')
        .send({ projectId: project.id, scene: 'Silent', characters: ['Ann'], set: 'Attic', voiceLines: [{ character: 'Ann', text: 'Hush.' }] })
        .expect(409);
      expect(noScore.body).toMatchObject({ code: 'SCENE_NOT_READY', message: 'Silent has no music track: name a score to render it.' });
      const noLines = await ctx.http
        .post('/api/director/render')
        .send({ projectId: project.id, scene: 'Silent', characters: ['Ann'], set: 'Attic', score: 'Hush Theme' })
        .expect(409);
      expect(noLines.body.code).toBe('SCENE_NOT_READY');

      for (const [body, message] of [
        [{ projectId: project.id, characters: ['Ann'], set: 'Attic' }, 'Scene name is required.'],
        [{ projectId: project.id, scene: 'Shore', characters: [], set: 'Attic' }, 'Render requires at least one character.'],
        [{ projectId: project.id, scene: 'Shore', characters: ['Ann'], set: ' ' }, 'Set is required.'],
        [{ scene: 'Shore', characters: ['Ann'], set: 'Attic' }, 'Project name is required.'],
      ] as const) {
        const refused = await ctx.http.post('/api/director/render').send(body).expect(400);
        expect(refused.body.message).toMatch(message);
      }
      // Refused renders made nothing: the project is as empty as before.
      expect((await ctx.http.get(`/api/projects/${project.id}/overview`).expect(200)).body).toMatchObject({ characters: [], sets: [], music: [], voiceLines: [], scenes: [] });
      const empty = await ctx.http.post(`/api/director/${project.id}/render-film`).send({}).expect(202);
      expect(await settledJob(ctx.http, empty.body.id, 60_000)).toMatchObject({ state: 'failed', error: 'starting: the project has no scenes' });
      await newScene(ctx.http, project.id, { name: 'Silent' });
      const film = await ctx.http.post(`/api/director/${project.id}/render-film`).send({}).expect(202);
      const failed = await settledJob(ctx.http, film.body.id, 60_000);
      expect(failed).toMatchObject({ state: 'failed', error: expect.stringMatching(/no scene is ready to render: Silent: Silent is not ready to render/) });
      await ctx.http.post('/api/director/999999/render-film').send({}).expect(404);
    });
  });
});
