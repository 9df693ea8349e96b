/**
 * The lighting rig of a scene's time of day and weather: sky, sun (the key light that casts the
 * one shadow map), sky light, fill and rim, and after dark the set's practical lights (lamps,
 * lit windows, street lights) on and one warm light on the cast so faces stay readable.
 * Software WebGL pays for every light on every pixel, so the rig is the same few lights at every
 * hour: night adds one point light without shadows and emissive materials, nothing more.
 */
import type { TimeOfDay, Weather } from '@studio/contracts/scenes';
import { SET_KIND_INFO, type SetKind } from '@studio/contracts/set-kinds';
import type { SceneTimeline } from '@studio/contracts/timeline';
import { Color, DirectionalLight, Fog, HemisphereLight, Material, Mesh, MeshLambertMaterial, MeshStandardMaterial, type Object3D, PointLight, type Scene } from 'three';

type Vec3 = [number, number, number];

/** A light's colour (sRGB hex) and intensity. */
interface Lamp {
  colour: number;
  intensity: number;
}

export interface StageLighting {
  /** The background, and the fog's colour when there is fog. */
  sky: number;
  /** Sky light from above and bounce from the ground. */
  hemisphere: { sky: number; ground: number; intensity: number };
  /** The sun (or the moon): where it shines from (any length, +z towards the camera's side of the stage, +x the camera's right). */
  key: Lamp & { from: Vec3 };
  /** None after dark: the warm light on the cast takes its place, so night costs software GL no more lights than day. */
  fill: Lamp | null;
  rim: Lamp;
  /**
   * After dark: lamps, windows and street lights glow (emissive), and a warm light from in front
   * keeps the faces lit; its decay is how fast it falls off with distance (2, physical: a pool of
   * light on the cast at night; 1 at dusk, when the set around is not dark yet and a performer at
   * the edge of the cast must not fall into shadow).
   */
  practicals: { glow: number; castLight: Lamp & { decay: number } } | null;
  fog: { near: number; far: number } | null;
}

/**
 * The rig of each time of day for an exterior, clear. Day is the look every set was built under;
 * dawn and dusk are a low, warm sun; evening and night a weak cold moon with the practicals on.
 */
const TIMES: Record<TimeOfDay, Omit<StageLighting, 'fog'>> = {
  dawn: { sky: 0xe6bfae, hemisphere: { sky: 0xf3d2c4, ground: 0x7a6862, intensity: 0.8 }, key: { colour: 0xffb47f, intensity: 2.2, from: [-1.6, 0.65, 0.9] }, fill: { colour: 0xa9b6e8, intensity: 0.45 }, rim: { colour: 0xffc7a0, intensity: 1 }, practicals: null },
  morning: { sky: 0xc9dcec, hemisphere: { sky: 0xfff6ea, ground: 0x8a8780, intensity: 0.85 }, key: { colour: 0xfff0dc, intensity: 2.3, from: [-1, 1.1, 1] }, fill: { colour: 0xdde6ff, intensity: 0.75 }, rim: { colour: 0xfff1de, intensity: 1.3 }, practicals: null },
  // From above, to the camera's left and in front, so shadows fall behind and beside the cast.
  day: { sky: 0xbfd4e6, hemisphere: { sky: 0xffffff, ground: 0x8d8d8d, intensity: 0.9 }, key: { colour: 0xfff8ee, intensity: 2.4, from: [-0.6, 1.6, 1] }, fill: { colour: 0xdde6ff, intensity: 0.8 }, rim: { colour: 0xffeed8, intensity: 1.4 }, practicals: null },
  afternoon: { sky: 0xc4d3df, hemisphere: { sky: 0xfff8ee, ground: 0x8f8a80, intensity: 0.85 }, key: { colour: 0xffeccc, intensity: 2.3, from: [0.8, 1.3, 1] }, fill: { colour: 0xd8e0f8, intensity: 0.7 }, rim: { colour: 0xffe6c4, intensity: 1.4 }, practicals: null },
  dusk: { sky: 0xd68a63, hemisphere: { sky: 0xffb892, ground: 0x5a4650, intensity: 0.75 }, key: { colour: 0xff9a5c, intensity: 2.1, from: [1.6, 0.55, 0.8] }, fill: null, rim: { colour: 0xff8f55, intensity: 1.3 }, practicals: { glow: 0.9, castLight: { colour: 0xffc890, intensity: 7, decay: 1 } } },
  evening: { sky: 0x2c3b60, hemisphere: { sky: 0x7083b8, ground: 0x262630, intensity: 0.45 }, key: { colour: 0x9aaad8, intensity: 0.55, from: [1, 1.2, 0.6] }, fill: null, rim: { colour: 0x9fb2e8, intensity: 0.6 }, practicals: { glow: 1, castLight: { colour: 0xffc890, intensity: 10, decay: 2 } } },
  night: { sky: 0x0a1226, hemisphere: { sky: 0x4a5b88, ground: 0x15151c, intensity: 0.3 }, key: { colour: 0x8ea4d8, intensity: 0.35, from: [-0.5, 1.5, 0.8] }, fill: null, rim: { colour: 0x9fb4ff, intensity: 0.55 }, practicals: { glow: 1.2, castLight: { colour: 0xffc890, intensity: 14, decay: 2 } } },
};

