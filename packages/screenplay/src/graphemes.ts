const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The longest start of `text` that is whole characters as a reader sees them (grapheme clusters:
 * an emoji with its modifiers and joiners, a letter with its combining marks) and at most `limit`
 * UTF-16 units long, the unit string lengths and column limits count in.
 */
export function clipGraphemes(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let end = 0;
  for (const { index, segment } of segmenter.segment(text)) {
    if (index + segment.length > limit) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/**
 * `text` when it is at most `limit` UTF-16 units long; else its start cut after a whole word (or,
 * with no word ending in the second half, between two characters) and ended with '…', at most
 * `limit` units in all.
 */
export function clipAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = clipGraphemes(text, limit - 1);
  const wordEnd = /\s/.test(text[cut.length] ?? '') ? cut.length : cut.search(/\s\S*$/);
  return `${(wordEnd > (limit - 1) / 2 ? cut.slice(0, wordEnd) : cut).trimEnd()}…`;
}
