import type { MusicStyle } from '@studio/contracts/music';

/** Word stems that suggest a style; a word counts when it starts with a stem. */
const STYLE_STEMS: Record<MusicStyle, readonly string[]> = {
  '80s-rock': ['rock', 'guitar', 'highway', 'road', 'rebel', 'montage', 'anthem', 'biker', 'garage'],
  synthwave: ['synth', 'neon', 'retro', 'cyber', 'arcade', 'night', 'city', 'drive', 'vhs'],
  ambient: ['ambient', 'calm', 'peace', 'dream', 'float', 'mist', 'fog', 'drift', 'meditat', 'underwater', 'space', 'quiet'],
  cinematic: ['cinematic', 'epic', 'battle', 'chase', 'storm', 'hero', 'war', 'tense', 'suspens', 'climax', 'showdown', 'action'],
  orchestral: ['orchestr', 'adventur', 'ship', 'sail', 'voyage', 'kingdom', 'castle', 'march', 'fantasy', 'pirate', 'treasure'],
  electronic: ['electronic', 'club', 'dance', 'techno', 'rave', 'robot', 'digital', 'hack', 'laser', 'future', 'party'],
  jazz: ['jazz', 'cafe', 'bar', 'lounge', 'noir', 'detective', 'smok', 'swing', 'diner', 'speakeasy', 'taco', 'taqueria'],
  classical: ['classic', 'piano', 'elegan', 'ballroom', 'palace', 'waltz', 'baroque', 'library', 'manor'],
};

/**
 * The style a scene's words suggest most ('a neon chase at night' -> synthwave), or undefined
 * when no word suggests any. Ties go to the style listed first.
 */
export function styleFromWords(text: string | null | undefined): MusicStyle | undefined {
  const words = (text ?? '').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  let best: { style: MusicStyle; score: number } | undefined;
  for (const [style, stems] of Object.entries(STYLE_STEMS) as [MusicStyle, readonly string[]][]) {
    const score = words.filter((word) => stems.some((stem) => word.startsWith(stem))).length;
    if (score > 0 && (!best || score > best.score)) best = { style, score };
  }
  return best?.style;
}
