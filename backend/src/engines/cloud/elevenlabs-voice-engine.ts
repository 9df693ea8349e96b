import { isFemaleVoice, type VoiceProfile } from '@studio/contracts/characters';
import type { PerformanceEmotion } from '@studio/contracts/direction';
import type { EngineAvailability, GeneratedAudio, ProgressCallback, SynthesizeSpeechInput, VoiceEngine } from '../engine.types';
import { EngineError } from '../engine.errors';
import { encodeMonoInt16Wav } from '../audio/wav';
import { hashString } from '../seeded-random';
import { mp3DurationSeconds } from './mp3-duration';
import { type ApiKeySource, cloudFetch, DEFAULT_RETRY_POLICY, joinUrl, readBytes, resolveApiKey, type RetryPolicy } from './cloud-http';

const PROVIDER = 'ElevenLabs';
export const ELEVENLABS_BASE_URL = 'https://api.elevenlabs.io';
/** ElevenLabs' own limit for one request with its multilingual models. */
export const MAX_ELEVENLABS_CHARACTERS = 10_000;

/**
 * ElevenLabs premade voices (available on every account). A character's voice profile picks one
 * deterministically: its eSpeak variant says male or female (isFemaleVoice), then a hash of the whole profile (voice, pitch, rate) picks
 * within that list, so a character keeps its voice across lines and different profiles spread
 * over the list.
 */
