/**
 * The one way the studio compares names (of characters, sets, music tracks, scenes, projects):
 * Unicode-normalized, trimmed, ignoring case and accents. "Keeper Mara", " keeper mára " and
 * their NFD spellings are one name.
 */
export function nameKey(name: string): string {
  return (
    name
      // NFD splits an accented letter into the letter and its combining mark, which then goes.
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .normalize('NFC')
      .trim()
      .toLowerCase()
  );
}

/** True when `a` and `b` are one name by nameKey. */
export function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}
