import { LocalMusicEngine } from '../engines/music/local-music-engine';
import type { MusicEngine } from '../engines/engine.types';

/** The engine that composes tracks; a provider so tests can put a failing one in its place. */
export const MUSIC_ENGINE = Symbol('MUSIC_ENGINE');

export const musicEngineProvider = { provide: MUSIC_ENGINE, useFactory: (): MusicEngine => new LocalMusicEngine() };
