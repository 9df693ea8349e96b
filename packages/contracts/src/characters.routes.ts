import { defineRoutes, NAME_CONFLICT } from './route-definition';
import { characterListSchema, characterLookupQuerySchema, characterSchema, createCharacterSchema, generateCharacterModelSchema, updateCharacterSchema } from './characters';
import { idParamSchema, okSchema } from './common';
import { jobSchema } from './jobs';
import { generatedModelSchema } from './models';
import { projectItemRoutes } from './project-item.routes';
import { sceneCharacterLinkSchema, sceneCharacterSchema } from './scene-characters';
import { REFERENCE_IMAGE_UPLOAD } from './uploads';

/** The characters routes of the table (see api-routes.ts). */
export const charactersRoutes = defineRoutes({
  findCharactersByName: {
    method: 'GET',
    path: '/api/characters',
    summary: 'Look up characters by name',
    query: characterLookupQuerySchema,
    response: characterListSchema,
  },
  uploadCharacterReferenceImage: {
    method: 'POST',
    path: '/api/characters/:id/reference-image',
    summary: 'Upload the reference image (PNG, JPEG, WebP or GIF, at most 5 MB)',
    params: idParamSchema,
    upload: REFERENCE_IMAGE_UPLOAD,
    response: characterSchema,
    errors: { 507: 'The server has no disk space left to save the file' },
    status: 200,
    rateLimit: 'upload',
  },
  generateCharacterModel: {
    method: 'POST',
    path: '/api/characters/:id/generate-model',
    summary: "Queue building the character's 3D model (the job; modelPath is set when it completes)",
    params: idParamSchema,
    response: jobSchema,
    errors: { 409: 'A model for it is already queued or running' },
    status: 202,
    rateLimit: 'generation',
  },
  generateCharacterModelNow: {
    method: 'POST',
    path: '/api/generate/character-model',
    summary: 'Build a humanoid GLB now from a name and description; returns its URL, nodes and animations',
    body: generateCharacterModelSchema,
    response: generatedModelSchema,
    rateLimit: 'generation',
  },
  linkSceneCharacter: {
    method: 'POST',
    path: '/api/scene-characters',
    summary: 'Link a character to a scene',
    body: sceneCharacterLinkSchema,
    response: sceneCharacterSchema,
    errors: { 404: 'The scene does not exist', 409: 'The character does not exist, belongs to another project, or is already in the scene' },
  },
  unlinkSceneCharacter: {
    method: 'DELETE',
    path: '/api/scene-characters',
    summary: 'Unlink a character from a scene',
    body: sceneCharacterLinkSchema,
    response: okSchema,
    errors: { 404: 'The character is not in that scene' },
  },
  ...projectItemRoutes('Character', 'Characters', NAME_CONFLICT, { item: characterSchema, list: characterListSchema, create: createCharacterSchema, update: updateCharacterSchema }),
});
