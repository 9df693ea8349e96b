import { BoxGeometry, Group, Mesh, MeshStandardMaterial, SphereGeometry } from 'three';
import { castShadows } from './shadow-casting';

const mesh = (geometry: BoxGeometry | SphereGeometry, y = 0) => {
  const object = new Mesh(geometry, new MeshStandardMaterial());
  object.position.y = y;
  return object;
};

describe('castShadows', () => {
  it('lets everything receive shadows and everything but floors cast them', () => {
    const ground = mesh(new BoxGeometry(40, 0.1, 40), -0.05);
    const wall = mesh(new BoxGeometry(8, 3, 0.15), 1.5);
    const head = mesh(new SphereGeometry(0.12), 1.6);
    const rug = mesh(new BoxGeometry(1.5, 0.02, 1), 0.01);
    // Props parented to the ground do not make it tall, nor does the ground make them floors.
    const crate = mesh(new BoxGeometry(1, 1, 1), 0.5);
    ground.add(crate);
    const set = new Group().add(ground, wall, head, rug);

    castShadows(set);

    expect([ground, wall, head, rug, crate].map((object) => [object.castShadow, object.receiveShadow])).toEqual([
      [false, true],
      [true, true],
      [true, true],
      [true, true],
      [true, true],
    ]);
  });

  it('leaves a ceiling out of shadows both ways: it would shut the light out, and none falls on its underside', () => {
    const ceiling = mesh(new BoxGeometry(10, 0.1, 9), 3.95);
    const beam = mesh(new BoxGeometry(10, 0.08, 0.2), 3.86);
    castShadows(new Group().add(ceiling, beam));
    expect([ceiling, beam].map((object) => [object.castShadow, object.receiveShadow])).toEqual([
      [false, false],
      [true, true],
    ]);
  });

  it('judges a floor by its size in the world, after its parents’ scale', () => {
    const tile = mesh(new BoxGeometry(1, 0.05, 1));
    const scaled = new Group().add(tile);
    scaled.scale.set(10, 1, 10);
    castShadows(scaled);
    expect(tile.castShadow).toBe(false);
  });
});
