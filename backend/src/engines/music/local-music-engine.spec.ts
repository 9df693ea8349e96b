import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MUSIC_STYLES, type MusicStyle } from '@studio/contracts/music';
import { estimateTempoBpm, onsetRate, peak, rms, spectralCentroidHz, toMono } from '../audio/audio-analysis';
import { decodeWav } from '../audio/wav';
import type { ComposeMusicInput } from '../engine.types';
import { renderTrack } from './composer';
import { LocalMusicEngine } from './local-music-engine';

jest.setTimeout(180_000);

const composeInput = (overrides: Partial<ComposeMusicInput> = {}): ComposeMusicInput => ({
  style: 'synthwave',
  mood: null,
  seed: 7,
  durationSeconds: 30,
  ...overrides,
});

interface Features {
  centroid: number;
  onsets: number;
  loudness: number;
  peakLevel: number;
  tempoEstimate: number;
  tempoBpm: number;
  sideLevel: number;
}

const features = new Map<MusicStyle, Features>();

beforeAll(async () => {
  for (const { value } of MUSIC_STYLES) {
    const track = await renderTrack(composeInput({ style: value }));
    const mono = toMono([track.left, track.right]);
    const side = track.left.map((left, index) => left - track.right[index]);
    features.set(value, {
      centroid: spectralCentroidHz(mono, track.sampleRate),
      onsets: onsetRate(mono, track.sampleRate),
      loudness: rms(mono),
      peakLevel: Math.max(peak(track.left), peak(track.right)),
      tempoEstimate: estimateTempoBpm(mono, track.sampleRate),
      tempoBpm: track.tempoBpm,
      sideLevel: rms(side),
    });
  }
});

describe('music composer', () => {
  it.each(MUSIC_STYLES.map((style) => style.value))('renders an audible, unclipped stereo %s track', (style) => {
    const measured = features.get(style)!;
    expect(measured.loudness).toBeGreaterThan(0.04);
    expect(measured.peakLevel).toBeLessThanOrEqual(0.9);
    expect(measured.peakLevel).toBeGreaterThan(0.8);
    // Panned parts make left and right differ: it is stereo, not mono twice.
    expect(measured.sideLevel).toBeGreaterThan(0.005);
  });

  it('makes every style measurably different from every other (brightness, onset rate or tempo)', () => {
    const styles = [...features.keys()];
    const relative = (left: number, right: number) => Math.abs(left - right) / Math.max(left, right);
    for (const first of styles) {
      for (const second of styles) {
        if (first >= second) continue;
        const a = features.get(first)!;
        const b = features.get(second)!;
        const distance = Math.max(relative(a.centroid, b.centroid), relative(a.onsets, b.onsets), relative(a.tempoBpm, b.tempoBpm));
        expect({ pair: `${first} vs ${second}`, distinct: distance > 0.08 }).toEqual({ pair: `${first} vs ${second}`, distinct: true });
      }
    }
  });

  it('puts the beat where the composer says: four-on-the-floor electronic is heard at its tempo', () => {
    const electronic = features.get('electronic')!;
    const ratio = electronic.tempoEstimate / electronic.tempoBpm;
    const nearest = [0.5, 1, 2].reduce((best, multiple) => (Math.abs(ratio - multiple) < Math.abs(ratio - best) ? multiple : best));
    expect(Math.abs(ratio - nearest) / nearest).toBeLessThan(0.04);
  });

  it('keeps ambient slow and soft-edged and rock bright and busy', () => {
    const ambient = features.get('ambient')!;
    const rock = features.get('80s-rock')!;
    const electronic = features.get('electronic')!;
    expect(ambient.tempoBpm).toBeLessThan(electronic.tempoBpm);
    expect(ambient.centroid).toBeLessThan(rock.centroid * 0.5);
  });

  it('follows the mood: sad is minor, happy is major', async () => {
    const sad = await renderTrack(composeInput({ style: 'orchestral', mood: 'sad' }));
    const happy = await renderTrack(composeInput({ style: 'synthwave', mood: 'happy and upbeat' }));
    expect(sad.key).toMatch(/ minor$/);
    expect(happy.key).toMatch(/ major$/);
  });
});

describe('LocalMusicEngine', () => {
  it('gives the same bytes for the same seed and different bytes for another seed', async () => {
    const engine = new LocalMusicEngine({ encoding: 'wav' });
    const first = await engine.compose(composeInput({ style: 'jazz' }));
    const again = await engine.compose(composeInput({ style: 'jazz' }));
    const other = await engine.compose(composeInput({ style: 'jazz', seed: 8 }));
    expect(first.mimeType).toBe('audio/wav');
    expect(again.audio.equals(first.audio)).toBe(true);
    expect(other.audio.equals(first.audio)).toBe(false);
    const pcm = decodeWav(first.audio);
    expect(pcm.channels).toHaveLength(2);
    expect(pcm.channels[0].length / pcm.sampleRate).toBeCloseTo(30, 2);
  });

  it('clamps the length to 30-90 seconds and reports rising progress that ends at 1', async () => {
    const engine = new LocalMusicEngine({ encoding: 'wav' });
    const reported: number[] = [];
    const track = await engine.compose(composeInput({ style: 'classical', durationSeconds: 5 }), (fraction) => reported.push(fraction));
    expect(track.durationSeconds).toBe(30);
    expect(reported.length).toBeGreaterThan(5);
    expect([...reported].sort((left, right) => left - right)).toEqual(reported);
    expect(reported.at(-1)).toBe(1);
  });

  it('encodes Opus in WebM with ffmpeg: a browser-playable file of the right length, reproducible', async () => {
    const engine = new LocalMusicEngine();
    await expect(engine.available()).resolves.toMatchObject({ available: true, detail: expect.stringContaining('Opus') });
    const track = await engine.compose(composeInput({ style: 'electronic' }));
    const again = await engine.compose(composeInput({ style: 'electronic' }));
    expect(track.mimeType).toBe('audio/webm');
    expect(track.fileExtension).toBe('webm');
    expect(track.audio.readUInt32BE(0)).toBe(0x1a45dfa3); // EBML magic
    expect(again.audio.equals(track.audio)).toBe(true);
    const directory = mkdtempSync(join(tmpdir(), 'music-spec-'));
    try {
      const file = join(directory, 'track.webm');
      writeFileSync(file, track.audio);
      const probe = JSON.parse(
        execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_name,channels', '-of', 'json', file]).toString(),
      ) as { format: { duration: string }; streams: { codec_name: string; channels: number }[] };
      expect(probe.streams[0]).toMatchObject({ codec_name: 'opus', channels: 2 });
      expect(Number(probe.format.duration)).toBeCloseTo(30, 0);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('falls back to WAV when ffmpeg is missing, and says so', async () => {
    const engine = new LocalMusicEngine({ ffmpegPath: '/nonexistent/ffmpeg' });
    await expect(engine.available()).resolves.toMatchObject({ available: true, detail: expect.stringContaining('WAV') });
    const track = await engine.compose(composeInput({ style: 'ambient' }));
    expect(track.mimeType).toBe('audio/wav');
    expect(decodeWav(track.audio).channels).toHaveLength(2);
  });
});
