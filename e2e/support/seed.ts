/** What SEED_DEMO=true puts in a fresh database (backend/src/seed/demo-project.ts). */
export const SEEDED_PROJECT = {
  name: 'Pirate Adventure',
  characters: ['Captain Redbeard', 'First Mate Anne', 'Polly the Parrot', 'Finn the Cook'],
  sets: ['Harbor Street', 'Tortuga Taqueria', "Smuggler's Truck"],
  music: ['Sea Shanty Rock', 'Moonlit Cove', 'Broadside Battle'],
  scenes: ['Setting Sail', 'Lunch at Tortuga', 'The Getaway'],
  firstSceneLines: ['Hoist the sails, ye scallywags!', 'Wind from the east, Captain. Perfect for sailing.', 'Then set a course for Tortuga!'],
};
