import { ProgressTracker } from './progress-tracker';

describe('ProgressTracker', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  const track = (intervalMs = 250) => {
    const writes: Array<[number, string]> = [];
    const tracker = new ProgressTracker('starting', async (progress, stage) => {
      writes.push([progress, stage]);
    }, intervalMs);
    return { tracker, writes };
  };

  it('writes a new stage at once and never lets progress go down', async () => {
    const { tracker, writes } = track();
    tracker.report(0.5, 'synthesizing audio');
    tracker.report(0.2, 'encoding');
    await tracker.close();
    expect(writes).toEqual([
      [50, 'synthesizing audio'],
      [50, 'encoding'],
    ]);
  });

  it('throttles percentage ticks within a stage and writes the last one after the interval', async () => {
    const { tracker, writes } = track();
    tracker.report(0.1, 'rendering');
    for (let step = 11; step <= 30; step += 1) tracker.report(step / 100);
    await Promise.resolve();
    expect(writes).toEqual([[10, 'rendering']]);
    jest.advanceTimersByTime(250);
    await tracker.close();
    expect(writes).toEqual([
      [10, 'rendering'],
      [30, 'rendering'],
    ]);
  });

  it('stays below 100, clamps nonsense, and ignores reports after close', async () => {
    const { tracker, writes } = track(0);
    tracker.report(1.5, 'done soon');
    tracker.report(Number.NaN);
    tracker.report(-3);
    await tracker.close();
    tracker.report(0.995, 'too late');
    expect(writes).toEqual([[99, 'done soon']]);
    expect(tracker.stage).toBe('done soon');
  });

  it('keeps writing after a write fails, in order', async () => {
    const writes: number[] = [];
    const tracker = new ProgressTracker('starting', async (progress) => {
      writes.push(progress);
      if (progress === 20) throw new Error('database busy');
    }, 0);
    tracker.report(0.2, 'a');
    tracker.report(0.4, 'b');
    await tracker.close();
    expect(writes).toEqual([20, 40]);
  });
});
