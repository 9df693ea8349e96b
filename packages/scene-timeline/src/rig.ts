/**
 * The rig every generated character model shares: the names the model builder (backend
 * src/engines/meshes/character-model.ts) writes into the GLB and the names the scene player
 * drives. Pure constants, imported by both sides.
 *
 * Conventions of a model:
 * - Metres; the character faces +z, y is up, feet rest on y = 0, the origin is between the feet.
 * - Rest pose is an A-pose: arms hang about 60° below horizontal, legs straight, head level.
 * - Every bone's rest rotation is the identity (bone local axes are the parent's, which are the
 *   model's); bones carry translations only. Rotations about x have the same sense for every bone
 *   of both sides (right-handed, as three.js turns them): a positive one tips what points up
 *   (spine, neck, head) forward, toward +z, and swings what hangs down (legs, feet; forearms in
 *   the rest A-pose) backward, toward -z: a hanging limb swings forward with a negative one.
 * - One skinned mesh per character, ≤ 3 primitives (draw calls); the node carrying the face
 *   morph targets is named `Body`; an optional second node is named `Hair` (also skinned to the
 *   head). Morph target names are on the mesh's `extras.targetNames`, so three.js fills
 *   `morphTargetDictionary`; every primitive of `Body` carries every target.
 * - No baked animation clips: motion is procedural (the player poses the bones).
 * - The root node `Character` carries `extras` of type CharacterRigExtras.
 */

/** Bone (glTF node) names: VRM humanoid names in camelCase, parent before child. */
export const RIG_BONES = [
  'hips',
  'spine',
  'chest',
  'neck',
  'head',
  'jaw',
  'leftEye',
  'rightEye',
  'leftShoulder',
  'leftUpperArm',
  'leftLowerArm',
  'leftHand',
  'rightShoulder',
  'rightUpperArm',
  'rightLowerArm',
  'rightHand',
  'leftUpperLeg',
  'leftLowerLeg',
  'leftFoot',
  'rightUpperLeg',
  'rightLowerLeg',
  'rightFoot',
] as const;
export type RigBone = (typeof RIG_BONES)[number];

/** Each bone's parent (hips is the root bone). */
export const RIG_PARENT: Readonly<Record<Exclude<RigBone, 'hips'>, RigBone>> = {
  spine: 'hips',
  chest: 'spine',
  neck: 'chest',
  head: 'neck',
  jaw: 'head',
  leftEye: 'head',
  rightEye: 'head',
  leftShoulder: 'chest',
  leftUpperArm: 'leftShoulder',
  leftLowerArm: 'leftUpperArm',
  leftHand: 'leftLowerArm',
  rightShoulder: 'chest',
  rightUpperArm: 'rightShoulder',
  rightLowerArm: 'rightUpperArm',
  rightHand: 'rightLowerArm',
  leftUpperLeg: 'hips',
  leftLowerLeg: 'leftUpperLeg',
  leftFoot: 'leftLowerLeg',
  rightUpperLeg: 'hips',
  rightLowerLeg: 'rightUpperLeg',
  rightFoot: 'rightLowerLeg',
};

/** The arms' rest angle below horizontal, in degrees (A-pose). */
export const REST_ARM_DROP_DEGREES = 60;

/** Visemes (mouth shapes) the lip sync drives: VRM expression presets. */
export const VISEME_TARGETS = ['aa', 'ih', 'ou', 'ee', 'oh'] as const;
export type VisemeTarget = (typeof VISEME_TARGETS)[number];
export const BLINK_TARGETS = ['blink', 'blinkLeft', 'blinkRight'] as const;
/** Emotions; `neutral` is the rest (every target at zero) and has no target of its own. */
export const EMOTION_TARGETS = ['happy', 'angry', 'sad', 'relaxed', 'surprised'] as const;
export type EmotionTarget = (typeof EMOTION_TARGETS)[number];
export type Expression = EmotionTarget | 'neutral';

/** The upper lids following the eyes' look up or down (VRM's lookUp and lookDown), so a look up does not roll the iris under the lid. */
export const GAZE_TARGETS = ['lookUp', 'lookDown'] as const;

/** Every morph target of a character's `Body` mesh, in this order. */
export const MORPH_TARGETS = [...VISEME_TARGETS, ...BLINK_TARGETS, ...EMOTION_TARGETS, ...GAZE_TARGETS] as const;
export type MorphTarget = (typeof MORPH_TARGETS)[number];

/** Node names of the model. */
export const BODY_NODE = 'Body';
export const HAIR_NODE = 'Hair';
export const CHARACTER_ROOT_NODE = 'Character';

/** Extras on the `Character` root node (metres, model space). */
export interface CharacterRigExtras {
  heightMeters: number;
  headTopY: number;
  eyeY: number;
  build: 'slim' | 'average' | 'heavy';
  age: 'child' | 'adult' | 'elder';
  /** The sore leg of a character who limps (their walk favours it); absent or null: an even walk. */
  limp?: 'left' | 'right' | null;
  /** What the character is: an animal perches on a seat instead of sitting on it. Absent: a person. */
  species?: 'person' | 'bird' | 'dog' | 'cat';
}
