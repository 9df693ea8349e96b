/** docs/product-rules.md#states: the dashboard's module progress, computed on the client. */

export const MODULE_IDS = ['character-builder', 'set-builder', 'music-composer', 'voiceover', 'scene-rendering'] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

export interface ModuleSummary {
  id: ModuleId;
  name: string;
  description: string;
  /** The module's route, for 'Open Module'. */
  path: string;
  completedItems: number;
  totalItems: number;
  percentComplete: number;
  /** e.g. 'Characters: 1/3 complete'. */
  progressText: string;
}

interface WithStatus {
  status: string;
}

interface WithRenderedPath {
  renderedPath: string | null;
}

export interface ModuleProgressInput {
  characters: WithStatus[];
  sets: WithStatus[];
  music: WithStatus[];
  voiceLines: WithStatus[];
  scenes: WithRenderedPath[];
}

/** Rounded ratio of done to total in percent; 0 when there is nothing. */
export const percentComplete = (done: number, total: number): number =>
  total === 0 ? 0 : Math.round((done / total) * 100);

/** Characters, sets, music and voice lines are done when complete. */
export const isComplete = (item: WithStatus): boolean => item.status === 'complete';

/** Scenes are done once rendered. */
export const isRendered = (scene: WithRenderedPath): boolean => scene.renderedPath !== null;

const summarize = (
  id: ModuleId,
  name: string,
  description: string,
  done: number,
  total: number,
  progressText: (done: number, total: number) => string,
): ModuleSummary => ({
  id,
  name,
  description,
  path: `/${id}`,
  completedItems: done,
  totalItems: total,
  percentComplete: percentComplete(done, total),
  progressText: progressText(done, total),
});

const countWhere = <T>(items: T[], done: (item: T) => boolean) => items.filter(done).length;

/** The five 'Available Modules' cards, in the spec's order. */
export function moduleSummaries({ characters, sets, music, voiceLines, scenes }: ModuleProgressInput): ModuleSummary[] {
  return [
    summarize(
      'character-builder',
      'Character Builder',
      'Create characters and generate their 3D models.',
      countWhere(characters, isComplete),
      characters.length,
      (done, total) => `Characters: ${done}/${total} complete`,
    ),
    summarize(
      'set-builder',
      'Set Builder',
      'Design the sets your scenes take place in.',
      countWhere(sets, isComplete),
      sets.length,
      (done, total) => `Sets: ${done}/${total} complete`,
    ),
    summarize(
      'music-composer',
      'Music Composer',
      'Compose and assign music tracks to scenes.',
      countWhere(music, isComplete),
      music.length,
      (done, total) => `Music: ${done}/${total} tracks`,
    ),
    summarize(
      'voiceover',
      'Voiceover',
      'Write voice lines and generate their audio.',
      countWhere(voiceLines, isComplete),
      voiceLines.length,
      (done, total) => `Voice lines: ${done}/${total} complete`,
    ),
    summarize(
      'scene-rendering',
      'Scene Rendering',
      'Render finished scenes into video.',
      countWhere(scenes, isRendered),
      scenes.length,
      (done, total) => `Scenes: ${done}/${total} rendered`,
    ),
  ];
}
