import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { RenderResolution } from '@studio/contracts/scenes';
import type { SceneTimeline } from '@studio/contracts/timeline';
import type { ChunkLook, KeyedChunk } from './chunk-keys';
import { FRAME_ENCODING, segmentPath, WORK_FILES } from './scene-render-pipeline';
import { H264_SETTINGS } from './video-encode';

/**
 * A scene's drawn chunks, kept between renders under DATA_DIR/render-cache/scenes/<id>/ (shared by
 * every process that renders, like the renders' working folders), named by key: a re-render
 * after an edit draws only the chunks whose key changed. Each render keeps what it used and drops
 * the rest, so a scene holds one render's worth.
 */
export const renderCacheDir = (dataDir: string, sceneId: number) => join(dataDir, 'render-cache', 'scenes', String(sceneId));

const cachedSegment = (cacheDir: string, key: string) => join(cacheDir, `segment-${key}.mp4`);
const cachedPoster = (cacheDir: string, key: string) => ({ poster: join(cacheDir, `poster-${key}.jpg`), notes: join(cacheDir, `notes-${key}.json`) });

/** Puts `from` at `to` whole: a hard link (the same disk), else a copy renamed into place. */
async function place(from: string, to: string): Promise<void> {
  await rm(to, { force: true });
  try {
    await link(from, to);
  } catch {
    const partial = `${to}.${randomBytes(4).toString('hex')}.partial`;
    await copyFile(from, partial);
    await rename(partial, to);
  }
}

/**
 * Puts the cached segments of these chunks, and the cached poster and notes, into the render's
 * folder where a drawn one would be; returns how many chunks were found.
 */
export async function restoreChunks(cacheDir: string, workDir: string, chunks: readonly KeyedChunk[], posterKey: string): Promise<number> {
  let found = 0;
  for (const chunk of chunks) {
    const cached = cachedSegment(cacheDir, chunk.key);
    if (existsSync(segmentPath(workDir, chunk.index)) || !existsSync(cached)) continue;
    await place(cached, segmentPath(workDir, chunk.index));
    found += 1;
  }
  const { poster, notes } = cachedPoster(cacheDir, posterKey);
  if (existsSync(poster) && existsSync(notes)) {
    await place(poster, join(workDir, WORK_FILES.poster));
    await place(notes, join(workDir, WORK_FILES.notes));
  }
  return found;
}

/** Keeps a finished render's segments, poster and notes under their keys, and drops what it did not use. */
export async function keepChunks(cacheDir: string, workDir: string, chunks: readonly KeyedChunk[], posterKey: string): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const kept = new Set<string>();
  const keep = async (from: string, to: string) => {
    kept.add(to);
    if (!existsSync(to)) await place(from, to);
  };
  for (const chunk of chunks) await keep(segmentPath(workDir, chunk.index), cachedSegment(cacheDir, chunk.key));
  const { poster, notes } = cachedPoster(cacheDir, posterKey);
  await keep(join(workDir, WORK_FILES.poster), poster);
  await keep(join(workDir, WORK_FILES.notes), notes);
  for (const name of await readdir(cacheDir)) {
    if (!kept.has(join(cacheDir, name))) await rm(join(cacheDir, name), { force: true });
  }
}

export const forgetChunks = (cacheDir: string) => rm(cacheDir, { recursive: true, force: true });

/** Digests of files by path, size and time written: a model is read once per process, not once per render. */
const fileDigests = new Map<string, { size: number; mtimeMs: number; digest: string }>();

async function fileDigest(path: string): Promise<string | null> {
  const stats = await stat(path).catch(() => null);
  if (!stats?.isFile()) return null;
  const known = fileDigests.get(path);
  if (known && known.size === stats.size && known.mtimeMs === stats.mtimeMs) return known.digest;
  const hash = createHash('sha256');
  for await (const bytes of createReadStream(path)) hash.update(bytes as Buffer);
  const digest = hash.digest('hex');
  fileDigests.set(path, { size: stats.size, mtimeMs: stats.mtimeMs, digest });
  return digest;
}

/** A digest of every file under `dir` (names and contents); 'none' without the folder. */
async function folderDigest(dir: string): Promise<string> {
  if (!existsSync(dir)) return 'none';
  const hash = createHash('sha256');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)).sort();
  for (const file of files) hash.update(`${relative(dir, file)}\0${await fileDigest(file)}\0`);
  return hash.digest('hex');
}

/**
 * How a render of `timeline` looks, for its chunk keys: the renderer's version (the render page's
 * build, the browser, which encodes the segments itself where it can, the frames' JPEG quality,
 * x264's settings) and the content of every file it draws
 * from (models, and voices whose loudness moves the mouths).
 */
export async function chunkLook(
  timeline: SceneTimeline,
  options: { resolution: RenderResolution; burnSubtitles: boolean; renderPageDir: string; browserVersion: string },
  fileOf: (url: string) => string | null,
): Promise<ChunkLook> {
  const urls = [timeline.set.modelUrl, ...timeline.blocking.map((mark) => mark.modelUrl), ...timeline.audio.voices.map((voice) => voice.url)];
  const contents = new Map<string, string | null>();
  for (const url of urls) {
    if (url === null || contents.has(url)) continue;
    const path = fileOf(url);
    contents.set(url, path === null ? null : await fileDigest(path));
  }
  return {
    resolution: options.resolution,
    burnSubtitles: options.burnSubtitles,
    // Segments of two browser versions' encoders might not share parameter sets, and would not join.
    rendererVersion: JSON.stringify({ page: await folderDigest(options.renderPageDir), browser: options.browserVersion, frames: FRAME_ENCODING, h264: H264_SETTINGS }),
    contentOf: (url) => contents.get(url) ?? null,
  };
}
