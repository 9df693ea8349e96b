import { z } from 'zod';
import { generateDescriptionSchema, nullAsAbsent, optionalField, projectItemFields, projectItemWriteFields, requiredTextSchema } from './common';

export const MUSIC_STYLES = [
  { value: '80s-rock', label: '80s Rock' },
  { value: 'synthwave', label: 'Synthwave' },
  { value: 'ambient', label: 'Ambient' },
  { value: 'cinematic', label: 'Cinematic' },
  { value: 'orchestral', label: 'Orchestral' },
  { value: 'electronic', label: 'Electronic' },
  { value: 'jazz', label: 'Jazz' },
  { value: 'classical', label: 'Classical' },
] as const;
export type MusicStyle = (typeof MUSIC_STYLES)[number]['value'];
export const MUSIC_STYLE_VALUES = MUSIC_STYLES.map((style) => style.value) as [MusicStyle, ...MusicStyle[]];
export const DEFAULT_MUSIC_STYLE: MusicStyle = '80s-rock';

/** Label for a stored style value; unknown values are shown raw. */
export const musicStyleLabel = (value: string): string =>
  MUSIC_STYLES.find((style) => style.value === value)?.label ?? value;

export const musicTrackSchema = z.object({
  ...projectItemFields,
  style: z.string(),
  mood: z.string().nullable(),
  status: z.string(),
  filePath: z.string().nullable(),
});
export type MusicTrack = z.infer<typeof musicTrackSchema>;
export const musicTrackListSchema = z.array(musicTrackSchema);

const musicWriteFields = projectItemWriteFields('Music track');
export const musicNameSchema = musicWriteFields.nameSchema;
export const musicStyleSchema = z.enum(MUSIC_STYLE_VALUES, {
  message: `Music style must be one of: ${MUSIC_STYLE_VALUES.join(', ')}.`,
});
/** The mood column's width. */
export const MOOD_MAX = 50;
const moodSchema = z.string().trim().min(1).max(MOOD_MAX);

export const createMusicTrackSchema = z.object({
  ...musicWriteFields.create,
  style: nullAsAbsent(musicStyleSchema).default(DEFAULT_MUSIC_STYLE),
  mood: optionalField(moodSchema),
});
export type CreateMusicTrack = z.input<typeof createMusicTrackSchema>;

export const updateMusicTrackSchema = z.object({
  ...musicWriteFields.update,
  style: optionalField(musicStyleSchema),
  /** null clears it. */
  mood: moodSchema.nullish(),
});
export type UpdateMusicTrack = z.input<typeof updateMusicTrackSchema>;

/** POST /api/generate/music: composes a track for a scene on demand; style defaults from the words. */
export const generateMusicSchema = z.object({
  sceneName: requiredTextSchema('Scene name'),
  description: generateDescriptionSchema,
  mood: moodSchema.nullish(),
  style: optionalField(musicStyleSchema),
});
export type GenerateMusic = z.input<typeof generateMusicSchema>;

export const generatedMusicSchema = z.object({
  /** Audio under /media (session required). */
  audioUrl: z.string(),
  durationSeconds: z.number(),
  style: musicStyleSchema,
  tempoBpm: z.number(),
  key: z.string(),
  engine: z.string(),
});
export type GeneratedMusic = z.infer<typeof generatedMusicSchema>;
