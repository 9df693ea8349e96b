import type { ServerResponse } from 'node:http';
import { NodeIO } from '@gltf-transform/core';
import { LocalModelEngine } from '../../meshes/local-model-engine';
import { FakeProviderServer, type RecordedRequest } from './fake-provider-server';

const TASKS_PATH = '/openapi/v2/text-to-3d';
const TASK_PATH = /^\/openapi\/v2\/text-to-3d\/([\w-]+)$/;
const ASSET_PATH = /^\/assets\/([\w-]+)\/model\.glb$/;
/** Status and progress a task reports on each poll: PENDING, then IN_PROGRESS, then SUCCEEDED. */
const LIFECYCLE = [
  { status: 'PENDING', progress: 0 },
  { status: 'IN_PROGRESS', progress: 35 },
  { status: 'IN_PROGRESS', progress: 80 },
  { status: 'SUCCEEDED', progress: 100 },
] as const;

interface FakeTask {
  id: string;
  prompt: string;
  artStyle: string;
  polls: number;
  failure?: string;
  createdAt: number;
}

/**
 * Speaks Meshy's text-to-3D v2 API with `Authorization: Bearer`: tasks move PENDING ->
 * IN_PROGRESS -> SUCCEEDED over successive polls, and the finished task's model_urls.glb serves
 * a real GLB built by the local ModelEngine, without animations like Meshy's. Errors are {message}.
 */
export class FakeMeshyServer extends FakeProviderServer {
  protected readonly keyTestPath = '/openapi/v1/balance';

  readonly tasks = new Map<string, FakeTask>();
  private readonly models = new LocalModelEngine();
  private nextTaskNumber = 1;
  private failNextTaskWith: string | undefined;

  /** The next task created ends FAILED with this task_error.message after its first poll. */
  failNextTask(message: string): void {
    this.failNextTaskWith = message;
  }

  protected errorBody(_status: number, message: string): unknown {
    return { message };
  }

  protected async route(request: RecordedRequest, response: ServerResponse): Promise<boolean> {
    const asset = ASSET_PATH.exec(request.path);
    if (asset && request.method === 'GET') {
      // Asset URLs are signed links: no key needed.
      const task = this.tasks.get(asset[1]);
      if (!task) return false;
      const model = await this.models.buildCharacter({ name: task.prompt.slice(0, 40), description: task.prompt, traits: [], isPirate: /pirate/i.test(task.prompt) });
      // Meshy's preview models are static meshes: drop the local model's animations, as Meshy has none.
      const io = new NodeIO();
      const document = await io.readBinary(new Uint8Array(model.glb));
      for (const animation of document.getRoot().listAnimations()) animation.dispose();
      response.writeHead(200, { 'Content-Type': 'model/gltf-binary' });
      response.end(Buffer.from(await io.writeBinary(document)));
      return true;
    }
    const isCreate = request.path === TASKS_PATH && request.method === 'POST';
    const taskMatch = TASK_PATH.exec(request.path);
    if (!isCreate && !(taskMatch && request.method === 'GET')) return false;
    if (this.bearerToken(request) !== this.apiKey) {
      this.sendError(response, 401, 'Invalid API key.');
      return true;
    }
    if (isCreate) {
      this.createTask(request, response);
      return true;
    }
    const task = this.tasks.get(taskMatch![1]);
    if (!task) {
      this.sendError(response, 404, 'Task not found.');
      return true;
    }
    this.sendJson(response, 200, this.taskView(task));
    task.polls += 1;
    return true;
  }

  private createTask(request: RecordedRequest, response: ServerResponse): void {
    let body: { mode?: unknown; prompt?: unknown; art_style?: unknown };
    try {
      body = JSON.parse(request.body.toString('utf8')) as typeof body;
    } catch {
      this.sendError(response, 400, 'Invalid JSON body.');
      return;
    }
    if (body.mode !== 'preview') return this.sendError(response, 400, 'mode must be preview for a new task.');
    if (typeof body.prompt !== 'string' || body.prompt.trim() === '' || body.prompt.length > 600) {
      return this.sendError(response, 400, 'prompt is required and at most 600 characters.');
    }
    const id = `0190a3c4-fake-task-${String(this.nextTaskNumber++).padStart(4, '0')}`;
    this.tasks.set(id, {
      id,
      prompt: body.prompt,
      artStyle: typeof body.art_style === 'string' ? body.art_style : 'realistic',
      polls: 0,
      failure: this.failNextTaskWith,
      createdAt: Date.now(),
    });
    this.failNextTaskWith = undefined;
    this.sendJson(response, 202, { result: id });
  }

  private taskView(task: FakeTask): Record<string, unknown> {
    const view = { id: task.id, prompt: task.prompt, art_style: task.artStyle, created_at: task.createdAt, thumbnail_url: '', texture_urls: [] };
    if (task.failure && task.polls >= 1) {
      return { ...view, status: 'FAILED', progress: 0, model_urls: {}, task_error: { message: task.failure } };
    }
    const step = LIFECYCLE[Math.min(task.polls, LIFECYCLE.length - 1)];
    const model_urls = step.status === 'SUCCEEDED' ? { glb: `${this.baseUrl}/assets/${task.id}/model.glb` } : {};
    return { ...view, status: step.status, progress: step.progress, model_urls, task_error: { message: '' } };
  }
}
