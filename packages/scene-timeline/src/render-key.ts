/**
 * What a scene's render is made from, as stored: the rows the timeline input is built from. A
 * file is named by its URL, which is new for every file written (a new voice, model or track has
 * a new URL), so its measurements (an audio's length, a model's height) need no reading.
 */
export interface RenderSource {
  scene: { name: string; description: string | null; timeOfDay: string | null; weather: string | null; pace: string | null };
  set: { id: number; name: string; description: string | null; type: string; oceanType: string | null; kind: string | null; modelUrl: string | null } | null;
  music: { id: number; name: string; audioUrl: string | null } | null;
  /** In the timeline's order (the linked cast, then other speakers); the voice decides how lines are said. */
  cast: Array<{ id: number; name: string; modelUrl: string | null; voice: string | null; pitch: number | null; rate: number | null }>;
  /** In the timeline's order, with the direction that changes a frame or a sound (a parenthetical is a note: it changes neither). */
  lines: Array<{
    id: number;
    characterId: number;
    text: string;
    audioUrl: string | null;
    emotion: string | null;
    intensity: number | null;
    action: string | null;
    actionTarget: string | null;
    cameraKind: string | null;
    cameraSubjectId: number | null;
    pauseBefore: number | null;
  }>;
}

/** JSON with each object's keys sorted, so the same content always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** FNV-1a-style over the UTF-16 code units, from `offset` with multiplier `prime`. */
function fnv1a(text: string, offset: number, prime: number): number {
  let hash = offset;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, prime);
  }
  return hash >>> 0;
}

/**
 * A key of everything a scene's render is made from: equal keys, the same film. A render stores
 * the key it was made from; a scene whose key differs now has changed since (out of date).
 * Two 32-bit lanes with their own constants (FNV-1a's, MurmurHash2's), 16 hex digits.
 */
export function renderContentKey(source: RenderSource): string {
  const text = canonicalJson(source);
  const lane = (offset: number, prime: number) => fnv1a(text, offset, prime).toString(16).padStart(8, '0');
  return `${lane(0x811c9dc5, 0x01000193)}${lane(0x9747b28c, 0x5bd1e995)}`;
}

/** A scene with a video made from other content than it has now (or from content no render recorded). */
export const isRenderOutdated = (scene: { hasVideo: boolean; renderedKey: string | null }, currentKey: string): boolean =>
  scene.hasVideo && scene.renderedKey !== currentKey;
