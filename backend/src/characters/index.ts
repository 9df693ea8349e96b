export type { CharacterEntity } from './character.entity';
export * from './character.errors';
export { newCharacterRow, toCharacter, toVoiceColumns, voiceProfileOf } from './character.mapper';
export { CharactersModule } from './characters.module';
export { CharactersRepository, type CharacterChanges, type NewCharacter } from './characters.repository';
export { CharactersService, type CreateCharacterInput, type UpdateCharacterInput, type VoiceChangeListener } from './characters.service';
