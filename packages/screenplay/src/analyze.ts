import { analyzeParsed, type AnalysisOptions, type ScreenplayAnalysis, type ScreenplayFormat } from './analysis';
import type { ParsedScript } from './elements';
import { FdxError, parseFdx } from './fdx';
import { parseFountain } from './fountain';
import { parsePdf, PdfError } from './pdf';

export type ScreenplaySource = { bytes: Uint8Array; fileName?: string } | { text: string };

export type ScreenplayOutcome =
  | { ok: true; analysis: ScreenplayAnalysis }
  /** `unreadable`: not a format this reads, or a broken file; otherwise it was read and holds no screenplay. */
  | { ok: false; unreadable: boolean; reason: string };

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** What the bytes are, whatever the file is called: a PDF or FDX by their start, text when no NUL byte. */
export function sniffFormat(bytes: Uint8Array): ScreenplayFormat | 'binary' {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (bytes.subarray(0, 8192).includes(0)) return 'binary';
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<FinalDraft[\s>]/.test(head)) return 'fdx';
  return 'fountain';
}

/** UTF-8, or Windows-1252 for older text files that are not valid UTF-8. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

async function parse(source: ScreenplaySource): Promise<{ format: ScreenplayFormat; parsed: ParsedScript }> {
  if ('text' in source) return { format: 'fountain', parsed: parseFountain(source.text) };
  const format = sniffFormat(source.bytes);
  if (format === 'binary') throw new UnreadableError('it is not a Fountain, plain text, Final Draft or PDF file');
  if (format === 'pdf') return { format, parsed: await parsePdf(source.bytes) };
  const text = decodeText(source.bytes);
  return { format, parsed: format === 'fdx' ? parseFdx(text) : parseFountain(text) };
}

class UnreadableError extends Error {}

export type ReadOutcome = { ok: true; format: ScreenplayFormat; parsed: ParsedScript } | { ok: false; reason: string };

/** The script's elements as its format gives them (to write it out again), or why it cannot be read. Never throws. */
export async function readScreenplay(source: ScreenplaySource): Promise<ReadOutcome> {
  try {
    return { ok: true, ...(await parse(source)) };
  } catch (error) {
    return { ok: false, reason: unreadableReason(error) };
  }
}

const unreadableReason = (error: unknown) =>
  error instanceof UnreadableError || error instanceof FdxError || error instanceof PdfError ? error.message : `it could not be read (${String(error)})`;

/**
 * Reads a screenplay in any of the formats writers hand over and analyses it. Never throws: a file
 * that cannot be read, or holds no screenplay, gives the reason instead.
 */
export async function analyzeScreenplay(source: ScreenplaySource, options: AnalysisOptions = { directorMemory: true }): Promise<ScreenplayOutcome> {
  const read = await readScreenplay(source);
  if (!read.ok) return { ok: false, unreadable: true, reason: read.reason };
  const result = analyzeParsed(read.parsed, read.format, options);
  return result.ok ? result : { ok: false, unreadable: false, reason: result.reason };
}
