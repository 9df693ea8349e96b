import { z } from 'zod';
import { characterNameSchema } from './characters';
import { nullAsAbsent, optionalDescriptionSchema, optionalField } from './common';
import { lineCameraSchema, scenePaceSchema } from './direction';
import { DEFAULT_MUSIC_STYLE, MOOD_MAX, musicNameSchema, musicStyleSchema } from './music';
import { projectNameSchema } from './projects';
import { SCENE_STATUSES, sceneNameSchema, timeOfDaySchema, weatherSchema } from './scenes';
import { DEFAULT_SET_TYPE, OCEAN_TYPES, SET_TYPES, setKindSchema, setNameSchema } from './sets';
import { voiceLineDirectionFields, voiceLineTextSchema } from './voice-lines';

/**
 * A media file a blueprint carries, by its path inside the bundle it came in (e.g.
 * 'voice/line-1.wav'); the server checks the path and the file's bytes.
 */
export const bundlePathSchema = z.string().trim().min(1).max(255);

export const blueprintLineSchema = z.object({
  /** A character of the blueprint, by name. */
  character: z.string().trim().min(1),
  text: voiceLineTextSchema,
  audioFile: bundlePathSchema.nullish(),
  /** The line's direction; absent or null: automatic. */
  ...voiceLineDirectionFields,
  /** The shot asked for, its subject a character of the blueprint by name (absent: the kind's usual subject). */
  camera: lineCameraSchema
    .omit({ subjectId: true })
    .extend({ subject: z.string().trim().min(1).nullish() })
    .nullish(),
});

/**
 * A whole project: what the demo seed, the Pirate Template, a manifest or bundle import and the
 * director's archive all describe, and what the blueprint service creates in one transaction. Scenes
 * name their set, music and cast; media the blueprint does not carry is generated afterwards.
 */
export const projectBlueprintSchema = z.object({
  project: z.object({ name: projectNameSchema, description: optionalDescriptionSchema }),
  characters: nullAsAbsent(
    z.array(
      z.object({
        name: characterNameSchema,
        description: optionalDescriptionSchema,
        isPirate: nullAsAbsent(z.boolean()).default(false),
        modelFile: bundlePathSchema.nullish(),
      }),
    ),
  ).default([]),
  sets: nullAsAbsent(
    z.array(
      z.object({
        name: setNameSchema,
        type: nullAsAbsent(z.enum(SET_TYPES)).default(DEFAULT_SET_TYPE),
        description: optionalDescriptionSchema,
        oceanType: z.enum(OCEAN_TYPES).nullish(),
        /** Absent: read from the name and description within the type. */
        kind: setKindSchema.nullish(),
        sceneFile: bundlePathSchema.nullish(),
      }),
    ),
  ).default([]),
  music: nullAsAbsent(
    z.array(
      z.object({
        name: musicNameSchema,
        style: nullAsAbsent(musicStyleSchema).default(DEFAULT_MUSIC_STYLE),
        mood: z.string().trim().max(MOOD_MAX).nullish(),
        description: optionalDescriptionSchema,
        audioFile: bundlePathSchema.nullish(),
      }),
    ),
  ).default([]),
  /** In order. */
  scenes: nullAsAbsent(
    z.array(
      z.object({
        name: sceneNameSchema,
        description: optionalDescriptionSchema,
        set: z.string().trim().min(1).nullish(),
        music: z.string().trim().min(1).nullish(),
        characters: nullAsAbsent(z.array(z.string().trim().min(1))).default([]),
        voiceLines: nullAsAbsent(z.array(blueprintLineSchema)).default([]),
        /** The scene's status as the dashboard shows it; pending when absent. */
        status: optionalField(z.enum(SCENE_STATUSES)),
        /** Absent or null: automatic (read from the scene's name and description when played). */
        timeOfDay: timeOfDaySchema.nullish(),
        weather: weatherSchema.nullish(),
        pace: scenePaceSchema.nullish(),
      }),
    ),
  ).default([]),
  /** Lines that belong to no scene. */
  voiceLines: nullAsAbsent(z.array(blueprintLineSchema)).default([]),
});
export type ProjectBlueprint = z.output<typeof projectBlueprintSchema>;
export type ProjectBlueprintInput = z.input<typeof projectBlueprintSchema>;

/** POST /api/projects/blueprint: the project made, and how many of each it holds. */
export const createdProjectSchema = z.object({
  projectId: z.number().int(),
  counts: z.object({
    characters: z.number().int(),
    sets: z.number().int(),
    music: z.number().int(),
    voiceLines: z.number().int(),
    scenes: z.number().int(),
  }),
});
export type CreatedProject = z.infer<typeof createdProjectSchema>;
