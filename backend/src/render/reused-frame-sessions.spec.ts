import type { SceneTimeline } from '@studio/contracts/timeline';
import type { FrameRenderer, FrameSession } from './frame-renderer';
import { ReusedFrameSessions } from './reused-frame-sessions';

const timeline = { fps: 24, frameCount: 48 } as unknown as SceneTimeline;
const options = { width: 640, height: 360, shadows: false };
const fileOf = () => null;

/**
 * A renderer that counts the browsers it started and closed and the scenes loaded into them; a
 * session's frames are [seconds, the frame rate of the timeline it loaded]. `failAt` makes a frame
 * fail; `reloads` lets its sessions load another scene ('fails': they try and fail).
 */
function countingRenderer({ failAt, reloads = false }: { failAt?: number; reloads?: boolean | 'fails' } = {}) {
  const counts = { opened: 0, reloaded: 0, closed: 0 };
  const sessionOf = (loaded: SceneTimeline): FrameSession => {
    const session: FrameSession = {
      notes: [],
      graphics: 'test',
      frame: async (seconds) => {
        if (seconds === failAt) throw new Error('context lost');
        return Buffer.from([seconds, loaded.fps]);
      },
      frames: (times, quality) => Promise.all(times.map((seconds) => session.frame(seconds, quality))),
      encodesVideo: false,
      videoFrames: () => Promise.reject(new Error('JPEGs only')),
      reload: reloads
        ? async (next) => {
            if (reloads === 'fails') throw new Error('the page crashed');
            counts.reloaded += 1;
            return sessionOf(next);
          }
        : undefined,
      close: async () => {
        counts.closed += 1;
      },
    };
    return session;
  };
  const renderer: FrameRenderer = {
    open: async (loaded) => {
      counts.opened += 1;
      return sessionOf(loaded);
    },
  };
  return { renderer, counts };
}

describe('ReusedFrameSessions', () => {
  it("hands a render's next chunk the session its last chunk closed, and closes it once it waited long enough", async () => {
    const { renderer, counts } = countingRenderer();
    const sessions = new ReusedFrameSessions(renderer, 50);
    const first = await sessions.forRender('7:1').open(timeline, options, fileOf);
    expect(await first.frames([0, 1], 0.9)).toEqual([Buffer.from([0, 24]), Buffer.from([1, 24])]);
    await first.close();
    const second = await sessions.forRender('7:1').open(timeline, options, fileOf);
    expect(await second.frame(2, 0.9)).toEqual(Buffer.from([2, 24]));
    expect(counts).toEqual({ opened: 1, reloaded: 0, closed: 0 });
    await second.close();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(counts).toEqual({ opened: 1, reloaded: 0, closed: 1 });
  });

  it('never shares a loaded scene between renders, nor between sizes of one render', async () => {
    const { renderer, counts } = countingRenderer();
    const sessions = new ReusedFrameSessions(renderer, 10_000);
    await (await sessions.forRender('7:1').open(timeline, options, fileOf)).close();
    await (await sessions.forRender('8:1').open(timeline, options, fileOf)).close();
    await (await sessions.forRender('7:2').open(timeline, options, fileOf)).close();
    await (await sessions.forRender('7:1').open(timeline, { ...options, width: 1280, height: 720 }, fileOf)).close();
    // Four sessions opened; two may wait, so the two oldest were closed.
    expect(counts).toEqual({ opened: 4, reloaded: 0, closed: 2 });
    await sessions.closeAll();
    expect(counts).toEqual({ opened: 4, reloaded: 0, closed: 4 });
  });

  it("loads another render's scene into a waiting session's browser instead of starting one", async () => {
    const { renderer, counts } = countingRenderer({ reloads: true });
    const sessions = new ReusedFrameSessions(renderer, 10_000);
    await (await sessions.forRender('7:1').open(timeline, options, fileOf)).close();
    const nextScene = await sessions.forRender('8:1').open({ ...timeline, fps: 30 }, options, fileOf);
    // It draws its own scene (the fake's frames carry the frame rate of the scene loaded).
    expect(await nextScene.frame(1, 0.9)).toEqual(Buffer.from([1, 30]));
    expect(counts).toEqual({ opened: 1, reloaded: 1, closed: 0 });
    await nextScene.close();
    // Render 7's scene is no longer loaded anywhere: its next chunk loads it again, into the same browser.
    await (await sessions.forRender('7:1').open(timeline, options, fileOf)).close();
    expect(counts).toEqual({ opened: 1, reloaded: 2, closed: 0 });
    await sessions.closeAll();
    expect(counts).toEqual({ opened: 1, reloaded: 2, closed: 1 });
  });

  it('starts a new browser when a waiting one fails to load the scene, and closes that one', async () => {
    const { renderer, counts } = countingRenderer({ reloads: 'fails' });
    const sessions = new ReusedFrameSessions(renderer, 10_000);
    await (await sessions.forRender('7:1').open(timeline, options, fileOf)).close();
    const nextScene = await sessions.forRender('8:1').open({ ...timeline, fps: 30 }, options, fileOf);
    expect(await nextScene.frame(1, 0.9)).toEqual(Buffer.from([1, 30]));
    expect(counts).toEqual({ opened: 2, reloaded: 0, closed: 1 });
    await sessions.closeAll();
  });

  it('closes a session a frame failed in instead of handing it on', async () => {
    const { renderer, counts } = countingRenderer({ failAt: 3 });
    const sessions = new ReusedFrameSessions(renderer, 10_000);
    const broken = await sessions.forRender('7:1').open(timeline, options, fileOf);
    await expect(broken.frames([2, 3], 0.9)).rejects.toThrow('context lost');
    await broken.close();
    expect(counts).toEqual({ opened: 1, reloaded: 0, closed: 1 });
    await (await sessions.forRender('7:1').open(timeline, options, fileOf)).close();
    expect(counts).toEqual({ opened: 2, reloaded: 0, closed: 1 });
    await sessions.closeAll();
  });

  it('lets go of the waiting sessions when asked, and starts a browser for the next chunk', async () => {
    const { renderer, counts } = countingRenderer({ reloads: true });
    const sessions = new ReusedFrameSessions(renderer, 10_000);
    await (await sessions.forRender('7:1').open(timeline, options, fileOf)).close();
    await sessions.closeIdle();
    expect(counts).toEqual({ opened: 1, reloaded: 0, closed: 1 });
    await (await sessions.forRender('7:1').open(timeline, options, fileOf)).close();
    expect(counts).toEqual({ opened: 2, reloaded: 0, closed: 1 });
    await sessions.closeAll();
  });

  it('closes every session for good once the process stops', async () => {
    const { renderer, counts } = countingRenderer();
    const sessions = new ReusedFrameSessions(renderer, 10_000);
    const running = await sessions.forRender('7:1').open(timeline, options, fileOf);
    await sessions.closeAll();
    await running.close();
    expect(counts).toEqual({ opened: 1, reloaded: 0, closed: 1 });
  });
});
