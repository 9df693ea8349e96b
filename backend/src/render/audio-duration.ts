import { readFile } from 'node:fs/promises';
import { decodeWav, mp3DurationSeconds } from '../engines';
import { runFfmpeg } from './ffmpeg-process';

/**
 * Seconds of audio in the file at `path`: WAVs (what espeak and the composer write) and MP3s
 * (ElevenLabs) are measured from their bytes; anything else by ffprobe. Throws when unreadable.
 */
export async function audioDurationSeconds(path: string): Promise<number> {
  const bytes = await readFile(path);
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WAVE') {
    try {
      const { sampleRate, channels } = decodeWav(bytes);
      return channels[0].length / sampleRate;
    } catch {
      // Not 16-bit PCM (float or compressed WAV): ffprobe knows.
    }
  } else {
    const mp3Seconds = mp3DurationSeconds(bytes);
    if (mp3Seconds !== undefined) return mp3Seconds;
  }
  const probed = await runFfmpeg(['-show_entries', 'format=duration', '-of', 'csv=p=0', path], 'ffprobe');
  const seconds = Number(probed.toString('utf8').trim());
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`ffprobe found no duration in ${path}`);
  return seconds;
}
