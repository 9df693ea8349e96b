export { joinFilm, probeVideo, type FilmPart } from './film-join';
export { writeFilmStems, type StemScene, type StemSound } from './film-stems';
export * from './render.errors';
export { RenderModule } from './render.module';
export { RenderService, type RenderSceneByNameInput, type RenderSceneInput } from './render.service';
export { outdatedRenders } from './render-source';
export type { PendingModel } from './scene-models';
// The pipeline's stages one by one, for the render bench (backend/bench), which times each.
export { browserVersion, ChromiumFrameRenderer, renderPageDir } from './chromium-frame-renderer';
export { keyChunks, posterKey, type KeyedChunk } from './chunk-keys';
export type { FrameRenderer } from './frame-renderer';
export { runFfmpeg } from './ffmpeg-process';
export { lowerPriority } from './render-priority';
export { chunkLook, keepChunks, restoreChunks } from './render-chunk-cache';
export { openWorkDir, readPlan, renderWorkDir } from './render-work-dir';
export type { RenderChunkPayload, RenderedChunk } from './scene-render-chunk.job';
export { joinRender, posterSeconds, prepareWorkDir, renderChunk, renderOptionsFor, renderSceneFiles, splitIntoChunks, type RenderStage } from './scene-render-pipeline';
export { H264_SETTINGS } from './video-encode';
