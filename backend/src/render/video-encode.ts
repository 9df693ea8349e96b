import { writeFile } from 'node:fs/promises';

/**
 * Every chunk is encoded with exactly these settings, each to a segment that starts with a key
 * frame and references nothing outside it, so the concat demuxer joins them with `-c copy`
 * into one stream with no seam.
 */
// superfast rather than veryfast: the encoder shares the two cores with the software-GL browser,
// and its cheaper motion search buys ~10% render speed for somewhat larger files at the same CRF.
export const H264_SETTINGS = ['-c:v', 'libx264', '-preset', 'superfast', '-crf', '20', '-pix_fmt', 'yuv420p', '-profile:v', 'high'];

export interface SegmentEncode {
  fps: number;
  /** What comes on stdin: the browser's own H.264 (Annex B, made with the same settings for every chunk), or JPEG frames. */
  frames: 'h264' | 'jpeg';
  /** The first frame's time in the scene: burned subtitles are timed against the scene. */
  startSeconds: number;
  /** An .srt to draw into the picture (libass), or none. */
  burnSubtitlesFrom?: string;
  output: string;
}

/** Escapes a path for a filter argument: `\`, `:` and `'` are special there. */
const filterPath = (path: string) => `'${path.replace(/\\/g, '\\\\').replace(/'/g, "'\\''").replace(/:/g, '\\:')}'`;

/**
 * ffmpeg arguments that read a chunk's frames on stdin and write one H.264 segment: the browser's
 * H.264 is copied as it is, unless subtitles are drawn into the picture, which needs an encode.
 */
export function segmentEncodeArgs({ fps, frames, startSeconds, burnSubtitlesFrom, output }: SegmentEncode): string[] {
  const filters = burnSubtitlesFrom
    ? // The pipe's timestamps start at 0: shift them to the scene's time for the cues, then back.
      [`setpts=PTS+${startSeconds}/TB`, `subtitles=${filterPath(burnSubtitlesFrom)}:force_style='FontName=DejaVu Sans,FontSize=20'`, 'setpts=PTS-STARTPTS']
    : [];
  const input = frames === 'h264' ? ['-f', 'h264', '-framerate', String(fps), '-i', '-'] : ['-f', 'image2pipe', '-c:v', 'mjpeg', '-framerate', String(fps), '-i', '-'];
  const encode = frames === 'h264' && filters.length === 0 ? ['-c:v', 'copy'] : [...(filters.length > 0 ? ['-vf', filters.join(',')] : []), ...H264_SETTINGS, '-r', String(fps)];
  return [...input, ...encode, '-video_track_timescale', String(fps * 1000), '-an', output];
}

/** Writes the concat demuxer's list of segments. */
export async function writeConcatList(path: string, segments: readonly string[]): Promise<void> {
  await writeFile(path, segments.map((segment) => `file '${segment.replace(/'/g, "'\\''")}'\n`).join(''));
}

/** ffmpeg arguments that join the segments (no re-encode) and add the mixed audio, for playback from the start. */
export function muxArgs(concatList: string, audio: string, seconds: number, output: string): string[] {
  return [
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    concatList,
    '-i',
    audio,
    '-map',
    '0:v:0',
    '-map',
    '1:a:0',
    '-c',
    'copy',
    '-t',
    String(seconds),
    '-movflags',
    '+faststart',
    output,
  ];
}
