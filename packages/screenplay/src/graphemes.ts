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
