import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { meanDifference } from '../../test/renders';
import { runFfmpeg } from './ffmpeg-process';
import { chapterMetadata, joinFilm, mergeSubtitles, pictureJoinsAsIs, probeVideo } from './film-join';
import { H264_SETTINGS } from './video-encode';

describe('mergeSubtitles', () => {
  const first = '1\n00:00:00,500 --> 00:00:01,250\nAhoy!\n\n2\n00:00:01,300 --> 00:00:02,000\nTwo lines,\nof text.\n';

  it('shifts every cue by its part offset and numbers them from 1', () => {
    const merged = mergeSubtitles([
      { srt: first, offsetSeconds: 0 },
      { srt: '7\n00:00:00,000 --> 00:00:00,900\nSecond scene.\n', offsetSeconds: 3601.1 },
    ]);
    expect(merged).toBe(
      [
        '1\n00:00:00,500 --> 00:00:01,250\nAhoy!\n',
        '2\n00:00:01,300 --> 00:00:02,000\nTwo lines,\nof text.\n',
        '3\n01:00:01,100 --> 01:00:02,000\nSecond scene.\n',
      ].join('\n'),
    );
  });

  it('reads CRLF line ends, a missing trailing blank line and extra blank lines', () => {
    const crlf = '\uFEFF1\r\n00:00:01,000 --> 00:00:02,000\r\nOne\r\n\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,500\r\nTwo';
    expect(mergeSubtitles([{ srt: crlf, offsetSeconds: 2 }])).toBe('1\n00:00:03,000 --> 00:00:04,000\nOne\n\n2\n00:00:05,000 --> 00:00:06,500\nTwo\n');
  });

  it('returns an empty file when there are no cues', () => {
    expect(mergeSubtitles([])).toBe('');
    expect(mergeSubtitles([{ srt: '', offsetSeconds: 5 }, { srt: '\r\n\r\n', offsetSeconds: 9 }])).toBe('');
  });
});

describe('chapterMetadata', () => {
  it('writes one chapter per scene in milliseconds, escaping what ffmetadata treats as special', () => {
    const metadata = chapterMetadata([
      { title: 'Opening', startSeconds: 0, endSeconds: 1.5 },
      { title: 'a=b; #1 \\ end\nnext', startSeconds: 1.5, endSeconds: 2.75 },
    ]);
    expect(metadata).toBe(
      [
        ';FFMETADATA1',
        '[CHAPTER]',
        'TIMEBASE=1/1000',
        'START=0',
        'END=1500',
        'title=Opening',
        '[CHAPTER]',
        'TIMEBASE=1/1000',
        'START=1500',
        'END=2750',
        'title=a\\=b\\; \\#1 \\\\ end\\\nnext',
        '',
      ].join('\n'),
    );
  });
});

interface ProbedFilm {
  streams: { codec_type: string; width?: number; height?: number; r_frame_rate?: string; sample_rate?: string; channels?: number }[];
  chapters: { start_time: string; end_time: string; tags?: { title?: string } }[];
  format: { duration: string };
}

