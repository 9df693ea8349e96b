import type { SceneTimeline } from '@studio/contracts/timeline';

/** Fetches a GLB's bytes; the render page and the preview both default to fetch(). */
export type ModelLoader = (url: string) => Promise<ArrayBuffer>;

/** A model the scene shows: the set, or one character standing on their mark. */
export type SceneModelSubject = { kind: 'set'; name: string } | { kind: 'character'; name: string; characterId: number };

export interface SceneModelRequest {
  subject: SceneModelSubject;
  url: string | null;
}

/** Every model a timeline needs, the set first, then the cast in blocking order. */
export function sceneModelRequests(timeline: SceneTimeline): SceneModelRequest[] {
  return [
    { subject: { kind: 'set', name: timeline.set.name }, url: timeline.set.modelUrl },
    ...timeline.blocking.map((mark) => ({
      subject: { kind: 'character' as const, name: mark.name, characterId: mark.characterId },
      url: mark.modelUrl,
    })),
  ];
}

const describe = (subject: SceneModelSubject) => (subject.kind === 'set' ? `the set ${subject.name}` : subject.name);
const fallback = (subject: SceneModelSubject) => (subject.kind === 'set' ? 'a neutral stage is shown' : 'a stand-in is shown');

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The outcome for one subject: its parsed model, or null and the note that says a stand-in replaces it. */
export type SceneModelOutcome<T> = { model: T; note: null } | { model: null; note: string };

/**
 * Loads and parses one model; a missing URL or any failure to fetch or parse gives a stand-in
 * and a note naming the subject, never a failed scene.
 */
export async function loadSceneModel<T>(request: SceneModelRequest, load: (url: string) => Promise<T>): Promise<SceneModelOutcome<T>> {
  const { subject, url } = request;
  if (!url) return { model: null, note: `No 3D model for ${describe(subject)}: ${fallback(subject)}.` };
  try {
    return { model: await load(url), note: null };
  } catch (error) {
    return { model: null, note: `The 3D model for ${describe(subject)} could not be loaded (${reasonOf(error)}): ${fallback(subject)}.` };
  }
}

/** The default loader: a GET that fails on any non-2xx answer. */
export const fetchModel: ModelLoader = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim());
  return response.arrayBuffer();
};

/** One colour per character for stand-ins, fixed by their id so every render and preview agree. */
export function standInHue(characterId: number): number {
  // Golden-angle steps keep neighbouring ids apart on the colour wheel.
  return (((characterId * 137.508) % 360) + 360) % 360 / 360;
}
