import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VoiceProfile } from '@studio/contracts/characters';
import { rms } from '../audio/audio-analysis';
import { decodeWav } from '../audio/wav';
import type { SynthesizeSpeechInput } from '../engine.types';
import { voiceProfileFor } from '../voice/voice-profile';
import { ELEVENLABS_PREMADE_VOICES, ElevenLabsVoiceEngine, type ElevenLabsVoiceEngineOptions, elevenLabsVoiceFor } from './elevenlabs-voice-engine';
import { FakeElevenLabsServer } from './testing/fake-elevenlabs-server';
import { engineFailure, expectKeyRefusedOnce, failureAfterRetries, serveDuringTests } from './testing/engine-spec-helpers';

const API_KEY = 'xi-test-key-7f3a9c';
const server = new FakeElevenLabsServer(API_KEY);

const speechInput = (overrides: Partial<SynthesizeSpeechInput> = {}): SynthesizeSpeechInput => ({
  text: 'Ahoy there, the tacos are ready.',
  voice: { voice: 'en-us+f2', pitch: 55, rate: 170 },
  ...overrides,
});

const engine = (overrides: Partial<ElevenLabsVoiceEngineOptions> = {}): ElevenLabsVoiceEngine =>
  new ElevenLabsVoiceEngine({ apiKey: API_KEY, baseUrl: server.baseUrl, timeoutMs: 10_000, retry: { retries: 2, baseDelayMs: 10, maxDelayMs: 50 }, ...overrides });

serveDuringTests(server);