export const ELEVENLABS_PREMADE_VOICES = {
  female: [
    { id: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel' },
    { id: 'AZnzlk1XvdvUeBnXmlld', name: 'Domi' },
    { id: 'EXAVITQu4vr4xnSDxMaL', name: 'Bella' },
    { id: 'MF3mGyEYCl7XYWbV9V6O', name: 'Elli' },
  ],
  male: [
    { id: 'ErXwobaYiN019PkySvjV', name: 'Antoni' },
    { id: 'TxGEqnHWrfWFTfGW9XjX', name: 'Josh' },
    { id: 'VR6AewLTigWG4xSOukaG', name: 'Arnold' },
    { id: 'pNInz6obpgDQGcFMJxyW', name: 'Adam' },
    { id: 'yoZ06aMxZJJ28mfd3POQ', name: 'Sam' },
  ],
} as const;

/** The ElevenLabs premade voice id for a character's voice profile (see ELEVENLABS_PREMADE_VOICES). */
export function elevenLabsVoiceFor(profile: VoiceProfile): { id: string; name: string } {
  const voices = isFemaleVoice(profile.voice) ? ELEVENLABS_PREMADE_VOICES.female : ELEVENLABS_PREMADE_VOICES.male;
  return voices[hashString(`${profile.voice}|${profile.pitch}|${profile.rate}`) % voices.length];
}

/** The profile's speaking rate (words per minute, 175 is eSpeak's normal) as ElevenLabs' speed, 0.7..1.2. */
export function elevenLabsSpeedFor(profile: VoiceProfile): number {
  return Math.round(Math.min(1.2, Math.max(0.7, profile.rate / 175)) * 100) / 100;
}

/**
 * ElevenLabs' voice_settings for how a line is said: a feeling lowers the stability (a livelier,
 * more varied read) and raises the style exaggeration, both as far as its intensity; neutral is
 * the provider's steady default. Anger, fear and surprise are the most animated, calm the least.
 */
export function elevenLabsDeliveryFor(spoken: SynthesizeSpeechInput['emotion']): { stability: number; style: number } {
  const animation: Record<PerformanceEmotion, number> = { neutral: 0, relaxed: 0.3, sad: 0.6, happy: 0.7, surprised: 0.9, afraid: 0.9, angry: 1 };
  const strength = spoken ? animation[spoken.emotion] * Math.min(1, Math.max(0, spoken.intensity)) : 0;
  const round = (value: number) => Math.round(value * 100) / 100;
  return { stability: round(0.5 - 0.3 * strength), style: round(0.6 * strength) };
}

const PCM_FORMAT = /^pcm_(\d+)$/;
const MP3_FORMAT = /^mp3_\d+_\d+$/;

/** 'pcm_<rate>' (raw 16-bit mono, wrapped into WAV here) or 'mp3_<rate>_<kbps>' (kept as MP3). */
export type ElevenLabsOutputFormat = `pcm_${number}` | `mp3_${number}_${number}`;

export interface ElevenLabsVoiceEngineOptions {
  apiKey: ApiKeySource;
  baseUrl?: string;
  modelId?: string;
  /** Default pcm_22050: WAV with an exact duration. MP3 durations come from its frame headers. */
  outputFormat?: ElevenLabsOutputFormat;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
}

/** Cloud speech from ElevenLabs text-to-speech, returned as 16-bit mono WAV (or MP3 when asked for). */
export class ElevenLabsVoiceEngine implements VoiceEngine {
  private readonly baseUrl: string;
  private readonly modelId: string;
  private readonly outputFormat: ElevenLabsOutputFormat;
  /** PCM sample rate; undefined for MP3. */
  private readonly sampleRate: number | undefined;
  private readonly timeoutMs: number;
  private readonly retry: RetryPolicy;

  constructor(private readonly options: ElevenLabsVoiceEngineOptions) {
    this.baseUrl = options.baseUrl ?? ELEVENLABS_BASE_URL;
    this.modelId = options.modelId ?? 'eleven_multilingual_v2';
    this.outputFormat = options.outputFormat ?? 'pcm_22050';
    const rate = PCM_FORMAT.exec(this.outputFormat);
    if (!rate && !MP3_FORMAT.test(this.outputFormat)) {
      throw new Error(`Unsupported ElevenLabs output format ${this.outputFormat}: use pcm_<rate> or mp3_<rate>_<kbps>`);
    }
    this.sampleRate = rate ? Number(rate[1]) : undefined;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  }

  async available(): Promise<EngineAvailability> {
    const key = await resolveApiKey(this.options.apiKey);
    return key
      ? { available: true, engine: PROVIDER, detail: `ElevenLabs text-to-speech (${this.modelId}), ${this.sampleRate ? '16-bit PCM WAV' : 'MP3'}` }
      : { available: false, engine: PROVIDER, detail: 'No ElevenLabs API key is configured' };
  }

  async synthesize(input: SynthesizeSpeechInput, onProgress?: ProgressCallback): Promise<GeneratedAudio> {
    const text = input.text.trim();
    if (text.length === 0) throw new EngineError(PROVIDER, 'reading the text', 'the text is empty');
    if (text.length > MAX_ELEVENLABS_CHARACTERS) {
      throw new EngineError(PROVIDER, 'reading the text', `the text is longer than ${MAX_ELEVENLABS_CHARACTERS} characters`);
    }
    const key = await resolveApiKey(this.options.apiKey);
    if (!key) throw new EngineError(PROVIDER, 'authenticating', 'no ElevenLabs API key is configured');
    onProgress?.(0);

    const stage = 'synthesizing speech';
    const voice = elevenLabsVoiceFor(input.voice);
    const url = new URL(joinUrl(this.baseUrl, `v1/text-to-speech/${voice.id}`));
    url.searchParams.set('output_format', this.outputFormat);
    const response = await cloudFetch(
      { provider: PROVIDER, timeoutMs: this.timeoutMs, retry: this.retry, secrets: [key] },
      {
        stage,
        url: url.toString(),
        headers: { 'xi-api-key': key, Accept: this.sampleRate ? 'audio/pcm' : 'audio/mpeg' },
        json: {
          text,
          model_id: this.modelId,
          voice_settings: { ...elevenLabsDeliveryFor(input.emotion), similarity_boost: 0.75, speed: elevenLabsSpeedFor(input.voice) },
        },
      },
    );
    const body = await readBytes(PROVIDER, stage, response);
    if (body.length < 2) throw new EngineError(PROVIDER, stage, 'ElevenLabs returned no audio');
    const audio = this.sampleRate ? this.wrapPcm(body, this.sampleRate) : this.checkMp3(body, stage);
    onProgress?.(1);
    return audio;
  }

  private wrapPcm(pcm: Buffer, sampleRate: number): GeneratedAudio {
    // Raw little-endian 16-bit mono samples; copy into an aligned Int16Array (drop a stray odd byte).
    const samples = new Int16Array(Math.floor(pcm.length / 2));
    pcm.copy(Buffer.from(samples.buffer), 0, 0, samples.byteLength);
    const audio = encodeMonoInt16Wav(samples, sampleRate);
    return { audio, mimeType: 'audio/wav', fileExtension: 'wav', durationSeconds: samples.length / sampleRate };
  }

  private checkMp3(mp3: Buffer, stage: string): GeneratedAudio {
    const durationSeconds = mp3DurationSeconds(mp3);
    if (durationSeconds === undefined) throw new EngineError(PROVIDER, stage, 'ElevenLabs returned audio that is not MP3');
    return { audio: mp3, mimeType: 'audio/mpeg', fileExtension: 'mp3', durationSeconds };
  }
}
