/**
 * Characters built on the shared rig (@studio/scene-timeline/rig: VRM bone names, face morph
 * targets on `Body`) are acted procedurally: every frame their bones take the pose of the
 * timeline's performance (poseAt) and their face the visemes of their voice, a blink and the
 * performance's expression. Everything is a pure function of the time, as in the rest of the player.
 */
import type { CharacterMark, SceneTimeline, Vector3 } from '@studio/contracts/timeline';
import { blinkAt, faceWeights, gazePitch } from '@studio/scene-timeline/performance/face';
import { type Gait, stageBody } from '@studio/scene-timeline/performance/legs';
import { stagingAt } from '@studio/scene-timeline/performance/movements';
import { performanceAt } from '@studio/scene-timeline/performance/performance-at';
import { poseAt } from '@studio/scene-timeline/performance/pose';
import { referenceSkeleton, type RestSkeleton } from '@studio/scene-timeline/performance/skeleton';
import { CHARACTER_ROOT_NODE, type CharacterRigExtras, MORPH_TARGETS, RIG_BONES, type RigBone } from '@studio/scene-timeline/rig';
import { Mesh, type Object3D } from 'three';
import type { MouthPose } from './mouth-motion';

/** The root bone a rigged model has; models without it (rigid parts, stand-ins) keep the clip-driven path. */
const ROOT_BONE: RigBone = 'hips';

export interface Performer {
  /** Poses the character's body and face for `seconds`, with its mouth as the voice has it then. */
  perform(seconds: number, mouth: MouthPose): void;
}

/** True when `model` carries the shared rig's bones. */
export function hasPerformanceRig(model: Object3D): boolean {
  return model.getObjectByName(ROOT_BONE) !== undefined;
}

/** Morph influences of one mesh, by target, for the rig's targets the mesh has. */
interface MorphBinding {
  influences: number[];
  indices: [(typeof MORPH_TARGETS)[number], number][];
}

/**
 * The performer of `mark`'s character in `model` (call while the model is at rest): its bones by
 * name, their rest translations as the skeleton the pose is worked out on, and every mesh with the
 * face's morph targets.
 */
export function createPerformer(model: Object3D, mark: CharacterMark, timeline: SceneTimeline): Performer {
  const bones = new Map<RigBone, Object3D>();
  const reference = referenceSkeleton();
  const skeleton = { ...reference } as RestSkeleton;
  for (const name of RIG_BONES) {
    const bone = model.getObjectByName(name);
    if (bone) {
      bones.set(name, bone);
      skeleton[name] = [bone.position.x, bone.position.y, bone.position.z] as Vector3;
    } else if (name === 'jaw') {
      delete skeleton.jaw;
    }
  }
  const morphs: MorphBinding[] = [];
  model.traverse((object) => {
    if (!(object instanceof Mesh) || !object.morphTargetDictionary || !object.morphTargetInfluences) return;
    const dictionary = object.morphTargetDictionary;
    const indices = MORPH_TARGETS.flatMap((target) => (dictionary[target] === undefined ? [] : [[target, dictionary[target]] as [(typeof MORPH_TARGETS)[number], number]]));
    if (indices.length > 0) morphs.push({ influences: object.morphTargetInfluences, indices });
  });
  const seed = mark.characterId;
  // The model's root carries the rig's extras (GLTFLoader puts them in userData): a limp shows in the walk, and an animal perches on a seat.
  const extras = (model.getObjectByName(CHARACTER_ROOT_NODE)?.userData ?? {}) as Partial<CharacterRigExtras>;
  const gait: Gait = { limp: extras.limp === 'left' || extras.limp === 'right' ? extras.limp : null, perches: extras.species === 'bird' || extras.species === 'dog' || extras.species === 'cat' };

  return {
    perform(seconds, mouth) {
      const performance = performanceAt(timeline, mark.characterId, seconds);
      // Where the character walked, sat or turned to: the root goes there, the legs reach the floor.
      const body = stageBody(skeleton, stagingAt(timeline, mark.characterId, seconds), timeline.set.floorY, gait);
      model.position.set(...body.root.position);
      model.rotation.y = body.root.facing;
      const pose = poseAt({ skeleton, seconds, seed, performance, mark: body.root, mouthOpen: mouth.open, body });
      for (const [name, bone] of bones) {
        const rotation = pose[name];
        if (rotation) bone.quaternion.set(...rotation);
        else bone.quaternion.identity();
      }
      const weights = faceWeights(performance.expression, mouth, blinkAt(seed, seconds), gazePitch(pose.leftEye));
      for (const { influences, indices } of morphs) {
        for (const [target, index] of indices) influences[index] = weights[target];
      }
    },
  };
}
