import { moduleSummaries, percentComplete } from './module-progress';

const withStatus = (...statuses: string[]) => statuses.map((status) => ({ status }));

describe('percentComplete', () => {
  it('is the rounded ratio of done to total', () => {
    expect(percentComplete(1, 3)).toBe(33);
    expect(percentComplete(2, 3)).toBe(67);
    expect(percentComplete(3, 3)).toBe(100);
  });

  it('is 0 when the total is 0', () => {
    expect(percentComplete(0, 0)).toBe(0);
  });
});

describe('moduleSummaries', () => {
  it('counts complete items and rendered scenes with the spec texts', () => {
    const summaries = moduleSummaries({
      characters: withStatus('complete', 'pending', 'complete'),
      sets: withStatus('in_progress'),
      music: withStatus('complete', 'generated'),
      voiceLines: withStatus('complete', 'complete', 'pending', 'failed'),
      scenes: [{ renderedPath: '/media/renders/1.mp4' }, { renderedPath: null }],
    });

    expect(summaries.map(({ id, progressText, percentComplete: percent }) => [id, progressText, percent])).toEqual([
      ['character-builder', 'Characters: 2/3 complete', 67],
      ['set-builder', 'Sets: 0/1 complete', 0],
      ['music-composer', 'Music: 1/2 tracks', 50],
      ['voiceover', 'Voice lines: 2/4 complete', 50],
      ['scene-rendering', 'Scenes: 1/2 rendered', 50],
    ]);
    expect(summaries[0]).toMatchObject({ completedItems: 2, totalItems: 3, path: '/character-builder' });
  });

  it('reports 0 percent for empty modules', () => {
    const summaries = moduleSummaries({ characters: [], sets: [], music: [], voiceLines: [], scenes: [] });

    expect(summaries.every((summary) => summary.percentComplete === 0)).toBe(true);
    expect(summaries[4].progressText).toBe('Scenes: 0/0 rendered');
  });
});
