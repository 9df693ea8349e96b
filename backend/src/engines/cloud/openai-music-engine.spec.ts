import { spectralCentroidHz, toMono } from '../audio/audio-analysis';
import { decodeWav } from '../audio/wav';
import type { ComposeMusicInput } from '../engine.types';
import { LocalMusicEngine } from '../music/local-music-engine';
import { OpenAiMusicEngine, type OpenAiMusicEngineOptions, OpenAiMusicPlanner } from './openai-music-engine';
import { FakeOpenAiServer } from './testing/fake-openai-server';
import { musicPlan } from './testing/music-plans';
import { engineFailure, expectKeyRefusedOnce, failureAfterRetries, serveDuringTests } from './testing/engine-spec-helpers';

jest.setTimeout(120_000);

const API_KEY = 'sk-test-openai-key-2468';


const composeInput = (overrides: Partial<ComposeMusicInput> = {}): ComposeMusicInput => ({
  style: 'synthwave',
  mood: 'tense',
  description: 'A chase through neon streets',
  seed: 11,
  durationSeconds: 30,
  ...overrides,
});

const server = new FakeOpenAiServer(API_KEY, { content: musicPlan() });
const synth = new LocalMusicEngine({ encoding: 'wav' });
const options = (overrides: Partial<OpenAiMusicEngineOptions> = {}): OpenAiMusicEngineOptions => ({
  apiKey: API_KEY,
  baseUrl: server.baseUrl,
  timeoutMs: 10_000,
  retry: { retries: 2, baseDelayMs: 10, maxDelayMs: 50 },
  synth,
  ...overrides,
});

serveDuringTests(server);
beforeEach(() => {
  server.answerWith({ content: musicPlan() });
});

describe('OpenAiMusicEngine against a fake OpenAI', () => {
  it('asks for a structured plan and renders it with the local synth at the planned tempo and key', async () => {
    const progress: number[] = [];
    const music = await new OpenAiMusicEngine(options()).compose(composeInput(), (fraction) => progress.push(fraction));

    expect(music.plan).toEqual(musicPlan());
    expect(music.tempoBpm).toBe(96);
    expect(music.key).toBe('D minor');
    expect(music.mimeType).toBe('audio/wav');
    const wav = decodeWav(music.audio);
    expect(wav.channels).toHaveLength(2);
    expect(wav.channels[0].length / wav.sampleRate).toBeCloseTo(30, 0);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((left, right) => left - right));

    const [request] = server.requests;
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const body = JSON.parse(request.body.toString('utf8')) as {
      messages: { content: string }[];
      response_format: { type: string; json_schema: { strict: boolean; schema: { required: string[] } } };
    };
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.response_format.json_schema.schema.required).toEqual(['tempoBpm', 'key', 'mode', 'instrumentation', 'progression', 'groove']);
    expect(body.messages.at(-1)!.content).toContain('A chase through neon streets');
  });

  it('lets the plan choose the ensemble: the same input planned as ambient sounds different', async () => {
    const engine = new OpenAiMusicEngine(options());
    const planned = await engine.compose(composeInput());
    server.answerWith({ content: musicPlan({ instrumentation: 'ambient', tempoBpm: 64, mode: 'major', progression: { sectionA: 'Imaj7 IVmaj7', sectionB: 'I vi7 IVmaj7 I' } }) });
    const calm = await engine.compose(composeInput());
    const centroid = (audio: Buffer) => {
      const wav = decodeWav(audio);
      return spectralCentroidHz(toMono(wav.channels), wav.sampleRate);
    };
    expect(calm.tempoBpm).toBe(64);
    expect(Math.abs(centroid(planned.audio) - centroid(calm.audio)) / centroid(planned.audio)).toBeGreaterThan(0.1);
  });

  it('rejects a plan with unknown chords, naming the field', async () => {
    server.answerWith({ content: musicPlan({ progression: { sectionA: 'I V7sus4 vi IV', sectionB: 'I IV' } }) });
    const error = await engineFailure(new OpenAiMusicPlanner(options()).plan({ style: 'jazz' }));
    expect(error.message).toMatch(/^OpenAI failed while planning the music: the model's plan is invalid \(progression\.sectionA: Chords must be roman numerals/);
  });

  it('reports a refusal and non-JSON content clearly', async () => {
    server.answerWith({ refusal: 'I cannot help with that.' });
    expect((await engineFailure(new OpenAiMusicPlanner(options()).plan({ style: 'jazz' }))).message).toBe(
      'OpenAI failed while planning the music: the model refused: I cannot help with that.',
    );
    server.answerWith({ rawContent: 'tempo: fast' });
    expect((await engineFailure(new OpenAiMusicPlanner(options()).plan({ style: 'jazz' }))).message).toBe(
      'OpenAI failed while planning the music: the model did not answer with JSON',
    );
  });

  it('retries 429 honouring Retry-After, and fails with status after 5xx retries', async () => {
    server.failNext({ status: 429, retryAfter: '1', message: 'Rate limit reached for requests' });
    const started = Date.now();
    await expect(new OpenAiMusicPlanner(options()).plan({ style: 'jazz' })).resolves.toEqual(musicPlan());
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);

    server.requests.splice(0);
    server.failNext(...Array.from({ length: 3 }, () => ({ status: 500, message: 'The server had an error while processing your request.' })));
    const message = 'OpenAI failed while planning the music: OpenAI server error (HTTP 500: The server had an error while processing your request.) after 3 attempts';
    await failureAfterRetries(server, new OpenAiMusicPlanner(options()).plan({ style: 'jazz' }), message);
  });

  it('does not retry a rejected key and never shows it', async () => {
    const refusal = /^OpenAI failed while planning the music: OpenAI rejected the API key \(HTTP 401: Incorrect API key provided/;
    await expectKeyRefusedOnce(server, (apiKey) => new OpenAiMusicPlanner(options({ apiKey })).plan({ style: 'jazz' }), 'sk-wrong-key-13579', refusal);
  });

  it('fails clearly on a timeout', async () => {
    server.failNext({ delayMs: 1500 });
    const error = await engineFailure(new OpenAiMusicPlanner(options({ timeoutMs: 300 })).plan({ style: 'jazz' }));
    expect(error.message).toBe('OpenAI failed while planning the music: no response from OpenAI within 300 ms');
  });
});
