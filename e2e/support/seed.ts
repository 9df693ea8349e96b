import { type APIRequestContext, expect } from '@playwright/test';

/** What SEED_DEMO=true puts in a fresh database (backend/src/seed/demo-project.ts). */
export const SEEDED_PROJECT = {
  name: 'Pirate Adventure',
  characters: ['Captain Redbeard', 'First Mate Anne', 'Polly the Parrot', 'Finn the Cook'],
  sets: ['Harbor Street', 'Tortuga Taqueria', "Smuggler's Truck"],
  music: ['Sea Shanty Rock', 'Moonlit Cove', 'Broadside Battle'],
  scenes: ['Setting Sail', 'Lunch at Tortuga', 'The Getaway'],
  firstSceneLines: ['Hoist the sails, ye scallywags!', 'Wind from the east, Captain. Perfect for sailing.', 'Then set a course for Tortuga!'],
};

/** The seeded project's id (the journeys find it by name, as a user would). */
export async function seededProjectId(api: APIRequestContext): Promise<number> {
  const response = await api.get('/api/projects');
  expect(response.ok(), await response.text()).toBe(true);
  const project = ((await response.json()) as { id: number; name: string }[]).find((candidate) => candidate.name === SEEDED_PROJECT.name);
  if (!project) throw new Error(`the seeded project ${SEEDED_PROJECT.name} is missing`);
  return project.id;
}