/**
 * What each weather does to the rig: clouds grey the sky (`overcast`: how far towards grey,
 * `darken`: how much darker) and soften the sun; fog closes in the distance.
 */
const WEATHER: Record<Weather, { overcast: number; darken: number; sun: number; sky: number; fog: { near: number; far: number } | null }> = {
  clear: { overcast: 0, darken: 1, sun: 1, sky: 1, fog: null },
  wind: { overcast: 0.25, darken: 0.95, sun: 0.9, sky: 1, fog: null },
  rain: { overcast: 0.7, darken: 0.75, sun: 0.45, sky: 0.95, fog: { near: 14, far: 70 } },
  storm: { overcast: 0.85, darken: 0.5, sun: 0.3, sky: 0.8, fog: { near: 10, far: 50 } },
  fog: { overcast: 0.8, darken: 1, sun: 0.5, sky: 1.05, fog: { near: 2, far: 24 } },
  snow: { overcast: 0.7, darken: 1.05, sun: 0.6, sky: 1.05, fog: { near: 12, far: 60 } },
};

/** A room lit by its lamps after dark: warm light from the ceiling instead of the cold sky. */
const INTERIOR_NIGHT_SKY_LIGHT = { sky: 0xa08a6c, ground: 0x2a2420 };
const INTERIOR_NIGHT_SKY_LIGHT_GAIN = 1.4;

/** Set types whose every kind is a room (the apartment and taqueria families), for a set without a kind. */
const INTERIOR_SET_TYPES: ReadonlySet<string> = new Set(['apartment', 'taqueria']);
/** Whether the camera is inside: the set's kind says so, or for a timeline without kinds its type. */
export const isInteriorSet = (set: { type: string; kind?: SetKind }) => (set.kind ? SET_KIND_INFO[set.kind].interior : INTERIOR_SET_TYPES.has(set.type));

/** `colour` moved `amount` of the way to the grey of its own brightness, times `darken`. */
function overcastColour(colour: number, amount: number, darken: number): number {
  const c = new Color(colour);
  const grey = c.r * 0.2126 + c.g * 0.7152 + c.b * 0.0722;
  return c.lerp(new Color(grey, grey, grey), amount).multiplyScalar(darken).getHex();
}

