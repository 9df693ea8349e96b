import type { MusicPlan } from '../openai-music-engine';

/** A plan the fake OpenAI answers for a track: D minor synthwave at 96 bpm; `overrides` replace its parts. */
export const musicPlan = (overrides: Partial<MusicPlan> = {}): MusicPlan => ({
  tempoBpm: 96,
  key: 'D',
  mode: 'minor',
  instrumentation: 'synthwave',
  progression: { sectionA: 'i bVI bIII bVII', sectionB: 'iv bVI i V' },
  groove: { feel: 'straight', energy: 'high' },
  ...overrides,
});
