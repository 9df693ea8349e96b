export type { SceneEntity } from './scene.entity';
export * from './scene.errors';
export { toScene, toScenes, type SceneCastRow } from './scene.mapper';
export { ScenesModule } from './scenes.module';
export { ScenesRepository, type NewScene, type SceneChanges } from './scenes.repository';
export { sceneNamed, ScenesService, type CreateSceneInput, type SceneCastReader, type OutdatedRenderFinder, type SceneLineCounter, type UpdateSceneInput } from './scenes.service';
