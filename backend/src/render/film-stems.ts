import type { SceneTimeline } from '@studio/contracts/timeline';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type MixSound, stemMixArgs } from './audio-mix';
import { runFfmpeg } from './ffmpeg-process';
import { writeConcatList } from './video-encode';

/** What a stem keeps of each scene's mix: one character's lines, the music bed (ducked as in the mix), or the weather's bed (ambience). */
export type StemSound = { characterId: number } | 'music' | 'ambience';

/** One scene of a film: its timeline and the frames its chapter lasts. */
export interface StemScene {
  timeline: SceneTimeline;
  frames: number;
}

const keeps = (stem: StemSound) => (sound: MixSound) => {
  if (stem === 'music') return sound.kind === 'music';
  if (stem === 'ambience') return sound.kind === 'weather';
  return sound.kind === 'voice' && sound.characterId === stem.characterId;
};

/** Scenes mixed at once: each is one short ffmpeg, and the machine's cores are shared. */
const PARALLEL_SCENES = 2;

/**
 * Film-long stems as 16-bit PCM WAVs: each scene's mix split into the stems in one ffmpeg run
 * (stemMixArgs: the sounds as the scene's render mixes them, silence where a stem is quiet, cut
 * to the scene's chapter), then each stem's scenes joined without re-encoding.
 */
export async function writeFilmStems(input: {
  scenes: readonly StemScene[];
  stems: readonly { sound: StemSound; output: string }[];
  fileOf: (url: string) => string;
  workDir: string;
}): Promise<void> {
  const { scenes, stems } = input;
  const withAmbience = stems.some((stem) => stem.sound === 'ambience');
  await mkdir(input.workDir, { recursive: true });
  const temp = await mkdtemp(join(input.workDir, 'stems-'));
  try {
    const pieceOf = (scene: number, stem: number) => join(temp, `stem-${stem}-scene-${String(scene).padStart(4, '0')}.wav`);
    let next = 0;
    const mixScenes = async () => {
      for (let index = next++; index < scenes.length; index = next++) {
        const { timeline, frames } = scenes[index];
        const outputs = stems.map((stem, stemIndex) => ({ keeps: keeps(stem.sound), output: pieceOf(index, stemIndex) }));
        // Without an ambience stem nothing keeps the weather's bed: clear weather spares ffmpeg making it.
        const weather = withAmbience ? timeline.weather : 'clear';
        await runFfmpeg(stemMixArgs({ ...timeline, frameCount: frames, weather }, input.fileOf, outputs));
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_SCENES, scenes.length) }, mixScenes));
    for (const [stemIndex, stem] of stems.entries()) {
      const list = join(temp, `stem-${stemIndex}.txt`);
      await writeConcatList(list, scenes.map((_, index) => pieceOf(index, stemIndex)));
      await mkdir(dirname(stem.output), { recursive: true });
      await runFfmpeg(['-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', stem.output]);
    }
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
