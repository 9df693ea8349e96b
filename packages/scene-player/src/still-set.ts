/**
 * Within a shot whose camera holds still, the set looks the same on every frame: it is drawn once
 * (colour and depth, with its own shadows) and every other frame starts from that picture, so
 * software WebGL shades only the performers, the weather, and the floor and near walls where
 * shadows fall.
 */
import type { SceneTimeline } from '@studio/contracts/timeline';
import { shotAt } from '@studio/scene-timeline/playback';
import {
  AlwaysStencilFunc,
  Box3,
  DirectionalLight,
  EqualStencilFunc,
  Group,
  KeepStencilOp,
  Light,
  type Material,
  Mesh,
  type Object3D,
  type PerspectiveCamera,
  PointLight,
  ReplaceStencilOp,
  type Scene,
  SpotLight,
  Vector3,
  type WebGLRenderer,
} from 'three';
import { filterShadowsWithOneTap } from './software-gl-shading';

/** The shot at `seconds` when its camera starts and ends in the same place, else null: a moving camera sees a new set every frame. */
export function stillShotAt(timeline: SceneTimeline, seconds: number): number | null {
  const shot = shotAt(timeline, seconds);
  const same = (a: readonly number[], b: readonly number[]) => a.every((value, index) => value === b[index]);
  const { camera, endCamera } = shot;
  return camera.fov === endCamera.fov && same(camera.position, endCamera.position) && same(camera.target, endCamera.target) ? shot.index : null;
}

/**
 * Fragment code that drops a floor pixel the key light's shadow map leaves lit: one shadow read
 * (the set's own shadows are redrawn as they were; a performer's are new).
 */
const DISCARD_UNSHADOWED = `
#if defined( USE_SHADOWMAP ) && NUM_DIR_LIGHT_SHADOWS > 0
	if ( getShadow( directionalShadowMap[ 0 ], directionalLightShadows[ 0 ].shadowMapSize, directionalLightShadows[ 0 ].shadowIntensity, directionalLightShadows[ 0 ].shadowBias, directionalLightShadows[ 0 ].shadowRadius, vDirectionalShadowCoord[ 0 ] ) >= 1.0 ) discard;
#endif
`;

/** How far from the middle of the stage (where the cast stands) a performer's shadow can reach, even from a low sun. */
const SHADOW_REACH_METRES = 5;
/** A surface at least this across two ways (a wall, a flat, a counter front) can take a performer's shadow. */
const SURFACE_MIN_METRES = 2;

/**
 * Where a performer's shadow can fall, so a still shot redraws it there: every floor (it receives
 * shadows but casts none), and every large surface within reach of the cast (a room's walls, a
 * flat behind them). Far façades and small props are left as the set's picture shows them: a
 * shadow rarely reaches them, and each surface redrawn costs a shadow read per pixel.
 */
export function takesPerformerShadows(mesh: Mesh): boolean {
  if (!mesh.receiveShadow) return false;
  if (!mesh.castShadow) return true;
  if (!mesh.geometry.boundingBox) mesh.geometry.computeBoundingBox();
  const bounds = new Box3().copy(mesh.geometry.boundingBox!).applyMatrix4(mesh.matrixWorld);
  const size = bounds.getSize(new Vector3());
  const across = [size.x, size.y, size.z].filter((metres) => metres >= SURFACE_MIN_METRES).length;
  const middle = new Vector3(0, (bounds.min.y + bounds.max.y) / 2, 0);
  return across >= 2 && bounds.distanceToPoint(middle) <= SHADOW_REACH_METRES;
}

/** Frames mark their shadowed pixels in the stencil with 1, 2, … up to this, then clear it and start again: no clear on every frame. */
const MAX_STENCIL_MARK = 255;
/** The floor copies draw after the performers (order 0), whose pixels they must not mark: first the marks, then the shading. */
const MARK_ORDER = 1;
const SHADE_ORDER = 2;

/** The layer the set is on while the rest is drawn over its picture: seen by the shadow cameras alone. */
const SHADOW_ONLY_LAYER = 1;

export interface StillSet {
  /** Draws the frame of still shot `shot`: the set from the picture kept for that shot (drawn now if it is another shot), then the rest over it. */
  render(camera: PerspectiveCamera, shot: number): void;
  dispose(): void;
}

