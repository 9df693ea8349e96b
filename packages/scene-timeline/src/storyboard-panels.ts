import type { CameraShotKind, PerformanceEmotion } from '@studio/contracts/direction';
import type { Performance, SceneTimeline, ShotKind, TimelineShot } from '@studio/contracts/timeline';

/**
 * One storyboard panel: a shot, the frame its thumbnail shows, and the lines it is cut for. The
 * same panels make the Storyboard screen and the storyboard PDF; `Line` is whatever the caller
 * shows of a line (the screen's voice lines, the PDF's speaker and text).
 */
export interface StoryboardPanel<Line extends { id: number } = { id: number }> {
  shot: TimelineShot;
  /** The shot's middle frame, in seconds: what its thumbnail draws. */
  thumbnailSeconds: number;
  /** Changes exactly when the thumbnail's pixels may change: a panel whose key is unchanged is not drawn again. */
  thumbnailKey: string;
  lines: Line[];
  subjectNames: string[];
}

/** What the timeline made of a line when its fields are automatic: the speaker's emotion and action. */
export interface PerformedDirection {
  emotion: PerformanceEmotion;
  intensity: number;
  action: string | null;
}

/** A panel's picture, on screen and in print (software GL draws a small frame much faster). */
export const THUMBNAIL_SIZE = { width: 384, height: 216 } as const;

const middleFrameSeconds = (timeline: SceneTimeline, shot: TimelineShot) =>
  Math.floor((shot.startFrame + Math.max(shot.startFrame, shot.endFrame - 1)) / 2) / timeline.fps;

const isAt = (seconds: number) => (span: { start: number; end: number }) => span.start <= seconds && seconds < span.end;

/** Everything that decides the pixels of the frame at `seconds` in this shot. */
function thumbnailKeyOf(timeline: SceneTimeline, shot: TimelineShot, seconds: number): string {
  const { set, blocking, timeOfDay, weather } = timeline;
  const performances: Performance[] = timeline.performances.filter(isAt(seconds));
  const talking = timeline.talking.filter(isAt(seconds));
  return JSON.stringify([seconds, shot.start, shot.end, shot.camera, shot.endCamera, set, blocking, timeOfDay, weather, performances, talking]);
}

/** The panels of a timeline in shot order; a line listed by two shots (a reaction part way) shows in both. */
export function storyboardPanels<Line extends { id: number }>(timeline: SceneTimeline, lines: readonly Line[]): StoryboardPanel<Line>[] {
  const lineById = new Map(lines.map((line) => [line.id, line]));
  const nameOf = new Map(timeline.blocking.map((mark) => [mark.characterId, mark.name]));
  return timeline.shots.map((shot) => {
    const thumbnailSeconds = middleFrameSeconds(timeline, shot);
    return {
      shot,
      thumbnailSeconds,
      thumbnailKey: thumbnailKeyOf(timeline, shot, thumbnailSeconds),
      lines: shot.lineIds.flatMap((id) => lineById.get(id) ?? []),
      subjectNames: shot.subjectIds.map((id) => nameOf.get(id) ?? `Character ${id}`),
    };
  });
}

/** The speaker's performance of each line, for showing what 'Automatic' currently means. */
export function performedDirections(timeline: SceneTimeline): Map<number, PerformedDirection> {
  const directions = new Map<number, PerformedDirection>();
  for (const performance of timeline.performances) {
    if (performance.role !== 'speaker') continue;
    directions.set(performance.lineId, {
      emotion: performance.emotion,
      intensity: performance.intensity,
      action: performance.action?.name ?? null,
    });
  }
  return directions;
}

const SHOT_KIND_LABELS: Record<ShotKind | CameraShotKind, string> = {
  establishing: 'Establishing',
  wide: 'Wide',
  medium: 'Medium',
  close: 'Close-up',
  'close-up': 'Close-up',
  'two-shot': 'Two-shot',
  'over-the-shoulder': 'Over the shoulder',
  reaction: 'Reaction',
  insert: 'Insert',
};

/** 'close' (the timeline's) and 'close-up' (the director's) are both 'Close-up'. */
export const shotKindLabel = (kind: ShotKind | CameraShotKind) => SHOT_KIND_LABELS[kind];

/** Panels whose thumbnail must be drawn: those whose key has no picture yet. */
export const panelsToDraw = <Panel extends StoryboardPanel>(panels: readonly Panel[], drawn: ReadonlyMap<string, string>) =>
  panels.filter((panel) => !drawn.has(panel.thumbnailKey));
