import { analyzeScriptResultSchema, scriptDataSchema, storedScriptListSchema } from '@studio/contracts/scripts';
import { projectListSchema } from '@studio/contracts/projects';
import { fdxScript, fountainScript } from '../../test/screenplays';
import { newProject } from '../../test/factories';
import { FakeOpenAiServer } from '../engines/cloud/testing/fake-openai-server';
import { createTestApp, type TestApp, useTestApp } from '../../test/test-app';

describe(`Script analysis (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp();

  const projectCount = async () => projectListSchema.parse((await ctx.http.get('/api/projects').expect(200)).body).length;
  const scriptCount = async () => (await ctx.dataSource.query('SELECT COUNT(*) AS n FROM scripts'))[0].n as number | string;

  it('analyzes pasted Fountain under a new project and keeps it with its analysis', async () => {
    const response = await ctx.http
      .post('/api/scripts/analyze')
      .field('projectName', 'Big Coffee Film')
      .field('text', fountainScript())
      .field('generateDirectorMemory', 'true')
      .expect(201);
    const result = analyzeScriptResultSchema.parse(response.body);
    expect(result).toMatchObject({ success: true, error: null, format: 'fountain', title: 'Big Coffee' });
    expect(result.scenes.map((scene) => [scene.location, scene.timeOfDay, scene.interior])).toEqual([
      ['KITCHEN', 'DAY', 'INT'],
      ['SMUGGLERS COVE', 'NIGHT', 'EXT'],
      ['KITCHEN', 'NIGHT', 'INT'],
    ]);
    expect(result.scenes[0].dialogue).toEqual([
      { character: 'ED BLOOM', text: 'Morning, kiddo.' },
      { character: 'WILL', text: 'You were out late again.' },
    ]);
    expect(result.characters.map((character) => character.name).sort()).toEqual(['ED BLOOM', 'WILL']);
    expect(result.directorMemory?.scenes).toHaveLength(3);

    const projects = projectListSchema.parse((await ctx.http.get('/api/projects').expect(200)).body);
    expect(projects.find((project) => project.id === result.projectId)?.name).toBe('Big Coffee Film');

    const data = scriptDataSchema.parse((await ctx.http.get(`/api/scripts/${result.scriptId}/data`).expect(200)).body);
    expect(data).toMatchObject({ id: result.scriptId, projectId: result.projectId, format: 'fountain', sceneCount: 3, characterCount: 2 });
    expect(data.analysis.scenes).toEqual(result.scenes);
    expect(data.storedName).toMatch(/^script-[0-9a-f]+\.fountain$/);

    const listed = storedScriptListSchema.parse((await ctx.http.get(`/api/projects/${result.projectId}/scripts`).expect(200)).body);
    expect(listed.map((script) => script.id)).toEqual([result.scriptId]);
  });

  it('cuts a long title to its column between characters, never inside one (a joined emoji stays whole)', async () => {
    const family = '👨‍👩‍👧';
    const response = await ctx.http
      .post('/api/scripts/analyze')
      .field('projectName', 'Long Title Film')
      .field('text', `Title: a${family.repeat(60)}\n\nINT. KITCHEN - DAY\n\nED\nMorning.\n`)
      .expect(201);
    const result = analyzeScriptResultSchema.parse(response.body);
    const data = scriptDataSchema.parse((await ctx.http.get(`/api/scripts/${result.scriptId}/data`).expect(200)).body);
    expect(data.analysis.title).toBe(`a${family.repeat(31)}`);
  });

  it('reads an uploaded Final Draft file by its bytes and stores it under the project of that name', async () => {
    const project = await newProject(ctx.http, { name: 'Existing Film' });
    const before = await projectCount();
    const response = await ctx.http
      .post('/api/scripts/analyze')
      .field('projectName', 'Existing Film')
      .attach('file', Buffer.from(fdxScript()), { filename: 'draft.txt', contentType: 'application/octet-stream' })
      .expect(201);
    const result = analyzeScriptResultSchema.parse(response.body);
    expect(result).toMatchObject({ projectId: project.id, format: 'fdx', directorMemory: null });
    expect(result.scenes).toHaveLength(3);
    expect(await projectCount()).toBe(before);
  });

  it.each([
    ['neither a file nor text', (call: ReturnType<TestApp['http']['post']>) => call.field('projectName', 'Nothing Film'), 400, 'Please upload or paste a script first'],
    ['only white space', (call: ReturnType<TestApp['http']['post']>) => call.field('projectName', 'Blank Film').field('text', '  \n '), 400, 'Please upload or paste a script first'],
    [
      'an image',
      (call: ReturnType<TestApp['http']['post']>) =>
        call.field('projectName', 'Image Film').attach('file', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'still.pdf'),
      400,
      'The script could not be read',
    ],
    [
      'a broken PDF',
      (call: ReturnType<TestApp['http']['post']>) =>
        call.field('projectName', 'Broken Film').attach('file', Buffer.from('%PDF-1.7\n1 0 obj <<'), 'broken.pdf'),
      400,
      'The script could not be read',
    ],
    [
      'text with no screenplay in it',
      (call: ReturnType<TestApp['http']['post']>) => call.field('projectName', 'Prose Film').field('text', 'Just a shopping list: eggs, milk, bread.'),
      422,
      'No screenplay found',
    ],
    ['a name too short', (call: ReturnType<TestApp['http']['post']>) => call.field('projectName', 'X').field('text', fountainScript()), 400, 'Project name must be at least 2 characters.'],
  ])('refuses %s and stores nothing', async (_case, build, status, message) => {
    const [projects, scripts] = [await projectCount(), await scriptCount()];
    const response = await build(ctx.http.post('/api/scripts/analyze')).expect(status);
    expect(response.body.message).toContain(message);
    expect([await projectCount(), await scriptCount()]).toEqual([projects, scripts]);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const response = await ctx.http
      .post('/api/scripts/analyze')
      .field('projectName', 'Huge Film')
      .attach('file', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), 'huge.fountain')
      .expect(413);
    expect(response.body.message).toBe('Script must be at most 10 MB.');
  });

  it('answers 404 for a script or project that does not exist', async () => {
    await ctx.http.get('/api/scripts/999999/data').expect(404);
    await ctx.http.get('/api/projects/999999/scripts').expect(404);
  });
});

describe(`Script analysis with an OpenAI key (${process.env.TEST_DB})`, () => {
  const API_KEY = 'sk-test-openai-scripts-8642';
  const openAi = new FakeOpenAiServer(API_KEY, {
    content: { theme: 'A son learns who his father really was.', characters: [{ name: 'WILL', description: "Ed's son, waiting for the truth.", traits: ['patient'] }] },
  });
  let ctx: TestApp;
  beforeAll(async () => {
    await openAi.start();
    ctx = await createTestApp({ env: { OPENAI_API_KEY: API_KEY, OPENAI_BASE_URL: openAi.baseUrl } });
  });
  afterAll(async () => {
    await ctx.close();
    await openAi.close();
  });

  const analyze = async () =>
    analyzeScriptResultSchema.parse(
      (
        await ctx.http
          .post('/api/scripts/analyze')
          .field('projectName', `Enriched ${Date.now()}`)
          .field('text', fountainScript())
          .field('generateDirectorMemory', 'true')
          .expect(201)
      ).body,
    );

  it("takes the model's theme, descriptions and traits over the local analysis", async () => {
    const result = await analyze();
    expect(result.directorMemory?.theme).toBe('A son learns who his father really was.');
    const will = result.characters.find((character) => character.name === 'WILL');
    expect(will).toMatchObject({ description: "Ed's son, waiting for the truth.", traits: expect.arrayContaining(['patient']) });
    // A character the model did not name keeps the script's own introduction.
    expect(result.characters.find((character) => character.name === 'ED BLOOM')?.description).toBe('ED BLOOM (40s), tired but kind, pours coffee for two.');
    expect(openAi.requests).toHaveLength(1);
  });

  it('keeps the local analysis when the model refuses', async () => {
    openAi.answerWith({ refusal: 'I cannot help with that.' });
    const result = await analyze();
    expect(result.directorMemory?.theme).toMatch(/^Big Coffee: recurring images/);
    expect(result.characters.find((character) => character.name === 'WILL')?.traits).not.toContain('patient');
  });
});
