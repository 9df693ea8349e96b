import { TIMES_OF_DAY } from '@studio/contracts/scenes';
import { newSceneTimeline } from './testing/scene-timelines';
import { BoxGeometry, Color, DirectionalLight, HemisphereLight, Mesh, MeshStandardMaterial, PointLight, Scene } from 'three';
import { isInteriorSet, stageLightingFor, stageScene } from './stage-lighting';

const outside = { interior: false };
const luminance = (hex: number) => {
  const colour = new Color(hex);
  return colour.r * 0.2126 + colour.g * 0.7152 + colour.b * 0.0722;
};
const warmth = (hex: number) => {
  const colour = new Color(hex);
  return colour.r / colour.b;
};

describe('stageLightingFor', () => {
  const day = stageLightingFor('day', 'clear', outside);

  it('lights day as every set was built to be seen: the key from the front left, the sky light full', () => {
    expect(day).toMatchObject({ sky: 0xbfd4e6, key: { colour: 0xfff8ee, intensity: 2.4, from: [-0.6, 1.6, 1] }, practicals: null, fog: null });
    expect(day.hemisphere).toEqual({ sky: 0xffffff, ground: 0x8d8d8d, intensity: 0.9 });
  });

  it('makes night dark (a weak cold moon, a dim sky light, a dark sky) with the practicals and a warm light on the cast', () => {
    const night = stageLightingFor('night', 'clear', outside);
    expect(night.key.intensity).toBeLessThan(day.key.intensity / 4);
    expect(night.hemisphere.intensity).toBeLessThan(day.hemisphere.intensity / 2);
    expect(luminance(night.sky)).toBeLessThan(luminance(day.sky) / 10);
    expect(warmth(night.key.colour)).toBeLessThan(1);
    expect(night.practicals).not.toBeNull();
    expect(warmth(night.practicals!.castLight.colour)).toBeGreaterThan(1.2);
  });

  it('gives dawn and dusk a low, warm sun', () => {
    for (const time of ['dawn', 'dusk'] as const) {
      const rig = stageLightingFor(time, 'clear', outside);
      expect(warmth(rig.key.colour)).toBeGreaterThan(warmth(day.key.colour) * 1.3);
      expect(warmth(rig.sky)).toBeGreaterThan(warmth(day.sky) * 1.3);
      const [x, y, z] = rig.key.from;
      expect(y / Math.hypot(x, z)).toBeLessThan(0.5);
    }
  });

  it('switches the practicals on from dusk to night and never by day', () => {
    expect(TIMES_OF_DAY.filter((time) => stageLightingFor(time, 'clear', outside).practicals)).toEqual(['dusk', 'evening', 'night']);
  });

  it('never uses more lights after dark than by day: the warm light on the cast replaces the fill', () => {
    for (const time of TIMES_OF_DAY) {
      const rig = stageLightingFor(time, 'clear', outside);
      expect(rig.fill === null).toBe(rig.practicals !== null);
    }
  });

  it('greys the sky and softens the sun under clouds, and closes the distance in fog', () => {
    for (const weather of ['rain', 'storm', 'fog', 'snow'] as const) {
      const rig = stageLightingFor('day', weather, outside);
      const sky = new Color(rig.sky);
      expect(Math.max(sky.r, sky.g, sky.b) - Math.min(sky.r, sky.g, sky.b)).toBeLessThan(0.1);
      expect(rig.key.intensity).toBeLessThan(day.key.intensity);
      expect(rig.fog).not.toBeNull();
    }
    expect(stageLightingFor('day', 'fog', outside).fog!.far).toBeLessThan(stageLightingFor('day', 'rain', outside).fog!.far);
    expect(luminance(stageLightingFor('day', 'storm', outside).sky)).toBeLessThan(luminance(stageLightingFor('day', 'rain', outside).sky));
  });

  it('lights a room at night warm from its lamps rather than by the cold sky', () => {
    const room = stageLightingFor('night', 'clear', { interior: true });
    expect(warmth(room.hemisphere.sky)).toBeGreaterThan(1.2);
    expect(room.hemisphere.intensity).toBeGreaterThan(stageLightingFor('night', 'clear', outside).hemisphere.intensity);
  });
});

