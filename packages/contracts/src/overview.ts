import { z } from 'zod';
import { characterSchema } from './characters';
import { musicTrackSchema } from './music';
import { projectSchema } from './projects';
import { sceneCharacterSchema } from './scene-characters';
import { sceneSchema } from './scenes';
import { setSchema } from './sets';
import { voiceLineSchema } from './voice-lines';

export const projectOverviewSchema = z.object({
  project: projectSchema,
  characters: z.array(characterSchema),
  sets: z.array(setSchema),
  music: z.array(musicTrackSchema),
  voiceLines: z.array(voiceLineSchema),
  scenes: z.array(sceneSchema),
  sceneCharacters: z.array(sceneCharacterSchema),
});
export type ProjectOverview = z.infer<typeof projectOverviewSchema>;
