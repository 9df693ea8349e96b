import type { EntityKind } from '@studio/contracts/events';

/** How the rows of a table belong to a project, as the project-touch subscriber reads it. */
export interface ProjectContentRule {
  /** What the live stream calls a change to such a row. */
  kind: Exclude<EntityKind, 'project'>;
  /** The relation to the row that has the projectId (a voice line's speaker, a link's scene); none: the row's own projectId. */
  projectThrough?: string;
  /** The column the live event names; the primary `id` when not given (a scene link names its scene). */
  idColumn?: string;
}

const rules = new WeakMap<object, ProjectContentRule>();

/**
 * Marks an entity as project content: writing one of its rows moves its project's revision and is
 * announced on the live stream. Tables with a projectId that are not content (jobs, scripts) leave it off.
 */
export const ProjectContent =
  (rule: ProjectContentRule): ClassDecorator =>
  (target) => {
    rules.set(target, rule);
  };

/** The rule of an entity class (or undefined when its rows are not project content). */
export const projectContentRule = (target: unknown): ProjectContentRule | undefined =>
  typeof target === 'function' ? rules.get(target) : undefined;
