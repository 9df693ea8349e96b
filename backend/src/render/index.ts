export { joinFilm, type FilmPart } from './film-join';
export * from './render.errors';
export { RenderModule } from './render.module';
export { RenderService, type RenderSceneByNameInput, type RenderSceneInput } from './render.service';
export { outdatedRenders } from './render-source';
export type { PendingModel } from './scene-models';
