import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, LessThan, LessThanOrEqual, Not, Repository } from 'typeorm';
import { SessionEntity } from './session.entity';

/** The sessions table: each login's session data as JSON, until it expires. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>) {}

  /**
   * Runs on every API request, so it is one hand-written, portable statement (`?` placeholders
   * work on better-sqlite3 and mysql2) instead of a query built per call; expired rows never match.
   */
  async findLive(id: string, now: Date): Promise<{ data: string; expiresAt: Date } | null> {
    const { driver } = this.sessions.manager.connection;
    const expiresAt = this.sessions.metadata.findColumnWithPropertyName('expiresAt');
    if (!expiresAt) throw new Error('sessions.expiresAt column is missing from the entity');
    const rows = (await this.sessions.query(
      `SELECT ${driver.escape('data')} AS data, ${driver.escape(expiresAt.databaseName)} AS expiresAt ` +
        `FROM ${driver.escape(this.sessions.metadata.tableName)} ` +
        `WHERE ${driver.escape('id')} = ? AND ${driver.escape(expiresAt.databaseName)} > ?`,
      [id, driver.preparePersistentValue(now, expiresAt)],
    )) as Array<{ data: string; expiresAt: unknown }>;
    if (!rows.length) return null;
    return { data: rows[0].data, expiresAt: new Date(driver.prepareHydratedValue(rows[0].expiresAt, expiresAt) as Date) };
  }

  async setExpiry(id: string, expiresAt: Date): Promise<void> {
    await this.sessions.update({ id }, { expiresAt });
  }

  /** Deletes the session if it has ended (a live one stays). */
  async deleteIfExpired(id: string, now: Date): Promise<void> {
    await this.sessions.delete({ id, expiresAt: LessThanOrEqual(now) });
  }

  async save(session: SessionEntity): Promise<void> {
    await this.sessions.upsert(session, ['id']);
  }

  async delete(id: string): Promise<void> {
    await this.sessions.delete({ id });
  }

  /** Ends every session but `keptId` (inside `manager`'s transaction); returns how many went. */
  async deleteAllBut(keptId: string, manager: EntityManager = this.sessions.manager): Promise<number> {
    return (await manager.delete(SessionEntity, { id: Not(keptId) })).affected ?? 0;
  }

  async deleteAll(): Promise<void> {
    await this.sessions.clear();
  }

  count(): Promise<number> {
    return this.sessions.count();
  }

  /** Returns how many went. */
  async deleteExpired(now: Date): Promise<number> {
    return (await this.sessions.delete({ expiresAt: LessThan(now) })).affected ?? 0;
  }
}
