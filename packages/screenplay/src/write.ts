import type { ParsedScript, ScriptElement } from './elements';
import type { ScreenplayFormat } from './analysis';
import { writeFdx } from './write-fdx';
import { writeFountain } from './write-fountain';
import { writePdf, type PdfWriteOptions } from './write-pdf';

export interface WrittenScreenplay {
  bytes: Uint8Array;
  contentType: string;
  extension: string;
}

const CONTENT_TYPE: Record<ScreenplayFormat, string> = {
  fountain: 'text/plain; charset=utf-8',
  fdx: 'application/xml; charset=utf-8',
  pdf: 'application/pdf',
};

/** A script written out as a file in one of the three formats the importer reads. */
export async function writeScreenplay(script: ParsedScript, format: ScreenplayFormat, options: PdfWriteOptions = {}): Promise<WrittenScreenplay> {
  const bytes = format === 'pdf' ? await writePdf(script, options) : new TextEncoder().encode(format === 'fdx' ? writeFdx(script) : writeFountain(script));
  return { bytes, contentType: CONTENT_TYPE[format], extension: format };
}

export interface ScreenplayLine {
  character: string;
  text: string;
  parenthetical?: string;
}

export interface ScreenplayScene {
  heading: string;
  sceneNumber?: string;
  /** What the scene shows, written as its action. */
  description?: string;
  lines: ScreenplayLine[];
}

/**
 * A speaker's cue: the name in capitals, unless it is written in capitals already with the
 * lower-case letters a name keeps in a cue (McGILLIVRAY, DeMARCO): then as written.
 */
const cueOf = (name: string) => (/\p{Lu}{2}/u.test(name) ? name.trim() : name.trim().toUpperCase());

/** A script rebuilt from scenes and their lines: heading, action, then each line under its speaker's cue. */
export function scriptFromScenes(title: string | null, scenes: ScreenplayScene[]): ParsedScript {
  const elements: ScriptElement[] = [];
  for (const scene of scenes) {
    elements.push({ type: 'heading', text: scene.heading.trim(), ...(scene.sceneNumber ? { sceneNumber: scene.sceneNumber } : {}) });
    const description = scene.description?.replace(/\s+/g, ' ').trim();
    if (description) elements.push({ type: 'action', text: description });
    for (const line of scene.lines) {
      const text = line.text.replace(/\s+/g, ' ').trim();
      if (!text || !line.character.trim()) continue;
      elements.push({ type: 'character', text: cueOf(line.character) });
      const parenthetical = line.parenthetical?.replace(/^\s*\(|\)\s*$/g, '').replace(/\s+/g, ' ').trim();
      if (parenthetical) elements.push({ type: 'parenthetical', text: parenthetical });
      elements.push({ type: 'dialogue', text });
    }
  }
  return { titlePage: title?.trim() ? { title: title.trim() } : {}, elements };
}
