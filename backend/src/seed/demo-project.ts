/**
 * The demo project a first start creates, so the dashboard has something to show. Its models,
 * music and voices are generated after seeding, like anything a user creates.
 */
export const DEMO_PROJECT = {
  name: 'Pirate Adventure',
  description: 'A crew of pirates sails from the harbor in search of the lost taco treasure.',
  characters: [
    { key: 'redbeard', name: 'Captain Redbeard', description: 'A loud captain with a big heart.', isPirate: true },
    { key: 'anne', name: 'First Mate Anne', description: 'Sharp-eyed navigator of the crew.', isPirate: true },
    { key: 'polly', name: 'Polly the Parrot', description: 'Repeats every secret she hears.', isPirate: true },
    { key: 'finn', name: 'Finn the Cook', description: 'Runs the galley and the taqueria.', isPirate: false },
  ],
  sets: [
    { key: 'harbor', name: 'Harbor Street', type: 'street', oceanType: 'choppy' },
    { key: 'taqueria', name: 'Tortuga Taqueria', type: 'taqueria', oceanType: null },
    { key: 'truck', name: "Smuggler's Truck", type: 'truck', oceanType: null },
  ],
  music: [
    { key: 'shanty', name: 'Sea Shanty Rock', style: '80s-rock', mood: 'adventurous' },
    { key: 'cove', name: 'Moonlit Cove', style: 'ambient', mood: 'mysterious' },
    { key: 'battle', name: 'Broadside Battle', style: 'cinematic', mood: 'tense' },
  ],
  scenes: [
    {
      key: 'sail',
      name: 'Setting Sail',
      description: 'The crew leaves the harbor at dawn.',
      set: 'harbor',
      music: 'shanty',
      status: 'ready',
      cast: ['redbeard', 'anne'],
    },
    {
      key: 'lunch',
      name: 'Lunch at Tortuga',
      description: 'Plans are made over tacos.',
      set: 'taqueria',
      music: 'cove',
      status: 'in_progress',
      cast: ['anne', 'polly', 'finn'],
    },
    {
      key: 'getaway',
      name: 'The Getaway',
      description: 'A chase through the streets with the map.',
      set: 'truck',
      music: 'battle',
      status: 'pending',
      cast: ['redbeard', 'finn'],
    },
  ],
  voiceLines: [
    { character: 'redbeard', scene: 'sail', text: 'Hoist the sails, ye scallywags!' },
    { character: 'anne', scene: 'sail', text: 'Wind from the east, Captain. Perfect for sailing.' },
    { character: 'redbeard', scene: 'sail', text: 'Then set a course for Tortuga!' },
    { character: 'finn', scene: 'lunch', text: 'Three tacos for the captain, extra salsa.' },
    { character: 'polly', scene: 'lunch', text: 'Treasure! Treasure! Squawk!' },
    { character: 'anne', scene: 'lunch', text: 'Keep your voice down, Polly.' },
    { character: 'finn', scene: 'getaway', text: 'Hold on to your hats!' },
    { character: 'redbeard', scene: null, text: 'A pirate never forgets his lunch.' },
  ],
} as const;

/** The stored name of the demo's screenplay: the Director Console's sample script path. */
export const DEMO_SCRIPT_NAME = 'pirate-adventure.fountain';

const HEADINGS: Record<(typeof DEMO_PROJECT.scenes)[number]['key'], string> = {
  sail: 'EXT. HARBOR STREET - DAWN',
  lunch: 'INT. TORTUGA TAQUERIA - DAY',
  getaway: "INT. SMUGGLER'S TRUCK - NIGHT",
};

/** The demo project as a Fountain screenplay: its scenes in order, their action and their lines. */
export function demoScreenplay(): string {
  const nameOf = (key: string) => DEMO_PROJECT.characters.find((character) => character.key === key)!.name.toUpperCase();
  const scenes = DEMO_PROJECT.scenes.map((scene) => {
    const lines = DEMO_PROJECT.voiceLines.filter((line) => line.scene === scene.key);
    return [
      HEADINGS[scene.key],
      `${scene.description} ${scene.cast.map((key) => nameOf(key)).join(' and ')} are there.`,
      ...lines.map((line) => `${nameOf(line.character)}\n${line.text}`),
    ].join('\n\n');
  });
  return `Title: ${DEMO_PROJECT.name}\n\n${DEMO_PROJECT.description}\n\n${scenes.join('\n\n')}\n`;
}
