import type { DialectLevel } from '@studio/contracts/pirate';

/**
 * The built-in pirate crew and locations, shared by the template wizard and the settings.
 * `role` names a crew member when the wizard is told not to use the canon names.
 */
export const PIRATE_CREW = [
  { name: 'Captain Redbeard', role: 'Captain', description: 'A fearless captain with a fiery beard and a heart of gold.' },
  { name: 'First Mate Anne', role: 'First Mate', description: 'A sharp-eyed navigator who keeps the crew in line.' },
  { name: 'Cookie Barnacle', role: 'Ship Cook', description: 'The ship cook, famous for his questionable stews.' },
  { name: 'Peg-Leg Pete', role: 'Old Salt', description: 'A grizzled old sailor full of tall tales.' },
  { name: 'Polly the Parrot', role: 'Parrot', description: 'A talkative parrot who knows every secret aboard.' },
  { name: 'Gunner Jack', role: 'Gunner', description: 'A cannon expert who never misses a shot.' },
] as const;
/** A crew member the wizard offers: built in, possibly renamed by the canon names of Settings. */
export interface CrewMember {
  name: string;
  role: string;
  description: string;
}

/** The crew with the canon names of Settings, in order; the built-in name where none is given. */
export const crewNamed = (canonNames: readonly string[]): CrewMember[] =>
  PIRATE_CREW.map((member, index) => ({ ...member, name: canonNames[index] ?? member.name }));

/** Each location's set type: open ground for islands and coves, a street for decks and docks, the tavern's own. */
export const PIRATE_LOCATIONS = [
  { name: 'Skull Island', description: 'A mist-covered island shaped like a skull.', setType: 'farm' },
  { name: 'The Black Pearl Deck', description: 'The main deck of the crew ship, creaking in the wind.', setType: 'street' },
  { name: 'Tortuga Tavern', description: 'A rowdy harbour tavern full of rumours.', setType: 'taqueria' },
  { name: 'Treasure Cove', description: 'A hidden cove where the gold is buried.', setType: 'farm' },
  { name: 'Kraken Reef', description: 'A jagged reef where the sea monster sleeps.', setType: 'street' },
  { name: 'Port Royal Docks', description: 'Busy docks under the watch of the navy.', setType: 'street' },
] as const;
export type PirateLocation = (typeof PIRATE_LOCATIONS)[number];

/** docs/product-rules.md#limits: two crew members and two locations are chosen by default. */
export const DEFAULT_CREW = PIRATE_CREW.slice(0, 2).map((member) => member.name);
export const DEFAULT_LOCATIONS = PIRATE_LOCATIONS.slice(0, 2).map((location) => location.name);

/** How each pirate intensity (1 to 5) greets and ends a line: plain words at 1, full pirate at 5. */
const DIALECT = [
  { open: 'Good morning, crew.', close: '' },
  { open: 'Ahoy, crew!', close: '' },
  { open: 'Ahoy, me hearties!', close: 'Arr!' },
  { open: 'Arr, ye scallywags!', close: 'Or ye walk the plank!' },
  { open: 'Shiver me timbers, ye bilge rats!', close: 'Yo ho ho, or feed the fishes, arr!' },
] as const;

/** What each crew member says in the opening scene, before the dialect dresses it. */
const OPENING_WORDS: Record<string, string> = {
  Captain: 'Hoist the sails, we leave with the tide.',
  'First Mate': 'The wind is fair and the course is set.',
  'Ship Cook': 'Stew is on the fire for whoever pulls hardest.',
  'Old Salt': 'I smell a storm, but I have sailed worse.',
  Parrot: 'Treasure ahead! Treasure ahead!',
  Gunner: 'Cannons are loaded and dry.',
};

/** How far the dialect preference of Settings moves the wizard's intensity. */
const DIALECT_SHIFT: Record<DialectLevel, number> = { mild: -1, moderate: 0, intense: 1, blackbeard: 2 };

/**
 * One opening line for a crew member in pirate speech as strong as the intensity (1 to 5), made
 * milder or stronger by the dialect preference.
 */
export function pirateLine(member: Pick<CrewMember, 'role'>, intensity: number, dialectLevel: DialectLevel = 'moderate'): string {
  const level = Math.min(DIALECT.length, Math.max(1, Math.round(intensity) + DIALECT_SHIFT[dialectLevel]));
  const dialect = DIALECT[level - 1];
  return [dialect.open, OPENING_WORDS[member.role] ?? 'To the ship!', dialect.close].filter(Boolean).join(' ');
}
