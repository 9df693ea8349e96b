import type { TimelineInput } from '@studio/contracts/timeline';
import { character, line, sceneInput } from '../test/scene-input';
import { buildSceneTimeline } from './scene-timeline';
import { panelsToDraw, performedDirections, shotKindLabel, storyboardPanels } from './storyboard-panels';

const input = (lineOverrides: Partial<TimelineInput['lines'][number]> = {}): TimelineInput =>
  sceneInput({
    characters: [character(2, { name: 'Rex' }), character(3, { name: 'Mira' })],
    lines: [
      line(10, 2, { text: 'Where were you last night?', durationSeconds: 2.5 }),
      line(11, 3, { text: 'Out by the old well, looking for the dog.', durationSeconds: 2.5, ...lineOverrides }),
      line(12, 2, { text: 'In that storm?', durationSeconds: 2.5 }),
    ],
  });

const voiceLines = input().lines.map(({ id, characterId, text }) => ({ id, characterId, text }));

describe('storyboardPanels', () => {
  it('makes one panel per shot with the lines it covers, its subjects by name and a frame inside the shot', () => {
    const timeline = buildSceneTimeline(input());
    const panels = storyboardPanels(timeline, voiceLines);

    expect(panels).toHaveLength(timeline.shots.length);
    expect(panels.flatMap((panel) => panel.lines.map((covered) => covered.id))).toEqual(expect.arrayContaining([10, 11, 12]));
    for (const panel of panels) {
      expect(panel.thumbnailSeconds).toBeGreaterThanOrEqual(panel.shot.start);
      expect(panel.thumbnailSeconds).toBeLessThan(panel.shot.end);
      expect(panel.subjectNames.every((name) => ['Rex', 'Mira'].includes(name))).toBe(true);
    }
  });

  it('keeps the thumbnail key of a panel whose pixels did not change, and changes the one re-shot', () => {
    const before = storyboardPanels(buildSceneTimeline(input()), voiceLines);
    const after = storyboardPanels(buildSceneTimeline(input({ camera: { kind: 'insert' } })), voiceLines);
    const drawn = new Map(before.map((panel) => [panel.thumbnailKey, 'data:image/jpeg;base64,']));

    const redrawn = panelsToDraw(after, drawn);
    expect(redrawn.length).toBeGreaterThan(0);
    expect(redrawn.length).toBeLessThan(after.length);
    expect(redrawn.some((panel) => panel.shot.kind === 'insert' && panel.lines.some((covered) => covered.id === 11))).toBe(true);
    // The opening shot is before any line: the edit does not touch it.
    expect(redrawn.map((panel) => panel.shot.index)).not.toContain(0);
  });
});

describe('performedDirections', () => {
  it('reads the speaker performance of each line', () => {
    const timeline = buildSceneTimeline(input({ emotion: 'angry', intensity: 0.9, action: 'wave' }));
    expect(performedDirections(timeline).get(11)).toEqual({ emotion: 'angry', intensity: 0.9, action: 'wave' });
  });
});

describe('shotKindLabel', () => {
  it("names the timeline's close and the director's close-up alike", () => {
    expect(shotKindLabel('close')).toBe('Close-up');
    expect(shotKindLabel('close-up')).toBe('Close-up');
  });
});
