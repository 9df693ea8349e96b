export { EngineSelectionModule } from './engine-selection.module';
export { MUSIC_ENGINE, usableKey, VOICE_ENGINE, type SelectedMusicEngine, type SelectedVoiceEngine } from './selected-engines';
export { LOCAL_MODEL_ENGINE, ModelEngines, type ModelEngineName, type SelectedModelEngine } from './model-engines';