/** The rig of a time of day and weather; an interior's sky is what shows through its windows and doors. */
export function stageLightingFor(timeOfDay: TimeOfDay, weather: Weather, { interior }: { interior: boolean }): StageLighting {
  const time = TIMES[timeOfDay];
  const clouds = WEATHER[weather];
  const dark = time.practicals !== null && timeOfDay !== 'dusk';
  const hemisphere =
    interior && dark
      ? { ...INTERIOR_NIGHT_SKY_LIGHT, intensity: time.hemisphere.intensity * INTERIOR_NIGHT_SKY_LIGHT_GAIN }
      : { ...time.hemisphere, sky: overcastColour(time.hemisphere.sky, clouds.overcast, 1), intensity: time.hemisphere.intensity * clouds.sky };
  return {
    sky: overcastColour(time.sky, clouds.overcast, clouds.darken),
    hemisphere,
    key: { ...time.key, colour: overcastColour(time.key.colour, clouds.overcast / 2, 1), intensity: time.key.intensity * clouds.sun },
    fill: time.fill,
    rim: { ...time.rim, intensity: time.rim.intensity * clouds.sun },
    practicals: time.practicals,
    fog: clouds.fog,
  };
}

/** The shadow camera covers the cast plus this margin; a tighter box gives sharper shadows. */
const SHADOW_MARGIN = 4;
/** 768 rather than 1024: software GL fills the map every frame; the stage-fitted box keeps edges clean. */
const SHADOW_MAP_SIZE = 768;
/** How far the key light stands from the stage, in stage reaches (as the day key always has). */
const KEY_DISTANCE = Math.hypot(0.6, 1.6, 1);

/** The scene's key light, its shadow box fitted around the cast. */
function keyLightFor(timeline: SceneTimeline, rig: StageLighting, shadows: boolean): DirectionalLight {
  const light = new DirectionalLight(rig.key.colour, rig.key.intensity);
  const xs = timeline.blocking.map((mark) => mark.position[0]);
  const zs = timeline.blocking.map((mark) => mark.position[2]);
  const reach = Math.max(SHADOW_MARGIN, ...xs.map(Math.abs), ...zs.map(Math.abs)) + SHADOW_MARGIN;
  const [x, y, z] = rig.key.from;
  const scale = (reach * KEY_DISTANCE) / Math.hypot(x, y, z);
  light.position.set(x * scale, timeline.set.floorY + y * scale, z * scale);
  light.target.position.set(0, timeline.set.floorY, 0);
  light.castShadow = shadows;
  light.shadow.mapSize.set(SHADOW_MAP_SIZE, SHADOW_MAP_SIZE);
  light.shadow.bias = -0.0005;
  light.shadow.normalBias = 0.02;
  Object.assign(light.shadow.camera, { left: -reach, right: reach, top: reach, bottom: -reach, near: 0.1, far: reach * 5 });
  return light;
}

/** Where the warm light on the cast hangs: above and in front of the middle of the cast, as a lamp over the camera would. */
const CAST_LIGHT_OFFSET: Vec3 = [0.8, 2.4, 2.6];

/** Names of the meshes and materials that are lights in a set: lamps, bulbs, lanterns, lit windows, signs. */
const PRACTICAL = /lamp|bulb|lantern|candle|torch|fire|neon|streetlight|window|glass|interior|menuboard|sign(?!al)/i;
/** Glass and frames that are not lit windows or lamps: a car's, a frame's, a pole or post a lamp stands on, a fire hydrant, a fire escape. */
const NOT_PRACTICAL = /windshield|car|frame|sill|pole|post|unlit|curtain|bottle|hydrant|escape/i;
/** Windows glow softer than lamps: a lit room behind glass, not the bulb itself. */
const WINDOW_GLOW = 0.25;
const WINDOW = /window|glass/i;
/** Light from inside (a lamp, a room seen through its window) and the night sky seen through a room's window. */
const WARM_GLOW = new Color(0xffc27a);
const NIGHT_WINDOW = new Color(0x1b2a4a);

const materialsOf = (mesh: Mesh): Material[] => (Array.isArray(mesh.material) ? mesh.material : [mesh.material]);

/**
 * Turns the set's practical lights on: a lamp, a lantern or an outside window glows warm; a room's
 * own window shows the night outside. A material that a practical shares with other meshes (a
 * building's window glass and a car's windshield) is copied for the practicals alone.
 */
