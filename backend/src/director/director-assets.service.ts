import { ConflictException, Injectable } from '@nestjs/common';
import { type ProjectBlueprintInput, projectBlueprintSchema } from '@studio/contracts/blueprints';
import type { AssetOutcome, AssetRequest, GenerationResult } from '@studio/contracts/director';
import type { Job, JobTargetType, JobType } from '@studio/contracts/jobs';
import type { MusicStyle } from '@studio/contracts/music';
import type { ProjectOverview } from '@studio/contracts/overview';
import type { Project } from '@studio/contracts/projects';
import type { Scene } from '@studio/contracts/scenes';
import { ZodError } from 'zod';
import { type AppliedBlueprint, type AppliedRow, type ApplyOptions, BlueprintsService } from '../blueprints';
import { JobsService } from '../jobs';
import { ProjectOverviewService } from '../overview';
import { sceneNamed } from '../scenes';
import type { ProjectContents } from './director-plan';
import { fitDescription, isNight } from './project-plan';
import { setForLocation } from './set-type-for-location';

/** A row found by name or made now, with the job making its media (if any). */
export interface Made {
  row: { id: number };
  created: boolean;
  job: Job | null;
}

export const reasonOf = (error: unknown): string =>
  error instanceof ZodError ? error.issues.map((issue) => issue.message).join('; ') : error instanceof Error ? error.message : String(error);

const assetName = (item: AssetRequest): string => {
  switch (item.type) {
    case 'voice':
      return `${item.character}: ${item.text}`;
    case 'score':
      return item.scene;
    default:
      return item.name;
  }
};

/** A new track's feeling follows its scene: mysterious at night, upbeat otherwise. */
export const trackFor = (name: string, sceneText: string, style?: MusicStyle) => {
  const night = isNight(sceneText);
  return { name, style: style ?? (night ? 'ambient' : 'cinematic'), mood: night ? 'mysterious' : 'upbeat' } as const;
};

/** A new set, its type and kind read from its name and the prompt. */
export const setFor = (name: string, prompt: string) => ({ name, ...setForLocation(name, null, [prompt]), description: fitDescription(prompt) });

/**
 * The director's hands: writes what a request names as a blueprint merged by name into the project
 * (the blueprint service finds what the project has and makes the rest), then (re)queues the jobs
 * that make their media. Reads come from the project's overview.
 */
@Injectable()
export class DirectorAssetsService {
  constructor(
    private readonly overviews: ProjectOverviewService,
    private readonly blueprints: BlueprintsService,
    private readonly jobs: JobsService,
  ) {}

  /** By id, else by name; 404 for neither (the schemas require one of the two). */
  async project(ref: { projectId?: number; projectName?: string }): Promise<Project> {
    return (await this.overviews.find(ref)).project;
  }

  overview(projectId: number): Promise<ProjectOverview> {
    return this.overviews.get(projectId);
  }

  /** The overview of the project holding the scene; 404 for an unknown scene. */
  overviewOfScene(sceneId: number): Promise<ProjectOverview> {
    return this.overviews.ofScene(sceneId);
  }

  /** What the project holds that a director call by names could touch (director-plan.ts). */
  async contents(project: Project): Promise<ProjectContents> {
    const { characters, sets, music, scenes, voiceLines } = await this.overviews.get(project.id);
    return {
      projectId: project.id,
      projectName: project.name,
      characters,
      sets,
      tracks: music,
      scenes: scenes.map((scene) => ({ ...scene, characterIds: scene.characters.map((character) => character.id) })),
      lines: voiceLines,
    };
  }

  /**
   * The blueprint merged into the project (its name is the project's own: nothing about the
   * project changes), with the revisions asked of what it already has, in one transaction.
   */
  apply(project: Project, content: Omit<ProjectBlueprintInput, 'project'>, options: Omit<ApplyOptions, 'intoProjectId'> = {}): Promise<AppliedBlueprint> {
    return this.blueprints.apply(projectBlueprintSchema.parse({ project: { name: project.name }, ...content }), new Map(), { intoProjectId: project.id, ...options });
  }

