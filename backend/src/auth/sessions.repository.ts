import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { SessionEntity } from './session.entity';

/** The sessions table: each login's session data as JSON, until it expires. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>) {}

  /**
   * Runs on every API request, so it is one hand-written, portable statement (`?` placeholders
   * work on better-sqlite3 and mysql2) instead of a query built per call; expired rows never match.
   */
  async findLiveData(id: string, now: Date): Promise<string | null> {
    const { driver } = this.sessions.manager.connection;
    const expiresAt = this.sessions.metadata.findColumnWithPropertyName('expiresAt');
    if (!expiresAt) throw new Error('sessions.expiresAt column is missing from the entity');
    const rows = (await this.sessions.query(
      `SELECT ${driver.escape('data')} AS data FROM ${driver.escape(this.sessions.metadata.tableName)} ` +
        `WHERE ${driver.escape('id')} = ? AND ${driver.escape(expiresAt.databaseName)} > ?`,
      [id, driver.preparePersistentValue(now, expiresAt)],
    )) as Array<{ data: string }>;
    return rows.length ? rows[0].data : null;
  }

  async save(session: SessionEntity): Promise<void> {
    await this.sessions.upsert(session, ['id']);
  }

  async delete(id: string): Promise<void> {
    await this.sessions.delete({ id });
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
