import { createHash } from 'node:crypto';
import type { SceneTimeline } from '@studio/contracts/timeline';
import type { FrameRenderer, FrameRenderOptions, FrameSession } from './frame-renderer';

/**
 * How long a session waits, loaded, for the next chunk of its render or another before its
 * browser closes: long enough for a director's next render after an edit to find a browser
 * started (its start is seconds of a short re-render), short enough not to hold one all day.
 */
const SESSION_IDLE_MS = 60_000;
/** Loaded sessions kept waiting at most (each is a browser holding a scene). */
const MAX_IDLE_SESSIONS = 2;

interface IdleSession {
  key: string;
  session: FrameSession;
  timer: NodeJS.Timeout;
}

/** Sessions of one render, of the same timeline drawn the same way, are interchangeable. */
const sessionKey = (scope: string, timeline: SceneTimeline, options: FrameRenderOptions) =>
  createHash('sha256').update(JSON.stringify([scope, timeline, options])).digest('hex');

/**
 * Frame sessions that outlive their chunk for a moment: a session closed without a failure waits,
 * loaded, and the next chunk of the same render (its scope) takes it instead of starting a browser
 * and loading the scene again (seconds per chunk, most of a short one). A chunk of another render
 * (the film's next scene, say) takes a waiting session's browser and loads its own scene into it
 * (FrameSession.reload), which saves the browser's start. A session draws the same picture for the
 * same time whatever it drew before (FrameSession.frame), so a reused one draws what a new one
 * would. A session that failed once is closed, never reused.
 */
export class ReusedFrameSessions {
  private readonly idle: IdleSession[] = [];
  /** Once the process stops, a session closed is closed for good. */
  private stopped = false;

  constructor(
    private readonly renderer: FrameRenderer,
    private readonly idleMs = SESSION_IDLE_MS,
    private readonly maxIdle = MAX_IDLE_SESSIONS,
  ) {}

  /** The renderer a chunk of the render `scope` opens its session with. */
  forRender(scope: string): FrameRenderer {
    return { open: (timeline, options, fileOf) => this.open(scope, timeline, options, fileOf) };
  }

  private async open(scope: string, timeline: SceneTimeline, options: FrameRenderOptions, fileOf: (url: string) => string | null): Promise<FrameSession> {
    const key = sessionKey(scope, timeline, options);
    const session = this.take(key) ?? (await this.reloaded(timeline, options, fileOf)) ?? (await this.renderer.open(timeline, options, fileOf));
    let failed = false;
    let closed = false;
    const watched = <T>(work: Promise<T>) =>
      work.catch((error: unknown) => {
        failed = true;
        throw error;
      });
    return {
      notes: session.notes,
      graphics: session.graphics,
      frame: (seconds, jpegQuality) => watched(session.frame(seconds, jpegQuality)),
      frames: (seconds, jpegQuality) => watched(session.frames(seconds, jpegQuality)),
      encodesVideo: session.encodesVideo,
      videoFrames: (seconds, part) => watched(session.videoFrames(seconds, part)),
      close: async () => {
        if (closed) return;
        closed = true;
        if (failed || this.stopped) await session.close();
        else await this.park(key, session);
      },
    };
  }

  /** Closes every waiting session (the process is stopping). */
  async closeAll(): Promise<void> {
    this.stopped = true;
    await this.closeIdle();
  }

  /** Closes every waiting session; sessions in use wait when they are done, as before. */
  async closeIdle(): Promise<void> {
    const waiting = this.idle.splice(0);
    for (const { timer } of waiting) clearTimeout(timer);
    await Promise.allSettled(waiting.map(({ session }) => session.close()));
  }

  /** The scene loaded into the browser of the session waiting longest that can load another, or null. */
  private async reloaded(timeline: SceneTimeline, options: FrameRenderOptions, fileOf: (url: string) => string | null): Promise<FrameSession | null> {
    const index = this.idle.findIndex((entry) => entry.session.reload !== undefined);
    if (index < 0) return null;
    const [{ session, timer }] = this.idle.splice(index, 1);
    clearTimeout(timer);
    try {
      return await session.reload!(timeline, options, fileOf);
    } catch {
      // A browser that could not load the scene is not trusted with another: a new one starts.
      await session.close();
      return null;
    }
  }

  private take(key: string): FrameSession | null {
    const index = this.idle.findIndex((entry) => entry.key === key);
    if (index < 0) return null;
    const [{ session, timer }] = this.idle.splice(index, 1);
    clearTimeout(timer);
    return session;
  }

  private async park(key: string, session: FrameSession): Promise<void> {
    const entry: IdleSession = {
      key,
      session,
      timer: setTimeout(() => {
        const index = this.idle.indexOf(entry);
        if (index >= 0) void this.idle.splice(index, 1)[0].session.close();
      }, this.idleMs),
    };
    // A timer alone keeps no process alive.
    entry.timer.unref();
    this.idle.push(entry);
    const surplus = this.idle.splice(0, Math.max(0, this.idle.length - this.maxIdle));
    for (const { timer } of surplus) clearTimeout(timer);
    await Promise.allSettled(surplus.map((oldest) => oldest.session.close()));
  }
}
