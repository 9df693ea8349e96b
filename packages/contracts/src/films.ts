import { z } from 'zod';
import { optionalField } from './common';
import { RENDER_RESOLUTIONS } from './scenes';

/** One scene of a film: where it starts and ends in the joined video. */
export const filmChapterSchema = z.object({ title: z.string(), startSeconds: z.number(), endSeconds: z.number() });

/** What a 'project.render-film' job made: one MP4 with a chapter per scene, and one .srt. */
export const filmSchema = z.object({
  jobId: z.number().int(),
  filmPath: z.string(),
  subtitlesPath: z.string(),
  durationSeconds: z.number(),
  chapters: z.array(filmChapterSchema),
  /** Ready scenes left out of the film (not ready, or failed to render), with the reason. */
  skippedScenes: z.array(z.object({ name: z.string(), reason: z.string() })),
  finishedAt: z.string().nullable(),
});
export type Film = z.infer<typeof filmSchema>;

/** GET /api/director/:id/film: the newest film, or null while the project has none (a 200 either way). */
export const projectFilmSchema = z.object({ film: filmSchema.nullable() });
export type ProjectFilm = z.infer<typeof projectFilmSchema>;

/** POST /api/director/:id/render-film: the resolution of every scene render and of the film. */
export const renderFilmSchema = z
  .object({ resolution: optionalField(z.enum(RENDER_RESOLUTIONS)) })
  .prefault({});
