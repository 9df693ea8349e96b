import { phonemeTimingSchema, type PhonemeTiming } from '@studio/contracts/timeline';
import type { LineCamera } from '@studio/contracts/direction';
import type { VoiceLine } from '@studio/contracts/voice-lines';
import { z } from 'zod';
import type { VoiceLineEntity } from './voice-line.entity';

const storedPhonemesSchema = z.array(phonemeTimingSchema);

export const toVoiceLine = (row: VoiceLineEntity): VoiceLine => ({
  id: row.id,
  sceneId: row.sceneId,
  characterId: row.characterId,
  text: row.text,
  status: row.status,
  filePath: row.filePath,
  emotion: row.emotion,
  intensity: row.intensity,
  action: row.action,
  actionTarget: row.actionTarget,
  parenthetical: row.parenthetical,
  camera: row.cameraKind === null ? null : { kind: row.cameraKind, subjectId: row.cameraSubjectId },
  pauseBefore: row.pauseBefore,
});

type DirectionColumns = Pick<VoiceLineEntity, 'emotion' | 'intensity' | 'action' | 'actionTarget' | 'parenthetical' | 'cameraKind' | 'cameraSubjectId' | 'pauseBefore'>;

/** A line's direction as a client sends it (contracts voiceLineDirectionFields). */
export interface DirectionInput {
  emotion?: VoiceLine['emotion'];
  intensity?: number | null;
  action?: VoiceLine['action'];
  actionTarget?: string | null;
  parenthetical?: string | null;
  camera?: LineCamera | null;
  pauseBefore?: number | null;
}

/** The columns of the direction fields `input` sets (absent: left out; null: automatic). */
export function toDirectionColumns(input: DirectionInput): Partial<DirectionColumns> {
  const columns: Partial<DirectionColumns> = {};
  for (const key of ['emotion', 'intensity', 'action', 'actionTarget', 'parenthetical', 'pauseBefore'] as const) {
    if (input[key] !== undefined) Object.assign(columns, { [key]: input[key] });
  }
  if (input.camera !== undefined) Object.assign(columns, { cameraKind: input.camera?.kind ?? null, cameraSubjectId: input.camera?.subjectId ?? null });
  return columns;
}

/** The direction the director asks of a line: how it is said and acted, not its shot. */
export type LineDirection = Pick<DirectionInput, 'emotion' | 'intensity' | 'action' | 'actionTarget' | 'parenthetical' | 'pauseBefore'>;

/**
 * New words, a new voice or a new feeling: the line is spoken again (its current file stays until
 * the new one replaces it). Direction that only changes how it is acted or shot keeps its audio.
 */
export const changesSpeech = (row: VoiceLineEntity, changes: Partial<VoiceLineEntity>): boolean =>
  (['text', 'characterId', 'emotion', 'intensity'] as const).some((field) => changes[field] !== undefined && changes[field] !== row[field]);

/** Every direction column of a new line: what `input` sets, the rest automatic. */
export const newDirectionColumns = (input: DirectionInput): DirectionColumns => ({
  emotion: null,
  intensity: null,
  action: null,
  actionTarget: null,
  parenthetical: null,
  cameraKind: null,
  cameraSubjectId: null,
  pauseBefore: null,
  ...toDirectionColumns(input),
});

/** The phonemes stored with a line's audio; null when it has none or they cannot be read (the mouth then follows loudness). */
export function phonemesOf(row: Pick<VoiceLineEntity, 'phonemes'>): PhonemeTiming[] | null {
  if (row.phonemes === null) return null;
  try {
    const parsed = storedPhonemesSchema.safeParse(JSON.parse(row.phonemes));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
