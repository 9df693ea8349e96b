// The engines other modules build on: the local ones, the cloud ones and what they share.
export { decodeWav } from './audio/wav';
export { cloudFetch, joinUrl, type ApiKeySource } from './cloud/cloud-http';
export { ELEVENLABS_BASE_URL, ElevenLabsVoiceEngine } from './cloud/elevenlabs-voice-engine';
export { EngineChoice } from './cloud/engine-choice';
export { MESHY_BASE_URL, MeshyModelEngine } from './cloud/meshy-model-engine';
export { mp3DurationSeconds } from './cloud/mp3-duration';
export { OPENAI_BASE_URL } from './cloud/openai-chat';
export { OpenAiMusicEngine } from './cloud/openai-music-engine';
export { OpenAiScriptEnricher, type ScriptEnrichment } from './cloud/openai-script-enricher';
export { EngineError } from './engine.errors';
export type * from './engine.types';
export { LocalModelEngine } from './meshes/local-model-engine';
export { LocalMusicEngine } from './music/local-music-engine';
export { styleFromWords } from './music/style-from-words';
export { hashString } from './seeded-random';
export { EspeakVoiceEngine } from './voice/espeak-voice-engine';
export { sameVoiceProfile, voiceProfileFor } from './voice/voice-profile';
