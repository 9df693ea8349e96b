import { BoxGeometry, LineSegments, Mesh, MeshStandardMaterial, Points, Scene, Vector3 } from 'three';
import { addWeather, lightningAt, swayInWind, wetGround } from './weather';

const positionsOf = (scene: Scene) => {
  const particles = scene.children.find((child) => child.name.startsWith('Weather:')) as Points | LineSegments;
  return Array.from(particles.geometry.getAttribute('position').array as Float32Array);
};

describe('addWeather', () => {
  it('adds no particles for clear weather or fog', () => {
    for (const weather of ['clear', 'fog'] as const) {
      const scene = new Scene();
      addWeather(scene, weather, 0, 1).update(1, new Vector3());
      expect(scene.children).toHaveLength(0);
    }
  });

  it('draws rain as one set of streaks and snow as one set of points', () => {
    const rain = new Scene();
    addWeather(rain, 'rain', 0, 1);
    const snow = new Scene();
    addWeather(snow, 'snow', 0, 1);
    expect(rain.children.map((child) => child.constructor)).toEqual([LineSegments]);
    expect(snow.children.map((child) => child.constructor)).toEqual([Points]);
  });

  it('places the particles from the time alone: the same moment gives the same places, in any order', () => {
    const scene = new Scene();
    const rain = addWeather(scene, 'rain', 0, 1);
    const camera = new Vector3(1, 1.6, 6);
    rain.update(2.5, camera);
    const first = positionsOf(scene);
    rain.update(0.3, camera);
    const other = positionsOf(scene);
    rain.update(2.5, camera);
    expect(positionsOf(scene)).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('keeps the particles around the camera, above the floor, wherever the camera is', () => {
    const scene = new Scene();
    const snow = addWeather(scene, 'snow', 1.5, 1);
    const camera = new Vector3(40, 3, -25);
    snow.update(7, camera);
    const positions = positionsOf(scene);
    for (let index = 0; index < positions.length; index += 3) {
      expect(Math.abs(positions[index] - camera.x)).toBeLessThanOrEqual(9);
      expect(positions[index + 1]).toBeGreaterThanOrEqual(1.5);
      expect(positions[index + 1]).toBeLessThanOrEqual(1.5 + 9);
      expect(Math.abs(positions[index + 2] - camera.z)).toBeLessThanOrEqual(9);
    }
  });

  it('lets rain fall: a particle is lower a moment later unless it started again at the top', () => {
    const scene = new Scene();
    const rain = addWeather(scene, 'rain', 0, 1);
    rain.update(1, new Vector3());
    const before = positionsOf(scene);
    rain.update(1.02, new Vector3());
    const after = positionsOf(scene);
    let fell = 0;
    for (let index = 1; index < before.length; index += 6) if (after[index] < before[index]) fell += 1;
    expect(fell / (before.length / 6)).toBeGreaterThan(0.9);
  });
});

describe('lightningAt', () => {
  it('flashes now and then in a storm, and never in other weather', () => {
    const times = Array.from({ length: 2400 }, (_, index) => index / 24);
    const flashes = times.filter((seconds) => lightningAt('storm', seconds) > 0).length;
    expect(flashes).toBeGreaterThan(0);
    expect(flashes).toBeLessThan(times.length * 0.1);
    expect(times.some((seconds) => lightningAt('rain', seconds) > 0)).toBe(false);
    expect(lightningAt('storm', 12.34)).toBe(lightningAt('storm', 12.34));
  });
});

describe('wetGround', () => {
  it('darkens the ground (meshes that cast no shadow) and leaves props and a shared material alone', () => {
    const asphalt = new MeshStandardMaterial({ name: 'Asphalt', color: 0x808080 });
    const ground = new Mesh(new BoxGeometry(), asphalt);
    const kerb = new Mesh(new BoxGeometry(), asphalt);
    kerb.castShadow = true;
    const set = new Scene();
    set.add(ground, kerb);
    wetGround(set);
    expect((ground.material as MeshStandardMaterial).color.r).toBeLessThan(asphalt.color.r * 0.8);
    expect(kerb.material).toBe(asphalt);
    expect(asphalt.color.getHex()).toBe(0x808080);
  });
});

describe('swayInWind', () => {
  /** An outdoor set: a clump of tree crowns 4 m tall standing on y = 0, their trunks, the ground. */
  function grove() {
    const tall = () => new BoxGeometry(1, 4, 1, 1, 4, 1).translate(3, 2, -5);
    const meshes = { crowns: new Mesh(tall(), new MeshStandardMaterial()), trunks: new Mesh(tall(), new MeshStandardMaterial()), ground: new Mesh(new BoxGeometry(20, 0.1, 20), new MeshStandardMaterial()) };
    meshes.crowns.name = 'TreesLeft';
    meshes.trunks.name = 'TreeTrunksLeft';
    meshes.ground.name = 'Grass';
    const set = new Scene();
    set.add(...Object.values(meshes));
    return { set, meshes };
  }
  const positionsOf = (mesh: Mesh) => Array.from(mesh.geometry.getAttribute('position').array as Float32Array);
  /** How far each vertex of `mesh` is from where it was, along x, by height. */
  const shifts = (mesh: Mesh, rest: number[]) => {
    const now = positionsOf(mesh);
    return Array.from({ length: rest.length / 3 }, (_, vertex) => ({ y: rest[vertex * 3 + 1], dx: now[vertex * 3] - rest[vertex * 3] }));
  };

  it('bends the trees downwind, the tops most and the feet not at all, and leaves trunks and ground still', () => {
    const { set, meshes } = grove();
    const rest = Object.fromEntries(Object.entries(meshes).map(([name, mesh]) => [name, positionsOf(mesh)]));
    swayInWind(set, 'wind').update(2.5);
    const crowns = shifts(meshes.crowns, rest.crowns);
    for (const { dx } of crowns.filter(({ y }) => y === 4)) expect(dx).toBeGreaterThan(0.02);
    for (const { dx } of crowns.filter(({ y }) => y === 0)) expect(dx).toBeCloseTo(0, 6);
    expect(positionsOf(meshes.trunks)).toEqual(rest.trunks);
    expect(positionsOf(meshes.ground)).toEqual(rest.ground);
  });

  it('swings a hung net at the bottom and keeps its top on the rail', () => {
    const net = new Mesh(new BoxGeometry(0.05, 1.7, 2, 1, 4, 1).translate(-2.6, 1.25, -3.2), new MeshStandardMaterial());
    net.name = 'Nets';
    const set = new Scene();
    set.add(net);
    const rest = positionsOf(net);
    swayInWind(set, 'wind').update(2.5);
    const moved = shifts(net, rest);
    for (const { dx } of moved.filter(({ y }) => y > 2)) expect(dx).toBeCloseTo(0, 6);
    for (const { dx } of moved.filter(({ y }) => y < 0.5)) expect(dx).toBeGreaterThan(0.005);
  });

  it('moves them from the time alone: the same moment gives the same bend, in any order, and another moment another', () => {
    const { set, meshes } = grove();
    const sway = swayInWind(set, 'storm');
    sway.update(4);
    const first = positionsOf(meshes.crowns);
    sway.update(5.3);
    const other = positionsOf(meshes.crowns);
    sway.update(4);
    expect(positionsOf(meshes.crowns)).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('moves nothing in still weather', () => {
    for (const weather of ['clear', 'rain', 'fog', 'snow'] as const) {
      const { set, meshes } = grove();
      const rest = positionsOf(meshes.crowns);
      swayInWind(set, weather).update(2.5);
      expect(positionsOf(meshes.crowns)).toEqual(rest);
    }
  });
});
