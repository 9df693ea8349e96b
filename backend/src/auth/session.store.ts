import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Store, type SessionData } from 'express-session';
import { APP_CONFIG, type AppConfig } from '../config';
import { SessionsRepository } from './sessions.repository';

/** Sessions last this long from login at most (the cookie's life), however active. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 15 * 60 * 1000;
/** Activity moves a session's end forward at most this often, so requests do not each write. */
const SLIDE_STEP_MS = 60_000;

type Callback<T = void> = (error?: unknown, value?: T) => void;

/**
 * express-session store on the app's database, so sessions survive a restart (SQLite, MySQL,
 * MariaDB alike). Every read goes to the database, with no cache in the process: a logout, a
 * password change or an expiry through one API process holds in every other at once.
 *
 * A row's `expiresAt` is the earlier of the end fixed at login (the cookie's expiry) and the idle
 * end (SESSION_IDLE_MINUTES after its last use); a read that finds it over a minute behind the
 * idle end moves it forward. No `touch`: express-session would call it on every request.
 */
@Injectable()
export class DatabaseSessionStore extends Store implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Sessions');
  private readonly idleMs: number;
  private pruneTimer?: NodeJS.Timeout;
  private pruning: Promise<void> = Promise.resolve();

  constructor(
    private readonly sessions: SessionsRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super();
    this.idleMs = config.auth.sessionIdleMinutes * 60_000;
  }

  /** Expired rows are never read (see `read`); pruning at start and every 15 minutes keeps the table small. */
  onModuleInit(): void {
    const prune = () => {
      this.pruning = this.pruneExpired().then(
        () => undefined,
        (error: unknown) => this.logger.warn(`Pruning expired sessions failed: ${String(error)}`),
      );
    };
    prune();
    this.pruneTimer = setInterval(prune, PRUNE_INTERVAL_MS);
    this.pruneTimer.unref();
  }

  /** Before the database closes: no new prune, and the running one finishes. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.pruneTimer);
    await this.pruning;
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    this.read(sid).then((session) => callback(null, session), callback);
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    this.write(sid, session).then(() => callback?.(), (error) => callback?.(error));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.sessions.delete(sid).then(() => callback?.(), (error) => callback?.(error));
  }

  override clear(callback?: Callback): void {
    this.sessions.deleteAll().then(() => callback?.(), (error) => callback?.(error));
  }

  override length(callback: Callback<number>): void {
    this.sessions.count().then((count) => callback(null, count), callback);
  }

  /**
   * This store again for a second express-session middleware (the HTTPS cookie's): express-session
   * keeps its cookie options on the store it is given (`store.generate`), so two middlewares need
   * two objects; reads, writes and pruning stay this one's.
   */
  forAnotherMiddleware(): Store {
    return Object.create(this) as Store;
  }

  /** Deletes every expired session; returns how many went. */
  async pruneExpired(now = new Date(Date.now())): Promise<number> {
    return this.sessions.deleteExpired(now);
  }

  /** A session past either end is refused and its row deleted; a live one's idle end slides. */
  private async read(sid: string): Promise<SessionData | null> {
    const now = new Date(Date.now());
    const row = await this.sessions.findLive(sid, now);
    if (row === null) {
      await this.sessions.deleteIfExpired(sid, now);
      return null;
    }
    const session = JSON.parse(row.data) as SessionData;
    const end = this.endOf(session, now);
    if (end.getTime() - row.expiresAt.getTime() >= SLIDE_STEP_MS) await this.sessions.setExpiry(sid, end);
    return session;
  }

  private async write(sid: string, session: SessionData): Promise<void> {
    const expiresAt = this.endOf(session, new Date(Date.now()));
    await this.sessions.save({ id: sid, data: JSON.stringify(session), expiresAt });
  }

  /** The session's end if it is used now: idle time from now, but never past the end set at login. */
  private endOf(session: SessionData, now: Date): Date {
    const expires = session.cookie?.expires;
    const loginEnd = expires ? new Date(expires).getTime() : now.getTime() + SESSION_MAX_AGE_MS;
    return new Date(Math.min(loginEnd, now.getTime() + this.idleMs));
  }
}
