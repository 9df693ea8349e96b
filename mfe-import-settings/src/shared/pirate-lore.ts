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
export type CrewMember = (typeof PIRATE_CREW)[number];

export const PIRATE_LOCATIONS = [
  { name: 'Skull Island', description: 'A mist-covered island shaped like a skull.' },
  { name: 'The Black Pearl Deck', description: 'The main deck of the crew ship, creaking in the wind.' },
  { name: 'Tortuga Tavern', description: 'A rowdy harbour tavern full of rumours.' },
  { name: 'Treasure Cove', description: 'A hidden cove where the gold is buried.' },
  { name: 'Kraken Reef', description: 'A jagged reef where the sea monster sleeps.' },
  { name: 'Port Royal Docks', description: 'Busy docks under the watch of the navy.' },
] as const;
export type PirateLocation = (typeof PIRATE_LOCATIONS)[number];

/** docs/product-rules.md#limits: two crew members and two locations are chosen by default. */
export const DEFAULT_CREW = PIRATE_CREW.slice(0, 2).map((member) => member.name);
export const DEFAULT_LOCATIONS = PIRATE_LOCATIONS.slice(0, 2).map((location) => location.name);
