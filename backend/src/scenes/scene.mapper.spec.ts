import { SceneEntity } from './scene.entity';
import { toScenes } from './scene.mapper';

const sceneRow = (id: number): SceneEntity =>
  Object.assign(new SceneEntity(), {
    id,
    name: `Scene ${id}`,
    description: null,
    projectId: 1,
    setId: null,
    musicId: 4,
    timeOfDay: 'night',
    weather: null,
    status: 'pending',
    renderedPath: null,
    posterPath: null,
    subtitlesPath: null,
    renderedKey: null,
    updatedAt: new Date('2026-01-02T03:04:05.678Z'),
  });

describe('toScenes', () => {
  it('gives each scene its own cast, voice line count and whether its render is out of date, and empty ones the rest', () => {
    const scenes = toScenes(
      [sceneRow(1), sceneRow(2)],
      [
        { sceneId: 1, id: 7, name: 'Anne' },
        { sceneId: 1, id: 8, name: 'Bart' },
      ],
      new Map([[1, 3]]),
      new Set([2]),
    );
    expect(scenes).toEqual([
      {
        id: 1,
        name: 'Scene 1',
        description: null,
        projectId: 1,
        setId: null,
        musicId: 4,
        timeOfDay: 'night',
        weather: null,
        characters: [
          { id: 7, name: 'Anne' },
          { id: 8, name: 'Bart' },
        ],
        voiceLineCount: 3,
        status: 'pending',
        renderedPath: null,
        posterPath: null,
        subtitlesPath: null,
        renderOutdated: false,
        updatedAt: '2026-01-02T03:04:05.678Z',
      },
      expect.objectContaining({ id: 2, characters: [], voiceLineCount: 0, renderOutdated: true }),
    ]);
  });
});
