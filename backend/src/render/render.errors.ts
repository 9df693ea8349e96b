import { ConflictException, NotFoundException } from '@nestjs/common';
import type { Job } from '@studio/contracts/jobs';
import type { FrameChunk } from './scene-render-pipeline';

/** 409: the scene lacks what a render needs (the readiness rule, docs/product-rules.md#readiness); names every gap. */
export class SceneNotReadyError extends ConflictException {
  constructor(
    readonly sceneId: number,
    readonly missing: readonly string[],
  ) {
    super(`Scene ${sceneId} is not ready to render: ${missing.join('; ')}.`);
  }
}

/** 409: a render of this scene is already queued or running. */
export class SceneRenderInProgressError extends ConflictException {
  constructor(sceneId: number, active: Job) {
    super(`Scene ${sceneId} is already being rendered (job ${active.id} is ${active.state}); wait for it to finish.`);
  }
}

/** 404: POST /api/render/scene named a scene that does not exist (in the given project). */
export class SceneNameNotFoundError extends NotFoundException {
  constructor(name: string, projectId: number | undefined) {
    super(`No scene named '${name}'${projectId === undefined ? '' : ` in project ${projectId}`}`);
  }
}

/** 409: POST /api/render/scene named a cast or set that is not the scene's. */
export class SceneMismatchError extends ConflictException {
  constructor(name: string, problems: readonly string[]) {
    super(`Scene '${name}' does not match the request: ${problems.join('; ')}.`);
  }
}

/** 409: a voice line's or the track's audio file cannot be read or measured (the scene cannot render as it is). */
export class UnreadableAudioError extends ConflictException {
  constructor(url: string, reason: string) {
    super(`Cannot read the audio at ${url}: ${reason}`);
  }
}

/** A chunk job of a render failed: the render fails naming it ('chunk 2 of 3 (frames 480-719): ...'). */
export class RenderChunkFailedError extends Error {
  constructor(chunk: FrameChunk, chunkCount: number, reason: string) {
    super(`chunk ${chunk.index + 1} of ${chunkCount} (frames ${chunk.startFrame}-${chunk.endFrame - 1}): ${reason}`);
  }
}

/** No chunk of a render drew a frame for RENDER_STALL_SECONDS: the render fails rather than wait for ever. */
export class RenderStalledError extends Error {
  constructor(seconds: number, chunks: { running: number; queued: number; total: number }) {
    super(
      `no frame was drawn for ${seconds} s` +
        (chunks.running > 0
          ? ` (${chunks.running} of ${chunks.total} chunks drawing stopped advancing)`
          : ` (${chunks.queued} of ${chunks.total} chunks never started: is a process taking render-chunk jobs?)`),
    );
  }
}

/** A render waiting for its scene's media: some of it failed, so it can never start. */
export class AssetGenerationFailedError extends Error {
  constructor(assets: readonly string[]) {
    super(`the scene's media could not be made: ${assets.join(', ')} failed; generate it again`);
  }
}

/** A render waited longer than it may for its scene's media. */
export class AssetWaitTimeoutError extends Error {
  constructor(timeoutMs: number, assets: readonly string[]) {
    super(`the scene's media was still being made after ${Math.round(timeoutMs / 1000)} s: ${assets.join(', ')}`);
  }
}

/** A render needs a 3D model that could not be generated: it fails rather than draw a stand-in. */
export class ModelGenerationFailedError extends Error {
  constructor(model: string, reason: string) {
    super(`the ${model} could not be generated (${reason})`);
  }
}

/** 409: a storyboard is drawn from the scene's timeline, so a scene without one (the readiness rule) cannot be drawn. */
export class StoryboardNotReadyError extends ConflictException {
  constructor(sceneId: number, missing: readonly string[]) {
    super(`Scene ${sceneId} cannot be drawn as a storyboard yet; it lacks ${missing.join('; ')}.`);
  }
}

/** 409: no scene of the project can be drawn as a storyboard yet; names what each lacks. */
export class NoStoryboardScenesError extends ConflictException {
  constructor(projectName: string, leftOut: readonly string[]) {
    super(`No scene of '${projectName}' can be drawn as a storyboard yet: ${leftOut.length ? leftOut.join(' ') : 'it has no scenes.'}`);
  }
}
