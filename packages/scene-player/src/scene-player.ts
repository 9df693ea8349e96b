/**
 * The three.js scene of a timeline: the set, the cast on their marks, the lights and the camera of
 * each shot. Every frame is a pure function of its time, so the server renderer can render chunks
 * of a scene in parallel and the browser preview shows the frames that render.
 */
import type { CharacterMark, SceneTimeline } from '@studio/contracts/timeline';
import { stagingAt } from '@studio/scene-timeline/performance/movements';
import { cameraAt } from '@studio/scene-timeline/playback';
import {
  ACESFilmicToneMapping,
  AnimationAction,
  AnimationClip,
  AnimationMixer,
  CapsuleGeometry,
  Color,
  Group,
  Mesh,
  MeshStandardMaterial,
  type Object3D,
  PCFShadowMap,
  PerspectiveCamera,
  PlaneGeometry,
  Quaternion,
  Scene,
  SphereGeometry,
  Vector3,
  WebGLRenderer,
} from 'three';
import { type GLTF, GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { characterMotionAt, type ClipKind, findClip, gazeAt, GESTURE_CLIP, gestureAt, loopTime } from './character-motion';
import { disposeObject } from './dispose-object';
import { type DecodedVoice, loadMouthTracks, mouthPoseAt } from './mouth-motion';
import { createPerformer, hasPerformanceRig, type Performer } from './performance';
import { mergeRigidParts } from './rigid-skinning';
import { castShadows } from './shadow-casting';
import { filterShadowsWithOneTap, shadeMatteAsLambert } from './software-gl-shading';
import { isInteriorSet, stageLightingFor, stageScene } from './stage-lighting';
import { createStillSet, stillShotAt } from './still-set';
import { addWeather, swayInWind, wetGround } from './weather';
import { fetchModel, loadSceneModel, type ModelLoader, sceneModelRequests, standInHue } from './scene-models';

export interface ScenePlayerOptions {
  width: number;
  height: number;
  shadows: boolean;
  antialias?: boolean;
  /** fetches a GLB; defaults to fetch(url) */
  loadModel?: ModelLoader;
  /** fetches a voice clip, whose loudness moves its speaker's mouth; defaults to fetch(url) */
  loadAudio?: ModelLoader;
  /** Draws the set once per still shot and only the rest each frame (see still-set.ts); default true, false draws every frame in full. */
  reuseStillSet?: boolean;
}

export interface ScenePlayer {
  /** draws the frame at `seconds` (deterministic: same timeline+time => same pixels) */
  renderAt(seconds: number): void;
  /** e.g. 'No 3D model for Rex: a stand-in is shown.' */
  notes: string[];
  /** Whether a still shot's set is drawn once and reused (see still-set.ts): not for a swaying set or where the canvas's depth cannot be copied. */
  drawsStillSetsOnce: boolean;
  dispose(): void;
}

const NEAR_PLANE = 0.05;
const FAR_PLANE = 400;

/** One character's animation: the loops it has, driven by characterMotionAt, and its gestures, by gestureAt. */
interface CharacterRig {
  mark: CharacterMark;
  mixer: AnimationMixer | null;
  actions: Partial<Record<ClipKind, AnimationAction>>;
  gestures: AnimationAction[];
  /** A stand-in's head nods while it talks, as it has no clips. */
  standInHead: Object3D | null;
  /** The model's head ('Head'), turned to whom the character looks at, and its pose as the clips left it, before the turn. */
  head: Object3D | null;
  headPose: Quaternion | null;
  /** The model's jaw and lips (LocalModelEngine's 'Jaw', 'UpperLip' and 'LowerLip' nodes), moved by the voice. */
  jaw: Object3D | null;
  lips: Object3D[];
  /** A model on the shared rig is acted procedurally by its performer instead of all the above. */
  performer: Performer | null;
  /** The character's root, moved by their walks and turns (a performer moves its own). */
  root: Object3D;
}

/** The jaw's turn about x with the mouth wide open. */
const JAW_OPEN_RADIANS = 0.3;
const X_AXIS = new Vector3(1, 0, 0);
const Y_AXIS = new Vector3(0, 1, 0);
/** How far a head turns from where the body faces to look at someone (radians): further, and only the eyes would. */
const MAX_HEAD_TURN = 0.75;
const headTurn = new Quaternion();

/** A voice clip decoded to mono samples by the browser's audio decoder. */
async function decodeVoice(bytes: ArrayBuffer): Promise<DecodedVoice> {
  const audio = await new OfflineAudioContext(1, 1, 44_100).decodeAudioData(bytes);
  return { samples: audio.getChannelData(0), sampleRate: audio.sampleRate };
}

/** A neutral stage for a set without a usable model: a floor and a backdrop behind the cast. */
function standInStage(floorY: number): Group {
  const stage = new Group();
  stage.name = 'StandInStage';
  const floor = new Mesh(new PlaneGeometry(60, 60), new MeshStandardMaterial({ color: 0x9a9a96, roughness: 0.95 }));
  floor.rotation.x = -Math.PI / 2;
  floor.position.y = floorY;
  floor.receiveShadow = true;
  const backdrop = new Mesh(new PlaneGeometry(60, 14), new MeshStandardMaterial({ color: 0x6f7b88, roughness: 1 }));
  backdrop.position.set(0, floorY + 7, -8);
  backdrop.receiveShadow = true;
  stage.add(floor, backdrop);
  return stage;
}

/** A capsule figure with a head for a character without a usable model, coloured by their id. */
function standInFigure(characterId: number): { figure: Group; head: Object3D } {
  const colour = new Color().setHSL(standInHue(characterId), 0.45, 0.5);
  const figure = new Group();
  figure.name = 'StandInFigure';
  const body = new Mesh(new CapsuleGeometry(0.22, 0.9, 6, 16), new MeshStandardMaterial({ color: colour, roughness: 0.8 }));
  body.position.y = 0.22 + 0.45 + 0.1;
  const head = new Mesh(new SphereGeometry(0.14, 20, 14), new MeshStandardMaterial({ color: colour.clone().offsetHSL(0, -0.2, 0.2), roughness: 0.7 }));
  head.position.y = 1.5;
  // A nose shows which way the figure faces.
  const nose = new Mesh(new SphereGeometry(0.035, 10, 8), new MeshStandardMaterial({ color: 0x333333 }));
  nose.position.set(0, 0, 0.13);
  head.add(nose);
  figure.add(body, head);
  castShadows(figure);
  return { figure, head };
}

/** The head's turn (about +y, from where the body faces) that looks from `mark` at `targetId`'s mark; 0 for nobody. */
function turnTowards(mark: CharacterMark, targetId: number | null, marks: CharacterMark[]): number {
  const target = targetId === null ? undefined : marks.find((other) => other.characterId === targetId);
  if (!target) return 0;
  const heading = Math.atan2(target.position[0] - mark.position[0], target.position[2] - mark.position[2]);
  // The difference wrapped into -π…π, then limited to what a neck does.
  const turn = Math.atan2(Math.sin(heading - mark.facing), Math.cos(heading - mark.facing));
  return Math.max(-MAX_HEAD_TURN, Math.min(MAX_HEAD_TURN, turn));
}

/** Builds the scene of `timeline` into `canvas`; models that are missing or broken become stand-ins with a note. */
export async function createScenePlayer(canvas: HTMLCanvasElement, timeline: SceneTimeline, options: ScenePlayerOptions): Promise<ScenePlayer> {
  const loadModel = options.loadModel ?? fetchModel;
  const loader = new GLTFLoader();
  const parse = async (url: string): Promise<GLTF> => loader.parseAsync(await loadModel(url), '');
  const [setRequest, ...castRequests] = sceneModelRequests(timeline);
  const loadAudio = options.loadAudio ?? fetchModel;
  const [mouths, setOutcome, ...castOutcomes] = await Promise.all([
    loadMouthTracks(timeline, async (url) => decodeVoice(await loadAudio(url))),
    loadSceneModel(setRequest, parse),
    ...castRequests.map((request) => loadSceneModel(request, parse)),
  ]);
  const notes: string[] = [setOutcome, ...castOutcomes].flatMap((outcome) => (outcome.note ? [outcome.note] : []));
  notes.push(...mouths.notes);

  const scene = new Scene();
  const floorY = timeline.set.floorY;
  const setRoot = setOutcome.model?.scene ?? standInStage(floorY);
  if (setOutcome.model) castShadows(setOutcome.model.scene);
  scene.add(setRoot);

  const rigs: CharacterRig[] = timeline.blocking.map((mark, index) => {
    const gltf = castOutcomes[index].model;
    let root: Object3D;
    let rig: Omit<CharacterRig, 'root'>;
    if (gltf && hasPerformanceRig(gltf.scene)) {
      root = gltf.scene;
      castShadows(root);
      rig = { mark, mixer: null, actions: {}, gestures: [], standInHead: null, head: null, headPose: null, jaw: null, lips: [], performer: createPerformer(root, mark, timeline) };
    } else if (gltf) {
      root = gltf.scene;
      mergeRigidParts(root);
      castShadows(root);
      const mixer = new AnimationMixer(root);
      const actions: CharacterRig['actions'] = {};
      for (const kind of ['idle', 'talk'] as const) {
        const clip = findClip<AnimationClip>(gltf.animations, kind);
        if (!clip) {
          notes.push(`The 3D model for ${mark.name} has no ${kind} animation: it holds still${kind === 'talk' ? ' while talking' : ''}.`);
          continue;
        }
        const action = mixer.clipAction(clip);
        // Time is set outright on every frame; the mixer only applies it.
        action.play();
        actions[kind] = action;
      }
      // In name order, so a line makes the same gesture in the preview and in the render.
      const gestures = gltf.animations
        .filter((clip) => GESTURE_CLIP.test(clip.name))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((clip) => {
          const action = mixer.clipAction(clip);
          action.setEffectiveWeight(0);
          action.play();
          return action;
        });
      const lips = ['UpperLip', 'LowerLip'].flatMap((name) => root.getObjectByName(name) ?? []);
      const head = root.getObjectByName('Head') ?? null;
      rig = { mark, mixer, actions, gestures, standInHead: null, head, headPose: head?.quaternion.clone() ?? null, jaw: root.getObjectByName('Jaw') ?? null, lips, performer: null };
    } else {
      const { figure, head } = standInFigure(mark.characterId);
      root = figure;
      rig = { mark, mixer: null, actions: {}, gestures: [], standInHead: head, head: null, headPose: null, jaw: null, lips: [], performer: null };
    }
    root.position.set(...mark.position);
    root.rotation.y = mark.facing;
    scene.add(root);
    return { ...rig, root };
  });

  // Three-point lighting: the key casts the shadows; the fill lifts the key's shadow side and the
  // rim separates the cast from the set; the sky light keeps the shadows from going black.
  // The time of day's rig (the key casts the shadows; fill, rim and sky light soften them; after
  // dark the practicals glow and a warm light keeps faces lit) and the weather's dressing.
  const lighting = stageLightingFor(timeline.timeOfDay, timeline.weather, { interior: isInteriorSet(timeline.set) });
  const setModel = setOutcome.model?.scene ?? null;
  const lights = stageScene(scene, setModel, timeline, lighting, options.shadows);
  if (setModel && !isInteriorSet(timeline.set) && (timeline.weather === 'rain' || timeline.weather === 'storm')) wetGround(setModel);
  // Wind bends trees, nets and flags outdoors; a room's plants stay still.
  const windSway = setModel && !isInteriorSet(timeline.set) ? swayInWind(setModel, timeline.weather) : null;
  // Unlit particles are as bright as the sky light: grey streaks by day, faint ones at night.
  const weather = addWeather(scene, timeline.weather, floorY, 0.35 + lighting.hemisphere.intensity * 0.75);
  shadeMatteAsLambert(scene);
  filterShadowsWithOneTap(scene);

  // A stencil, where a still shot's frames mark the pixels a performer's shadow falls on (see still-set.ts).
  const renderer = new WebGLRenderer({ canvas, antialias: options.antialias ?? false, preserveDrawingBuffer: true, stencil: true });
  renderer.setPixelRatio(1);
  renderer.setSize(options.width, options.height, false);
  renderer.shadowMap.enabled = options.shadows;
  renderer.shadowMap.type = PCFShadowMap;
  renderer.toneMapping = ACESFilmicToneMapping;

  const camera = new PerspectiveCamera(50, options.width / options.height, NEAR_PLANE, FAR_PLANE);
  // A set that sways in the wind changes every frame, so it is drawn in full.
  const stillSet = (options.reuseStillSet ?? true) && !windSway?.moves ? createStillSet(renderer, scene, setRoot) : null;

  const poseCharacters = (seconds: number) => {
    for (const rig of rigs) {
      if (rig.performer) {
        rig.performer.perform(seconds, mouthPoseAt(mouths.tracks, rig.mark.characterId, seconds));
        continue;
      }
      // Without legs to walk on, a clip-driven model or a stand-in glides where the performer walks.
      const staging = stagingAt(timeline, rig.mark.characterId, seconds);
      rig.root.position.set(...staging.position);
      rig.root.rotation.set(0, staging.facing, 0);
      const motion = characterMotionAt(timeline, rig.mark.characterId, seconds);
      if (rig.mixer) {
        const { idle, talk } = rig.actions;
        if (idle) {
          idle.setEffectiveWeight(talk ? motion.idleWeight : 1);
          idle.time = loopTime(motion.idleSeconds, idle.getClip().duration);
        }
        if (talk) {
          // Without an idle clip the rest of the weight is the model's rest pose.
          talk.setEffectiveWeight(motion.talkWeight);
          talk.time = loopTime(motion.talkSeconds, talk.getClip().duration);
        }
        // One gesture per line, the line's place choosing which; the arms are otherwise the idle's.
        const gesture = gestureAt(timeline, rig.mark.characterId, seconds);
        rig.gestures.forEach((action, index) => {
          const making = gesture !== null && gesture.line % rig.gestures.length === index;
          action.setEffectiveWeight(making ? gesture.weight : 0);
          action.time = making ? gesture.progress * action.getClip().duration : 0;
        });
        // The mixer writes a value only when it changed since its last frame, so the head first goes
        // back to the pose the clips left it in: the turn below is never added to the last frame's.
        if (rig.head && rig.headPose) rig.head.quaternion.copy(rig.headPose);
        rig.mixer.update(0);
        // On top of the clips, the head turns to whom the character looks at (gazeAt).
        if (rig.head && rig.headPose) {
          rig.headPose.copy(rig.head.quaternion);
          const gaze = gazeAt(timeline, rig.mark.characterId, seconds);
          const from = turnTowards(rig.mark, gaze.from, timeline.blocking);
          const eased = gaze.progress * gaze.progress * (3 - 2 * gaze.progress);
          rig.head.quaternion.premultiply(headTurn.setFromAxisAngle(Y_AXIS, from + (turnTowards(rig.mark, gaze.to, timeline.blocking) - from) * eased));
        }
        // The voice, not the talk loop, moves the mouth: only while its owner's clip sounds.
        const mouth = mouthPoseAt(mouths.tracks, rig.mark.characterId, seconds);
        rig.jaw?.quaternion.setFromAxisAngle(X_AXIS, JAW_OPEN_RADIANS * mouth.open);
        for (const lip of rig.lips) lip.scale.setX(mouth.width);
      } else if (rig.standInHead) {
        rig.standInHead.rotation.x = motion.talkWeight * 0.12 * Math.sin(motion.talkSeconds * 9);
      }
    }
  };

  return {
    notes,
    drawsStillSetsOnce: stillSet !== null,
    renderAt(seconds: number) {
      const pose = cameraAt(timeline, seconds);
      camera.position.set(...pose.position);
      camera.fov = pose.fov;
      camera.updateProjectionMatrix();
      camera.lookAt(...pose.target);
      poseCharacters(seconds);
      weather.update(seconds, camera.position);
      windSway?.update(seconds);
      const flash = weather.flashAt(seconds);
      lights.hemisphere.intensity = lights.hemisphereIntensity * (1 + 4 * flash);
      // Lightning relights the set for a frame; a moving camera sees it anew every frame.
      const stillShot = stillSet && flash === 0 ? stillShotAt(timeline, seconds) : null;
      if (stillSet && stillShot !== null) stillSet.render(camera, stillShot);
      else renderer.render(scene, camera);
    },
    dispose() {
      for (const rig of rigs) {
        rig.mixer?.stopAllAction();
        if (rig.mixer) rig.mixer.uncacheRoot(rig.mixer.getRoot());
      }
      stillSet?.dispose();
      lights.dispose();
      weather.dispose();
      disposeObject(scene);
      renderer.dispose();
      renderer.forceContextLoss();
    },
  };
}
