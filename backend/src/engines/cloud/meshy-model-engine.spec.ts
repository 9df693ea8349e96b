import { validateBytes } from 'gltf-validator';
import type { BuildCharacterInput } from '../engine.types';
import { MeshyModelEngine, type MeshyModelEngineOptions } from './meshy-model-engine';
import { FakeMeshyServer } from './testing/fake-meshy-server';
import { engineFailure, expectKeyRefusedOnce, failureAfterRetries, serveDuringTests } from './testing/engine-spec-helpers';

const API_KEY = 'msy_test_key_51c0de';
const server = new FakeMeshyServer(API_KEY);

const characterInput = (overrides: Partial<BuildCharacterInput> = {}): BuildCharacterInput => ({
  name: 'Captain Rosa',
  description: 'A tall taco chef with a red bandana',
  traits: ['brave'],
  isPirate: true,
  ...overrides,
});

const engine = (overrides: Partial<MeshyModelEngineOptions> = {}): MeshyModelEngine =>
  new MeshyModelEngine({
    apiKey: API_KEY,
    baseUrl: server.baseUrl,
    pollIntervalMs: 20,
    taskTimeoutMs: 20_000,
    requestTimeoutMs: 10_000,
    retry: { retries: 2, baseDelayMs: 10, maxDelayMs: 50 },
    ...overrides,
  });

serveDuringTests(server);

describe('MeshyModelEngine against a fake Meshy', () => {
  it('creates a task, polls it to SUCCEEDED and returns the downloaded GLB, valid and read', async () => {
    const progress: number[] = [];
    const model = await engine().buildCharacter(characterInput(), (fraction) => progress.push(fraction));

    expect(model.glb.toString('ascii', 0, 4)).toBe('glTF');
    const report = await validateBytes(new Uint8Array(model.glb));
    expect(report.issues.messages.filter((issue) => issue.severity === 0)).toEqual([]);
    expect(model.nodeNames.length).toBeGreaterThan(3);
    expect(model.nodeNames).toEqual(expect.arrayContaining(['Character', 'head']));
    expect(model.animationNames).toEqual([]);
    expect(model.notes).toEqual(['Meshy models have no animations: idle and talk are not available for this model.']);
    expect(model.taskId).toMatch(/fake-task/);

    // Monotonic, from 0 through Meshy's own 35% and 80% to 1.
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((left, right) => left - right));
    expect(progress).toEqual(expect.arrayContaining([0.35 * 0.9, 0.8 * 0.9]));

    const [create, ...rest] = server.requests;
    expect(create.method).toBe('POST');
    expect(create.path).toBe('/openapi/v2/text-to-3d');
    expect(create.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const body = JSON.parse(create.body.toString('utf8')) as { mode: string; prompt: string; art_style: string };
    expect(body).toMatchObject({ mode: 'preview', art_style: 'realistic' });
    expect(body.prompt).toContain('Captain Rosa');
    expect(body.prompt).toContain('pirate');
    const download = rest.at(-1)!;
    expect(download.path).toMatch(/^\/assets\/.+\/model\.glb$/);
    expect(download.headers.authorization).toBeUndefined();
  });

  it('builds sets through the same task flow', async () => {
    const model = await engine().buildSet({ name: 'Black Pearl', description: 'Stormy night', type: 'street', oceanType: 'stormy' });
    expect(model.glb.toString('ascii', 0, 4)).toBe('glTF');
    const body = JSON.parse(server.requests[0].body.toString('utf8')) as { prompt: string };
    expect(body.prompt).toContain('pirate ship deck on a stormy ocean');
  });

  it('asks for the kind of place the set is', async () => {
    await engine().buildSet({ name: 'Gull Point', type: 'street', kind: 'harbour' });
    const body = JSON.parse(server.requests[0].body.toString('utf8')) as { prompt: string };
    expect(body.prompt).toContain('A 3D scene set named Gull Point: a harbour / pier environment');
  });

  it("fails with the task's own error message when Meshy marks it FAILED", async () => {
    server.failNextTask('Prompt was flagged by moderation.');
    const error = await engineFailure(engine().buildCharacter(characterInput()));
    expect(error.engine).toBe('Meshy');
    expect(error.stage).toMatch(/^generating the model \(task .+\)$/);
    expect(error.message).toContain('the task ended FAILED: Prompt was flagged by moderation.');
  });

  it('retries a 429 on a poll, honouring Retry-After, and still finishes', async () => {
    server.failNext({ status: 429, retryAfter: '1', message: 'Rate limit exceeded.', path: /text-to-3d\/.+/ });
    const started = Date.now();
    const model = await engine().buildCharacter(characterInput());
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(model.glb.length).toBeGreaterThan(1000);
  });

  it('fails naming provider, stage and status when 5xx outlasts the retries', async () => {
    server.failNext(...Array.from({ length: 3 }, () => ({ status: 502, message: 'Bad gateway.', path: /^\/openapi\/v2\/text-to-3d$/ })));
    const message = 'Meshy failed while creating the text-to-3D task for a character: Meshy server error (HTTP 502: Bad gateway.) after 3 attempts';
    await failureAfterRetries(server, engine().buildCharacter(characterInput()), message);
  });

  it('does not retry a rejected key and never shows it', async () => {
    const refusal = 'Meshy failed while creating the text-to-3D task for a character: Meshy rejected the API key (HTTP 401: Invalid API key.)';
    await expectKeyRefusedOnce(server, (apiKey) => engine({ apiKey }).buildCharacter(characterInput()), 'msy_wrong_key_9999', refusal);
  });

  it('gives up when the task outlasts its timeout', async () => {
    const error = await engineFailure(engine({ pollIntervalMs: 200, taskTimeoutMs: 300 }).buildCharacter(characterInput()));
    expect(error.message).toMatch(/the task was still (PENDING|IN_PROGRESS) at \d+% after 0 s$/);
  });

  it('fails clearly when a request times out', async () => {
    server.failNext({ delayMs: 1500 });
    const error = await engineFailure(engine({ requestTimeoutMs: 300 }).buildCharacter(characterInput()));
    expect(error.message).toBe('Meshy failed while creating the text-to-3D task for a character: no response from Meshy within 300 ms');
  });
});
