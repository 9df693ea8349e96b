export { CharacterModelJob } from './character-model.job';
export * from './model-generation.errors';
export { ModelGenerationModule } from './model-generation.module';
export { ModelGenerationService, type GenerateCharacterModelInput, type GenerateSetModelInput, type ModelTarget } from './model-generation.service';
export type { ModelJobPayload, ModelJobResult } from './model-job-runner';
export { SetModelJob } from './set-model.job';