/**
 * Keeps the set's picture for the still shot being drawn, in a framebuffer the canvas's colour and
 * depth are copied to and from (blitFramebuffer copies exactly, so a frame has the same bytes
 * whichever frame of its shot came first). Null where the canvas's depth cannot be copied (an
 * antialiased canvas, another depth format): the player then draws every frame in full.
 */
export function createStillSet(renderer: WebGLRenderer, scene: Scene, set: Object3D): StillSet | null {
  const gl = renderer.getContext();
  if (!(typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext)) return null;
  // A multisampled canvas (the antialiased preview) can be copied from but not into; performers' shadows are marked in the stencil.
  const attributes = gl.getContextAttributes();
  if (attributes?.antialias || (renderer.shadowMap.enabled && !attributes?.stencil)) return null;
  const { width, height } = gl.canvas;
  /** Copies colour and depth from one framebuffer to the other (null: the canvas); false if the driver refused. */
  const copy = (from: WebGLFramebuffer | null, to: WebGLFramebuffer | null): boolean => {
    gl.bindFramebuffer(gl.READ_FRAMEBUFFER, from);
    gl.bindFramebuffer(gl.DRAW_FRAMEBUFFER, to);
    gl.blitFramebuffer(0, 0, width, height, 0, 0, width, height, gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT, gl.NEAREST);
    // three tracks its own bindings and expects the canvas bound between its draws.
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    return gl.getError() === gl.NO_ERROR;
  };
  /** A framebuffer the canvas's colour and depth copy into: depth copies need the very format of the canvas's depth. */
  const keeperWith = (depthFormat: GLenum) => {
    const colour = gl.createRenderbuffer();
    const depth = gl.createRenderbuffer();
    const framebuffer = gl.createFramebuffer();
    gl.bindRenderbuffer(gl.RENDERBUFFER, colour);
    gl.renderbufferStorage(gl.RENDERBUFFER, gl.RGBA8, width, height);
    gl.bindRenderbuffer(gl.RENDERBUFFER, depth);
    gl.renderbufferStorage(gl.RENDERBUFFER, depthFormat, width, height);
    gl.bindRenderbuffer(gl.RENDERBUFFER, null);
    gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
    gl.framebufferRenderbuffer(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.RENDERBUFFER, colour);
    gl.framebufferRenderbuffer(gl.FRAMEBUFFER, depthFormat === gl.DEPTH24_STENCIL8 ? gl.DEPTH_STENCIL_ATTACHMENT : gl.DEPTH_ATTACHMENT, gl.RENDERBUFFER, depth);
    const complete = gl.checkFramebufferStatus(gl.FRAMEBUFFER) === gl.FRAMEBUFFER_COMPLETE;
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    const release = () => {
      gl.deleteFramebuffer(framebuffer);
      gl.deleteRenderbuffer(colour);
      gl.deleteRenderbuffer(depth);
    };
    gl.getError();
    if (complete && copy(null, framebuffer)) return { framebuffer, release };
    release();
    return null;
  };
  // Chromium keeps a canvas's depth with stencil even when the context asked for none.
  const keeper = keeperWith(gl.DEPTH24_STENCIL8) ?? keeperWith(gl.DEPTH_COMPONENT24);
  if (!keeper) return null;
  const { framebuffer, release } = keeper;

  // The performers' shadows fall on the floor and the walls near them through two copies of each:
  // the first only marks, in the stencil, the pixels a shadow falls on (a shadow read per pixel,
  // nothing else); the second shades the surface with its own material on the marked pixels alone.
  // The set's own shadows are in its picture and drawn again the same there.
  const floors = new Group();
  floors.name = 'StillSetFloorShadows';
  floors.matrixAutoUpdate = false;
  const marks = new Map<Material, Material>();
  const shades = new Map<Material, Material>();
  const copyOf = (copies: Map<Material, Material>, dress: (copy: Material) => void) => (material: Material) => {
    let copy = copies.get(material);
    if (!copy) {
      copy = material.clone();
      dress(copy);
      copies.set(material, copy);
    }
    return copy;
  };
  const markCopy = copyOf(marks, (copy) => {
    Object.assign(copy, { colorWrite: false, depthWrite: false, stencilWrite: true, stencilFunc: AlwaysStencilFunc, stencilZPass: ReplaceStencilOp });
  });
  const shadeCopy = copyOf(shades, (copy) => {
    Object.assign(copy, { stencilWrite: true, stencilFunc: EqualStencilFunc, stencilZPass: KeepStencilOp });
  });
  set.updateMatrixWorld(true);
  // Without shadows there is nothing to draw on the floor.
  set.traverse((object) => {
    if (!renderer.shadowMap.enabled || !(object instanceof Mesh) || !takesPerformerShadows(object)) return;
    for (const [copy, order] of [
      [markCopy, MARK_ORDER],
      [shadeCopy, SHADE_ORDER],
    ] as const) {
      const floor = new Mesh(object.geometry, Array.isArray(object.material) ? object.material.map(copy) : copy(object.material));
      floor.matrixAutoUpdate = false;
      floor.matrix.copy(object.matrixWorld);
      floor.receiveShadow = true;
      floor.renderOrder = order;
      floors.add(floor);
    }
  });
  filterShadowsWithOneTap(floors);
  for (const material of marks.values()) {
    const filterWithOneTap = material.onBeforeCompile;
    material.onBeforeCompile = (shader, webgl) => {
      filterWithOneTap.call(material, shader, webgl);
      // The material's declarations (the shadow map and its coordinates) with a main() that only reads the shadow.
      const start = shader.fragmentShader.indexOf('void main() {');
      if (start < 0) throw new Error("three's fragment shader has no main() to replace: update still-set.ts.");
      shader.fragmentShader = `${shader.fragmentShader.slice(0, start)}void main() {\n${DISCARD_UNSHADOWED}\n\tgl_FragColor = vec4( 0.0 );\n}\n`;
    };
    material.customProgramCacheKey = () => 'single-tap-pcf-performer-shadow-mark';
  }
  const floorMaterials = [...marks.values(), ...shades.values()];
  floors.visible = false;
  scene.add(floors);

  // Over the set's picture the set still casts its shadows (on the performers, and the floor copy
  // redraws the floor wherever any shadow falls) but is not drawn: it moves to a layer that only
  // the shadow cameras see.
  const setParts: Object3D[] = [];
  set.traverse((object) => setParts.push(object));
  scene.traverse((object) => {
    if ((object instanceof DirectionalLight || object instanceof SpotLight || object instanceof PointLight) && object.castShadow) object.shadow.camera.layers.enable(SHADOW_ONLY_LAYER);
  });

  let keptShot: number | null = null;
  let stencilMark = 0;
  /** Shows only the set (and the lights) for its picture, or everything but the set over it; returns the undo. */
  const showOnly = (setAlone: boolean) => {
    const hidden = setAlone ? scene.children.filter((child) => child.visible && child !== set && !(child instanceof Light)) : [];
    for (const child of hidden) child.visible = false;
    if (!setAlone) for (const part of setParts) part.layers.set(SHADOW_ONLY_LAYER);
    floors.visible = !setAlone;
    return () => {
      for (const child of hidden) child.visible = true;
      if (!setAlone) for (const part of setParts) part.layers.set(0);
      floors.visible = false;
    };
  };
  let usable = true;
  return {
    render(camera, shot) {
      if (!usable) {
        renderer.render(scene, camera);
        return;
      }
      if (shot !== keptShot) {
        const undo = showOnly(true);
        renderer.render(scene, camera);
        undo();
        usable = copy(null, framebuffer);
        keptShot = usable ? shot : null;
      } else {
        usable = copy(framebuffer, null);
      }
      if (!usable) {
        // The copy failed (a driver without depth blits to this canvas): draw in full from now on.
        renderer.render(scene, camera);
        return;
      }
      const undo = showOnly(false);
      const { background } = scene;
      // Neither the background nor a clear may paint over the set's picture.
      scene.background = null;
      const { autoClear } = renderer;
      renderer.autoClear = false;
      // Each frame marks with a value of its own, so the marks of the frames before are no shadows of this one.
      stencilMark = (stencilMark % MAX_STENCIL_MARK) + 1;
      if (stencilMark === 1) renderer.clearStencil();
      for (const material of floorMaterials) material.stencilRef = stencilMark;
      renderer.render(scene, camera);
      renderer.autoClear = autoClear;
      scene.background = background;
      undo();
    },
    dispose() {
      scene.remove(floors);
      for (const material of floorMaterials) material.dispose();
      release();
    },
  };
}
