import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Opus-in-WebM encoding through the ffmpeg binary. Output goes to a temporary file, not a pipe,
 * so the WebM muxer can seek back and write the duration and cues browsers need to show a
 * length and to seek. Bit-exact flags keep the bytes reproducible for the same input.
 */
export class FfmpegAudioEncoder {
  private support: Promise<boolean> | undefined;

  constructor(private readonly ffmpegPath = 'ffmpeg') {}

  /** True when the binary runs and has the libopus encoder; checked once. */
  supportsOpus(): Promise<boolean> {
    this.support ??= run(this.ffmpegPath, ['-hide_banner', '-encoders'], { maxBuffer: 4 * 1024 * 1024 })
      .then(({ stdout }) => /\blibopus\b/.test(stdout))
      .catch(() => false);
    return this.support;
  }

  async wavToOpusWebm(wav: Buffer, bitrateKbps = 128): Promise<Buffer> {
    const directory = await mkdtemp(join(tmpdir(), 'studio-encode-'));
    try {
      const input = join(directory, 'in.wav');
      const output = join(directory, 'out.webm');
      await writeFile(input, wav);
      await run(
        this.ffmpegPath,
        [
          '-hide_banner', '-loglevel', 'error', '-nostdin', '-y',
          '-i', input,
          '-map_metadata', '-1',
          '-c:a', 'libopus', '-b:a', `${bitrateKbps}k`,
          '-fflags', '+bitexact', '-flags:a', '+bitexact',
          '-f', 'webm', output,
        ],
        { maxBuffer: 4 * 1024 * 1024 },
      );
      return await readFile(output);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }
}
