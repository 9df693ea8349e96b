import type { AnalyzedScene, ScriptAnalysis } from '@studio/contracts/scripts';
import { NAME_MAX } from '@studio/contracts/common';
import { DAY_TRACK, fitDescription, NIGHT_TRACK, planProject } from './project-plan';

const scene = (overrides: Partial<AnalyzedScene> = {}): AnalyzedScene => ({
  name: 'INT. KITCHEN - DAY',
  description: 'A small kitchen with yellow walls and a humming fridge.',
  location: 'KITCHEN',
  timeOfDay: 'DAY',
  interior: 'INT',
  characters: ['ED'],
  dialogue: [{ character: 'ED', text: 'Morning.' }],
  ...overrides,
});

const analysis = (overrides: Partial<ScriptAnalysis> = {}): ScriptAnalysis => ({
  title: 'Breakfast',
  format: 'fountain',
  characters: [{ name: 'ED', description: 'ED (40s), tired but kind, pours coffee.', traits: [], dialogueExamples: [] }],
  scenes: [scene()],
  directorMemory: null,
  ...overrides,
});

describe('planProject', () => {
  it('makes one set per location, scenes in script order, and a night and a day track where needed', () => {
    const plan = planProject(
      analysis({
        scenes: [
          scene(),
          scene({ name: 'EXT. COVE - NIGHT', location: 'COVE', timeOfDay: 'NIGHT', interior: 'EXT', characters: ['MAY'], dialogue: [{ character: 'MAY', text: 'Listen.' }] }),
          scene({ dialogue: [{ character: 'ED', text: 'Again.' }] }),
        ],
      }),
    );
    expect(plan.sets.map((set) => [set.name, set.type, set.kind])).toEqual([
      ['KITCHEN', 'apartment', 'kitchen'],
      ['COVE', 'farm', 'beach'],
    ]);
    expect(plan.music.map((track) => [track.name, track.mood])).toEqual([
      [NIGHT_TRACK, 'mysterious'],
      [DAY_TRACK, 'upbeat'],
    ]);
    expect(plan.scenes.map((planned) => [planned.name, planned.setName, planned.musicName])).toEqual([
      ['INT. KITCHEN - DAY', 'KITCHEN', DAY_TRACK],
      ['EXT. COVE - NIGHT', 'COVE', NIGHT_TRACK],
      ['INT. KITCHEN - DAY (2)', 'KITCHEN', DAY_TRACK],
    ]);
    expect(plan.characters.map((character) => character.name)).toEqual(['ED', 'MAY']);
    expect(plan.scenes[1]).toMatchObject({ characters: ['MAY'], lines: [{ character: 'MAY', text: 'Listen.' }] });
  });

  it("gives each scene the time of day of its heading (CONTINUOUS and LATER the scene before's) and the weather of its action", () => {
    const plan = planProject(
      analysis({
        scenes: [
          scene({ name: 'EXT. PIER - DAY', location: 'PIER', timeOfDay: 'DAY', description: 'Gulls wheel over the pier in bright sun.' }),
          scene({ name: 'EXT. BIRCH WOODS - DUSK', location: 'BIRCH WOODS', timeOfDay: 'DUSK', description: 'A thin mist hangs between the birches.' }),
          scene({ name: 'EXT. BIRCH WOODS - MOMENTS LATER', location: 'BIRCH WOODS', timeOfDay: 'MOMENTS LATER', description: 'Rain starts to fall on the leaves.' }),
          scene({ name: 'INT. BAKERY', location: 'BAKERY', timeOfDay: '', description: 'Flour dust in the air of a warm bakery.' }),
        ],
      }),
    );
    expect(plan.scenes.map((planned) => [planned.timeOfDay, planned.weather])).toEqual([
      ['day', null],
      ['dusk', 'fog'],
      ['dusk', 'rain'],
      [null, null],
    ]);
  });

  it('builds the pier, the woods and the bakery as three different places, the pier once for its day and night scenes', () => {
    const plan = planProject(
      analysis({
        scenes: [
          scene({ name: 'EXT. FISHING PIER - DAY', location: 'FISHING PIER', interior: 'EXT', description: 'Gulls wheel over the boats. Nets hang from the rail.' }),
          scene({ name: 'EXT. BIRCH WOODS - DUSK', location: 'BIRCH WOODS', interior: 'EXT', description: 'White trunks in the failing light.' }),
          scene({ name: 'INT. BAKERY - MORNING', location: 'BAKERY', interior: 'INT', description: 'Trays of loaves cool on the racks.' }),
          scene({ name: 'EXT. FISHING PIER - NIGHT', location: 'FISHING PIER', interior: 'EXT', description: 'Lanterns on the posts sway in the wind.' }),
        ],
      }),
    );
    expect(plan.sets.map((set) => [set.name, set.kind, set.type])).toEqual([
      ['FISHING PIER', 'harbour', 'street'],
      ['BIRCH WOODS', 'forest', 'farm'],
      ['BAKERY', 'bakery', 'taqueria'],
    ]);
    expect(plan.sets[0].description).toBe('Gulls wheel over the boats. Nets hang from the rail.');
    expect(plan.scenes.map((planned) => planned.setName)).toEqual(['FISHING PIER', 'BIRCH WOODS', 'BAKERY', 'FISHING PIER']);
  });

  it("plays a heading that names no place, with no INT, EXT or time ('.THE FINGER'), in the place of the scene before", () => {
    const shot = (name: string) => scene({ name, location: name, timeOfDay: '', interior: null, description: 'Scott hangs up the phone.' });
    const plan = planProject(
      analysis({
        scenes: [
          scene({ name: "INT. THE BOSS'S OFFICE - DAY", location: "THE BOSS'S OFFICE", description: 'A big desk and a speakerphone.' }),
          shot('THE FINGER'),
          shot('NAK'),
          shot('BACK IN THE KITCHEN'),
          shot('AT THE DOOR'),
        ],
      }),
    );
    expect(plan.scenes.map((planned) => planned.setName)).toEqual(["THE BOSS'S OFFICE", "THE BOSS'S OFFICE", "THE BOSS'S OFFICE", 'BACK IN THE KITCHEN', 'BACK IN THE KITCHEN']);
    expect(plan.sets.map((set) => [set.name, set.kind])).toEqual([
      ["THE BOSS'S OFFICE", 'office'],
      ['BACK IN THE KITCHEN', 'kitchen'],
    ]);
    // The first scene has no scene before it: its heading is its place.
    expect(planProject(analysis({ scenes: [shot('THE FINGER')] })).sets.map((set) => set.name)).toEqual(['THE FINGER']);
  });

  it('fits a heading too long or too short for a name: cut at a word, two cut alike kept apart, a one-letter place known by its heading', () => {
    const long = `${'LONG '.repeat(60)}CORRIDOR`;
    const plan = planProject(
      analysis({
        scenes: [
          scene({ name: `INT. ${long} - DAY`, location: long }),
          scene({ name: `INT. ${long} - NIGHT`, location: long, timeOfDay: 'NIGHT' }),
          scene({ name: 'INT. X - DAY', location: 'X' }),
          scene({ name: 'A', location: 'A', timeOfDay: '' }),
        ],
      }),
    );
    const names = plan.scenes.map((planned) => planned.name);
    expect(names[0]).toMatch(/^INT\. LONG LONG .*LONG…$/);
    expect(names[1]).toMatch(/^INT\. LONG LONG .*LONG… \(2\)$/);
    expect(names.slice(2)).toEqual(['INT. X - DAY', 'Scene 4']);
    for (const name of [...names, ...plan.sets.map((set) => set.name)]) expect(name.length).toBeLessThanOrEqual(NAME_MAX);
    expect(new Set(names).size).toBe(names.length);
    // The long place is one set for both its scenes; the one-letter place is named by its heading.
    expect(plan.sets.map((set) => set.name)).toEqual([expect.stringMatching(/^LONG LONG .*…$/), 'INT. X - DAY', 'Scene 4']);
    expect(new Set(plan.scenes.slice(0, 2).map((planned) => planned.setName)).size).toBe(1);
  });

  it("names a one-letter cue 'Character Q', its lines and scenes with it", () => {
    const plan = planProject(
      analysis({
        characters: [{ name: 'Q', description: 'Q hands over a pen that is not a pen.', traits: [], dialogueExamples: [] }],
        scenes: [scene({ characters: ['Q', 'ED'], dialogue: [{ character: 'Q', text: 'Pay attention.' }, { character: 'ED', text: 'Always.' }] })],
      }),
    );
    expect(plan.characters.map((character) => character.name)).toEqual(['Character Q', 'ED']);
    expect(plan.scenes[0].characters).toEqual(['Character Q', 'ED']);
    expect(plan.scenes[0].lines.map((line) => line.character)).toEqual(['Character Q', 'ED']);
  });

  it('adds speakers the character list lacks and leaves out a track no scene needs', () => {
    const plan = planProject(analysis({ characters: [], scenes: [scene({ dialogue: [{ character: 'Ed', text: 'Hi.' }] })] }));
    expect(plan.characters).toEqual([{ name: 'ED', description: undefined }]);
    expect(plan.scenes[0].lines).toEqual([{ character: 'ED', text: 'Hi.' }]);
    expect(plan.music.map((track) => track.name)).toEqual([DAY_TRACK]);
  });

  it("carries each line's direction from the screenplay, and nothing where it gives none", () => {
    const plan = planProject(
      analysis({
        scenes: [
          scene({
            dialogue: [
              { character: 'ED', text: ' Put it down! ', parenthetical: 'furious', emotion: 'angry', intensity: 0.9 },
              { character: 'ED', text: 'Over there.', action: 'point', actionTarget: 'the lamp', pauseBefore: 700 },
              { character: 'ED', text: 'Fine.' },
            ],
          }),
        ],
      }),
    );
    expect(plan.scenes[0].lines).toEqual([
      { character: 'ED', text: 'Put it down!', parenthetical: 'furious', emotion: 'angry', intensity: 0.9 },
      { character: 'ED', text: 'Over there.', action: 'point', actionTarget: 'the lamp', pauseBefore: 700 },
      { character: 'ED', text: 'Fine.' },
    ]);
  });

  it('fits descriptions to what the studio accepts', () => {
    expect(fitDescription('short')).toBeUndefined();
    const long = fitDescription('word '.repeat(200))!;
    expect(long.length).toBeLessThanOrEqual(500);
    expect(long.endsWith('…')).toBe(true);
  });

  it('never cuts a character in half when a description has no space to cut at', () => {
    const family = '👨‍👩‍👧';
    const long = fitDescription(`a${family.repeat(100)}`)!;
    expect(long).toBe(`a${family.repeat(62)}…`);
  });
});
