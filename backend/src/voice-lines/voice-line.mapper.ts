import type { VoiceLine } from '@studio/contracts/voice-lines';
import type { VoiceLineEntity } from './voice-line.entity';

export const toVoiceLine = (row: VoiceLineEntity): VoiceLine => ({
  id: row.id,
  sceneId: row.sceneId,
  characterId: row.characterId,
  text: row.text,
  status: row.status,
  filePath: row.filePath,
});
