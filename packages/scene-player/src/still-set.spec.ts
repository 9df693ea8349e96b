import { cameraAt } from '@studio/scene-timeline/playback';
import { BoxGeometry, Mesh, MeshStandardMaterial } from 'three';
import { castShadows } from './shadow-casting';
import { stillShotAt, takesPerformerShadows } from './still-set';
import { newSceneTimeline } from './testing/scene-timelines';

describe('stillShotAt', () => {
  const timeline = newSceneTimeline();

  it('names a shot only when its camera is in the same place at every frame of it', () => {
    const found = timeline.shots.map((shot) => {
      const poses = [0, 0.5, 1].map((share) => cameraAt(timeline, shot.start + share * (shot.end - shot.start) * 0.999));
      const holds = poses.every((pose) => JSON.stringify({ ...pose }) === JSON.stringify({ ...poses[0] }));
      return { holds, still: stillShotAt(timeline, (shot.start + shot.end) / 2) };
    });
    // The scene has both kinds, so both answers are checked.
    expect(found.some(({ holds }) => holds)).toBe(true);
    expect(found.some(({ holds }) => !holds)).toBe(true);
    found.forEach(({ holds, still }, index) => expect(still).toBe(holds ? timeline.shots[index].index : null));
  });
});

describe('takesPerformerShadows', () => {
  const box = (name: string, [width, height, depth]: [number, number, number], [x, y, z]: [number, number, number]) => {
    const mesh = new Mesh(new BoxGeometry(width, height, depth), new MeshStandardMaterial());
    mesh.name = name;
    mesh.position.set(x, y, z);
    mesh.updateMatrixWorld(true);
    castShadows(mesh);
    return mesh;
  };

  it('redraws the floor and the walls near the cast where a shadow falls, not far façades or small props', () => {
    const found = [
      box('Floor', [20, 0.1, 20], [0, -0.05, 0]),
      box('BackWall', [10, 3, 0.2], [0, 1.5, -3]),
      box('SideWall', [0.2, 3, 8], [4.5, 1.5, 0]),
      box('FarFacade', [12, 8, 0.5], [0, 4, -20]),
      box('Crate', [0.8, 0.8, 0.8], [1.5, 0.4, -1]),
    ].map((mesh) => [mesh.name, takesPerformerShadows(mesh)]);
    expect(found).toEqual([
      ['Floor', true],
      ['BackWall', true],
      ['SideWall', true],
      ['FarFacade', false],
      ['Crate', false],
    ]);
  });
});
