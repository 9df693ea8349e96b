import { SceneEntity } from './scene.entity';
import { toScenes } from './scene.mapper';

// The columns a scene answers with as they are.
const copiedColumns = (id: number) => ({
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
});

const sceneRow = (id: number): SceneEntity =>
  Object.assign(new SceneEntity(), { ...copiedColumns(id), renderedKey: null, updatedAt: new Date('2026-01-02T03:04:05.678Z') });

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
        ...copiedColumns(1),
        characters: [
          { id: 7, name: 'Anne' },
          { id: 8, name: 'Bart' },
        ],
        voiceLineCount: 3,
        renderOutdated: false,
        updatedAt: '2026-01-02T03:04:05.678Z',
      },
      expect.objectContaining({ id: 2, characters: [], voiceLineCount: 0, renderOutdated: true }),
    ]);
  });
});
