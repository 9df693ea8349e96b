import { z } from 'zod';
import { GESTURE_ACTIONS, PERFORMANCE_ACTIONS, PERFORMANCE_EMOTIONS, lineCameraSchema, pauseBeforeSchema, scenePaceSchema } from './direction';
import { timeOfDaySchema, weatherSchema } from './scenes';
import { OCEAN_TYPES, SET_KINDS, SET_TYPES } from './sets';

/**
 * The scene timeline: what @studio/scene-timeline computes from a scene and what both the server
 * renderer and the browser preview play, so the preview is what renders. All times are seconds
 * from the start of the scene; positions are metres in three.js axes (y up, the camera's main
 * axis looks down -z at the stage around the origin).
 */

export const TIMELINE_DEFAULT_FPS = 24;
export const TIMELINE_MAX_FPS = 120;

const idSchema = z.number().int();
// zod 4 numbers are finite: NaN and ±Infinity fail the type check.
const secondsSchema = z.number().nonnegative();
const durationSchema = z
  .number({ message: 'Duration must be a finite number of seconds.' })
  .positive('Duration must be a positive number of seconds.');
const frameSchema = z.number().int().nonnegative();
export const vector3Schema = z.tuple([z.number(), z.number(), z.number()]);
export type Vector3 = z.infer<typeof vector3Schema>;

// ---- input ----

export const timelineCharacterSchema = z.object({
  id: idSchema,
  name: z.string(),
  modelUrl: z.string().nullable(),
  /**
   * Metres from the floor to the top of the head (hair included, hats not), measured on the
   * character's model; absent or null when unknown, and the timeline assumes a typical height.
   */
  height: z.number().positive().max(10).nullish(),
});

/** A phoneme (IPA as the voice engine names it; '' is a pause) and when it starts in the line's audio. */
export const phonemeTimingSchema = z.object({ start: secondsSchema, phoneme: z.string() });
export type PhonemeTiming = z.infer<typeof phonemeTimingSchema>;

/** Mouth shapes (visemes) a speaking character's lips and jaw take; 'rest' is a pause. */
export const MOUTH_SHAPES = ['rest', 'closed', 'open', 'mid', 'wide', 'round', 'teeth'] as const;
export type MouthShape = (typeof MOUTH_SHAPES)[number];

/** From `start` (seconds into the line's audio) the mouth takes `shape`, until the next cue. */
export const mouthCueSchema = z.object({ start: secondsSchema, shape: z.enum(MOUTH_SHAPES) });
export type MouthCue = z.infer<typeof mouthCueSchema>;

export { GESTURE_ACTIONS, isMovementAction, MOVEMENT_ACTIONS, PERFORMANCE_ACTIONS, PERFORMANCE_EMOTIONS } from './direction';
export type { GestureAction, MovementAction, PerformanceAction, PerformanceEmotion } from './direction';

/** What an action aims at: a character (by id) or a point on the set. */
export const actionTargetSchema = z.union([idSchema, vector3Schema]);
export type ActionTarget = z.infer<typeof actionTargetSchema>;

export const timelineLineSchema = z.object({
  id: idSchema,
  characterId: idSchema,
  text: z.string(),
  audioUrl: z.string(),
  durationSeconds: durationSchema,
  /** The audio's phonemes when its engine reported them (eSpeak does, cloud voices do not). */
  phonemes: z.array(phonemeTimingSchema).nullish(),
  /** The line's direction; each one left unset is inferred from the line's words and punctuation. */
  emotion: z.enum(PERFORMANCE_EMOTIONS, { message: `Emotion must be one of: ${PERFORMANCE_EMOTIONS.join(', ')}.` }).nullish(),
  intensity: z.number().min(0, 'Intensity must be between 0 and 1.').max(1, 'Intensity must be between 0 and 1.').nullish(),
  action: z.enum(PERFORMANCE_ACTIONS, { message: `Action must be one of: ${PERFORMANCE_ACTIONS.join(', ')}.` }).nullish(),
  actionTarget: actionTargetSchema.nullish(),
  /** The shot the director chose for this line; absent or null: the editing rules choose. */
  camera: lineCameraSchema.nullish(),
  /** Silence before the line in milliseconds; absent or null: the scene's pace decides. */
  pauseBefore: pauseBeforeSchema.nullish(),
});

