import { DEFAULT_SET_TYPE, SET_TYPES, type SetType } from '@studio/contracts/sets';

const SET_TYPE_WORD = new RegExp(`\\b(${SET_TYPES.join('|')})s?\\b`, 'i');

/** The first set type named in the description ('a street outside the taqueria' is a street), else the default. */
export function setTypeFromDescription(description: string | null | undefined): SetType {
  const named = SET_TYPE_WORD.exec(description ?? '')?.[1]?.toLowerCase();
  return SET_TYPES.find((type) => type === named) ?? DEFAULT_SET_TYPE;
}
