import type { ScriptFormat } from '@studio/contracts/scripts';
import type { WrittenScreenplay } from '@studio/screenplay/write';

/** A written screenplay as it is downloaded: its bytes, media type and file name. */
export interface ScreenplayFile {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

/** A file name from a title: letters, digits and dashes only, never empty. */
export function screenplayFileName(title: string | null, format: ScriptFormat): string {
  const slug = (title ?? '')
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .toLowerCase()
    .slice(0, 80);
  return `${slug || 'screenplay'}.${format}`;
}

export const toScreenplayFile = (written: WrittenScreenplay, title: string | null, format: ScriptFormat): ScreenplayFile => ({
  bytes: written.bytes,
  contentType: written.contentType,
  fileName: screenplayFileName(title, format),
});