export const timelineSetSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: z.enum(SET_TYPES, { message: `Set type must be one of: ${SET_TYPES.join(', ')}.` }),
  oceanType: z.enum(OCEAN_TYPES, { message: `Ocean type must be one of: ${OCEAN_TYPES.join(', ')}.` }).nullable(),
  /** The kind of place the set is built as (SET_KINDS); absent for timelines made before kinds. */
  kind: z.enum(SET_KINDS, { message: `Set kind must be one of: ${SET_KINDS.join(', ')}.` }).optional(),
  modelUrl: z.string().nullable(),
});

export const timelineMusicSchema = z.object({
  id: idSchema,
  name: z.string(),
  audioUrl: z.string().nullable(),
  durationSeconds: durationSchema.nullable(),
});

/** A scene as the timeline needs it; `lines` are in scene order and every speaker is one of `characters`. */
export const timelineInputSchema = z
  .object({
    /**
     * The scene's own time of day and weather; absent or null: read from its name (the heading) and
     * description, day and clear when they say nothing.
     */
    scene: z.object({
      id: idSchema,
      name: z.string(),
      description: z.string().nullish(),
      timeOfDay: timeOfDaySchema.nullish(),
      weather: weatherSchema.nullish(),
      /** How fast the scene is cut; absent or null: normal. */
      pace: scenePaceSchema.nullish(),
    }),
    set: timelineSetSchema,
    music: timelineMusicSchema.nullable(),
    characters: z.array(timelineCharacterSchema),
    lines: z.array(timelineLineSchema),
    fps: z.number().int('fps must be a whole number.').min(1).max(TIMELINE_MAX_FPS).default(TIMELINE_DEFAULT_FPS),
  })
  .superRefine((input, context) => {
    const characterIds = new Set<number>();
    input.characters.forEach((character, index) => {
      if (characterIds.has(character.id)) {
        context.addIssue({ code: 'custom', path: ['characters', index, 'id'], message: `Character ${character.id} is listed twice.` });
      }
      characterIds.add(character.id);
    });
    const lineIds = new Set<number>();
    input.lines.forEach((line, index) => {
      if (lineIds.has(line.id)) {
        context.addIssue({ code: 'custom', path: ['lines', index, 'id'], message: `Voice line ${line.id} is listed twice.` });
      }
      lineIds.add(line.id);
      if (!characterIds.has(line.characterId)) {
        context.addIssue({
          code: 'custom',
          path: ['lines', index, 'characterId'],
          message: `Voice line ${line.id} is spoken by character ${line.characterId}, who is not in the scene.`,
        });
      }
    });
  });
export type TimelineInput = z.input<typeof timelineInputSchema>;
export type ParsedTimelineInput = z.output<typeof timelineInputSchema>;

// ---- output ----

/**
 * establishing: wide on the set before the first line; wide: the whole group; medium / close: the
 * speaker alone; two-shot: speaker and partner side by side; over-the-shoulder: onto the speaker
 * past the partner's shoulder; reaction: a listener close while someone else speaks; insert: a
 * close view of a point on the set. A director's 'close-up' (CAMERA_SHOT_KINDS) is 'close' here.
 */
export const SHOT_KINDS = ['establishing', 'wide', 'medium', 'close', 'two-shot', 'over-the-shoulder', 'reaction', 'insert'] as const;
export type ShotKind = (typeof SHOT_KINDS)[number];

export const cameraPoseSchema = z.object({
  position: vector3Schema,
  target: vector3Schema,
  /** Vertical field of view in degrees (three.js PerspectiveCamera.fov). */
  fov: z.number().positive().lt(180),
});
export type CameraPose = z.infer<typeof cameraPoseSchema>;

