import { NodeIO } from '@gltf-transform/core';
import { z } from 'zod';
import { SET_KIND_INFO } from '@studio/contracts/sets';
import type { BuildCharacterInput, BuildSetInput, EngineAvailability, GeneratedModel, ModelEngine, ProgressCallback } from '../engine.types';
import { EngineError } from '../engine.errors';
import { type ApiKeySource, cloudFetch, DEFAULT_RETRY_POLICY, joinUrl, readBytes, readJson, resolveApiKey, type RetryPolicy } from './cloud-http';

const PROVIDER = 'Meshy';
export const MESHY_BASE_URL = 'https://api.meshy.ai';
/** Meshy's prompt limit. */
const MAX_PROMPT_CHARACTERS = 600;
/** Share of the progress bar for Meshy's own generation; the GLB download and reading take the rest. */
const GENERATION_SHARE = 0.9;

const createTaskSchema = z.object({ result: z.string().min(1) });
const taskSchema = z.object({
  id: z.string(),
  status: z.enum(['PENDING', 'IN_PROGRESS', 'SUCCEEDED', 'FAILED', 'EXPIRED', 'CANCELED']),
  progress: z.number().min(0).max(100).catch(0),
  model_urls: z.object({ glb: z.string().optional() }).partial().nullish(),
  task_error: z.object({ message: z.string().optional() }).nullish(),
});
type MeshyTask = z.infer<typeof taskSchema>;

export interface MeshyGeneratedModel extends GeneratedModel {
  /** Meshy's task id, for support requests. */
  taskId: string;
  /** Things the caller should know about the model, e.g. that it has no animations. */
  notes: string[];
}

export interface MeshyModelEngineOptions {
  apiKey: ApiKeySource;
  baseUrl?: string;
  /** 'realistic' or 'sculpture' (Meshy v2 art styles). */
  artStyle?: 'realistic' | 'sculpture';
  pollIntervalMs?: number;
  /** Longest wait for one task from creation to download. */
  taskTimeoutMs?: number;
  /** Per HTTP request. */
  requestTimeoutMs?: number;
  retry?: Partial<RetryPolicy>;
}

/**
 * Cloud 3D from Meshy text-to-3D (v2 API, preview mode): creates a task, polls it until it
 * succeeds, downloads its GLB and reads the node and animation names from it. Meshy's preview
 * models are static meshes: they usually have no animations, which the result's notes say.
 */
export class MeshyModelEngine implements ModelEngine {
  private readonly baseUrl: string;
  private readonly artStyle: 'realistic' | 'sculpture';
  private readonly pollIntervalMs: number;
  private readonly taskTimeoutMs: number;
  private readonly requestTimeoutMs: number;
  private readonly retry: RetryPolicy;

  constructor(private readonly options: MeshyModelEngineOptions) {
    this.baseUrl = options.baseUrl ?? MESHY_BASE_URL;
    this.artStyle = options.artStyle ?? 'realistic';
    this.pollIntervalMs = options.pollIntervalMs ?? 5000;
    this.taskTimeoutMs = options.taskTimeoutMs ?? 15 * 60_000;
    this.requestTimeoutMs = options.requestTimeoutMs ?? 60_000;
    this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  }

  async available(): Promise<EngineAvailability> {
    const key = await resolveApiKey(this.options.apiKey);
    return key
      ? { available: true, engine: PROVIDER, detail: `Meshy text-to-3D (${this.artStyle}), GLB` }
      : { available: false, engine: PROVIDER, detail: 'No Meshy API key is configured' };
  }

  buildCharacter(input: BuildCharacterInput, onProgress?: ProgressCallback): Promise<MeshyGeneratedModel> {
    const parts = [
      `A full-body 3D character named ${input.name}, standing in a neutral pose`,
      input.description,
      input.traits?.length ? `Traits: ${input.traits.join(', ')}` : undefined,
      input.isPirate ? 'Dressed as a pirate with pirate gear' : undefined,
    ];
    return this.generate(parts, 'a character', onProgress);
  }

  buildSet(input: BuildSetInput, onProgress?: ProgressCallback): Promise<MeshyGeneratedModel> {
    const place = input.oceanType ? `a pirate ship deck on a ${input.oceanType} ocean` : `a ${input.kind ? SET_KIND_INFO[input.kind].label.toLowerCase() : input.type} environment`;
    const parts = [`A 3D scene set named ${input.name}: ${place}`, input.description];
    return this.generate(parts, 'a set', onProgress);
  }

