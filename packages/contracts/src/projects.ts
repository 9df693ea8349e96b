import { z } from 'zod';
import { descriptionSchema, itemNameSchema, optionalField } from './common';

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

/** A project always has a description (a create requires one): null leaves it as it is, like absence. */
export const updateProjectSchema = z.object({
  name: optionalField(projectNameSchema),
  description: optionalField(descriptionSchema),
});
export type UpdateProject = z.infer<typeof updateProjectSchema>;

export const projectListSchema = z.array(projectSchema);
