/**
 * Weather the player dresses a scene in: falling rain or snow, blowing leaves, trees and nets
 * swaying in the wind, a storm's lightning and wet ground. Every frame is a pure function of its
 * time, so nothing here keeps state between frames: each particle's place is worked out from the
 * time and its own seed.
 */
import type { Weather } from '@studio/contracts/scenes';
import {
  BufferAttribute,
  BufferGeometry,
  Color,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshLambertMaterial,
  MeshStandardMaterial,
  type Object3D,
  Points,
  PointsMaterial,
  Vector3,
} from 'three';

/** How particles of a weather fall: metres per second down and sideways, and how many there are. */
interface Fall {
  count: number;
  /** Metres per second down. */
  speed: number;
  /** Metres per second along +x (the wind), and how far a particle sways either side of its path. */
  drift: number;
  sway: number;
  /** Rain is drawn as streaks this long (metres along its fall); snow and leaves as dots. */
  streak: number;
  colour: number;
  opacity: number;
  /** Dot size in pixels. */
  size: number;
}

const FALLS: Partial<Record<Weather, Fall>> = {
  rain: { count: 1600, speed: 9, drift: 0.8, sway: 0, streak: 0.45, colour: 0xb8c4d0, opacity: 0.55, size: 0 },
  storm: { count: 2400, speed: 13, drift: 4, sway: 0, streak: 0.6, colour: 0xaab6c4, opacity: 0.6, size: 0 },
  snow: { count: 1400, speed: 0.9, drift: 0.3, sway: 0.35, streak: 0, colour: 0xffffff, opacity: 0.9, size: 3 },
  wind: { count: 140, speed: 0.5, drift: 6, sway: 0.6, streak: 0, colour: 0x8a6a3a, opacity: 0.9, size: 3 },
};

/** The box of weather around the camera (metres): wide and deep enough to fill any shot's view. */
const BOX = { width: 18, depth: 18, height: 9 };

/** A fixed pseudo-random number in 0..1 for particle `index` and `salt` (the same in every browser). */
function particleSeed(index: number, salt: number): number {
  let h = Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  return ((h ^ (h >>> 15)) >>> 0) / 4294967296;
}

/** `value` wrapped into [0, size). */
const wrap = (value: number, size: number) => ((value % size) + size) % size;

/**
 * Where particle `index` of `fall` is at `seconds`, with the weather box centred on `centre`:
 * each particle falls through the box from a fixed place of its own and starts again at the top,
 * and the box follows the camera, so any shot is full of weather.
 */
function particleAt(fall: Fall, index: number, seconds: number, centre: readonly [number, number, number], floorY: number): [number, number, number] {
  const fallen = seconds * fall.speed + particleSeed(index, 3) * BOX.height;
  const y = floorY + BOX.height - wrap(fallen, BOX.height);
  const sway = fall.sway * Math.sin(seconds * (0.8 + particleSeed(index, 4)) + particleSeed(index, 5) * Math.PI * 2);
  const x = particleSeed(index, 1) * BOX.width + seconds * fall.drift + sway;
  const z = particleSeed(index, 2) * BOX.depth;
  // Fixed in the world, tiled around the camera: a particle keeps its place as the camera moves.
  return [centre[0] - BOX.width / 2 + wrap(x - centre[0] + BOX.width / 2, BOX.width), y, centre[2] - BOX.depth / 2 + wrap(z - centre[2] + BOX.depth / 2, BOX.depth)];
}

export interface WeatherEffects {
  /** Places the particles for the frame at `seconds` around the camera at `camera`. */
  update(seconds: number, camera: Vector3): void;
  /** How much a storm's lightning lights the frame at `seconds`: 0, or up to 1 in a flash. */
  flashAt(seconds: number): number;
  dispose(): void;
}

/** A storm flashes in about one of this many quarter-seconds, for a quarter-second. */
const FLASH_ODDS = 0.035;
const FLASH_SLOT_SECONDS = 0.25;