export const shotSchema = z.object({
  index: z.number().int().nonnegative(),
  kind: z.enum(SHOT_KINDS),
  start: secondsSchema,
  end: secondsSchema,
  /** First frame shown in this shot and the first frame after it (frame f is at f / fps seconds). */
  startFrame: frameSchema,
  endFrame: frameSchema,
  /** The first voice line this shot covers (lineIds[0]); null for an opening shot that covers none. */
  lineId: idSchema.nullable(),
  /**
   * Every voice line the shot is cut for, in scene order: several when it holds across a quick
   * exchange or a speaker's run of short lines; a line cut to a listener's reaction part way
   * through is listed by both its shots. Each line of the scene is in at least one shot. The cut
   * itself may fall a few frames before or after the line's voice (J and L cuts).
   */
  lineIds: z.array(idSchema),
  /** Characters the shot frames: the one it is about first (the speaker; for a reaction, the listener), then the partner or the rest of the group; none for an insert. */
  subjectIds: z.array(idSchema),
  /** The pose at the cut; `endCamera` is the pose at the shot's end (equal to `camera` without a push-in). */
  camera: cameraPoseSchema,
  endCamera: cameraPoseSchema,
});
export type TimelineShot = z.infer<typeof shotSchema>;

export const characterMarkSchema = z.object({
  characterId: idSchema,
  name: z.string(),
  modelUrl: z.string().nullable(),
  position: vector3Schema,
  /** Rotation about +y in radians (three.js `rotation.y`); 0 faces +z, toward the camera. */
  facing: z.number(),
  /** Metres from the floor to the top of the head: the input's height, or the typical one the timeline assumed. */
  height: z.number().positive(),
});
export type CharacterMark = z.infer<typeof characterMarkSchema>;

/** What a character does during one voice line, from `start` to `end`: the fields talking, voice, subtitles, performances and movements share. */
const characterLineSpan = { characterId: idSchema, lineId: idSchema, start: secondsSchema, end: secondsSchema };

export const talkingIntervalSchema = z.object(characterLineSpan);
export type TalkingInterval = z.infer<typeof talkingIntervalSchema>;

export const voiceClipSchema = z.object({
  ...characterLineSpan,
  url: z.string(),
  /** The line's mouth shapes from its phonemes; empty without them (the player then follows loudness alone). */
  mouth: z.array(mouthCueSchema),
});
export type VoiceClip = z.infer<typeof voiceClipSchema>;

export const musicBedSchema = z.object({
  trackId: idSchema,
  name: z.string(),
  url: z.string().nullable(),
  start: secondsSchema,
  end: secondsSchema,
  /** The track's own length, when known. */
  sourceDurationSeconds: durationSchema.nullable(),
  /** loop: the track repeats to fill the bed (also when its length is unknown); trim: it is cut at the end. */
  fit: z.enum(['loop', 'trim']),
  /** Bed gain when no voice is speaking. */
  gain: z.number().min(0).max(1),
  fadeInSeconds: secondsSchema,
  fadeOutSeconds: secondsSchema,
});
export type MusicBed = z.infer<typeof musicBedSchema>;

/**
 * The music is lowered under a voice: it ramps linearly from the bed gain down to `gain × bed gain`
 * over `attackSeconds` ending at the voice's start, stays down, then ramps back up over
 * `releaseSeconds` from the voice's end. Windows never overlap.
 */
export const duckingWindowSchema = z.object({
  start: secondsSchema,
  end: secondsSchema,
  attackSeconds: secondsSchema,
  releaseSeconds: secondsSchema,
  gain: z.number().min(0).max(1),
  lineId: idSchema,
});
export type DuckingWindow = z.infer<typeof duckingWindowSchema>;

