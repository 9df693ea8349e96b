import { z } from 'zod';
import { descriptionSchema, itemNameSchema } from './common';

export const projectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectNameSchema = itemNameSchema('Project');

export const createProjectSchema = z.object({
  name: projectNameSchema,
  description: descriptionSchema,
});
export type CreateProject = z.infer<typeof createProjectSchema>;

export const updateProjectSchema = createProjectSchema.partial();
export type UpdateProject = z.infer<typeof updateProjectSchema>;

export const projectListSchema = z.array(projectSchema);
