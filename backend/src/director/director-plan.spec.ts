import { planDirectorGeneration, planDirectorRender, type ProjectContents, type RenderRequest } from './director-plan';

const project = (overrides: Partial<ProjectContents> = {}): ProjectContents => ({
  projectId: 7,
  projectName: 'Harbour Tales',
  characters: [
    { id: 1, name: 'Mara' },
    { id: 2, name: 'Tom' },
  ],
  sets: [
    { id: 10, name: 'Old Dock' },
    { id: 11, name: 'Lighthouse' },
  ],
  tracks: [{ id: 20, name: 'Tide Theme' }],
  scenes: [{ id: 30, name: 'Dock Talk', setId: 10, musicId: 20, characterIds: [1, 2] }],
  lines: [
    { id: 40, sceneId: 30, characterId: 1, text: 'The tide turns.' },
    { id: 41, sceneId: 30, characterId: 2, text: 'Then we sail.' },
  ],
  ...overrides,
});

const request = (overrides: Partial<RenderRequest> = {}): RenderRequest => ({
  scene: 'Dock Talk',
  characters: ['Mara', 'Tom'],
  set: 'Old Dock',
  score: 'Tide Theme',
  voiceLines: [
    { character: 'Mara', text: 'The tide turns.' },
    { character: 'Tom', text: 'Then we sail.' },
  ],
  ...overrides,
});

describe('planDirectorRender', () => {
  it('creates and changes nothing when the scene is already as described', () => {
    const plan = planDirectorRender(project(), request());
    expect(plan).toMatchObject({ projectId: 7, projectName: 'Harbour Tales', creates: [], changes: [] });
    expect(plan.lines).toEqual([
      { kind: 'same', lineId: 40 },
      { kind: 'same', lineId: 41 },
    ]);
  });

  it('names everything a new scene brings', () => {
    const plan = planDirectorRender(project(), request({ scene: 'Night Watch', characters: ['Kit'], set: 'Pier', score: 'Nocturne', voiceLines: [{ character: 'Kit', text: 'Who goes there?' }] }));
    expect(plan.creates).toEqual(['set Pier', 'score Nocturne', 'character Kit', 'scene Night Watch', 'line Kit: Who goes there?']);
    expect(plan.changes).toEqual([]);
  });

  it("names each change to an existing scene: its set, its score and who joins the cast, by the project's names", () => {
    const plan = planDirectorRender(project(), request({ set: 'lighthouse', score: 'Storm Song', characters: ['Mara', 'Tom', 'Kit'] }));
    expect(plan.creates).toEqual(['score Storm Song', 'character Kit']);
    expect(plan.changes).toEqual(['Dock Talk: set Old Dock → Lighthouse', 'Dock Talk: score Tide Theme → Storm Song', 'Dock Talk: Kit joins the cast']);
  });

  it('leaves the score alone when none is named', () => {
    expect(planDirectorRender(project(), request({ score: null })).changes).toEqual([]);
  });

  it('edits the line at the same position instead of adding a second one beside it', () => {
    const plan = planDirectorRender(project(), request({ voiceLines: [{ character: 'Mara', text: 'The tide turns.' }, { character: 'Tom', text: 'Then we row.' }] }));
    expect(plan.lines).toEqual([
      { kind: 'same', lineId: 40 },
      { kind: 'edit', lineId: 41 },
    ]);
    expect(plan.changes).toEqual(['line 2: Tom "Then we sail." → Tom "Then we row."']);
    expect(plan.creates).toEqual([]);
  });

  it('finds a kept line by its words wherever it moved, and adds only the lines past the scene\'s end', () => {
    const plan = planDirectorRender(
      project(),
      request({
        voiceLines: [
          { character: 'Tom', text: 'Then we sail.' },
          { character: 'Mara', text: 'Wait.' },
          { character: 'Mara', text: 'The tide turns.' },
        ],
      }),
    );
    expect(plan.lines).toEqual([{ kind: 'same', lineId: 41 }, { kind: 'new' }, { kind: 'same', lineId: 40 }]);
    expect(plan.creates).toEqual(['line Mara: Wait.']);
  });
});

describe('planDirectorGeneration', () => {
  it('separates what is new from what is made again', () => {
    const plan = planDirectorGeneration(project(), [
      { type: 'character', name: 'mara' },
      { type: 'character', name: 'Kit' },
      { type: 'set', name: 'Pier' },
      { type: 'score', scene: 'Dock Talk' },
      { type: 'voice', character: 'Tom', text: 'Then we sail.', scene: 'Dock Talk' },
      { type: 'voice', character: 'Tom', text: 'Row!', scene: 'Dock Talk' },
    ]);
    expect(plan.creates).toEqual(['character Kit', 'set Pier', 'line Tom: Row!']);
    expect(plan.changes).toEqual(['Mara: 3D model made again', 'Dock Talk: score Tide Theme composed again', 'line Tom: Then we sail. spoken again']);
  });
});
