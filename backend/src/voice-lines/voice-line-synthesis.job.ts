import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { VoiceProfile } from '@studio/contracts/characters';
import type { Job, JobState } from '@studio/contracts/jobs';
import { Repository } from 'typeorm';
import { CharactersService } from '../characters/characters.service';
import { type SelectedVoiceEngine, VOICE_ENGINE } from '../engine-selection/selected-engines';
import { CharacterEntity } from '../characters/character.entity';
import { voiceProfileOf } from '../characters/character.mapper';
import { sameVoiceProfile } from '../engines/voice/voice-profile';
import { JobsService } from '../jobs/jobs.service';
import { MediaStorage } from '../media/media-storage.service';
import { ProjectsService } from '../projects/projects.service';
import { VoiceLineNotFoundError } from './voice-line.errors';
import { VoiceLineEntity } from './voice-line.entity';

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

const LINE_STATUS: Record<JobState, string> = {
  queued: 'pending',
  running: 'in_progress',
  complete: 'complete',
  failed: 'failed',
};

/** The 'voice-line.synthesize' job: speaks a line in its speaker's voice and stores the WAV. */
@Injectable()
export class VoiceLineSynthesisJob implements OnModuleInit {
  constructor(
    @InjectRepository(VoiceLineEntity) private readonly lines: Repository<VoiceLineEntity>,
    @Inject(VOICE_ENGINE) private readonly engine: SelectedVoiceEngine,
    private readonly jobs: JobsService,
    private readonly media: MediaStorage,
    private readonly projects: ProjectsService,
    private readonly characters: CharactersService,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler<SynthesizeLinePayload, SynthesizedLine>('voice-line.synthesize', {
      run: async ({ payload, reportProgress }) => {
        const line = await this.lines.findOneBy({ id: payload.lineId });
        if (!line) throw new VoiceLineNotFoundError(payload.lineId);
        const speaker = await this.characters.requireCharacter(line.characterId);
        const voice = voiceProfileOf(speaker);
        reportProgress(0, 'synthesizing audio');
        const speech = await this.engine.synthesize({ text: line.text, voice }, (fraction) => reportProgress(fraction * 0.95));
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
        const url = await this.media.save('voice-lines', line.id, 'speech', speech.fileExtension, speech.audio);
        // Only a line still saying what was spoken takes the file; an edit queued a newer job.
        const { affected } = await this.lines.update(
          { id: line.id, text: line.text, characterId: line.characterId },
          { filePath: url },
        );
        if (!affected) {
          await this.media.removeOwnedFile('voice-lines', line.id, url);
          return outcome(null);
        }
        await this.media.removeOwnedFile('voice-lines', line.id, line.filePath);
        return outcome(url);
      },
      onStateChange: (job) => this.mirror(job),
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
    const speaker = await this.lines.manager.findOneBy(CharacterEntity, { id: characterId });
    return speaker !== null && sameVoiceProfile(voiceProfileOf(speaker), voice);
  }

  /** The line's status follows its job; a deleted line has nothing to follow. */
  private async mirror(job: Job): Promise<void> {
    const { affected } = await this.lines.update({ id: job.target.id }, { status: LINE_STATUS[job.state] });
    if (affected) await this.projects.touch(job.projectId, { entity: 'voice-line', id: job.target.id, change: 'updated' });
  }
}