describe('joinFilm', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'studio-film-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A test-pattern clip, with a tone unless `tone` is null. */
  const clip = async (name: string, size: string, rate: number, seconds: number, tone: number | null) => {
    const path = join(dir, name);
    await runFfmpeg([
      ...['-f', 'lavfi', '-i', `testsrc=size=${size}:rate=${rate}`],
      ...(tone === null ? [] : ['-f', 'lavfi', '-i', `sine=frequency=${tone}:sample_rate=44100`]),
      ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...(tone === null ? [] : ['-c:a', 'aac']),
      path,
    ]);
    return path;
  };

  /** A clip encoded as a scene render is (H264_SETTINGS at 640x360 and 24 fps), with a tone; `x264` adds encoder options. */
  const rendered = async (name: string, { frames, tone = 440, pattern = 'testsrc', x264 = [] }: { frames: number; tone?: number; pattern?: string; x264?: string[] }) => {
    const path = join(dir, name);
    await runFfmpeg([
      ...['-f', 'lavfi', '-i', `${pattern}=size=640x360:rate=24`, '-f', 'lavfi', '-i', `sine=frequency=${tone}:sample_rate=48000`],
      ...['-frames:v', String(frames), ...H264_SETTINGS, ...x264, '-r', '24', '-video_track_timescale', '24000', '-c:a', 'aac', '-shortest', path],
    ]);
    return path;
  };

  /** Joins two renders at 640x360 and 24 fps into a film in `folder`; returns the film's chapters and its files. */
  const joinTwo = async (folder: string, first: string, second: string) => {
    const workDir = join(dir, folder);
    const output = { video: join(workDir, 'film.mp4'), subtitles: join(workDir, 'film.srt') };
    const parts = [
      { title: 'First', videoPath: first, subtitlesPath: null },
      { title: 'Second', videoPath: second, subtitlesPath: null },
    ];
    return { ...(await joinFilm({ parts, workDir, output, width: 640, height: 360, fps: 24 })), output };
  };

  it('rejects an empty list of parts', async () => {
    await expect(joinFilm({ parts: [], workDir: join(dir, 'none'), output: { video: join(dir, 'x.mp4'), subtitles: join(dir, 'x.srt') }, width: 640, height: 360, fps: 24 })).rejects.toThrow(
      /at least one part/,
    );
  });

  it('joins scenes of different sizes, rates and sound into one film with chapters and one .srt', async () => {
    const opening = await clip('opening.mp4', '320x180', 24, 1.5, 440);
    const storm = await clip('storm.mp4', '640x360', 30, 1, null);
    const harbour = await clip('harbour.mp4', '480x360', 25, 1.25, 660);
    writeFileSync(join(dir, 'opening.srt'), '1\r\n00:00:00,200 --> 00:00:01,000\r\nAhoy!\r\n');
    writeFileSync(join(dir, 'harbour.srt'), '1\n00:00:00,100 --> 00:00:00,900\nLand ho!\n\n2\n00:00:01,000 --> 00:00:01,200\nAt last.');
    const workDir = join(dir, 'work');
    const output = { video: join(workDir, 'film.mp4'), subtitles: join(workDir, 'film.srt') };
    const started: number[] = [];

    const result = await joinFilm({
      parts: [
        { title: 'Opening', videoPath: opening, subtitlesPath: join(dir, 'opening.srt') },
        { title: 'The Storm', videoPath: storm, subtitlesPath: null },
        { title: 'Harbour = home', videoPath: harbour, subtitlesPath: join(dir, 'harbour.srt') },
      ],
      workDir,
      output,
      width: 640,
      height: 360,
      fps: 24,
      onPart: (index) => started.push(index),
    });

    expect(started).toEqual([0, 1, 2]);
    expect(result.chapters).toEqual([
      { title: 'Opening', startSeconds: 0, endSeconds: 1.5 },
      { title: 'The Storm', startSeconds: 1.5, endSeconds: 2.5 },
      { title: 'Harbour = home', startSeconds: 2.5, endSeconds: 3.75 },
    ]);
    expect(Math.abs(result.durationSeconds - 3.75)).toBeLessThan(0.2);
    // Only the outputs stay in the work folder.
    expect(readdirSync(workDir).sort()).toEqual(['film.mp4', 'film.srt']);

    const probed = JSON.parse(
      (await runFfmpeg(['-show_streams', '-show_chapters', '-show_format', '-of', 'json', output.video], 'ffprobe')).toString('utf8'),
    ) as ProbedFilm;
    expect(Math.abs(Number(probed.format.duration) - 3.75)).toBeLessThan(0.2);
    const videos = probed.streams.filter((stream) => stream.codec_type === 'video');
    const audios = probed.streams.filter((stream) => stream.codec_type === 'audio');
    expect(videos).toHaveLength(1);
    expect(videos[0]).toMatchObject({ width: 640, height: 360, r_frame_rate: '24/1' });
    expect(audios).toHaveLength(1);
    expect(audios[0]).toMatchObject({ sample_rate: '48000', channels: 2 });
    expect(probed.chapters.map((chapter) => chapter.tags?.title)).toEqual(['Opening', 'The Storm', 'Harbour = home']);
    expect(probed.chapters.map((chapter) => Number(chapter.start_time))).toEqual([0, 1.5, 2.5]);
    expect(Number(probed.chapters[2].end_time)).toBeCloseTo(3.75, 2);

    // Sound and picture both last the whole film: the silent scene's gap was filled, nothing drifted.
    const counted = (await runFfmpeg(['-count_frames', '-select_streams', 'v:0', '-show_entries', 'stream=nb_read_frames', '-of', 'csv=p=0', output.video], 'ffprobe'))
      .toString('utf8')
      .trim();
    expect(Number(counted)).toBe(Math.round(3.75 * 24));
    const pcm = await runFfmpeg(['-i', output.video, '-map', '0:a:0', '-ac', '1', '-ar', '48000', '-f', 's16le', '-']);
    const samples = pcm.length / 2;
    expect(Math.abs(samples / 48_000 - 3.75)).toBeLessThan(0.03);
    const rms = (from: number, to: number) => {
      let sum = 0;
      const [first, last] = [Math.round(from * 48_000), Math.round(to * 48_000)];
      for (let i = first; i < last; i += 1) sum += (pcm.readInt16LE(i * 2) / 32768) ** 2;
      return Math.sqrt(sum / (last - first));
    };
    expect(rms(0.2, 1.3)).toBeGreaterThan(0.05);
    expect(rms(1.6, 2.4)).toBeLessThan(0.001);
    expect(rms(2.6, 3.6)).toBeGreaterThan(0.05);

    expect(readFileSync(output.subtitles, 'utf8')).toBe(
      [
        '1\n00:00:00,200 --> 00:00:01,000\nAhoy!\n',
        '2\n00:00:02,600 --> 00:00:03,400\nLand ho!\n',
        '3\n00:00:03,500 --> 00:00:03,700\nAt last.\n',
      ].join('\n'),
    );
  });

  it("copies the picture of scenes already in the film's format instead of encoding it again", async () => {
    /** The MD5 of each decoded picture, in order: the same only for a picture not encoded again (x264 at CRF 20 is lossy). */
    const pictureHashes = async (path: string) =>
      (await runFfmpeg(['-i', path, '-map', '0:v:0', '-f', 'framemd5', '-']))
        .toString('utf8')
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => line.split(',').at(-1)?.trim());
    const first = await rendered('first-render.mp4', { frames: 30, tone: 440 });
    const second = await rendered('second-render.mp4', { frames: 18, tone: 660 });

    const result = await joinTwo('copied', first, second);
    const { output } = result;

    expect(result.chapters).toEqual([
      { title: 'First', startSeconds: 0, endSeconds: 1.25 },
      { title: 'Second', startSeconds: 1.25, endSeconds: 2 },
    ]);
    expect(await pictureHashes(output.video)).toEqual([...(await pictureHashes(first)), ...(await pictureHashes(second))]);
    const pcm = await runFfmpeg(['-i', output.video, '-map', '0:a:0', '-ac', '1', '-ar', '48000', '-f', 's16le', '-']);
    expect(Math.abs(pcm.length / 2 / 48_000 - 2)).toBeLessThan(0.03);
  });

  it("encodes every picture again when two scenes in the film's format were encoded with other parameter sets", async () => {
    const first = await rendered('cabac-render.mp4', { frames: 24 });
    // The other entropy coder, as another encoder might choose.
    const second = await rendered('cavlc-render.mp4', { frames: 24, pattern: 'smptebars', x264: ['-coder', 'cavlc'] });
    const [firstProbe, secondProbe] = [await probeVideo(first), await probeVideo(second)];
    // Both are in the film's format: only their parameter sets tell them apart.
    expect(pictureJoinsAsIs(firstProbe, { width: 640, height: 360, fps: 24 }) && pictureJoinsAsIs(secondProbe, { width: 640, height: 360, fps: 24 })).toBe(true);
    expect(secondProbe.picture.parameterSets).not.toBe(firstProbe.picture.parameterSets);

    const { output } = await joinTwo('mixed-encoders', first, second);

    // One SPS and one PPS for the whole film: copied, the second part would bring its own in the
    // stream, which an MP4 player may ignore (it reads the sample entry's) and decode as garbage.
    const annexB = await runFfmpeg(['-v', 'error', '-i', output.video, '-map', '0:v:0', '-c', 'copy', '-bsf:v', 'h264_mp4toannexb', '-f', 'h264', '-']);
    const starts = [...annexB.keys()].filter((index) => index + 3 < annexB.length && annexB[index] === 0 && annexB[index + 1] === 0 && annexB[index + 2] === 1).map((index) => index + 3);
    const parameterSets = starts
      .filter((start) => [7, 8].includes(annexB[start] & 0x1f))
      .map((start) => annexB.subarray(start, (starts.find((next) => next > start) ?? annexB.length + 3) - 3).toString('hex'));
    expect(new Set(parameterSets).size).toBe(2);
    // And it shows what each part showed.
    const rgb = async (path: string) => runFfmpeg(['-v', 'error', '-i', path, '-map', '0:v:0', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-']);
    const frameBytes = 640 * 360 * 3;
    const [film, firstFrames, secondFrames] = [await rgb(output.video), await rgb(first), await rgb(second)];
    expect(film.length).toBe(48 * frameBytes);
    expect(meanDifference(film.subarray(0, frameBytes), firstFrames, 640, 0, 360)).toBeLessThan(3);
    expect(meanDifference(film.subarray(24 * frameBytes), secondFrames, 640, 0, 360)).toBeLessThan(3);
  });

  it('writes an empty .srt when no scene has subtitles', async () => {
    const only = await clip('only.mp4', '320x180', 24, 0.5, 440);
    const workDir = join(dir, 'quiet');
    const output = { video: join(workDir, 'film.mp4'), subtitles: join(workDir, 'film.srt') };
    const result = await joinFilm({ parts: [{ title: 'Only', videoPath: only, subtitlesPath: null }], workDir, output, width: 640, height: 360, fps: 24 });
    expect(result.chapters).toEqual([{ title: 'Only', startSeconds: 0, endSeconds: 0.5 }]);
    expect(existsSync(output.video)).toBe(true);
    expect(readFileSync(output.subtitles, 'utf8')).toBe('');
  });
});
