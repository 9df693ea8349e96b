import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SettingsRepository } from '../settings';
import { SessionsRepository } from './sessions.repository';

/** The studio setting that holds the hash of a password changed in Settings. */
const PASSWORD_SETTING = 'studioPasswordHash';

/**
 * A password changed in Settings: its hash in the database (not under DATA_DIR), so every API
 * process checks logins against the same one.
 */
@Injectable()
export class StudioPasswordRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsRepository,
    private readonly sessions: SessionsRepository,
  ) {}

  async findHash(): Promise<string | null> {
    const stored = await this.settings.findSetting(PASSWORD_SETTING);
    return stored === null ? null : (JSON.parse(stored) as string);
  }

  /** Stores the new hash and ends every session but `keptSessionId`, all or nothing; returns how many ended. */
  replaceHash(hash: string, keptSessionId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await this.settings.saveSetting(PASSWORD_SETTING, JSON.stringify(hash), manager);
      return this.sessions.deleteAllBut(keptSessionId, manager);
    });
  }
}
