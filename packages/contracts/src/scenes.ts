import { z } from 'zod';
import {
  idSchema,
  isoDateSchema,
  itemNameSchema,
  nullableIdSchema,
  nullAsAbsent,
  optionalField,
  optionalIdSchema,
  projectItemFields,
  requiredTextSchema,
} from './common';
import { scenePaceSchema } from './direction';

export const SCENE_STATUSES = ['pending', 'in_progress', 'ready'] as const;
export type SceneStatus = (typeof SCENE_STATUSES)[number];

/** The light a scene is played in; DESIGN: time of day and weather are scene properties, not separate sets. */
export const TIMES_OF_DAY = ['dawn', 'morning', 'day', 'afternoon', 'dusk', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
export const WEATHERS = ['clear', 'rain', 'storm', 'fog', 'snow', 'wind'] as const;
export type Weather = (typeof WEATHERS)[number];
export const TIME_OF_DAY_LABELS: Record<TimeOfDay, string> = {
  dawn: 'Dawn',
  morning: 'Morning',
  day: 'Day',
  afternoon: 'Afternoon',
  dusk: 'Dusk',
  evening: 'Evening',
  night: 'Night',
};
export const WEATHER_LABELS: Record<Weather, string> = { clear: 'Clear', rain: 'Rain', storm: 'Storm', fog: 'Fog', snow: 'Snow', wind: 'Wind' };
export const timeOfDaySchema = z.enum(TIMES_OF_DAY, { message: `Time of day must be one of: ${TIMES_OF_DAY.join(', ')}.` });
export const weatherSchema = z.enum(WEATHERS, { message: `Weather must be one of: ${WEATHERS.join(', ')}.` });

export const sceneCharacterRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type SceneCharacterRef = z.infer<typeof sceneCharacterRefSchema>;

export const sceneSchema = z.object({
  ...projectItemFields,
  setId: z.number().int().nullable(),
  musicId: z.number().int().nullable(),
  /** null: automatic, read from the scene's heading (its name) and description when it is played. */
  timeOfDay: timeOfDaySchema.nullable(),
  weather: weatherSchema.nullable(),
  /** How fast the scene is cut; null: automatic (normal). */
  pace: scenePaceSchema.nullable(),
  characters: z.array(sceneCharacterRefSchema),
  voiceLineCount: z.number().int(),
  status: z.string(),
  renderedPath: z.string().nullable(),
  /** The last render's poster frame (JPEG) and subtitles (.srt), both under /media; null until rendered. */
  posterPath: z.string().nullable(),
  subtitlesPath: z.string().nullable(),
  /**
   * True when the scene has a video but its content (a line, its voice, the cast, set, music, a
   * direction field, its time, weather or pace) changed after that render: 'Rendered, out of date'.
   */
  renderOutdated: z.boolean(),
  updatedAt: isoDateSchema,
});
export type Scene = z.infer<typeof sceneSchema>;
export const sceneListSchema = z.array(sceneSchema);

export const sceneNameSchema = itemNameSchema('Scene');
const sceneDescriptionSchema = z.string().max(500, 'Description must be less than 500 characters.').nullable();

export const createSceneSchema = z.object({
  name: sceneNameSchema,
  /** '', null and absence all mean "none". */
  description: sceneDescriptionSchema.transform((value) => value || undefined).optional(),
  projectId: idSchema,
  setId: optionalIdSchema('Please choose a set.'),
  musicId: optionalIdSchema('Please choose a music track.'),
  /** Absent or null: automatic. */
  timeOfDay: timeOfDaySchema.nullish(),
  weather: weatherSchema.nullish(),
  pace: scenePaceSchema.nullish(),
});
export type CreateScene = z.input<typeof createSceneSchema>;

export const updateSceneSchema = z.object({
  name: optionalField(sceneNameSchema),
  /** '' (an empty form field) and absence leave it as it is, null clears it. */
  description: sceneDescriptionSchema.transform((value) => (value === '' ? undefined : value)).optional(),
  setId: nullableIdSchema('Please choose a set.').optional(),
  musicId: nullableIdSchema('Please choose a music track.').optional(),
  status: optionalField(z.enum(SCENE_STATUSES)),
  /** Absence leaves it as it is, null makes it automatic again. */
  timeOfDay: timeOfDaySchema.nullish(),
  weather: weatherSchema.nullish(),
  pace: scenePaceSchema.nullish(),
});
export type UpdateScene = z.input<typeof updateSceneSchema>;

export const RENDER_RESOLUTIONS = ['640x360', '1280x720'] as const;
export type RenderResolution = (typeof RENDER_RESOLUTIONS)[number];
/** A film is 720p with shadows; 640x360 is the draft a render can ask for: four times fewer pixels and no shadows, to check a scene fast. */
export const DEFAULT_RENDER_RESOLUTION: RenderResolution = '1280x720';
export const DRAFT_RENDER_RESOLUTION: RenderResolution = '640x360';

/** POST /api/scenes/:id/render: the body may be absent (the spec sends none); returns the queued 'scene.render' job. */
export const renderSceneSchema = z
  .object({
    resolution: nullAsAbsent(
      z.enum(RENDER_RESOLUTIONS, { message: `Resolution must be one of: ${RENDER_RESOLUTIONS.join(', ')}.` }),
    ).default(DEFAULT_RENDER_RESOLUTION),
    /** Subtitles drawn into the picture as well as the sidecar .srt. */
    burnSubtitles: nullAsAbsent(z.boolean()).default(false),
  })
  .prefault({});
export type RenderScene = z.input<typeof renderSceneSchema>;

/** POST /api/render/scene as the spec lists it: finds the scene by name (and checks its cast and set). */
export const renderSceneByNameSchema = z.object({
  sceneName: requiredTextSchema('Scene name'),
  characters: optionalField(z.array(z.string().trim().min(1))),
  setName: optionalField(z.string().trim().min(1)),
  projectId: optionalField(idSchema),
});
export type RenderSceneByName = z.input<typeof renderSceneByNameSchema>;
