/**
 * The three.js side of ModelViewer. Only ever loaded through dynamic import(), so three and its
 * loaders end up in a lazily loaded chunk that no screen pays for on first load.
 */
import {
  ACESFilmicToneMapping,
  AnimationMixer,
  Box3,
  DirectionalLight,
  HemisphereLight,
  Mesh,
  PCFShadowMap,
  PerspectiveCamera,
  PlaneGeometry,
  Scene,
  ShadowMaterial,
  Timer,
  Vector3,
  WebGLRenderer,
} from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { disposeObject } from '@studio/scene-player/dispose-object';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';

export interface ModelSceneOptions {
  /** Orbit with mouse/touch; otherwise one still picture of the model is drawn. */
  interactive: boolean;
  /** Stops the work if the viewer unmounts while the GLB is still loading. */
  signal: AbortSignal;
}

export interface ModelScene {
  dispose: () => void;
  /** The still picture drawn (a data URL) when the scene is not interactive. */
  still?: string;
}

const FIELD_OF_VIEW = 40;
const IDLE_CLIP = /(^|\|)idle$/i;
// Where the camera looks from, relative to the model: a little to the side and above.
const VIEW_DIRECTION = new Vector3(0.6, 0.35, 1).normalize();

function abortError() {
  return new DOMException('The model viewer was closed', 'AbortError');
}

/** Loads the GLB at `src` and renders it into `container` until `dispose()` is called. */
export async function mountModelScene(container: HTMLElement, src: string, { interactive, signal }: ModelSceneOptions): Promise<ModelScene> {
  const gltf = await new GLTFLoader().loadAsync(src);
  const model = gltf.scene;
  if (signal.aborted) {
    disposeObject(model);
    throw abortError();
  }

  const scene = new Scene();
  model.traverse((object) => {
    if (object instanceof Mesh) {
      object.castShadow = true;
      object.receiveShadow = true;
    }
  });

  // Stand the model on the ground at the origin, then frame its bounding sphere.
  const bounds = new Box3().setFromObject(model);
  const size = bounds.getSize(new Vector3());
  const center = bounds.getCenter(new Vector3());
  model.position.set(-center.x, -bounds.min.y, -center.z);
  scene.add(model);
  const radius = Math.max(size.length() / 2, 0.01);
  const distance = (radius / Math.sin(((FIELD_OF_VIEW / 2) * Math.PI) / 180)) * 1.15;
  const target = new Vector3(0, size.y / 2, 0);

  const camera = new PerspectiveCamera(FIELD_OF_VIEW, 1, distance / 100, distance * 100);
  camera.position.copy(target).addScaledVector(VIEW_DIRECTION, distance);

  // Soft light: sky/ground fill plus one key light that casts the ground shadow.
  scene.add(new HemisphereLight(0xffffff, 0x8d8d8d, 2));
  const keyLight = new DirectionalLight(0xffffff, 1.8);
  // From the upper left, so the ground shadow falls beside the model where the camera sees it.
  keyLight.position.set(-radius * 2, radius * 4, radius);
  keyLight.castShadow = true;
  keyLight.shadow.mapSize.set(1024, 1024);
  keyLight.shadow.radius = 4;
  Object.assign(keyLight.shadow.camera, { left: -radius * 2, right: radius * 2, top: radius * 2, bottom: -radius * 2, near: 0.01, far: radius * 10 });
  scene.add(keyLight);
  const ground = new Mesh(new PlaneGeometry(radius * 8, radius * 8), new ShadowMaterial({ opacity: 0.25 }));
  ground.rotation.x = -Math.PI / 2;
  ground.receiveShadow = true;
  scene.add(ground);

  // Exporters often prefix clip names with the armature ('Armature|idle').
  const idle = gltf.animations.find((clip) => IDLE_CLIP.test(clip.name));
  const mixer = idle ? new AnimationMixer(model) : null;
  if (mixer && idle) mixer.clipAction(idle).play();

  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({ antialias: true, alpha: true });
  } catch (error) {
    disposeObject(scene);
    throw error;
  }
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = PCFShadowMap;
  renderer.toneMapping = ACESFilmicToneMapping;
  renderer.domElement.style.display = 'block';
  container.appendChild(renderer.domElement);

  const controls = new OrbitControls(camera, renderer.domElement);
  controls.target.copy(target);
  controls.enableDamping = true;
  controls.enabled = interactive;
  controls.autoRotate = !interactive;
  controls.minDistance = distance * 0.3;
  controls.maxDistance = distance * 4;
  controls.maxPolarAngle = Math.PI / 2 - 0.05;
  controls.update();

  const resize = () => {
    const width = Math.max(container.clientWidth, 1);
    const height = Math.max(container.clientHeight, 1);
    renderer.setSize(width, height);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
  };
  resize();
  const resizeObserver = new ResizeObserver(resize);
  resizeObserver.observe(container);

  const timer = new Timer();
  const release = () => {
    renderer.setAnimationLoop(null);
    resizeObserver.disconnect();
    controls.dispose();
    mixer?.stopAllAction();
    mixer?.uncacheRoot(model);
    timer.dispose();
    disposeObject(scene);
    renderer.dispose();
    renderer.forceContextLoss();
    renderer.domElement.remove();
  };

  if (!interactive) {
    // A grid of cards would otherwise keep a WebGL context and a render loop per card, which on
    // software GL alone keeps the CPU busy: a card gets one picture, then the GPU side is freed.
    renderer.render(scene, camera);
    const picture = renderer.domElement.toDataURL('image/png');
    release();
    return { dispose: () => undefined, still: picture };
  }

  renderer.setAnimationLoop((time: number) => {
    timer.update(time);
    mixer?.update(timer.getDelta());
    controls.update(timer.getDelta());
    renderer.render(scene, camera);
  });

  return { dispose: release };
}