describe('isInteriorSet', () => {
  it("goes by the set's kind, and by its type for a set without one", () => {
    expect(isInteriorSet({ type: 'taqueria', kind: 'bakery' })).toBe(true);
    expect(isInteriorSet({ type: 'street', kind: 'harbour' })).toBe(false);
    expect(isInteriorSet({ type: 'truck', kind: 'car-interior' })).toBe(true);
    expect(isInteriorSet({ type: 'apartment' })).toBe(true);
    expect(isInteriorSet({ type: 'farm' })).toBe(false);
  });
});

describe('stageScene', () => {
  /** A tiny set: a street lamp, a window shared with a car's windshield, a wall. */
  function tinySet() {
    const glass = new MeshStandardMaterial({ name: 'Glass', color: 0x9fc9e6 });
    const meshes = {
      lamp: new Mesh(new BoxGeometry(), new MeshStandardMaterial({ name: 'StreetLightBulb', color: 0xfff1c1 })),
      windows: new Mesh(new BoxGeometry(), glass),
      windshield: new Mesh(new BoxGeometry(), glass),
      wall: new Mesh(new BoxGeometry(), new MeshStandardMaterial({ name: 'Brick', color: 0x884433 })),
    };
    meshes.windows.name = 'BuildingWindows';
    meshes.windshield.name = 'Windshield';
    const set = new Scene();
    set.add(...Object.values(meshes));
    return { set, meshes };
  }
  const emissive = (mesh: Mesh) => {
    const material = mesh.material as MeshStandardMaterial;
    return material.emissive.getHex() === 0 ? 0 : material.emissiveIntensity;
  };

  it('at night lights the lamps and windows, not the windshield that shares the glass, nor the walls', () => {
    const { set, meshes } = tinySet();
    const scene = new Scene();
    scene.add(set);
    stageScene(scene, set, newSceneTimeline(), stageLightingFor('night', 'clear', outside), false);
    expect(emissive(meshes.lamp)).toBeGreaterThan(1);
    expect(emissive(meshes.windows)).toBeGreaterThan(0);
    expect(emissive(meshes.windshield)).toBe(0);
    expect(emissive(meshes.wall)).toBe(0);
    expect(meshes.windshield.material).not.toBe(meshes.windows.material);
    expect(scene.children.filter((child) => child instanceof PointLight)).toHaveLength(1);
    expect((scene.background as Color).getHex()).toBe(stageLightingFor('night', 'clear', outside).sky);
  });

  it('at night lights the lamp on a lamp post but not its pole, nor the posts a lantern hangs on, nor a fire escape', () => {
    const [pole, lamp, lanternPosts, fireEscape] = ['LampPolesLeft', 'LampsLeft', 'DressingLanternPosts', 'FireEscape'].map((name) => {
      const mesh = new Mesh(new BoxGeometry(), new MeshStandardMaterial({ name: name === 'LampsLeft' ? 'StreetLamp' : 'Iron', color: 0x2b3b2f }));
      mesh.name = name;
      return mesh;
    });
    const set = new Scene();
    set.add(pole, lamp, lanternPosts, fireEscape);
    stageScene(new Scene(), set, newSceneTimeline(), stageLightingFor('night', 'clear', outside), false);
    expect([pole, lamp, lanternPosts, fireEscape].map(emissive)).toEqual([0, stageLightingFor('night', 'clear', outside).practicals!.glow, 0, 0]);
  });

  it('by day leaves the set as it was built and adds no point light', () => {
    const { set, meshes } = tinySet();
    const scene = new Scene();
    scene.add(set);
    stageScene(scene, set, newSceneTimeline(), stageLightingFor('day', 'clear', outside), true);
    expect(Object.values(meshes).map(emissive)).toEqual([0, 0, 0, 0]);
    expect(scene.children.filter((child) => child instanceof PointLight)).toHaveLength(0);
    expect(scene.children.filter((child) => child instanceof DirectionalLight)).toHaveLength(3);
    expect(scene.children.filter((child) => child instanceof HemisphereLight)).toHaveLength(1);
    expect(scene.fog).toBeNull();
  });

  it('fogs the scene in the sky colour when the weather is fog', () => {
    const scene = new Scene();
    const rig = stageLightingFor('morning', 'fog', outside);
    stageScene(scene, null, newSceneTimeline(), rig, false);
    expect(scene.fog).toMatchObject({ near: rig.fog!.near, far: rig.fog!.far });
    expect((scene.fog as unknown as { color: Color }).color.getHex()).toBe(rig.sky);
  });
});
