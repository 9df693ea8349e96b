export { joinFilm, type FilmPart } from './film-join';
export * from './render.errors';
export { RenderModule } from './render.module';
export { RenderService, type RenderSceneByNameInput, type RenderSceneInput } from './render.service';
export type { PendingModel } from './scene-models';
