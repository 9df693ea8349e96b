import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg } from './ffmpeg-process';
import { H264_SETTINGS, writeConcatList } from './video-encode';

/** One scene of a film: its rendered video and, when it has one, its .srt. */
export interface FilmPart {
  title: string;
  videoPath: string;
  subtitlesPath: string | null;
}

export interface FilmChapter {
  title: string;
  startSeconds: number;
  endSeconds: number;
}

const AUDIO_RATE = 48_000;

const SRT_TIME = /(\d{1,2}):(\d{2}):(\d{2})[,.](\d{3})/;

const secondsOf = (stamp: string): number => {
  const [, h, m, s, ms] = SRT_TIME.exec(stamp)!;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
};

const stampOf = (seconds: number): string => {
  const total = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(total / 3_600_000))}:${pad(Math.floor(total / 60_000) % 60)}:${pad(Math.floor(total / 1000) % 60)},${pad(total % 1000, 3)}`;
};

/** The cues of every part, shifted to where the part starts in the film and numbered from 1. */
export function mergeSubtitles(parts: readonly { srt: string; offsetSeconds: number }[]): string {
  const cues: string[] = [];
  for (const { srt, offsetSeconds } of parts) {
    for (const block of srt.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
      const lines = block.trim().split('\n');
      const timing = lines.findIndex((line) => line.includes('-->'));
      if (timing < 0) continue;
      const [from, to] = lines[timing].split('-->').map((stamp) => stamp.trim());
      if (!SRT_TIME.test(from) || !SRT_TIME.test(to)) continue;
      const text = lines.slice(timing + 1).join('\n');
      cues.push(`${cues.length + 1}\n${stampOf(secondsOf(from) + offsetSeconds)} --> ${stampOf(secondsOf(to) + offsetSeconds)}\n${text}\n`);
    }
  }
  return cues.join('\n');
}

/** ffmetadata escapes '=', ';', '#', '\' and line breaks with a backslash. */
const escapeMetadata = (text: string) => text.replace(/[=;#\\\n]/g, (character) => `\\${character}`);

/** An ffmetadata file with one chapter per scene, in milliseconds. */
export function chapterMetadata(chapters: readonly FilmChapter[]): string {
  return [
    ';FFMETADATA1',
    ...chapters.flatMap((chapter) => [
      '[CHAPTER]',
      'TIMEBASE=1/1000',
      `START=${Math.round(chapter.startSeconds * 1000)}`,
      `END=${Math.round(chapter.endSeconds * 1000)}`,
      `title=${escapeMetadata(chapter.title)}`,
    ]),
    '',
  ].join('\n');
}

async function probe(path: string): Promise<{ durationSeconds: number; hasAudio: boolean }> {
  const json = JSON.parse(
    (await runFfmpeg(['-show_entries', 'stream=codec_type:format=duration', '-of', 'json', path], 'ffprobe')).toString(),
  ) as { streams: Array<{ codec_type: string }>; format: { duration?: string } };
  const durationSeconds = Number(json.format.duration);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) throw new Error(`${path} has no duration`);
  return { durationSeconds, hasAudio: json.streams.some((stream) => stream.codec_type === 'audio') };
}

/**
 * Joins scene videos into one film: each part is brought to one size, frame rate and audio format
 * (letterboxed, silence for a part without sound), so the parts concatenate without a re-encode,
 * then the chapters (one per scene) are added and the .srt files merged at the parts' offsets.
 */
export async function joinFilm(input: {
  parts: readonly FilmPart[];
  workDir: string;
  output: { video: string; subtitles: string };
  width: number;
  height: number;
  fps: number;
  onPart?: (index: number) => void;
}): Promise<{ durationSeconds: number; chapters: FilmChapter[] }> {
  const { parts, workDir, output, width, height, fps } = input;
  if (parts.length === 0) throw new Error('A film needs at least one scene');
  await mkdir(workDir, { recursive: true });
  const normalised: string[] = [];
  const chapters: FilmChapter[] = [];
  const subtitles: { srt: string; offsetSeconds: number }[] = [];
  let offset = 0;
  for (const [index, part] of parts.entries()) {
    input.onPart?.(index);
    const { durationSeconds, hasAudio } = await probe(part.videoPath);
    const target = join(workDir, `part-${String(index).padStart(4, '0')}.mp4`);
    const video = `scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=${fps}`;
    await runFfmpeg([
      '-i',
      part.videoPath,
      ...(hasAudio ? [] : ['-f', 'lavfi', '-t', String(durationSeconds), '-i', `anullsrc=r=${AUDIO_RATE}:cl=stereo`]),
      '-map',
      '0:v:0',
      '-map',
      hasAudio ? '0:a:0' : '1:a:0',
      '-vf',
      video,
      ...H264_SETTINGS,
      '-c:a',
      'aac',
      '-b:a',
      '160k',
      '-ar',
      String(AUDIO_RATE),
      '-ac',
      '2',
      '-video_track_timescale',
      String(fps * 1000),
      '-t',
      String(durationSeconds),
      target,
    ]);
    // The normalised part's own length, so chapters and cues line up with what is played.
    const length = (await probe(target)).durationSeconds;
    normalised.push(target);
    chapters.push({ title: part.title, startSeconds: offset, endSeconds: offset + length });
    if (part.subtitlesPath) subtitles.push({ srt: await readFile(part.subtitlesPath, 'utf8'), offsetSeconds: offset });
    offset += length;
  }
  const list = join(workDir, 'parts.txt');
  const metadata = join(workDir, 'chapters.txt');
  await writeConcatList(list, normalised);
  await writeFile(metadata, chapterMetadata(chapters));
  await runFfmpeg([
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    list,
    '-f',
    'ffmetadata',
    '-i',
    metadata,
    '-map',
    '0',
    '-map_metadata',
    '1',
    '-map_chapters',
    '1',
    '-c',
    'copy',
    '-movflags',
    '+faststart',
    output.video,
  ]);
  await writeFile(output.subtitles, mergeSubtitles(subtitles));
  return { durationSeconds: (await probe(output.video)).durationSeconds, chapters };
}
