import { defineRoutes, textSchema } from './route-definition';
import { idParamSchema } from './common';
import { projectFilmSchema, renderFilmSchema } from './films';
import { jobSchema } from './jobs';

/** The film routes of the table (see api-routes.ts). */
export const filmsRoutes = defineRoutes({
  renderFilm: {
    method: 'POST',
    path: '/api/director/:id/render-film',
    summary:
      "Render every ready scene of the project in script order and join them into one MP4 with a chapter per scene and one .srt (the 'project.render-film' job)",
    params: idParamSchema,
    body: renderFilmSchema,
    response: jobSchema,
    status: 202,
    rateLimit: 'generation',
  },
  getFilm: {
    method: 'GET',
    path: '/api/director/:id/film',
    summary: "The project's newest film (its MP4, .srt and chapters); film is null while it has none",
    params: idParamSchema,
    response: projectFilmSchema,
    noStore: true,
  },
  getFilmHandoff: {
    method: 'GET',
    path: '/api/projects/:id/film/handoff',
    summary:
      "The newest film for an editor, as a .zip: a Kdenlive (MLT) project, FCPXML 1.10 and a CMX3600 EDL cutting it shot by shot from the scene videos beside them, a dialogue stem (WAV) per character, the music stem, the ambience stem (the weather's bed) and the .srt, all by relative paths",
    params: idParamSchema,
    response: textSchema,
    format: 'file',
    mediaTypes: ['application/zip'],
    errors: { 409: 'The project has no film yet, or a scene of it changed or was removed since: render the film again' },
    rateLimit: 'export',
  },
});
