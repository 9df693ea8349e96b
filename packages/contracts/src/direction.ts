import { z } from 'zod';

/**
 * Direction: how a line is performed and shot, and how fast a scene is cut. Every field is
 * optional; left unset it is inferred (from the screenplay, or from the line's own words), and a
 * value set by the director always wins over the inference.
 */

/** Feelings a performer's face, body and voice show; `neutral` is none. */
export const PERFORMANCE_EMOTIONS = ['neutral', 'happy', 'sad', 'angry', 'surprised', 'afraid', 'relaxed'] as const;
export type PerformanceEmotion = (typeof PERFORMANCE_EMOTIONS)[number];

/** The procedural clips a performer gestures a line (or a reaction) with, standing where they are; talk beats and idling always play. */
export const GESTURE_ACTIONS = [
  'nod',
  'head-shake',
  'point',
  'wave',
  'shrug',
  'arms-crossed',
  'hands-on-hips',
  'hand-to-chest',
  'laugh',
  'glance-away',
] as const;
export type GestureAction = (typeof GESTURE_ACTIONS)[number];
/**
 * What moves a performer about the set as a line starts: walk to the action's target (a character
 * or a point), turn to face it (the one addressed when it names none), sit on the nearest seat of
 * the set (none: they stay standing), stand up from it.
 */
export const MOVEMENT_ACTIONS = ['walk-to', 'turn-to', 'sit-down', 'stand-up'] as const;
export type MovementAction = (typeof MOVEMENT_ACTIONS)[number];
export const PERFORMANCE_ACTIONS = [...GESTURE_ACTIONS, ...MOVEMENT_ACTIONS] as const;
export type PerformanceAction = (typeof PERFORMANCE_ACTIONS)[number];
export const isMovementAction = (action: PerformanceAction): action is MovementAction => (MOVEMENT_ACTIONS as readonly string[]).includes(action);

/**
 * The shots a director can ask for on a line. reaction: the listener (subject) while the line is
 * heard; insert: a close view of a thing on the set.
 */
export const CAMERA_SHOT_KINDS = [
  'establishing',
  'wide',
  'two-shot',
  'medium',
  'close-up',
  'over-the-shoulder',
  'reaction',
  'insert',
] as const;
export type CameraShotKind = (typeof CAMERA_SHOT_KINDS)[number];

/** How fast a scene is cut: the average shot length follows it. */
export const SCENE_PACES = ['calm', 'normal', 'brisk'] as const;
export type ScenePace = (typeof SCENE_PACES)[number];

export const emotionSchema = z.enum(PERFORMANCE_EMOTIONS, {
  message: `Emotion must be one of: ${PERFORMANCE_EMOTIONS.join(', ')}.`,
});
export const intensitySchema = z
  .number({ message: 'Intensity must be a number between 0 and 1.' })
  .min(0, 'Intensity must be between 0 and 1.')
  .max(1, 'Intensity must be between 0 and 1.');
export const actionSchema = z.enum(PERFORMANCE_ACTIONS, {
  message: `Action must be one of: ${PERFORMANCE_ACTIONS.join(', ')}.`,
});
export const scenePaceSchema = z.enum(SCENE_PACES, { message: `Pace must be one of: ${SCENE_PACES.join(', ')}.` });
/** Silence before a line, in milliseconds. */
export const PAUSE_BEFORE_MAX_MS = 10_000;
export const pauseBeforeSchema = z
  .number({ message: 'Pause before must be a whole number of milliseconds.' })
  .int('Pause before must be a whole number of milliseconds.')
  .min(0, 'Pause before cannot be negative.')
  .max(PAUSE_BEFORE_MAX_MS, `Pause before must be at most ${PAUSE_BEFORE_MAX_MS} ms.`);

/**
 * The shot a director chose for a line: its kind, and whom it frames (a character's id; null: the
 * kind's usual subject, the speaker, or for a reaction the one spoken to).
 */
export const lineCameraSchema = z.object({
  kind: z.enum(CAMERA_SHOT_KINDS, { message: `Shot must be one of: ${CAMERA_SHOT_KINDS.join(', ')}.` }),
  subjectId: z.number().int().positive().nullish(),
});
export type LineCamera = z.infer<typeof lineCameraSchema>;
