export type { VoiceLineEntity } from './voice-line.entity';
export * from './voice-line.errors';
export { changesSpeech, type LineDirection, newDirectionColumns, phonemesOf, toDirectionColumns, toVoiceLine } from './voice-line.mapper';
export { VoiceLineSynthesisJob, type SynthesizedLine, type SynthesizeLinePayload } from './voice-line-synthesis.job';
export { VoiceLinesModule } from './voice-lines.module';
export { VoiceLinesRepository, type LineAudioChanges, type NewVoiceLine } from './voice-lines.repository';
export { VoiceLinesService, type CreateVoiceLineInput, type UpdateVoiceLineInput } from './voice-lines.service';