/** The lightning of a storm at `seconds`: bright in a flash, fading within its quarter-second. */
export function lightningAt(weather: Weather, seconds: number): number {
  if (weather !== 'storm') return 0;
  const slot = Math.floor(seconds / FLASH_SLOT_SECONDS);
  if (particleSeed(slot, 7) >= FLASH_ODDS) return 0;
  return 1 - (seconds / FLASH_SLOT_SECONDS - slot);
}

/**
 * The weather's particles (one draw: line segments for rain, points for snow and leaves) added to
 * `scene`. They are not lit, so `light` (0-1, the sky light's strength) dims them after dark.
 */
export function addWeather(scene: Object3D, weather: Weather, floorY: number, light: number): WeatherEffects {
  const fall = FALLS[weather];
  if (!fall) return { update: () => {}, flashAt: (seconds) => lightningAt(weather, seconds), dispose: () => {} };
  const verticesPerParticle = fall.streak > 0 ? 2 : 1;
  const colour = new Color(fall.colour).multiplyScalar(Math.min(1, Math.max(0, light)));
  const positions = new Float32Array(fall.count * verticesPerParticle * 3);
  const geometry = new BufferGeometry();
  const attribute = new BufferAttribute(positions, 3);
  geometry.setAttribute('position', attribute);
  const material =
    fall.streak > 0
      ? new LineBasicMaterial({ color: colour, transparent: true, opacity: fall.opacity, fog: false, depthWrite: false })
      : new PointsMaterial({ color: colour, size: fall.size, sizeAttenuation: false, transparent: true, opacity: fall.opacity, fog: false, depthWrite: false });
  const particles = fall.streak > 0 ? new LineSegments(geometry, material) : new Points(geometry, material);
  particles.name = `Weather:${weather}`;
  // The particles move every frame; their bounds would be stale.
  particles.frustumCulled = false;
  scene.add(particles);
  // A streak points along its fall: down, leaning with the wind.
  const along = Math.hypot(fall.speed, fall.drift);
  const streak = [(fall.drift / along) * fall.streak, (fall.speed / along) * fall.streak];
  return {
    update(seconds, camera) {
      const centre = [camera.x, camera.y, camera.z] as const;
      for (let index = 0; index < fall.count; index += 1) {
        const [x, y, z] = particleAt(fall, index, seconds, centre, floorY);
        const at = index * verticesPerParticle * 3;
        positions[at] = x;
        positions[at + 1] = y;
        positions[at + 2] = z;
        if (verticesPerParticle === 2) {
          positions[at + 3] = x - streak[0];
          positions[at + 4] = y + streak[1];
          positions[at + 5] = z;
        }
      }
      attribute.needsUpdate = true;
    },
    flashAt: (seconds) => lightningAt(weather, seconds),
    dispose() {
      geometry.dispose();
      material.dispose();
    },
  };
}

/** How hard each weather blows the set's foliage, nets and flags about (none in the rest). */
const WIND_STRENGTH: Partial<Record<Weather, number>> = { wind: 1, storm: 1.5 };
/** The top of a swaying mesh moves this share of its height with the wind, at most MOST_SWAY metres. */
const SWAY_SHARE = 0.035;
const MOST_SWAY = 0.3;
/** Words of a mesh's name (camel case: 'PalmLeavesRight' is palm, leaves, right) for what the wind moves, and for what it stands on. */
const SWAYING = new Set(['trees', 'tree', 'crowns', 'leaves', 'leaf', 'pines', 'ferns', 'fern', 'hedge', 'wheat', 'plants', 'wildflowers', 'flowers', 'flowerbed', 'nets', 'net', 'flag', 'flags', 'banner', 'bunting', 'washing']);
const STANDING = new Set(['trunks', 'trunk', 'poles', 'pole', 'posts', 'post', 'pots', 'pot']);
/** What hangs from its top (a net over its rail, washing on a line) swings at the bottom instead. */
const HANGING = new Set(['nets', 'net', 'washing']);
const nameWords = (name: string) => (name.match(/[A-Z]?[a-z]+/g) ?? []).map((word) => word.toLowerCase());

