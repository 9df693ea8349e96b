import { setKindFromWords } from '@studio/contracts/set-kind-words';
import { SET_KIND_INFO, type SetKind, type SetType } from '@studio/contracts/sets';

/**
 * The kind of place a screenplay location is (its heading's words first, then the action lines of
 * the scenes set there, INT or EXT tipping a close call) and the set type whose family it is in.
 */
export function setForLocation(location: string, interior: 'INT' | 'EXT' | 'INT/EXT' | null, actionLines: readonly string[] = []): { type: SetType; kind: SetKind } {
  const kind = setKindFromWords({ name: location, description: actionLines.join(' '), interior });
  return { type: SET_KIND_INFO[kind].family, kind };
}
