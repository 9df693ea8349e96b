import { Injectable, type OnModuleInit } from '@nestjs/common';
import { projectBlueprintSchema } from '@studio/contracts/blueprints';
import type { AutoGenerateResult } from '@studio/contracts/director';
import { type AppliedRow, BlueprintsService } from '../blueprints';
import { JobsService } from '../jobs';
import { ProjectOverviewService } from '../overview';
import { ScriptsService } from '../scripts';
import { reasonOf } from './director-assets.service';
import { planProject } from './project-plan';

export interface AutoGeneratePayload {
  projectId: number;
  scriptId: number;
}

type AssetType = AutoGenerateResult['generatedAssets'][number]['type'];

/**
 * The 'project.auto-generate' job ('Generate All Assets'): turns a stored script's analysis into a
 * blueprint of the project's characters, sets, music, scenes and voice lines and applies it, merged
 * by name into what the project holds (a second run, or work done by hand, is kept and nothing is
 * made twice): all of it in one transaction, or nothing. The blueprint service queues the media of
 * what is new.
 */
@Injectable()
export class AutoGenerateJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly scripts: ScriptsService,
    private readonly overviews: ProjectOverviewService,
    private readonly blueprints: BlueprintsService,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler<AutoGeneratePayload, AutoGenerateResult>('project.auto-generate', {
      run: ({ payload, reportProgress }) => this.generate(payload, reportProgress),
    });
  }

  private async generate(
    { projectId, scriptId }: AutoGeneratePayload,
    reportProgress: (fraction: number, stage?: string) => void,
  ): Promise<AutoGenerateResult> {
    const script = await this.scripts.getData(scriptId);
    reportProgress(0, `reading ${script.title ?? script.storedName}`);
    const plan = planProject(script.analysis);
    const { project } = await this.overviews.get(projectId);
    const blueprint = projectBlueprintSchema.safeParse({
      project: { name: project.name },
      characters: plan.characters,
      sets: plan.sets,
      music: plan.music,
      scenes: plan.scenes.map((scene) => ({
        name: scene.name,
        description: scene.description,
        set: scene.setName,
        music: scene.musicName,
        timeOfDay: scene.timeOfDay,
        weather: scene.weather,
        characters: scene.characters,
        voiceLines: scene.lines,
      })),
    });
    // Nothing is made of a screenplay the studio cannot hold whole (a name it refuses): the job fails saying why.
    if (!blueprint.success) throw new Error(`the screenplay cannot be made into the project: ${reasonOf(blueprint.error)}`);
    reportProgress(0.1, 'creating the project from the screenplay');
    const applied = await this.blueprints.apply(blueprint.data, new Map(), { intoProjectId: projectId });
    const assets = (type: AssetType, rows: ReadonlyArray<AppliedRow<{ id: number; name: string }>>) => rows.map(({ row }) => ({ type, name: row.name, id: row.id }));
    const generatedAssets = [
      ...assets('character', applied.characters),
      ...assets('set', applied.sets),
      ...assets('score', applied.music),
      ...assets('scene', applied.scenes),
    ];
    const made = (rows: ReadonlyArray<AppliedRow<unknown>>) => rows.filter((entry) => entry.created).length;
    reportProgress(
      1,
      `created ${made(applied.characters)} characters, ${made(applied.sets)} sets, ${made(applied.music)} music tracks, ${made(applied.scenes)} scenes and ${made(applied.voiceLines)} voice lines`,
    );
    return { success: true, message: `Generated ${generatedAssets.length} assets; their media is being generated.`, generatedAssets, failedAssets: [] };
  }
}
