import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RenderResolution } from '@studio/contracts/scenes';
import { sceneTimelineSchema, type SceneTimeline } from '@studio/contracts/timeline';
import type { FrameChunk } from './scene-render-pipeline';

/** What a render job decided, written for its chunk jobs (on any machine that shares DATA_DIR). */
export interface RenderPlan {
  timeline: SceneTimeline;
  resolution: RenderResolution;
  burnSubtitles: boolean;
  chunks: FrameChunk[];
}

const PLAN_FILE = 'plan.json';
/** Written when the render gives up: its chunks still drawing stop, those not started do nothing. */
const STOP_FILE = 'stopped';

/** One render job's working folder, the same on every attempt so a retry finds the chunks done. */
export const renderWorkDir = (dataDir: string, renderJobId: number) => join(dataDir, 'tmp', `render-${renderJobId}`);

/**
 * Opens the job's folder for this plan. A folder an interrupted attempt left with the same plan is
 * kept (its finished segments are reused; unfinished ones are dropped); any other is emptied.
 */
export async function openWorkDir(workDir: string, plan: RenderPlan): Promise<void> {
  const planJson = JSON.stringify(plan);
  const previous = await readFile(join(workDir, PLAN_FILE), 'utf8').catch(() => null);
  if (previous === planJson) {
    for (const name of await readdir(workDir)) {
      if (name === STOP_FILE || name.includes('.partial')) await rm(join(workDir, name), { force: true });
    }
    return;
  }
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  await writeFile(join(workDir, PLAN_FILE), planJson);
}

/** The plan of a render, for one of its chunks; fails when the render has gone (its folder removed). */
export async function readPlan(workDir: string): Promise<RenderPlan> {
  const plan = JSON.parse(await readFile(join(workDir, PLAN_FILE), 'utf8')) as RenderPlan;
  return { ...plan, timeline: sceneTimelineSchema.parse(plan.timeline) };
}

export const stopChunks = (workDir: string, reason: string) => writeFile(join(workDir, STOP_FILE), reason);

/** Why the render stopped, or null while it goes on (cheap: asked between frames). */
export function stopReason(workDir: string): string | null {
  const file = join(workDir, STOP_FILE);
  return existsSync(file) ? `the render stopped: ${readFileSync(file, 'utf8')}` : null;
}
