import { z } from 'zod';

export const sceneCharacterSchema = z.object({
  sceneId: z.number().int(),
  characterId: z.number().int(),
});
export type SceneCharacter = z.infer<typeof sceneCharacterSchema>;
export const sceneCharacterListSchema = z.array(sceneCharacterSchema);

const linkIdSchema = (message: string) => z.coerce.number({ message }).int(message).positive(message);

export const sceneCharacterLinkSchema = z.object({
  sceneId: linkIdSchema('Please choose a scene.'),
  characterId: linkIdSchema('Please choose a character.'),
});
export type SceneCharacterLink = z.input<typeof sceneCharacterLinkSchema>;
