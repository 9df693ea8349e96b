import { loadSceneModel, sceneModelRequests, standInHue } from './scene-models';
import { newSceneTimeline } from './testing/scene-timelines';

describe('sceneModelRequests', () => {
  it('asks for the set, then each character on their mark', () => {
    const timeline = newSceneTimeline({
      characters: [
        { id: 1, name: 'Ada', modelUrl: '/media/characters/1/ada.glb' },
        { id: 2, name: 'Rex', modelUrl: null },
      ],
    });
    expect(sceneModelRequests(timeline)).toEqual([
      { subject: { kind: 'set', name: 'Farm' }, url: '/media/sets/10/farm.glb' },
      { subject: { kind: 'character', name: 'Ada', characterId: 1 }, url: '/media/characters/1/ada.glb' },
      { subject: { kind: 'character', name: 'Rex', characterId: 2 }, url: null },
    ]);
  });
});

describe('loadSceneModel', () => {
  const rex = { kind: 'character' as const, name: 'Rex', characterId: 2 };
  const farm = { kind: 'set' as const, name: 'Farm' };
  const failing = (message: string) => async () => {
    throw new Error(message);
  };

  it('returns the parsed model and no note when it loads', async () => {
    const loaded: string[] = [];
    const outcome = await loadSceneModel({ subject: rex, url: '/rex.glb' }, async (url) => {
      loaded.push(url);
      return 'model';
    });
    expect(outcome).toEqual({ model: 'model', note: null });
    expect(loaded).toEqual(['/rex.glb']);
  });

  it.each([
    [rex, null, failing('never called'), 'No 3D model for Rex: a stand-in is shown.'],
    [farm, null, failing('never called'), 'No 3D model for the set Farm: a neutral stage is shown.'],
    [rex, '/rex.glb', failing('404 Not Found'), 'The 3D model for Rex could not be loaded (404 Not Found): a stand-in is shown.'],
    [farm, '/farm.glb', failing('Unexpected magic'), 'The 3D model for the set Farm could not be loaded (Unexpected magic): a neutral stage is shown.'],
  ])('falls back to a stand-in for %j at %s', async (subject, url, load, note) => {
    expect(await loadSceneModel({ subject, url }, load)).toEqual({ model: null, note });
  });
});

describe('standInHue', () => {
  it('is fixed per character and differs between neighbours', () => {
    expect(standInHue(7)).toBe(standInHue(7));
    expect(Math.abs(standInHue(1) - standInHue(2))).toBeGreaterThan(0.1);
    for (const id of [-3, 0, 1, 9999]) expect(standInHue(id)).toBeGreaterThanOrEqual(0);
  });
});
