import { analyzeScriptResultSchema } from '@studio/contracts/scripts';
import { analyzeScreenplay } from '@studio/screenplay/analyze';
import { binaryBody } from '../../test/binary-body';
import { fountainScript } from '../../test/screenplays';
import { newCharacter, newProject, newScene, newVoiceLine } from '../../test/factories';
import { downloadMedia } from '../../test/models';
import { useTestApp } from '../../test/test-app';

const analysisOf = async (bytes: Buffer) => {
  const outcome = await analyzeScreenplay({ bytes }, { directorMemory: false });
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.analysis;
};

describe(`Screenplay export (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp();

  const storeScript = async (projectName: string, text: string) =>
    analyzeScriptResultSchema.parse(
      (await ctx.http.post('/api/scripts/analyze').field('projectName', projectName).field('text', text).field('generateDirectorMemory', 'true').expect(201)).body,
    );

  it.each([
    ['fountain', 'text/plain'],
    ['fdx', 'application/xml'],
    ['pdf', 'application/pdf'],
  ])('writes a stored script as %s that reads back as the same screenplay', async (format, contentType) => {
    const stored = await storeScript(`Export Film ${format}`, fountainScript());
    const download = await binaryBody(ctx.http.get(`/api/scripts/${stored.scriptId}/export`).query({ format, sceneNumbers: 'true' })).expect(200);
    expect(download.headers['content-type']).toContain(contentType);
    expect(download.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="?big-coffee\\.${format}"?$`));
    const analysis = await analysisOf(download.body as Buffer);
    expect(analysis.format).toBe(format);
    expect(analysis.title).toBe('Big Coffee');
    expect(analysis.scenes.map(({ name, characters, dialogue }) => ({ name, characters, dialogue }))).toEqual(
      stored.scenes.map(({ name, characters, dialogue }) => ({ name, characters, dialogue })),
    );
  });

  it("rebuilds the project's screenplay from its scenes, cast and lines, with each line's parenthetical or else the one the script gave", async () => {
    await storeScript('Rebuilt Film', 'Title: Rebuilt\n\nINT. KITCHEN - DAY\n\nED\n(quietly)\nMorning.\n\nMAY\nIs it?\n');
    const project = (await ctx.http.get('/api/projects').expect(200)).body.find((candidate: { name: string }) => candidate.name === 'Rebuilt Film');
    const kitchen = await newScene(ctx.http, project.id, { name: 'INT. KITCHEN - DAY', description: 'Ed pours coffee.' });
    const cove = await newScene(ctx.http, project.id, { name: 'EXT. COVE - NIGHT' });
    const ed = await newCharacter(ctx.http, project.id, { name: 'ED' });
    const may = await newCharacter(ctx.http, project.id, { name: 'MAY' });
    await newVoiceLine(ctx.http, ed.id, { sceneId: kitchen.id, text: 'Morning.' });
    await newVoiceLine(ctx.http, may.id, { sceneId: kitchen.id, text: 'Is it?', parenthetical: 'smiling' });
    await newVoiceLine(ctx.http, may.id, { sceneId: cove.id, text: 'Where are you?' });

    for (const format of ['fountain', 'fdx', 'pdf']) {
      const download = await downloadMedia(ctx.http, `/api/projects/${project.id}/screenplay?format=${format}`);
      expect(download.status).toBe(200);
      const analysis = await analysisOf(download.bytes);
      expect(analysis.title).toBe('Rebuilt Film');
      expect(analysis.characters.map((character) => character.name)).toEqual(['ED', 'MAY']);
      expect(analysis.scenes.map(({ name, description, dialogue }) => ({ name, description, dialogue }))).toEqual([
        {
          name: 'INT. KITCHEN - DAY',
          description: 'Ed pours coffee.',
          dialogue: [
            // Read back, a parenthetical gives its direction again.
            { character: 'ED', text: 'Morning.', parenthetical: 'quietly', intensity: 0.2 },
            { character: 'MAY', text: 'Is it?', parenthetical: 'smiling', emotion: 'happy', intensity: 0.6 },
          ],
        },
        { name: 'EXT. COVE - NIGHT', description: '', dialogue: [{ character: 'MAY', text: 'Where are you?' }] },
      ]);
    }
  }, 120_000);

  it('answers 422 for a project with no scenes, 400 for an unknown format, 404 for what does not exist', async () => {
    const empty = await newProject(ctx.http, { name: 'Empty Film' });
    const noScenes = await ctx.http.get(`/api/projects/${empty.id}/screenplay`).query({ format: 'pdf' }).expect(422);
    expect(noScenes.body.message).toBe('The project has no scenes to write as a screenplay');
    const badFormat = await ctx.http.get(`/api/projects/${empty.id}/screenplay`).query({ format: 'docx' }).expect(400);
    expect(JSON.stringify(badFormat.body)).toContain('Format must be one of: fountain, fdx, pdf.');
    await ctx.http.get('/api/projects/999999/screenplay').query({ format: 'fountain' }).expect(404);
    await ctx.http.get('/api/scripts/999999/export').query({ format: 'fountain' }).expect(404);
  });

  it('answers 422 when the stored file can no longer be read', async () => {
    const stored = await storeScript('Lost File Film', fountainScript());
    await ctx.dataSource.query("UPDATE scripts SET filePath = '/media/scripts/gone.fountain' WHERE id = ?", [stored.scriptId]);
    const response = await ctx.http.get(`/api/scripts/${stored.scriptId}/export`).query({ format: 'fdx' }).expect(422);
    expect(response.body.message).toBe('The stored script could not be read: its file is missing');
  });
});
