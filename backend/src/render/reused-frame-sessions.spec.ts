import type { SceneTimeline } from '@studio/contracts/timeline';
import type { FrameRenderer, FrameSession } from './frame-renderer';
import { ReusedFrameSessions } from './reused-frame-sessions';

const timeline = { fps: 24, frameCount: 48 } as unknown as SceneTimeline;
const options = { width: 640, height: 360, shadows: false };
const fileOf = () => null;

/** A renderer that counts the sessions it opened and closed; `failAt` makes a frame fail. */
function countingRenderer(failAt?: number) {
  const counts = { opened: 0, closed: 0 };
  const renderer: FrameRenderer = {
    open: async () => {
      counts.opened += 1;
      const session: FrameSession = {
        notes: [],
        graphics: 'test',
        frame: async (seconds) => {
          if (seconds === failAt) throw new Error('context lost');
          return Buffer.from([seconds]);
        },
        frames: (times, quality) => Promise.all(times.map((seconds) => session.frame(seconds, quality))),
        encodesVideo: false,
        videoFrames: () => Promise.reject(new Error('JPEGs only')),
        close: async () => {
          counts.closed += 1;
        },
      };
      return session;
    },
  };
  return { renderer, counts };
}

describe('ReusedFrameSessions', () => {
  it("hands a render's next chunk the session its last chunk closed, and closes it once it waited long enough", async () => {
    const { renderer, counts } = countingRenderer();
    const sessions = new ReusedFrameSessions(renderer, 50);
    const first = await sessions.forRender('7:1').open(timeline, options, fileOf);
    expect(await first.frames([0, 1], 0.9)).toEqual([Buffer.from([0]), Buffer.from([1])]);
    await first.close();
    const second = await sessions.forRender('7:1').open(timeline, options, fileOf);
    expect(await second.frame(2, 0.9)).toEqual(Buffer.from([2]));
    expect(counts).toEqual({ opened: 1, closed: 0 });
    await second.close();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(counts).toEqual({ opened: 1, closed: 1 });
  });

  it('never shares a session between renders, nor between sizes of one render', async () => {
    const { renderer, counts } = countingRenderer();
    const sessions = new ReusedFrameSessions(renderer, 10_000);
    await (await sessions.forRender('7:1').open(timeline, options, fileOf)).close();
    await (await sessions.forRender('8:1').open(timeline, options, fileOf)).close();
    await (await sessions.forRender('7:2').open(timeline, options, fileOf)).close();
    await (await sessions.forRender('7:1').open(timeline, { ...options, width: 1280, height: 720 }, fileOf)).close();
    // Four sessions opened; two may wait, so the two oldest were closed.
    expect(counts).toEqual({ opened: 4, closed: 2 });
    await sessions.closeAll();
    expect(counts).toEqual({ opened: 4, closed: 4 });
  });

  it('closes a session a frame failed in instead of handing it on', async () => {
    const { renderer, counts } = countingRenderer(3);
    const sessions = new ReusedFrameSessions(renderer, 10_000);
    const broken = await sessions.forRender('7:1').open(timeline, options, fileOf);
    await expect(broken.frames([2, 3], 0.9)).rejects.toThrow('context lost');
    await broken.close();
    expect(counts).toEqual({ opened: 1, closed: 1 });
    await (await sessions.forRender('7:1').open(timeline, options, fileOf)).close();
    expect(counts).toEqual({ opened: 2, closed: 1 });
    await sessions.closeAll();
  });

  it('closes every session for good once the process stops', async () => {
    const { renderer, counts } = countingRenderer();
    const sessions = new ReusedFrameSessions(renderer, 10_000);
    const running = await sessions.forRender('7:1').open(timeline, options, fileOf);
    await sessions.closeAll();
    await running.close();
    expect(counts).toEqual({ opened: 1, closed: 1 });
  });
});