  /** Each item on its own: one that fails says why, and the others still go. */
  async generate(project: Project, items: readonly AssetRequest[]): Promise<GenerationResult> {
    const outcomes: AssetOutcome[] = [];
    for (const item of items) {
      const name = assetName(item);
      try {
        const made = await this.generateOne(project, item);
        outcomes.push({ type: item.type, name, id: made.row.id, jobId: made.job?.id ?? null, created: made.created, error: null });
      } catch (error) {
        outcomes.push({ type: item.type, name, id: null, jobId: null, created: false, error: reasonOf(error) });
      }
    }
    const failed = outcomes.filter((outcome) => outcome.error !== null).length;
    const queued = outcomes.length - failed;
    return {
      success: failed === 0,
      projectId: project.id,
      message:
        failed === 0
          ? `${queued} asset${queued === 1 ? '' : 's'} queued for generation.`
          : `${queued} of ${outcomes.length} assets queued for generation; ${failed} failed.`,
      items: outcomes,
    };
  }

  /** Found (its media made again) or created (its media queued by the blueprint service). */
  private async generateOne(project: Project, item: AssetRequest): Promise<Made> {
    switch (item.type) {
      case 'character': {
        const [made] = (await this.apply(project, { characters: [{ name: item.name }] })).characters;
        const target = { type: 'character', id: made.row.id } as const;
        return { ...made, job: await this.modelJob('character.model', target, made.created) };
      }
      case 'set': {
        const [made] = (await this.apply(project, { sets: [setFor(item.name, item.prompt ?? '')] })).sets;
        const target = { type: 'set', id: made.row.id } as const;
        return { ...made, job: await this.modelJob('set.model', target, made.created) };
      }
      case 'score': {
        const overview = await this.overviews.get(project.id);
        return this.scoreFor(project, overview, sceneNamed(overview.scenes, item.scene, project.id), item.style ?? undefined);
      }
      case 'voice': {
        const scene = item.scene ? sceneNamed((await this.overviews.get(project.id)).scenes, item.scene, project.id) : null;
        // The item is the line (the blueprint keeps a line's fields: speaker, words, direction); a
        // line the project has takes the direction asked for, and what is not asked for stays.
        const applied = await this.apply(
          project,
          { characters: [{ name: item.character }], ...(scene ? { scenes: [{ name: scene.name, voiceLines: [item] }] } : { voiceLines: [item] }) },
          { revise: { lineDirection: true } },
        );
        return this.lineJob(applied.voiceLines[0], { regenerate: true });
      }
    }
  }

  /**
   * The scene's score composed again (in `style` when given), or a new '<scene> Score' made for a
   * scene without one.
   */
  private async scoreFor(project: Project, overview: ProjectOverview, scene: Scene, style: MusicStyle | undefined): Promise<Made> {
    const track = overview.music.find((candidate) => candidate.id === scene.musicId);
    if (track) {
      if (style && track.style !== style) await this.apply(project, { music: [{ name: track.name }] }, { revise: { trackStyles: [{ name: track.name, style }] } });
      return { row: track, created: false, job: await this.jobs.queueFor('music.compose', track.id) };
    }
    const name = `${scene.name} Score`;
    const applied = await this.apply(project, {
      music: [{ ...trackFor(name, `${scene.name} ${scene.description ?? ''}`, style), description: `Score for ${scene.name}.` }],
      scenes: [{ name: scene.name, music: name }],
    });
    const [made] = applied.music;
    return { ...made, job: await this.jobs.activeJob('music.compose', { type: 'music', id: made.row.id }) };
  }

  /**
   * The job of a line the blueprint found or made: a found one is spoken again when asked, or when
   * it failed; otherwise the job under way (a new line's, or one whose words or feeling changed).
   */
  async lineJob(made: AppliedRow<{ id: number; status: string }>, { regenerate }: { regenerate: boolean }): Promise<Made> {
    const respeak = !made.created && (regenerate || made.row.status === 'failed');
    return {
      ...made,
      job: respeak
        ? await this.jobs.queueFor('voice-line.synthesize', made.row.id)
        : await this.jobs.activeJob('voice-line.synthesize', { type: 'voice-line', id: made.row.id }),
    };
  }

  /**
   * A new row's model job (queued by the blueprint service, or now when the engine did not), or a
   * found row's model made again, queued by kind; the job already under way when there is one (the
   * model jobs refuse a second with 409).
   */
  private async modelJob(type: JobType, target: { type: JobTargetType; id: number }, created: boolean): Promise<Job> {
    if (created) {
      const active = await this.jobs.activeJob(type, target);
      if (active) return active;
    }
    try {
      return await this.jobs.queueFor(type, target.id);
    } catch (error) {
      if (!(error instanceof ConflictException)) throw error;
      const active = await this.jobs.activeJob(type, target);
      if (!active) throw error;
      return active;
    }
  }
}