  private async generate(parts: readonly (string | null | undefined)[], subject: string, onProgress?: ProgressCallback): Promise<MeshyGeneratedModel> {
    const prompt = parts.filter((part): part is string => Boolean(part?.trim())).join('. ').slice(0, MAX_PROMPT_CHARACTERS);
    const key = await resolveApiKey(this.options.apiKey);
    if (!key) throw new EngineError(PROVIDER, 'authenticating', 'no Meshy API key is configured');
    const http = { provider: PROVIDER, timeoutMs: this.requestTimeoutMs, retry: this.retry, secrets: [key] };
    const headers = { Authorization: `Bearer ${key}` };
    const deadline = Date.now() + this.taskTimeoutMs;
    let reported = 0;
    const report = (fraction: number) => {
      // Meshy's progress can step back between polls; the bar never does.
      if (fraction < reported) return;
      reported = fraction;
      onProgress?.(fraction);
    };
    report(0);

    const createStage = `creating the text-to-3D task for ${subject}`;
    const created = await cloudFetch(http, {
      stage: createStage,
      url: joinUrl(this.baseUrl, 'openapi/v2/text-to-3d'),
      headers,
      json: { mode: 'preview', prompt, art_style: this.artStyle, should_remesh: true },
    });
    const createdBody = createTaskSchema.safeParse(await readJson(PROVIDER, createStage, created));
    if (!createdBody.success) throw new EngineError(PROVIDER, createStage, 'Meshy answered without a task id');
    const taskId = createdBody.data.result;

    const pollStage = `generating the model (task ${taskId})`;
    let task: MeshyTask;
    for (;;) {
      const polled = await cloudFetch(http, { stage: pollStage, url: joinUrl(this.baseUrl, `openapi/v2/text-to-3d/${encodeURIComponent(taskId)}`), headers });
      const parsed = taskSchema.safeParse(await readJson(PROVIDER, pollStage, polled));
      if (!parsed.success) throw new EngineError(PROVIDER, pollStage, `Meshy answered with an unexpected task shape (${parsed.error.issues[0]?.message})`);
      task = parsed.data;
      if (task.status === 'SUCCEEDED') break;
      if (task.status === 'FAILED' || task.status === 'EXPIRED' || task.status === 'CANCELED') {
        const reason = task.task_error?.message?.trim() || 'no reason given';
        throw new EngineError(PROVIDER, pollStage, `the task ended ${task.status}: ${reason}`);
      }
      report((task.progress / 100) * GENERATION_SHARE);
      if (Date.now() + this.pollIntervalMs > deadline) {
        throw new EngineError(PROVIDER, pollStage, `the task was still ${task.status} at ${task.progress}% after ${Math.round(this.taskTimeoutMs / 1000)} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, this.pollIntervalMs));
    }
    report(GENERATION_SHARE);

    const downloadStage = `downloading the GLB (task ${taskId})`;
    const glbUrl = task.model_urls?.glb;
    if (!glbUrl) throw new EngineError(PROVIDER, downloadStage, 'the finished task has no GLB url');
    // The GLB is a signed asset URL: it needs no key, and sending one to an asset host would leak it.
    const download = await cloudFetch(http, { stage: downloadStage, url: new URL(glbUrl, this.baseUrl).toString() });
    const glb = await readBytes(PROVIDER, downloadStage, download);

    const readStage = `reading the GLB (task ${taskId})`;
    let nodeNames: string[];
    let animationNames: string[];
    try {
      const document = await new NodeIO().readBinary(new Uint8Array(glb));
      const root = document.getRoot();
      nodeNames = root.listNodes().map((node) => node.getName());
      animationNames = root.listAnimations().map((animation) => animation.getName());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new EngineError(PROVIDER, readStage, `the downloaded file is not a valid GLB (${reason})`, { cause: error });
    }
    report(1);
    const notes = animationNames.length === 0 ? ['Meshy models have no animations: idle and talk are not available for this model.'] : [];
    return { glb, mimeType: 'model/gltf-binary', nodeNames, animationNames, taskId, notes };
  }
}