export interface WindSway {
  /** Bends the swaying meshes to where the wind has them at `seconds`. */
  update(seconds: number): void;
  /** Whether any mesh sways: the set then changes from frame to frame. */
  moves: boolean;
}

/**
 * Makes the wind move the set's trees, palms, ferns, hedges, wheat, hung nets and flags: each
 * vertex leans downwind (+x, as the blown leaves drift) by a share of its height above the mesh's
 * foot (below its top for a hung net), in gusts out of step from place to place. Like the particles, the bend is worked out from
 * the time and the vertex's place at rest, so every frame is a pure function of its time.
 */
export function swayInWind(set: Object3D, weather: Weather): WindSway {
  const strength = WIND_STRENGTH[weather] ?? 0;
  const swaying: Array<{ attribute: BufferAttribute; rest: Float32Array; foot: number; height: number; hangs: boolean; reach: number; downwind: Vector3 }> = [];
  if (strength > 0) {
    set.updateMatrixWorld(true);
    set.traverse((object) => {
      const words = nameWords(object.name);
      if (!(object instanceof Mesh) || !words.some((word) => SWAYING.has(word)) || words.some((word) => STANDING.has(word))) return;
      const attribute = object.geometry.getAttribute('position');
      if (!(attribute instanceof BufferAttribute)) return;
      object.geometry.computeBoundingBox();
      const { min, max } = object.geometry.boundingBox!;
      const height = max.y - min.y;
      if (height <= 0) return;
      const reach = Math.min(MOST_SWAY, SWAY_SHARE * height) * strength;
      // The wind's direction in the mesh's own space, so a turned prop still bends downwind.
      const downwind = new Vector3(1, 0, 0).transformDirection(object.matrixWorld.clone().invert());
      object.geometry.computeBoundingSphere();
      object.geometry.boundingSphere!.radius += reach;
      swaying.push({ attribute, rest: Float32Array.from(attribute.array), foot: min.y, height, hangs: words.some((word) => HANGING.has(word)), reach, downwind });
    });
  }
  return {
    moves: swaying.length > 0,
    update(seconds) {
      for (const { attribute, rest, foot, height, hangs, reach, downwind } of swaying) {
        const positions = attribute.array;
        for (let at = 0; at < rest.length; at += 3) {
          const [x, y, z] = [rest[at], rest[at + 1], rest[at + 2]];
          // How far up from the fixed end: the foot of what stands, the top of what hangs.
          const above = Math.min(1, Math.max(0, (y - foot) / height));
          const rise = hangs ? 1 - above : above;
          // Places a few metres apart catch the gusts at different moments.
          const phase = 0.9 * x + 0.6 * z;
          const gust = 0.65 + 0.35 * Math.sin(seconds * 1.7 + phase) + 0.12 * Math.sin(seconds * 4.3 + phase * 1.7);
          const lean = reach * rise * rise * gust;
          const across = reach * 0.3 * rise * rise * Math.sin(seconds * 2.3 + phase);
          positions[at] = x + downwind.x * lean - downwind.z * across;
          positions[at + 1] = y + downwind.y * lean;
          positions[at + 2] = z + downwind.z * lean + downwind.x * across;
        }
        attribute.needsUpdate = true;
      }
    },
  };
}

/** Wet ground is darker and a little cooler. */
const WET = new Color(0.62, 0.64, 0.7);

/**
 * Darkens the set's ground after rain (meshes that cast no shadow: castShadows marks floors so).
 * Kept matte on purpose: a shiny floor would need the physically based shader on most of the
 * frame, which software GL cannot afford.
 */
export function wetGround(set: Object3D): void {
  const wet = new Map<unknown, MeshStandardMaterial | MeshLambertMaterial>();
  set.traverse((object) => {
    if (!(object instanceof Mesh) || object.castShadow || Array.isArray(object.material)) return;
    const material = object.material;
    if (!(material instanceof MeshStandardMaterial || material instanceof MeshLambertMaterial)) return;
    let copy = wet.get(material);
    if (!copy) {
      copy = material.clone();
      copy.color.multiply(WET);
      wet.set(material, copy);
    }
    object.material = copy;
  });
}
