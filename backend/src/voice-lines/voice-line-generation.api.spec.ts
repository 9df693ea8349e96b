import request from 'supertest';
import { generatedVoiceLineSchema } from '@studio/contracts/voice-lines';
import { rms } from '../engines/audio/audio-analysis';
import { decodeWav } from '../engines/audio/wav';
import { useTestApp } from '../../test/test-app';

jest.setTimeout(60_000);

describe(`POST /api/generate/voiceline (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp();

  const generate = async (characterName: string, text: string) => {
    const response = await ctx.http.post('/api/generate/voiceline').send({ characterName, text }).expect(201);
    const body = generatedVoiceLineSchema.parse(response.body);
    const file = await ctx.http.get(body.audioUrl).buffer(true).expect(200);
    return { body, file };
  };

  it('speaks the line and serves it as an audible WAV of the reported duration under /media', async () => {
    const { body, file } = await generate('Captain Redbeard', 'Ahoy there! Welcome aboard the finest ship on the seven seas.');
    expect(body.audioUrl).toMatch(/^\/media\/generated\/0\/voiceline-[0-9a-f]+\.wav$/);
    expect(file.headers['content-type']).toBe('audio/wav');
    const wav = file.body as Buffer;
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    const pcm = decodeWav(wav);
    expect(pcm.channels[0].length / pcm.sampleRate).toBeCloseTo(body.durationSeconds, 3);
    expect(body.durationSeconds).toBeGreaterThan(2);
    expect(rms(pcm.channels[0])).toBeGreaterThan(0.02);
  });

  it('gives longer text a longer line and every call its own file', async () => {
    const short = await generate('Luna', 'Hello.');
    const long = await generate('Luna', 'Hello. The moon is bright tonight, and the tide is coming in fast.');
    expect(long.body.durationSeconds).toBeGreaterThan(short.body.durationSeconds * 2);
    expect(long.body.audioUrl).not.toBe(short.body.audioUrl);
  });

  it('rejects empty text and a missing character name with the spec messages', async () => {
    const empty = await ctx.http.post('/api/generate/voiceline').send({ characterName: 'Luna', text: '  ' }).expect(400);
    expect(empty.body.errors).toEqual([{ path: 'text', message: 'Voice line cannot be empty.' }]);
    const nameless = await ctx.http.post('/api/generate/voiceline').send({ text: 'Hi' }).expect(400);
    expect(nameless.body.errors).toEqual([{ path: 'characterName', message: 'Character name is required.' }]);
  });

  it('requires a session', async () => {
    await request(ctx.app.getHttpServer()).post('/api/generate/voiceline').send({ characterName: 'Luna', text: 'Hi' }).expect(401);
  });
});
