import type { ComposedMusic, ComposeMusicInput, EngineAvailability, MusicEngine, ProgressCallback } from '../engine.types';
import { EngineError } from '../engine.errors';
import { FfmpegAudioEncoder } from '../audio/ffmpeg-audio-encoder';
import { encodeWav } from '../audio/wav';
import { type CompositionOverrides, renderTrack } from './composer';

const ENGINE_NAME = 'local synthesizer';

export interface LocalMusicEngineOptions {
  /** 'auto' encodes Opus/WebM when ffmpeg with libopus is present and WAV otherwise. */
  encoding?: 'auto' | 'wav';
  ffmpegPath?: string;
}

/** Offline music: the pure-JS composer and synthesizer, encoded for the browser. */
export class LocalMusicEngine implements MusicEngine {
  private readonly encoder: FfmpegAudioEncoder;
  private readonly encoding: 'auto' | 'wav';

  constructor(options: LocalMusicEngineOptions = {}) {
    this.encoder = new FfmpegAudioEncoder(options.ffmpegPath);
    this.encoding = options.encoding ?? 'auto';
  }

  async available(): Promise<EngineAvailability> {
    const opus = await this.usesOpus();
    return {
      available: true,
      engine: ENGINE_NAME,
      detail: opus ? 'Stereo music, Opus in WebM (ffmpeg)' : 'Stereo music, 16-bit PCM WAV (ffmpeg with libopus not found)',
    };
  }

  compose(input: ComposeMusicInput, onProgress?: ProgressCallback): Promise<ComposedMusic> {
    return this.composeWith(input, {}, onProgress);
  }

  /** Composes with choices that override the style's and mood's (a plan from another engine). */
  async composeWith(input: ComposeMusicInput, overrides: CompositionOverrides, onProgress?: ProgressCallback): Promise<ComposedMusic> {
    const opus = await this.usesOpus();
    // Rendering is most of the work; encoding gets the last 10%.
    const renderShare = opus ? 0.9 : 0.98;
    let track;
    try {
      track = await renderTrack(input, (fraction) => onProgress?.(fraction * renderShare), overrides);
    } catch (error) {
      throw new EngineError(ENGINE_NAME, 'rendering the track', error instanceof Error ? error.message : String(error), { cause: error });
    }
    const wav = encodeWav({ sampleRate: track.sampleRate, channels: [track.left, track.right] });
    const base = { durationSeconds: track.durationSeconds, tempoBpm: track.tempoBpm, key: track.key };
    if (!opus) {
      onProgress?.(1);
      return { ...base, audio: wav, mimeType: 'audio/wav', fileExtension: 'wav' };
    }
    let audio: Buffer;
    try {
      audio = await this.encoder.wavToOpusWebm(wav);
    } catch (error) {
      throw new EngineError(ENGINE_NAME, 'encoding the track', error instanceof Error ? error.message : String(error), { cause: error });
    }
    onProgress?.(1);
    return { ...base, audio, mimeType: 'audio/webm', fileExtension: 'webm' };
  }

  private async usesOpus(): Promise<boolean> {
    return this.encoding === 'auto' && (await this.encoder.supportsOpus());
  }
}
