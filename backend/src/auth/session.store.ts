import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Store, type SessionData } from 'express-session';
import { SessionsRepository } from './sessions.repository';

/** Sessions last this long from login; the cookie and the row expire together. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 15 * 60 * 1000;
/**
 * How long a session read stays in this process's memory: every API request reads its session,
 * and a dashboard's burst of them then costs one query. A logout through another API process is
 * seen here this much later at most; in this process at once.
 */
const READ_CACHE_MS = 2_000;
const READ_CACHE_SIZE = 1_000;

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** express-session turns what a store returns into its Session in place: each caller gets its own copy. */
const copyOf = (session: SessionData | null): SessionData | null =>
  session === null ? null : { ...session, cookie: { ...session.cookie } };

/**
 * express-session store on the app's database, so sessions survive a restart (SQLite, MySQL,
 * MariaDB alike). No `touch`: a session's end is fixed at login, so reads never write.
 */
@Injectable()
export class DatabaseSessionStore extends Store implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Sessions');
  private pruneTimer?: NodeJS.Timeout;
  private pruning: Promise<void> = Promise.resolve();
  private readonly recent = new Map<string, { session: SessionData | null; until: number }>();

  constructor(private readonly sessions: SessionsRepository) {
    super();
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
    const recent = this.recent.get(sid);
    if (recent && recent.until > Date.now()) return callback(null, copyOf(recent.session));
    this.read(sid).then((session) => {
      this.remember(sid, session);
      callback(null, copyOf(session));
    }, callback);
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    this.recent.delete(sid);
    this.write(sid, session).then(() => callback?.(), (error) => callback?.(error));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.recent.delete(sid);
    this.sessions.delete(sid).then(() => callback?.(), (error) => callback?.(error));
  }

  override clear(callback?: Callback): void {
    this.recent.clear();
    this.sessions.deleteAll().then(() => callback?.(), (error) => callback?.(error));
  }

  override length(callback: Callback<number>): void {
    this.sessions.count().then((count) => callback(null, count), callback);
  }

  /** Deletes every expired session; returns how many went. */
  async pruneExpired(now = new Date()): Promise<number> {
    return this.sessions.deleteExpired(now);
  }

  private remember(sid: string, session: SessionData | null): void {
    this.recent.delete(sid);
    this.recent.set(sid, { session, until: Date.now() + READ_CACHE_MS });
    if (this.recent.size > READ_CACHE_SIZE) this.recent.delete(this.recent.keys().next().value!);
  }

  private async read(sid: string): Promise<SessionData | null> {
    const data = await this.sessions.findLiveData(sid, new Date());
    return data === null ? null : (JSON.parse(data) as SessionData);
  }

  private async write(sid: string, session: SessionData): Promise<void> {
    const expires = session.cookie?.expires;
    const expiresAt = expires ? new Date(expires) : new Date(Date.now() + SESSION_MAX_AGE_MS);
    await this.sessions.save({ id: sid, data: JSON.stringify(session), expiresAt });
  }
}