function lightPracticals(set: Object3D, glow: number, interior: boolean): void {
  const lit = new Map<Material, Material>();
  set.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    const materials = materialsOf(object).map((material) => {
      const names = `${object.name} ${material.name}`;
      if (!PRACTICAL.test(names) || NOT_PRACTICAL.test(names)) return material;
      if (!(material instanceof MeshStandardMaterial || material instanceof MeshLambertMaterial)) return material;
      let copy = lit.get(material) as MeshStandardMaterial | MeshLambertMaterial | undefined;
      if (!copy) {
        copy = material.clone();
        if (interior && WINDOW.test(names)) {
          copy.color.copy(NIGHT_WINDOW);
          copy.emissive.copy(NIGHT_WINDOW);
          copy.emissiveIntensity = 1;
        } else {
          // A lamp keeps a hint of its own colour; a window glows with the light inside.
          const window = WINDOW.test(names);
          copy.emissive.copy(window ? WARM_GLOW : material.color.clone().lerp(WARM_GLOW, 0.5));
          copy.emissiveIntensity = window ? glow * WINDOW_GLOW : glow;
        }
        lit.set(material, copy);
      }
      return copy;
    });
    object.material = Array.isArray(object.material) ? materials : materials[0];
  });
}

export interface StageLights {
  /** The sky light, whose intensity a storm's lightning lifts for a frame (see weather.ts). */
  hemisphere: HemisphereLight;
  hemisphereIntensity: number;
  dispose(): void;
}

/**
 * Adds the rig's lights to `scene`, sets its sky and fog, and switches on the practicals of
 * `set` (the set model, null for the stand-in stage). Call it before the materials are adapted
 * for software GL (shadeMatteAsLambert), so the practicals' copies are adapted too.
 */
export function stageScene(scene: Scene, set: Object3D | null, timeline: SceneTimeline, rig: StageLighting, shadows: boolean): StageLights {
  scene.background = new Color(rig.sky);
  if (rig.fog) scene.fog = new Fog(rig.sky, rig.fog.near, rig.fog.far);
  const hemisphere = new HemisphereLight(rig.hemisphere.sky, rig.hemisphere.ground, rig.hemisphere.intensity);
  const key = keyLightFor(timeline, rig, shadows);
  const floorY = timeline.set.floorY;
  // A rim from behind and above separates the cast from the set; a soft fill from the camera's
  // right at head height lifts the key's shadow side. Neither casts shadows.
  const rim = new DirectionalLight(rig.rim.colour, rig.rim.intensity);
  rim.position.set(2, floorY + 6, -8);
  rim.target.position.set(0, floorY + 1.2, 0);
  scene.add(hemisphere, key, key.target, rim, rim.target);
  const lights: Array<{ dispose(): void }> = [key, rim, hemisphere];
  if (rig.fill) {
    const fill = new DirectionalLight(rig.fill.colour, rig.fill.intensity);
    fill.position.set(6, floorY + 2, 6);
    fill.target.position.set(0, floorY + 1.2, 0);
    scene.add(fill, fill.target);
    lights.push(fill);
  }
  if (rig.practicals) {
    if (set) lightPracticals(set, rig.practicals.glow, isInteriorSet(timeline.set));
    const marks = timeline.blocking.length > 0 ? timeline.blocking : [{ position: [0, floorY, 0] as Vec3 }];
    const centre = marks.reduce<Vec3>((sum, mark) => [sum[0] + mark.position[0] / marks.length, sum[1], sum[2] + mark.position[2] / marks.length], [0, floorY, 0]);
    // No distance limit (0): the falloff alone shapes the pool of light on the cast.
    const { colour, intensity, decay } = rig.practicals.castLight;
    const castLight = new PointLight(colour, intensity, 0, decay);
    castLight.position.set(centre[0] + CAST_LIGHT_OFFSET[0], floorY + CAST_LIGHT_OFFSET[1], centre[2] + CAST_LIGHT_OFFSET[2]);
    scene.add(castLight);
    lights.push(castLight);
  }
  return {
    hemisphere,
    hemisphereIntensity: rig.hemisphere.intensity,
    dispose: () => lights.forEach((light) => light.dispose()),
  };
}
