export type { SceneCharacterEntity } from './scene-character.entity';
export * from './scene-character.errors';
export { toSceneCharacter } from './scene-character.mapper';
export { SceneCharactersModule } from './scene-characters.module';
export { SceneCharactersRepository, type SceneCharacterLink } from './scene-characters.repository';
export { SceneCharactersService, type SceneCharacterLinkInput } from './scene-characters.service';
