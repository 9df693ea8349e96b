import { API_ROUTES } from '@studio/contracts/api-routes';
import type { Project } from '@studio/contracts/projects';
import type { Response } from 'supertest';
import { authenticatedAgent, type TestAgent } from '../../test/auth-agent';
import { newCharacter } from '../../test/factories';
import { pngBytes, storedMediaFiles } from '../../test/media-files';
import { fountainScript } from '../../test/screenplays';
import { useTestProject } from '../../test/test-app';
import { RATE_LIMIT_MESSAGES } from './rate-limit';

const LIMIT = 2;

/** 429 JSON with the class's message and a Retry-After of at most the one-minute window. */
function expectRateLimited(response: Response, message: string): void {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ statusCode: 429, message, error: 'Too Many Requests' });
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
}

describe('the route table rate-limits every route that spends CPU, disk or a provider call', () => {
  it('gives each upload route, and each route whose name says it analyses, generates, renders, exports, archives or tests a key, a budget', () => {
    const expected = API_ROUTES.filter((route) => route.upload || /analy[sz]e|generate|render|export|archive|ServiceKey/i.test(route.name));
    expect(expected.map((route) => route.name).sort()).not.toEqual([]);
    const spared = ['deleteServiceKey', 'listServiceKeys'];
    for (const route of expected.filter(({ name }) => !spared.includes(name))) expect([route.name, route.rateLimit]).toEqual([route.name, expect.any(String)]);
  });

  it('limits no read but those that build a file', () => {
    expect(API_ROUTES.filter((route) => route.method === 'GET' && route.rateLimit && route.rateLimit !== 'export')).toEqual([]);
  });
});

describe(`rate limits (${process.env.TEST_DB})`, () => {
  const ctx = useTestProject({
    env: {
      UPLOADS_PER_MINUTE: String(LIMIT),
      ANALYSES_PER_MINUTE: String(LIMIT),
      GENERATIONS_PER_MINUTE: String(LIMIT),
      EXPORTS_PER_MINUTE: String(LIMIT),
    },
  });
  const projectNames = async () => ((await ctx.http.get('/api/projects').expect(200)).body as Project[]).map((project) => project.name);
  const blueprint = (http: TestAgent, name: string) => http.post('/api/projects/blueprint').send({ project: { name } });

  it('answers the (N+1)th generation of a session with 429 and Retry-After, writing nothing; another session is unaffected', async () => {
    for (let call = 1; call <= LIMIT; call += 1) await blueprint(ctx.http, `Budget Film ${call}`).expect(201);
    const before = await projectNames();

    expectRateLimited(await blueprint(ctx.http, 'Over Budget Film'), RATE_LIMIT_MESSAGES.generation);
    // Another generation route spends the same budget.
    expectRateLimited(await ctx.http.post('/api/render/scene').send({ sceneName: 'Nowhere' }), RATE_LIMIT_MESSAGES.generation);
    expect(await projectNames()).toEqual(before);

    const other = await authenticatedAgent(ctx.app);
    await blueprint(other, 'Other Session Film').expect(201);
    // Other classes keep their own budgets, and routes without one are not limited.
    await ctx.http.post('/api/projects').send({ name: 'Plain Film', description: 'Made by the rate limit tests.' }).expect(201);
  });

  it('refuses the (N+1)th export or archive with 429', async () => {
    for (let call = 1; call <= LIMIT; call += 1) await ctx.http.get(`/api/projects/${ctx.projectId}/export`).expect(200);
    expectRateLimited(await ctx.http.get(`/api/projects/${ctx.projectId}/export`), RATE_LIMIT_MESSAGES.export);
    // An archive is an export too, and spends the same budget.
    expectRateLimited(await ctx.http.post(`/api/director/${ctx.projectId}/archive`), RATE_LIMIT_MESSAGES.export);
  });

  it('refuses the (N+1)th upload with 429, storing nothing', async () => {
    const character = await newCharacter(ctx.http, ctx.projectId);
    const upload = () =>
      ctx.http.post(`/api/characters/${character.id}/reference-image`).attach('file', pngBytes(), { filename: 'face.png', contentType: 'image/png' });
    for (let call = 1; call <= LIMIT; call += 1) await upload().expect(200);
    const stored = storedMediaFiles(ctx.app, 'characters', character.id);
    const kept = (await ctx.http.get(`/api/characters/${character.id}`).expect(200)).body;

    expectRateLimited(await upload(), RATE_LIMIT_MESSAGES.upload);
    expect(storedMediaFiles(ctx.app, 'characters', character.id)).toEqual(stored);
    expect((await ctx.http.get(`/api/characters/${character.id}`).expect(200)).body).toEqual(kept);
  });

  it('counts script analysis and analyze-and-train against one budget', async () => {
    const analysis = await ctx.http.post('/api/scripts/analyze').field('projectName', 'Analysed Film').field('text', fountainScript()).expect(201);
    await ctx.http.post('/api/director/analyze-and-train').send({ scriptPath: String(analysis.body.scriptId) }).expect(200);
    const before = await projectNames();

    const refused = await ctx.http.post('/api/scripts/analyze').field('projectName', 'Refused Film').field('text', fountainScript());
    expectRateLimited(refused, RATE_LIMIT_MESSAGES.analysis);
    expect(await projectNames()).toEqual(before);
  });
});
