import { Worker } from 'node:worker_threads';
import { voiceProfileSchema } from '@studio/contracts/characters';
import type { PhonemeTiming } from '@studio/contracts/timeline';
import type { EngineAvailability, GeneratedAudio, ProgressCallback, SynthesizeSpeechInput, VoiceEngine } from '../engine.types';
import { EngineError } from '../engine.errors';
import { encodeMonoInt16Wav } from '../audio/wav';
import { type Prosody, prosodyFor } from './emotion-prosody';
import { ESPEAK_WORKER_SOURCE } from './espeak-worker.source';

const ENGINE_NAME = 'espeak-ng (WASM)';
const ESPEAK_PACKAGE = '@echogarden/espeak-ng-emscripten';
/** Longest line we synthesize in one go; a screenplay line is far shorter. */
export const MAX_SPEECH_CHARACTERS = 5000;

type WorkerReply =
  | { id: number; type: 'progress'; fraction: number }
  | { id: number; type: 'done'; samples: Int16Array; sampleRate: number; phonemes: PhonemeTiming[] }
  | { id: number; type: 'error'; message: string }
  | { type: 'fatal'; message: string };

interface Synthesized {
  samples: Int16Array;
  sampleRate: number;
  phonemes: PhonemeTiming[];
}

interface PendingSynthesis {
  resolve(result: Synthesized): void;
  reject(error: Error): void;
  onProgress?: ProgressCallback;
}

/**
 * eSpeak's phoneme events in time order within the audio (a pause is the phoneme ''): the same
 * phoneme at the same time twice (a clause boundary repeats one) counts once.
 */
export function spokenPhonemes(events: readonly PhonemeTiming[], durationSeconds: number): PhonemeTiming[] {
  const spoken: PhonemeTiming[] = [];
  for (const event of [...events].sort((a, b) => a.start - b.start)) {
    const last = spoken.at(-1);
    if (event.start >= durationSeconds) continue;
    if (last && last.start === event.start && last.phoneme === event.phoneme) continue;
    spoken.push({ start: Math.round(event.start * 1000) / 1000, phoneme: event.phoneme });
  }
  return spoken;
}

/**
 * Offline text-to-speech with eSpeak-NG compiled to WebAssembly (voice data ships inside the npm
 * package; nothing is downloaded). One worker thread keeps the engine loaded between lines and
 * keeps synthesis off the server's event loop; it holds the process open only while lines are
 * pending.
 */
export class EspeakVoiceEngine implements VoiceEngine {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, PendingSynthesis>();

  async available(): Promise<EngineAvailability> {
    try {
      require.resolve(ESPEAK_PACKAGE);
      return { available: true, engine: ENGINE_NAME, detail: 'Offline speech, 16-bit PCM WAV' };
    } catch {
      return { available: false, engine: ENGINE_NAME, detail: `${ESPEAK_PACKAGE} is not installed` };
    }
  }

  async synthesize(input: SynthesizeSpeechInput, onProgress?: ProgressCallback): Promise<GeneratedAudio> {
    const text = input.text.trim();
    if (text.length === 0) throw new EngineError(ENGINE_NAME, 'reading the text', 'the text is empty');
    if (text.length > MAX_SPEECH_CHARACTERS) {
      throw new EngineError(ENGINE_NAME, 'reading the text', `the text is longer than ${MAX_SPEECH_CHARACTERS} characters`);
    }
    const profile = voiceProfileSchema.safeParse(input.voice);
    if (!profile.success) {
      throw new EngineError(ENGINE_NAME, 'choosing the voice', profile.error.issues.map((issue) => issue.message).join(' '));
    }
    onProgress?.(0);
    const { samples, sampleRate, phonemes } = await this.request(text, profile.data.voice, prosodyFor(profile.data, input.emotion), onProgress);
    if (samples.length === 0) throw new EngineError(ENGINE_NAME, 'synthesizing speech', 'no audio was produced');
    const audio = encodeMonoInt16Wav(samples, sampleRate);
    onProgress?.(1);
    const durationSeconds = samples.length / sampleRate;
    return { audio, mimeType: 'audio/wav', fileExtension: 'wav', durationSeconds, phonemes: spokenPhonemes(phonemes, durationSeconds) };
  }

  /** Stops the worker; the next synthesis starts a new one. */
  async dispose(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new EngineError(ENGINE_NAME, 'synthesizing speech', 'the engine was shut down'));
    await worker?.terminate();
  }

  private request(text: string, voice: string, prosody: Prosody, onProgress?: ProgressCallback): Promise<Synthesized> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
      worker.ref();
      worker.postMessage({ id, text, voice, ...prosody });
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(ESPEAK_WORKER_SOURCE, {
      eval: true,
      workerData: { modulePath: require.resolve(ESPEAK_PACKAGE) },
    });
    worker.unref();
    worker.on('message', (reply: WorkerReply) => this.handleReply(reply));
    worker.on('error', (error) => this.handleWorkerFailure(worker, error.message));
    worker.on('exit', (code) => this.handleWorkerFailure(worker, `the speech worker exited with code ${code}`));
    this.worker = worker;
    return worker;
  }

  private handleReply(reply: WorkerReply): void {
    if (reply.type === 'fatal') {
      this.handleWorkerFailure(this.worker, `eSpeak-NG did not load: ${reply.message}`);
      return;
    }
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    if (reply.type === 'progress') {
      // The last few percent are the WAV encoding, reported by synthesize().
      pending.onProgress?.(reply.fraction * 0.95);
      return;
    }
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker?.unref();
    if (reply.type === 'done') pending.resolve({ samples: reply.samples, sampleRate: reply.sampleRate, phonemes: reply.phonemes });
    else pending.reject(new EngineError(ENGINE_NAME, 'synthesizing speech', reply.message));
  }

  private handleWorkerFailure(worker: Worker | undefined, message: string): void {
    if (!worker || worker !== this.worker) return;
    this.worker = undefined;
    void worker.terminate();
    this.failAll(new EngineError(ENGINE_NAME, 'synthesizing speech', message));
  }

  private failAll(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
