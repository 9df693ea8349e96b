import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { ElevenLabsVoiceEngine, EngineChoice, EspeakVoiceEngine, LocalMusicEngine, type MusicEngine, OpenAiMusicEngine, type VoiceEngine } from '../engines';
import { ServiceKeys, SettingsModule } from '../settings';
import { localModelEngineProvider, ModelEngines } from './model-engines';
import { MUSIC_ENGINE, SelectedMusicEngine, SelectedVoiceEngine, usableKey, VOICE_ENGINE } from './selected-engines';

/**
 * The voice, music and 3D model engines: cloud ones while a key is stored (or in the
 * environment), local ones otherwise. Holds no jobs, so GET /api/status can ask it too.
 */
@Module({
  imports: [SettingsModule],
  providers: [
    {
      provide: VOICE_ENGINE,
      inject: [ServiceKeys, APP_CONFIG],
      useFactory: (keys: ServiceKeys, config: AppConfig) => {
        const local = new EspeakVoiceEngine();
        const apiKey = usableKey(keys, 'elevenlabs');
        const cloud = new ElevenLabsVoiceEngine({ apiKey, baseUrl: config.elevenlabs.baseUrl });
        return new SelectedVoiceEngine(new EngineChoice<VoiceEngine>({ apiKey, cloud, local }), local);
      },
    },
    {
      provide: MUSIC_ENGINE,
      inject: [ServiceKeys, APP_CONFIG],
      useFactory: (keys: ServiceKeys, config: AppConfig) => {
        // One synthesizer renders both: the local styles and OpenAI's plans.
        const local = new LocalMusicEngine();
        const apiKey = usableKey(keys, 'openai');
        const cloud = new OpenAiMusicEngine({ apiKey, baseUrl: config.openai.baseUrl, synth: local });
        return new SelectedMusicEngine(new EngineChoice<MusicEngine>({ apiKey, cloud, local }));
      },
    },
    localModelEngineProvider,
    ModelEngines,
  ],
  exports: [VOICE_ENGINE, MUSIC_ENGINE, ModelEngines],
})
export class EngineSelectionModule {}