export const subtitleCueSchema = z.object({
  ...characterLineSpan,
  speaker: z.string(),
  text: z.string(),
});
export type SubtitleCue = z.infer<typeof subtitleCueSchema>;

/** An action within a performance: a clip from `start` to `end`, aimed at `target` (a point on the set) when it aims. */
export const performedActionSchema = z.object({
  name: z.enum(GESTURE_ACTIONS),
  start: secondsSchema,
  end: secondsSchema,
  /** The character aimed at, if a character; `target` is then a point on them. */
  targetId: idSchema.nullable(),
  target: vector3Schema.nullable(),
  /** The hand that points, waves or goes to the chest. */
  side: z.enum(['left', 'right']),
});
export type PerformedAction = z.infer<typeof performedActionSchema>;

/**
 * How a character acts one line, as its speaker or one of its listeners, from the line's start to
 * the next line's start (the last to the scene's end): a feeling at an intensity, at most one
 * action, and whom (where) they look at.
 */
export const performanceSchema = z.object({
  ...characterLineSpan,
  role: z.enum(['speaker', 'listener']),
  emotion: z.enum(PERFORMANCE_EMOTIONS),
  intensity: z.number().min(0).max(1),
  action: performedActionSchema.nullable(),
  /** The character looked at (null: ahead) and the point looked at, their eyes. */
  lookAtId: idSchema.nullable(),
  lookAt: vector3Schema.nullable(),
});
export type Performance = z.infer<typeof performanceSchema>;

/** A seat of the set a performer can sit on: where the hips rest (on its top) and which way a sitter faces. */
export const seatSchema = z.object({
  position: vector3Schema,
  facing: z.number(),
});
export type Seat = z.infer<typeof seatSchema>;

/** Where a performer's root is (on the floor under the hips) and which way they face; seated on a seat, or standing. */
export const placementSchema = z.object({
  position: vector3Schema,
  facing: z.number(),
  /** The seat (an index into the set's seats) sat on; null standing. */
  seat: z.number().int().nonnegative().nullable(),
});
export type Placement = z.infer<typeof placementSchema>;

/**
 * A performer moving from one placement to another between `start` and `end`, as a line's action
 * directs: walking (the root along the floor at a walking pace, the feet stepping), turning on
 * the spot, sitting down onto a seat or standing up from it. A character's movements follow one
 * another without overlapping; before the first they stand on their mark.
 */
export const movementSchema = z.object({
  ...characterLineSpan,
  kind: z.enum(['walk', 'turn', 'sit', 'stand']),
  from: placementSchema,
  to: placementSchema,
});
export type Movement = z.infer<typeof movementSchema>;

export const sceneTimelineSchema = z.object({
  sceneId: idSchema,
  sceneName: z.string(),
  fps: z.number().int().min(1).max(TIMELINE_MAX_FPS),
  durationSeconds: durationSchema,
  frameCount: z.number().int().positive(),
  set: timelineSetSchema.extend({
    /** Height of the floor the actors stand on (a ship's deck is above the sea). */
    floorY: z.number(),
    /** The seats of the set's furniture a performer may sit on (none before seats existed). */
    seats: z.array(seatSchema).default([]),
  }),
  blocking: z.array(characterMarkSchema),
  /** The light and weather the player stages the scene in (a timeline made before they existed plays at day, clear). */
  timeOfDay: timeOfDaySchema.default('day'),
  weather: weatherSchema.default('clear'),
  shots: z.array(shotSchema).min(1),
  talking: z.array(talkingIntervalSchema),
  audio: z.object({
    voices: z.array(voiceClipSchema),
    music: musicBedSchema.nullable(),
    ducking: z.array(duckingWindowSchema),
  }),
  subtitles: z.array(subtitleCueSchema),
  /** Every character's performance of every line, in line order. */
  performances: z.array(performanceSchema),
  /** Every character's moves about the set, in time order (none before movements existed). */
  movements: z.array(movementSchema).default([]),
});
export type SceneTimeline = z.infer<typeof sceneTimelineSchema>;
