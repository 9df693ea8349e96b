import type { Job } from '@studio/contracts/jobs';
import { generatedMusicSchema } from '@studio/contracts/music';
import { studioStatusSchema } from '@studio/contracts/status';
import { generatedVoiceLineSchema } from '@studio/contracts/voice-lines';
import { newCharacter, newMusicTrack, newProject, newVoiceLine } from '../../test/factories';
import { settledJob } from '../../test/renders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { decodeWav } from '../engines/audio/wav';
import { FakeElevenLabsServer } from '../engines/cloud/testing/fake-elevenlabs-server';
import { FakeOpenAiServer } from '../engines/cloud/testing/fake-openai-server';
import { musicPlan } from '../engines/cloud/testing/music-plans';

jest.setTimeout(90_000);

const ELEVENLABS_KEY = 'xi-settings-key-5c1e';
const OPENAI_KEY = 'sk-settings-key-8d2f';
const PLAN = musicPlan({ tempoBpm: 104, key: 'E', instrumentation: 'cinematic' });
const LOCAL = { voice: 'espeak-ng (WASM)', music: 'local synthesizer', models: 'local model builder' };

describe(`cloud engines chosen by the keys in Settings (${process.env.TEST_DB})`, () => {
  const elevenLabs = new FakeElevenLabsServer(ELEVENLABS_KEY);
  const openAi = new FakeOpenAiServer(OPENAI_KEY, { content: PLAN });
  let ctx: TestApp;
  let projectId: number;

  beforeAll(async () => {
    await Promise.all([elevenLabs.start(), openAi.start()]);
    ctx = await createTestApp({
      env: {
        OPENAI_API_KEY: '',
        ELEVENLABS_API_KEY: '',
        MESHY_API_KEY: '',
        ELEVENLABS_BASE_URL: elevenLabs.baseUrl,
        OPENAI_BASE_URL: openAi.baseUrl,
      },
    });
    projectId = (await newProject(ctx.http)).id;
  });
  afterAll(async () => {
    await ctx.close();
    await Promise.all([elevenLabs.close(), openAi.close()]);
  });
  afterEach(async () => {
    await ctx.http.delete('/api/settings/keys/elevenlabs').expect(200);
    await ctx.http.delete('/api/settings/keys/openai').expect(200);
    elevenLabs.requests.splice(0);
    openAi.requests.splice(0);
  });

  const engines = async () => studioStatusSchema.parse((await ctx.http.get('/api/status').expect(200)).body).engines;
  /** The job's settled row: its target can show complete a moment before the job row holds its result. */
  const jobOf = async (type: Job['type'], targetId: number) => {
    const jobs = (await ctx.http.get('/api/jobs').query({ projectId }).expect(200)).body as Job[];
    const job = jobs.find((candidate) => candidate.type === type && candidate.target.id === targetId);
    return job && settledJob(ctx.http, job.id, 30_000);
  };
  const spokenTexts = () => elevenLabs.requests.map((request) => (JSON.parse(request.body.toString('utf8')) as { text: string }).text);

  it('speaks with eSpeak-NG and composes locally while no key is set', async () => {
    expect(await engines()).toEqual(LOCAL);
    const speaker = await newCharacter(ctx.http, projectId);
    const line = await newVoiceLine(ctx.http, speaker.id, { text: 'Nobody calls the cloud.' });
    expect(line.status).toBe('complete');
    expect((await jobOf('voice-line.synthesize', line.id))?.result).toMatchObject({ engine: LOCAL.voice });
    expect(elevenLabs.requests).toHaveLength(0);
  });

  it('speaks new voice lines with ElevenLabs once its key is stored in Settings, and locally again once removed', async () => {
    await ctx.http.put('/api/settings/keys/elevenlabs').send({ key: ELEVENLABS_KEY }).expect(200);
    expect((await engines()).voice).toBe('ElevenLabs');

    const speaker = await newCharacter(ctx.http, projectId, { name: 'Captain Redbeard' });
    const line = await newVoiceLine(ctx.http, speaker.id, { text: 'Ahoy, the cloud speaks for me now.' });
    expect(line.status).toBe('complete');
    expect(spokenTexts()).toEqual(['Ahoy, the cloud speaks for me now.']);
    expect(elevenLabs.requests[0].headers['xi-api-key']).toBe(ELEVENLABS_KEY);
    expect((await jobOf('voice-line.synthesize', line.id))?.result).toMatchObject({ engine: 'ElevenLabs' });
    const wav = (await ctx.http.get(line.filePath!).buffer(true).expect(200)).body as Buffer;
    expect(decodeWav(wav).sampleRate).toBe(22050);

    const generated = await ctx.http.post('/api/generate/voiceline').send({ characterName: 'Luna', text: 'And for me too.' }).expect(201);
    expect(generatedVoiceLineSchema.parse(generated.body).engine).toBe('ElevenLabs');
    expect(spokenTexts()).toEqual(['Ahoy, the cloud speaks for me now.', 'And for me too.']);

    await ctx.http.delete('/api/settings/keys/elevenlabs').expect(200);
    expect((await engines()).voice).toBe(LOCAL.voice);
    const offline = await newVoiceLine(ctx.http, speaker.id, { text: 'Back on the local engine.' });
    expect((await jobOf('voice-line.synthesize', offline.id))?.result).toMatchObject({ engine: LOCAL.voice });
    expect(spokenTexts()).toHaveLength(2);
  });

  it('speaks with the local engine instead of failing when ElevenLabs refuses mid-job, and the job says so', async () => {
    await ctx.http.put('/api/settings/keys/elevenlabs').send({ key: ELEVENLABS_KEY }).expect(200);
    // The key was good when it was saved; now the provider refuses it (revoked, out of credit).
    elevenLabs.failNext({ status: 401, message: 'Invalid API key', path: /text-to-speech/ });
    const speaker = await newCharacter(ctx.http, projectId, { name: 'First Mate Anne' });
    const line = await newVoiceLine(ctx.http, speaker.id, { text: 'The cloud is down, I speak anyway.' });
    expect(line.status).toBe('complete');
    const job = await jobOf('voice-line.synthesize', line.id);
    expect(job?.result).toMatchObject({
      engine: LOCAL.voice,
      fallback: expect.stringMatching(/^ElevenLabs failed \(ElevenLabs failed while .*rejected the API key \(HTTP 401: Invalid API key\)\); made with espeak-ng \(WASM\) instead$/),
    });
    expect(job?.state).toBe('complete');
  });

  it('plans music with OpenAI once its key is stored, rendering the plan with the local synthesizer', async () => {
    await ctx.http.put('/api/settings/keys/openai').send({ key: OPENAI_KEY }).expect(200);
    expect(await engines()).toEqual({ ...LOCAL, music: 'OpenAI + local synthesizer' });

    const response = await ctx.http
      .post('/api/generate/music')
      .send({ sceneName: 'The Storm', description: 'Waves crash over the deck in the storm.', mood: 'tense' })
      .expect(201);
    const music = generatedMusicSchema.parse(response.body);
    expect(music).toMatchObject({ engine: 'OpenAI + local synthesizer', tempoBpm: PLAN.tempoBpm, key: 'E minor', style: 'cinematic' });
    expect(openAi.requests).toHaveLength(1);
    expect(openAi.requests[0].headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    const prompt = (JSON.parse(openAi.requests[0].body.toString('utf8')) as { messages: { content: string }[] }).messages.at(-1)!.content;
    expect(prompt).toContain('Waves crash over the deck in the storm.');
    expect(prompt).toContain('Mood: tense');

    const track = await newMusicTrack(ctx.http, projectId, { name: 'Storm Theme', style: 'ambient', mood: 'calm' });
    expect(track.status).toBe('complete');
    expect((await jobOf('music.compose', track.id))?.result).toMatchObject({ engine: 'OpenAI + local synthesizer' });
    expect(openAi.requests).toHaveLength(2);
  });
});
