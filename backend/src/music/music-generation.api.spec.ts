import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatedMusicSchema, type GenerateMusic } from '@studio/contracts/music';
import request from 'supertest';
import { useTestApp } from '../../test/test-app';

jest.setTimeout(90_000);

const WEBM_MAGIC = 0x1a45dfa3;

/** The container ffprobe reads from the file and its duration in seconds. */
function probe(audio: Buffer): { format: string; seconds: number } {
  const directory = mkdtempSync(join(tmpdir(), 'generated-music-'));
  try {
    const file = join(directory, 'track');
    writeFileSync(file, audio);
    const probed = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=format_name,duration', '-of', 'json', file]).toString(),
    ) as { format: { format_name: string; duration: string } };
    return { format: probed.format.format_name, seconds: Number(probed.format.duration) };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

describe(`POST /api/generate/music (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp({ env: { OPENAI_API_KEY: '' } });

  const generate = async (body: GenerateMusic) =>
    generatedMusicSchema.parse((await ctx.http.post('/api/generate/music').send(body).expect(201)).body);

  it('composes a playable 30 s track for the scene, served under /media with the session', async () => {
    const music = await generate({ sceneName: 'Harbour at Dawn', description: 'The crew loads the ship.', mood: 'hopeful', style: 'jazz' });
    expect(music).toMatchObject({ style: 'jazz', engine: 'local synthesizer' });
    expect(music.audioUrl).toMatch(/^\/media\/generated\/0\/music-[0-9a-f]+\.(webm|wav)$/);
    expect(music.durationSeconds).toBeCloseTo(30, 0);
    expect(music.tempoBpm).toBeGreaterThan(40);
    expect(music.key).toMatch(/^[A-G][#b]? (major|minor)$/);

    const file = await ctx.http.get(music.audioUrl).buffer(true).expect(200);
    const audio = file.body as Buffer;
    const isWebm = audio.readUInt32BE(0) === WEBM_MAGIC;
    expect(isWebm || audio.toString('ascii', 0, 4) === 'RIFF').toBe(true);
    const probed = probe(audio);
    expect(probed.format).toMatch(isWebm ? /webm/ : /wav/);
    expect(Math.abs(probed.seconds - music.durationSeconds)).toBeLessThan(0.5);
    await request(ctx.app.getHttpServer()).get(music.audioUrl).expect(401);
  });

  it('picks the style from the description and mood, else the default, and reproduces a scene', async () => {
    expect((await generate({ sceneName: 'Night Run', description: 'A chase through neon streets at night', mood: 'tense' })).style).toBe('synthwave');
    expect((await generate({ sceneName: 'Lunch', description: 'Bob eats a sandwich.' })).style).toBe('80s-rock');
    const first = await generate({ sceneName: 'The Duel', mood: 'epic' });
    const again = await generate({ sceneName: 'the duel', mood: 'epic' });
    expect(first.style).toBe('cinematic');
    expect({ tempoBpm: again.tempoBpm, key: again.key }).toEqual({ tempoBpm: first.tempoBpm, key: first.key });
    const [firstAudio, againAudio] = await Promise.all(
      [first, again].map(async (music) => (await ctx.http.get(music.audioUrl).buffer(true).expect(200)).body as Buffer),
    );
    expect(againAudio.equals(firstAudio)).toBe(true);
  });

  it('rejects a missing scene name or an unknown style with the message, composing nothing', async () => {
    const nameless = await ctx.http.post('/api/generate/music').send({ description: 'Anything at all.' }).expect(400);
    expect(nameless.body.errors).toEqual([{ path: 'sceneName', message: 'Scene name is required.' }]);
    const blank = await ctx.http.post('/api/generate/music').send({ sceneName: '   ' }).expect(400);
    expect(blank.body.errors).toEqual([{ path: 'sceneName', message: 'Scene name is required.' }]);
    const polka = await ctx.http.post('/api/generate/music').send({ sceneName: 'Dance', style: 'polka' }).expect(400);
    expect(polka.body.errors[0].path).toBe('style');
  });
});
