import { cameraAt } from '@studio/scene-timeline/playback';
import { stillShotAt } from './still-set';
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
