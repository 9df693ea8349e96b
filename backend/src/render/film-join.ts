import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
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
const AUDIO_BITRATE = '160k';

/** `HH:MM:SS,mmm --> HH:MM:SS,mmm`, with anything after it (positions) ignored; `.` tolerated for `,`. */
const SRT_TIMING = /^\s*(\d+):(\d{2}):(\d{2})[,.](\d{3})\s*-->\s*(\d+):(\d{2}):(\d{2})[,.](\d{3})/;

const millisecondsOf = (h: string, m: string, s: string, ms: string) => ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms);

const stampOf = (milliseconds: number): string => {
  const total = Math.max(0, milliseconds);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(total / 3_600_000))}:${pad(Math.floor(total / 60_000) % 60)}:${pad(Math.floor(total / 1000) % 60)},${pad(total % 1000, 3)}`;
};

/** The cues of every part, shifted to where the part starts in the film and numbered from 1. */
export function mergeSubtitles(parts: readonly { srt: string; offsetSeconds: number }[]): string {
  const cues: string[] = [];
  for (const { srt, offsetSeconds } of parts) {
    // Whole milliseconds throughout, so offsets like 1.1 s add no floating-point drift.
    const offset = Math.round(offsetSeconds * 1000);
    const blocks = srt.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/);
    for (const block of blocks) {
      const lines = block.split('\n');
      const timing = lines.findIndex((line) => SRT_TIMING.test(line));
      const match = timing < 0 ? null : SRT_TIMING.exec(lines[timing]);
      if (!match) continue;
      const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = match;
      const text = lines.slice(timing + 1).join('\n').trimEnd();
      // A cue with no text shows nothing, and an empty line would end it early in most readers.
      if (text === '') continue;
      const from = stampOf(millisecondsOf(h1, m1, s1, ms1) + offset);
      const to = stampOf(millisecondsOf(h2, m2, s2, ms2) + offset);
      cues.push(`${cues.length + 1}\n${from} --> ${to}\n${text}\n`);
    }
  }
  return cues.join('\n');
}

/** ffmetadata escapes '=', ';', '#', '\' and line breaks with a backslash. */
const escapeMetadata = (text: string) => text.replace(/\r\n?/g, '\n').replace(/[=;#\\\n]/g, (character) => `\\${character}`);

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

export interface ProbedVideo {
  durationSeconds: number;
  hasAudio: boolean;
  /** The picture's size. */
  width: number;
  height: number;
  /**
   * The picture's own stream: what a join copies without decoding. `parameterSets` is a hash of its
   * SPS and PPS (the stream's extradata): pictures copied into one stream must share them.
   */
  picture: { codec: string; profile: string; pixelFormat: string; frameRate: string; durationSeconds: number; parameterSets: string };
  /** The sound's own length, or 0 without sound. */
  soundSeconds: number;
}

interface ProbedStream {
  codec_type?: string;
  codec_name?: string;
  profile?: string;
  pix_fmt?: string;
  r_frame_rate?: string;
  width?: number;
  height?: number;
  duration?: string;
  extradata_hash?: string;
}

/** A video file's length, size and whether it has sound, by ffprobe; throws when it has no picture. */
export async function probeVideo(path: string): Promise<ProbedVideo> {
  const stdout = await runFfmpeg(
    ['-show_data_hash', 'sha256', '-show_entries', 'stream=codec_type,codec_name,profile,pix_fmt,r_frame_rate,width,height,duration,extradata_hash:format=duration', '-of', 'json', path],
    'ffprobe',
  );
  const json = JSON.parse(stdout.toString('utf8')) as { streams?: ProbedStream[]; format?: { duration?: string } };
  const durationSeconds = Number(json.format?.duration);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) throw new Error(`ffprobe found no duration in ${path}`);
  const streams = json.streams ?? [];
  const picture = streams.find((stream) => stream.codec_type === 'video');
  if (!picture) throw new Error(`${path} has no video stream`);
  const sound = streams.find((stream) => stream.codec_type === 'audio');
  const streamSeconds = (stream: ProbedStream | undefined) => (Number.isFinite(Number(stream?.duration)) ? Number(stream?.duration) : 0);
  return {
    durationSeconds,
    hasAudio: sound !== undefined,
    width: picture.width ?? 0,
    height: picture.height ?? 0,
    picture: {
      codec: picture.codec_name ?? '',
      profile: picture.profile ?? '',
      pixelFormat: picture.pix_fmt ?? '',
      frameRate: picture.r_frame_rate ?? '',
      parameterSets: picture.extradata_hash ?? '',
      durationSeconds: streamSeconds(picture) || durationSeconds,
    },
    soundSeconds: streamSeconds(sound),
  };
}

/**
 * Whether a part's picture can go into the film as it is: H.264 High of the film's size, frame
 * rate and pixel format, as our renders encode it (in the browser, or by x264 with H264_SETTINGS
 * where it cannot), and sound no longer than the picture by
 * more than a frame (a longer sound needs the last frame held, which only an encode can do).
 */
export function pictureJoinsAsIs(probed: ProbedVideo, film: { width: number; height: number; fps: number }): boolean {
  return (
    probed.picture.codec === 'h264' &&
    probed.picture.profile === 'High' &&
    probed.picture.pixelFormat === 'yuv420p' &&
    probed.picture.frameRate === `${film.fps}/1` &&
    probed.width === film.width &&
    probed.height === film.height &&
    probed.soundSeconds <= probed.picture.durationSeconds + 1 / film.fps
  );
}

/**
 * ffmpeg arguments that take a part already in the film's format: its picture copied as it is
 * (our scene renders are; re-encoding them was most of a film's join), its sound as for
 * normaliseArgs, both cut to `seconds` (the picture's whole frames).
 */
function copyArgs(part: { path: string; hasAudio: boolean; seconds: number }, fps: number, video: string, audio: string): string[] {
  const seconds = String(part.seconds);
  return [
    '-i',
    part.path,
    ...(part.hasAudio ? [] : ['-f', 'lavfi', '-t', seconds, '-i', `anullsrc=r=${AUDIO_RATE}:cl=stereo`]),
    ...['-map', '0:v:0', '-c:v', 'copy', '-video_track_timescale', String(fps * 1000), '-t', seconds, video],
    ...['-map', part.hasAudio ? '0:a:0' : '1:a:0', '-af', `aresample=${AUDIO_RATE},aformat=sample_fmts=s16:channel_layouts=stereo,apad`],
    ...['-c:a', 'pcm_s16le', '-t', seconds, audio],
  ];
}

/**
 * ffmpeg arguments that bring one part to the film's format: the picture letterboxed to
 * width×height at `fps` (its last frame held if the sound runs longer), the sound as 48 kHz stereo
 * PCM padded with silence (or all silence), both cut to exactly `seconds`.
 */
function normaliseArgs(part: { path: string; hasAudio: boolean; seconds: number }, film: { width: number; height: number; fps: number }, video: string, audio: string): string[] {
  const { width, height, fps } = film;
  const seconds = String(part.seconds);
  const picture = [
    `scale=${width}:${height}:force_original_aspect_ratio=decrease:force_divisible_by=2`,
    `pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=black`,
    'setsar=1',
    `fps=${fps}`,
    'tpad=stop_mode=clone:stop=-1',
    'format=yuv420p',
  ].join(',');
  const sound = `aresample=${AUDIO_RATE},aformat=sample_fmts=s16:channel_layouts=stereo,apad`;
  return [
    '-i',
    part.path,
    ...(part.hasAudio ? [] : ['-f', 'lavfi', '-t', seconds, '-i', `anullsrc=r=${AUDIO_RATE}:cl=stereo`]),
    '-filter_complex',
    `[0:v:0]${picture}[v];[${part.hasAudio ? '0:a:0' : '1:a:0'}]${sound}[a]`,
    '-map',
    '[v]',
    ...H264_SETTINGS,
    '-video_track_timescale',
    String(fps * 1000),
    '-t',
    seconds,
    video,
    '-map',
    '[a]',
    '-c:a',
    'pcm_s16le',
    '-t',
    seconds,
    audio,
  ];
}

/**
 * Joins scene videos into one film with a chapter per scene and one merged .srt.
 *
 * When every part is in the film's format (scenes rendered at its size) with the same parameter
 * sets (renders by one encoder: the browser's, or x264 before it), the pictures are kept as they
 * are; else every part is re-encoded once to the film's size and frame rate: one stream has one
 * SPS and PPS, and a part copied with others would bring them in-band, which players reading only
 * the MP4's sample entry misread. Each part's sound is kept apart
 * as PCM. The pictures are then joined by the concat demuxer without another encode, and the sound is
 * joined and encoded to AAC once. Joining AAC parts directly would keep each part's encoder
 * priming, a few tens of milliseconds per scene by which the sound would drift behind the picture.
 * Every part is cut to a whole number of frames, so the chapters, the cues and both streams agree.
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
  if (parts.length === 0) throw new Error('joinFilm needs at least one part: a film with no scene has nothing to play');
  await mkdir(workDir, { recursive: true });
  // A folder of its own, so the outputs (which may be in workDir) survive the clean-up.
  const temp = await mkdtemp(join(workDir, 'film-join-'));
  try {
    const videos: string[] = [];
    const audios: string[] = [];
    const chapters: FilmChapter[] = [];
    const subtitles: { srt: string; offsetSeconds: number }[] = [];
    let frames = 0;
    const probes: ProbedVideo[] = [];
    for (const part of parts) probes.push(await probeVideo(part.videoPath));
    const asIs = probes.every((probed) => pictureJoinsAsIs(probed, { width, height, fps })) && new Set(probes.map((probed) => probed.picture.parameterSets)).size === 1;
    for (const [index, part] of parts.entries()) {
      input.onPart?.(index);
      const probed = probes[index];
      // Copied, the part lasts as long as its picture; re-encoded, its last frame covers the sound too.
      const partFrames = Math.max(1, Math.round((asIs ? probed.picture.durationSeconds : probed.durationSeconds) * fps));
      const name = `part-${String(index).padStart(4, '0')}`;
      const video = join(temp, `${name}.mp4`);
      const audio = join(temp, `${name}.wav`);
      const timing = { path: part.videoPath, hasAudio: probed.hasAudio, seconds: partFrames / fps };
      await runFfmpeg(asIs ? copyArgs(timing, fps, video, audio) : normaliseArgs(timing, { width, height, fps }, video, audio));
      videos.push(video);
      audios.push(audio);
      const startSeconds = frames / fps;
      frames += partFrames;
      chapters.push({ title: part.title, startSeconds, endSeconds: frames / fps });
      if (part.subtitlesPath) subtitles.push({ srt: await readFile(part.subtitlesPath, 'utf8'), offsetSeconds: startSeconds });
    }

    const videoList = join(temp, 'video.txt');
    const audioList = join(temp, 'audio.txt');
    const metadata = join(temp, 'chapters.txt');
    await writeConcatList(videoList, videos);
    await writeConcatList(audioList, audios);
    await writeFile(metadata, chapterMetadata(chapters));
    await mkdir(dirname(output.video), { recursive: true });
    await runFfmpeg([
      ...['-f', 'concat', '-safe', '0', '-i', videoList],
      ...['-f', 'concat', '-safe', '0', '-i', audioList],
      ...['-f', 'ffmetadata', '-i', metadata],
      ...['-map', '0:v:0', '-map', '1:a:0', '-map_metadata', '2', '-map_chapters', '2'],
      ...['-c:v', 'copy', '-c:a', 'aac', '-b:a', AUDIO_BITRATE, '-ar', String(AUDIO_RATE), '-ac', '2'],
      ...['-t', String(frames / fps), '-movflags', '+faststart', output.video],
    ]);
    await mkdir(dirname(output.subtitles), { recursive: true });
    await writeFile(output.subtitles, mergeSubtitles(subtitles));
    return { durationSeconds: (await probeVideo(output.video)).durationSeconds, chapters };
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
