import type { Vector3 } from '@studio/contracts/timeline';
import { RIG_BONES, RIG_PARENT, type RigBone } from '../rig';
import { add, IDENTITY, multiply, type Quaternion, rotate } from './quaternion';

/**
 * A character's skeleton at rest, as the model has it: each bone's translation from its parent
 * (the hips' from the model's origin). Rest rotations are the identity (rig.ts), so a translation
 * is also the bone's direction from its parent in the model's axes. The jaw is optional.
 */
export type RestSkeleton = Partial<Record<RigBone, Vector3>> & Record<Exclude<RigBone, 'jaw'>, Vector3>;

/** Local rotations per bone; a bone left out keeps its rest rotation (the identity). */
export type Pose = Partial<Record<RigBone, Quaternion>>;

export interface BoneTransform {
  /** Where the bone's joint is, in the model's axes. */
  position: Vector3;
  /** The bone's rotation in the model's axes. */
  rotation: Quaternion;
}

export const parentOf = (bone: RigBone): RigBone | null => (bone === 'hips' ? null : RIG_PARENT[bone]);

/** Where every bone of `skeleton` is, and how it is turned, in the model's axes, in `pose`. */
export function forwardKinematics(skeleton: RestSkeleton, pose: Pose): Partial<Record<RigBone, BoneTransform>> {
  const transforms: Partial<Record<RigBone, BoneTransform>> = {};
  // RIG_BONES lists parents before children.
  for (const bone of RIG_BONES) {
    const offset = skeleton[bone];
    if (!offset) continue;
    const parent = parentOf(bone);
    const parentTransform = parent ? transforms[parent] : { position: [0, 0, 0] as Vector3, rotation: IDENTITY };
    if (!parentTransform) continue;
    transforms[bone] = {
      position: add(parentTransform.position, rotate(parentTransform.rotation, offset)),
      rotation: multiply(parentTransform.rotation, pose[bone] ?? IDENTITY),
    };
  }
  return transforms;
}

/**
 * A skeleton of the generated characters' proportions (1.8 m tall, arms in an A-pose 60° below
 * horizontal): the reference the pose specs measure on, and the shape the player falls back to
 * for a bone a model lacks.
 */
export function referenceSkeleton(): RestSkeleton {
  const armDrop = (60 * Math.PI) / 180;
  const arm = (side: 1 | -1, lengthMetres: number): Vector3 => [side * lengthMetres * Math.cos(armDrop), -lengthMetres * Math.sin(armDrop), 0];
  return {
    hips: [0, 0.98, 0],
    spine: [0, 0.12, 0],
    chest: [0, 0.2, 0],
    neck: [0, 0.2, 0],
    head: [0, 0.1, 0],
    jaw: [0, -0.02, 0.03],
    leftEye: [0.032, 0.07, 0.09],
    rightEye: [-0.032, 0.07, 0.09],
    leftShoulder: [0.03, 0.15, 0],
    leftUpperArm: [0.15, 0, 0],
    leftLowerArm: arm(1, 0.29),
    leftHand: arm(1, 0.26),
    rightShoulder: [-0.03, 0.15, 0],
    rightUpperArm: [-0.15, 0, 0],
    rightLowerArm: arm(-1, 0.29),
    rightHand: arm(-1, 0.26),
    leftUpperLeg: [0.09, -0.06, 0],
    leftLowerLeg: [0, -0.44, 0],
    leftFoot: [0, -0.42, 0],
    rightUpperLeg: [-0.09, -0.06, 0],
    rightLowerLeg: [0, -0.44, 0],
    rightFoot: [0, -0.42, 0],
  };
}
