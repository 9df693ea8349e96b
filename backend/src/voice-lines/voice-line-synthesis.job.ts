import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { VoiceProfile } from '@studio/contracts/characters';
import type { Job } from '@studio/contracts/jobs';
import { performanceFor } from '@studio/scene-timeline/performance/inference';
import { CharactersRepository, CharactersService, voiceProfileOf } from '../characters';
import { type SelectedVoiceEngine, VOICE_ENGINE } from '../engine-selection';
import { sameVoiceProfile } from '../engines';
import { JobsService, TARGET_STATUS } from '../jobs';
import { MediaStorage } from '../media';
import { VoiceLineNotFoundError } from './voice-line.errors';
import type { VoiceLineEntity } from './voice-line.entity';
import { VoiceLinesRepository } from './voice-lines.repository';

export interface SynthesizeLinePayload {
  lineId: number;
}

export interface SynthesizedLine {
  /** Null when the line changed or went away while it was spoken (a newer job speaks it). */
  filePath: string | null;
  durationSeconds: number;
  /** The engine that spoke it, e.g. 'ElevenLabs'. */
  engine: string;
  /** Why the local voice spoke it when the cloud one failed. */
  fallback?: string;
}

/** The name prefix of the audio files synthesis writes, which only it writes. */
const SPEECH_PREFIX = 'speech';

/** The 'voice-line.synthesize' job: speaks a line in its speaker's voice and stores the WAV. */
@Injectable()
export class VoiceLineSynthesisJob implements OnModuleInit {
  constructor(
    private readonly lines: VoiceLinesRepository,
    @Inject(VOICE_ENGINE) private readonly engine: SelectedVoiceEngine,
    private readonly jobs: JobsService,
    private readonly media: MediaStorage,
    private readonly characters: CharactersService,
    private readonly characterRows: CharactersRepository,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler<SynthesizeLinePayload, SynthesizedLine>('voice-line.synthesize', {
      run: async ({ payload, reportProgress }) => {
        // Files an earlier run of this job wrote before it was cut off are older than this run.
        const started = new Date();
        const line = await this.lines.requireById(payload.lineId, VoiceLineNotFoundError);
        const speaker = await this.characters.requireCharacter(line.characterId);
        const voice = voiceProfileOf(speaker);
        // Said with the feeling it is acted with: its direction's, else read from its words.
        const { emotion, intensity } = performanceFor(line);
        reportProgress(0, 'synthesizing audio');
        const speech = await this.engine.synthesize({ text: line.text, voice, emotion: { emotion, intensity } }, (fraction) => reportProgress(fraction * 0.95));
        reportProgress(0.95, 'saving audio');
        if (speech.fallback) reportProgress(0.95, `spoken locally: ${speech.fallback}`);
        const outcome = (filePath: string | null): SynthesizedLine => ({
          filePath,
          durationSeconds: speech.durationSeconds,
          engine: speech.engine,
          ...(speech.fallback ? { fallback: speech.fallback } : {}),
        });
        // The speaker's voice changed meanwhile: that change queued a newer job, which speaks it.
        if (!(await this.stillSpeaksWith(line.characterId, voice))) return outcome(null);
        const url = await this.media.save('voice-lines', line.id, SPEECH_PREFIX, speech.fileExtension, speech.audio);
        // Only a line still saying what was spoken takes the file; an edit queued a newer job.
        const phonemes = speech.phonemes ? JSON.stringify(speech.phonemes) : null;
        if (!(await this.lines.updateIfUnchanged(line, { filePath: url, phonemes }))) {
          await this.media.removeOwnedFile('voice-lines', line.id, url);
          return outcome(null);
        }
        await this.media.removeOwnedFile('voice-lines', line.id, line.filePath);
        await this.media.removeStrays('voice-lines', line.id, SPEECH_PREFIX, url, started);
        return outcome(url);
      },
      onStateChange: (job) => this.mirror(job),
      // Spoken again (the current file stays until the new one replaces it); a synthesis under way is the answer.
      queueFor: async (lineId) => {
        const line = await this.lines.requireById(lineId, VoiceLineNotFoundError);
        const active = await this.jobs.activeJob('voice-line.synthesize', { type: 'voice-line', id: lineId });
        return active ?? this.enqueue(line, (await this.characters.requireCharacter(line.characterId)).projectId);
      },
    });
  }

  /** Many new lines of one project at once (a blueprint's). */
  enqueueAll(lines: readonly VoiceLineEntity[], projectId: number): Promise<void> {
    return this.jobs.enqueueMany<SynthesizeLinePayload>(
      'voice-line.synthesize',
      lines.map((line) => ({ target: { type: 'voice-line', id: line.id, projectId }, payload: { lineId: line.id } })),
    );
  }

  enqueue(line: VoiceLineEntity, projectId: number): Promise<Job> {
    return this.jobs.enqueue<SynthesizeLinePayload>(
      'voice-line.synthesize',
      { type: 'voice-line', id: line.id, projectId },
      { lineId: line.id },
    );
  }

  private async stillSpeaksWith(characterId: number, voice: VoiceProfile): Promise<boolean> {
    const speaker = await this.characterRows.findById(characterId);
    return speaker !== null && sameVoiceProfile(voiceProfileOf(speaker), voice);
  }

  /**
   * The line's status follows its job; a deleted line has nothing to follow. A job that failed
   * after being cut off may have saved audio no row points at: removed unless a newer job for the
   * line is under way (its file may not be pointed at yet).
   */
  private async mirror(job: Job): Promise<void> {
    await this.lines.update(job.target.id, { status: TARGET_STATUS[job.state] });
    if (job.state !== 'failed' || (await this.jobs.activeJob('voice-line.synthesize', job.target))) return;
    const line = await this.lines.findById(job.target.id);
    if (line) await this.media.removeStrays('voice-lines', line.id, SPEECH_PREFIX, line.filePath, new Date(job.finishedAt ?? Date.now()));
  }
}
