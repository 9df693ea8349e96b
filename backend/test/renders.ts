import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { jobSchema, type Job } from '@studio/contracts/jobs';
import { DataSource, MoreThan } from 'typeorm';
import { JobEntity } from '../src/jobs/job.entity';
import { runFfmpeg } from '../src/render/ffmpeg-process';
import type { FrameSession } from '../src/render/frame-renderer';
import type { TestAgent } from './auth-agent';
import { downloadMedia } from './models';

/** GETs the job until it has finished; fails the test after `timeoutMs`. */
export async function settledJob(http: TestAgent, id: number, timeoutMs = 120_000): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = jobSchema.parse((await http.get(`/api/jobs/${id}`).expect(200)).body);
    if (job.state === 'complete' || job.state === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`Job ${id} still ${job.state} (${job.stage}) after ${timeoutMs} ms`);
    await delay(50);
  }
}

export interface ProbedVideo {
  streams: Array<{ codec_type: string; codec_name: string; pix_fmt?: string; width?: number; height?: number; nb_read_packets?: string }>;
  durationSeconds: number;
}

/** A downloaded media file in a temporary folder, for ffmpeg to read; removed by `dispose`. */
export async function downloadToFile(http: TestAgent, url: string) {
  const download = await downloadMedia(http, url);
  const dir = mkdtempSync(join(tmpdir(), 'studio-render-test-'));
  const path = join(dir, url.split('/').pop()!);
  writeFileSync(path, download.bytes);
  return { ...download, path, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function probeVideo(path: string): Promise<ProbedVideo> {
  const json = JSON.parse(
    (
      await runFfmpeg(
        ['-count_packets', '-show_entries', 'stream=codec_type,codec_name,pix_fmt,width,height,nb_read_packets:format=duration', '-of', 'json', path],
        'ffprobe',
      )
    ).toString(),
  ) as { streams: ProbedVideo['streams']; format: { duration: string } };
  return { streams: json.streams, durationSeconds: Number(json.format.duration) };
}

/** Root-mean-square level of the audio between `from` and `to` seconds (mono mix, 0..1). */
export async function audioRms(path: string, from: number, to: number): Promise<number> {
  const pcm = await runFfmpeg(['-ss', String(from), '-t', String(to - from), '-i', path, '-vn', '-ac', '1', '-ar', '16000', '-f', 's16le', '-']);
  let sum = 0;
  const samples = pcm.length / 2;
  for (let i = 0; i < samples; i += 1) sum += (pcm.readInt16LE(i * 2) / 32768) ** 2;
  return Math.sqrt(sum / Math.max(1, samples));
}

/** The video frame at `seconds` as RGB24 rows. */
export async function frameRgbAt(path: string, seconds: number, width: number, height: number): Promise<Buffer> {
  const rgb = await runFfmpeg(['-ss', String(seconds), '-i', path, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-']);
  expect(rgb.length).toBe(width * height * 3);
  return rgb;
}

/** The number of distinct colours (RGB quantised to 5 bits each) in an RGB24 frame. */
export function distinctColours(rgb: Buffer): number {
  const colours = new Set<number>();
  for (let i = 0; i < rgb.length; i += 3) colours.add(((rgb[i] >> 3) << 10) | ((rgb[i + 1] >> 3) << 5) | (rgb[i + 2] >> 3));
  return colours.size;
}

/** Mean absolute difference (0..255) between two RGB24 frames over rows `fromRow` to `toRow`. */
export function meanDifference(left: Buffer, right: Buffer, width: number, fromRow: number, toRow: number): number {
  let sum = 0;
  for (let i = fromRow * width * 3; i < toRow * width * 3; i += 1) sum += Math.abs(left[i] - right[i]);
  return sum / ((toRow - fromRow) * width * 3);
}

/** Frame number `index` (counted from 0 in presentation order) of the video as RGB24 rows. */
export async function frameRgbNumber(path: string, index: number, width: number, height: number): Promise<Buffer> {
  const rgb = await runFfmpeg(['-i', path, '-vf', `select=eq(n\\,${index})`, '-fps_mode', 'passthrough', '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-']);
  expect(rgb.length).toBe(width * height * 3);
  return rgb;
}

/** The 'scene.render-chunk' jobs queued after job `afterJobId`, oldest first, as GET /api/jobs/:id shows them. */
export async function chunkJobsSince(dataSource: DataSource, http: TestAgent, afterJobId: number): Promise<Job[]> {
  const rows = await dataSource.getRepository(JobEntity).find({ where: { type: 'scene.render-chunk', id: MoreThan(afterJobId) }, order: { id: 'ASC' } });
  return Promise.all(rows.map(async (row) => jobSchema.parse((await http.get(`/api/jobs/${row.id}`).expect(200)).body)));
}

/** A frame session that draws nothing: each frame is what `frameAt` gives for its time. */
export const fakeFrameSession = (frameAt: (seconds: number) => Promise<Buffer>): FrameSession => ({
  notes: [],
  graphics: 'test frames',
  frame: (seconds) => frameAt(seconds),
  frames: (times) => Promise.all(times.map(frameAt)),
  encodesVideo: false,
  videoFrames: () => Promise.reject(new Error('test frames are JPEGs: this session encodes no video')),
  close: async () => undefined,
});
