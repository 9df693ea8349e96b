export { EngineSelectionModule } from './engine-selection.module';
export { MUSIC_ENGINE, usableKey, VOICE_ENGINE, type SelectedMusicEngine, type SelectedVoiceEngine } from './selected-engines';
