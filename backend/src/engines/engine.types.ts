import type { VoiceProfile } from '@studio/contracts/characters';
import type { PerformanceEmotion } from '@studio/contracts/direction';
import type { MusicStyle } from '@studio/contracts/music';
import type { OceanType, SetKind, SetType } from '@studio/contracts/sets';
import type { PhonemeTiming } from '@studio/contracts/timeline';

/** Called with the share of the work done so far, 0..1, measured by the engine itself. */
export type ProgressCallback = (fraction: number) => void;

export interface EngineAvailability {
  available: boolean;
  /** Which implementation answered, e.g. 'espeak-ng (WASM)'. */
  engine: string;
  /** Why it is unavailable, or what it will produce. */
  detail: string;
}


export interface GeneratedAudio {
  audio: Buffer;
  mimeType: string;
  /** File extension without the dot that matches mimeType ('wav', 'webm'). */
  fileExtension: string;
  durationSeconds: number;
  /** The phonemes spoken, in order, when the engine reports them (eSpeak does; cloud voices do not). */
  phonemes?: PhonemeTiming[];
}

export interface SynthesizeSpeechInput {
  text: string;
  /** eSpeak-NG voice ('en-us+m3'), base pitch 0..99 (50 is the voice's default), rate in words per minute. */
  voice: VoiceProfile;
  /** How the line is said (its feeling, 0..1 how strongly); absent: neutral. */
  emotion?: { emotion: PerformanceEmotion; intensity: number };
}

export interface VoiceEngine {
  available(): Promise<EngineAvailability>;
  synthesize(input: SynthesizeSpeechInput, onProgress?: ProgressCallback): Promise<GeneratedAudio>;
}

export interface ComposeMusicInput {
  style: MusicStyle;
  /** Free text such as 'tense', 'happy and upbeat'; unknown words leave the style's defaults. */
  mood?: string | null;
  /** What the scene needs, in words; engines that read text (OpenAI's planner) use it, the local one does not. */
  description?: string | null;
  /** Same seed, style, mood and duration give the same bytes. */
  seed: number;
  /** Clamped to 30..90. */
  durationSeconds: number;
}

export interface ComposedMusic extends GeneratedAudio {
  tempoBpm: number;
  key: string;
}

export interface MusicEngine {
  available(): Promise<EngineAvailability>;
  compose(input: ComposeMusicInput, onProgress?: ProgressCallback): Promise<ComposedMusic>;
}

export interface BuildCharacterInput {
  name: string;
  description?: string | null;
  traits?: readonly string[];
  isPirate: boolean;
}

export interface BuildSetInput {
  name: string;
  description?: string | null;
  type: SetType;
  /** Present for pirate sets: the set becomes a ship deck on an ocean of this kind. */
  oceanType?: OceanType | null;
  /** The kind of place to build; absent, it is read from the name and description within the type. */
  kind?: SetKind | null;
}

export interface GeneratedModel {
  glb: Buffer;
  mimeType: 'model/gltf-binary';
  nodeNames: string[];
  animationNames: string[];
}

export interface ModelEngine {
  available(): Promise<EngineAvailability>;
  buildCharacter(input: BuildCharacterInput, onProgress?: ProgressCallback): Promise<GeneratedModel>;
  buildSet(input: BuildSetInput, onProgress?: ProgressCallback): Promise<GeneratedModel>;
}