describe('ElevenLabsVoiceEngine against a fake ElevenLabs', () => {
  it('returns real speech as a WAV whose duration matches its samples, sending the key in xi-api-key', async () => {
    const progress: number[] = [];
    const speech = await engine().synthesize(speechInput(), (fraction) => progress.push(fraction));

    expect(speech.mimeType).toBe('audio/wav');
    expect(speech.fileExtension).toBe('wav');
    const wav = decodeWav(speech.audio);
    expect(wav.sampleRate).toBe(22050);
    expect(wav.channels).toHaveLength(1);
    expect(speech.durationSeconds).toBeCloseTo(wav.channels[0].length / 22050, 6);
    expect(speech.durationSeconds).toBeGreaterThan(1);
    expect(rms(wav.channels[0])).toBeGreaterThan(0.01);
    expect(progress).toEqual([0, 1]);

    const [request] = server.requests;
    const voice = elevenLabsVoiceFor(speechInput().voice);
    expect(request.path).toBe(`/v1/text-to-speech/${voice.id}`);
    expect(request.query.get('output_format')).toBe('pcm_22050');
    expect(request.headers['xi-api-key']).toBe(API_KEY);
    const body = JSON.parse(request.body.toString('utf8')) as { text: string; model_id: string; voice_settings: { speed: number } };
    expect(body).toMatchObject({ text: 'Ahoy there, the tacos are ready.', model_id: 'eleven_multilingual_v2' });
    expect(body.voice_settings.speed).toBeCloseTo(170 / 175, 2);
  });

  it("sends a line's feeling as voice_settings: steady and plain when neutral, livelier and more stylized the stronger it is", async () => {
    await engine().synthesize(speechInput());
    await engine().synthesize(speechInput({ emotion: { emotion: 'angry', intensity: 1 } }));
    await engine().synthesize(speechInput({ emotion: { emotion: 'sad', intensity: 0.5 } }));
    const settings = server.requests.map((request) => (JSON.parse(request.body.toString('utf8')) as { voice_settings: { stability: number; style: number } }).voice_settings);
    expect(settings[0]).toMatchObject({ stability: 0.5, style: 0 });
    expect(settings[1]).toMatchObject({ stability: 0.2, style: 0.6 });
    expect(settings[2].stability).toBeGreaterThan(settings[1].stability);
    expect(settings[2].stability).toBeLessThan(settings[0].stability);
    expect(settings[2].style).toBeGreaterThan(0);
    expect(settings[2].style).toBeLessThan(settings[1].style);
  });

  it('keeps MP3 when asked for it, with the duration read from its frames', async () => {
    const wav = await engine().synthesize(speechInput());
    const mp3 = await engine({ outputFormat: 'mp3_44100_128' }).synthesize(speechInput());
    expect(server.requests.at(-1)!.query.get('output_format')).toBe('mp3_44100_128');
    expect(mp3.mimeType).toBe('audio/mpeg');
    expect(mp3.fileExtension).toBe('mp3');
    const directory = mkdtempSync(join(tmpdir(), 'elevenlabs-mp3-'));
    const file = join(directory, 'speech.mp3');
    writeFileSync(file, mp3.audio);
    const [format, probedSeconds] = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=format_name,duration', '-of', 'csv=p=0', file])
      .toString()
      .trim()
      .split(',');
    rmSync(directory, { recursive: true, force: true });
    expect(format).toBe('mp3');
    expect(Math.abs(mp3.durationSeconds - Number(probedSeconds))).toBeLessThan(0.03);
    // The same speech: MP3 adds at most the encoder's padding, under a few frames.
    expect(Math.abs(mp3.durationSeconds - wav.durationSeconds)).toBeLessThan(0.1);
  });

  it('gives longer text a longer duration', async () => {
    const short = await engine().synthesize(speechInput({ text: 'Hello.' }));
    const long = await engine().synthesize(speechInput({ text: 'Hello. This line is a good deal longer than the first one, so it takes longer to say.' }));
    expect(long.durationSeconds).toBeGreaterThan(short.durationSeconds * 2);
  });

  it('maps voice profiles to premade voices: stable, gendered by variant and spread over the list', () => {
    const female: VoiceProfile = { voice: 'en-gb-x-rp+f3', pitch: 60, rate: 160 };
    expect(elevenLabsVoiceFor(female)).toEqual(elevenLabsVoiceFor({ ...female }));
    expect(ELEVENLABS_PREMADE_VOICES.female.map((voice) => voice.id)).toContain(elevenLabsVoiceFor(female).id);
    expect(ELEVENLABS_PREMADE_VOICES.male.map((voice) => voice.id)).toContain(elevenLabsVoiceFor({ voice: 'en-us+m3', pitch: 40, rate: 180 }).id);
    const names = ['Rosa', 'Captain Bones', 'Miguel', 'Ana', 'Old Pete', 'Lucia', 'Sam', 'Marco', 'Ines', 'Tomas'];
    const chosen = new Set(names.map((name) => elevenLabsVoiceFor(voiceProfileFor({ name })).id));
    expect(chosen.size).toBeGreaterThanOrEqual(4);
  });

  it('retries a 429, waiting as long as Retry-After says, then succeeds', async () => {
    server.failNext({ status: 429, retryAfter: '1', message: 'Too many concurrent requests' });
    const started = Date.now();
    const speech = await engine().synthesize(speechInput());
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(speech.durationSeconds).toBeGreaterThan(1);
    expect(server.requests).toHaveLength(2);
  });

  it('fails naming provider, stage and status when 5xx outlasts the retries', async () => {
    server.failNext({ status: 503, message: 'Service overloaded' }, { status: 503, message: 'Service overloaded' }, { status: 503, message: 'Service overloaded' });
    const message = 'ElevenLabs failed while synthesizing speech: ElevenLabs server error (HTTP 503: Service overloaded) after 3 attempts';
    const error = await failureAfterRetries(server, engine().synthesize(speechInput()), message);
    expect(error.engine).toBe('ElevenLabs');
    expect(error.stage).toBe('synthesizing speech');
  });

  it('does not retry a rejected key and says so without showing the key', async () => {
    const refusal = 'ElevenLabs failed while synthesizing speech: ElevenLabs rejected the API key (HTTP 401: Invalid API key)';
    await expectKeyRefusedOnce(server, (apiKey) => engine({ apiKey }).synthesize(speechInput()), 'xi-wrong-key-0000', refusal);
  });

  it('does not retry other 4xx and passes the provider message on', async () => {
    server.failNext({ status: 422, message: 'Text contains unsupported characters' });
    const error = await engineFailure(engine().synthesize(speechInput()));
    expect(error.message).toContain('ElevenLabs refused the request (HTTP 422: Text contains unsupported characters)');
    expect(server.requests).toHaveLength(1);
  });

  it('fails clearly when ElevenLabs does not answer in time', async () => {
    server.failNext({ delayMs: 1500 });
    const error = await engineFailure(engine({ timeoutMs: 300 }).synthesize(speechInput()));
    expect(error.message).toBe('ElevenLabs failed while synthesizing speech: no response from ElevenLabs within 300 ms');
  });

  it('reads the key through a function and reports itself unavailable without one', async () => {
    await expect(engine({ apiKey: () => undefined }).available()).resolves.toMatchObject({ available: false, engine: 'ElevenLabs' });
    await expect(engine({ apiKey: async () => API_KEY }).available()).resolves.toMatchObject({ available: true });
    const error = await engineFailure(engine({ apiKey: '  ' }).synthesize(speechInput()));
    expect(error.message).toBe('ElevenLabs failed while authenticating: no ElevenLabs API key is configured');
    expect(server.requests).toHaveLength(0);
  });
});
