import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { Health } from '@studio/contracts/status';
import { DataSource } from 'typeorm';
import { DATABASE_UNREACHABLE_MESSAGE } from '../common';
import { APP_CONFIG, type AppConfig } from '../config';

export class DatabaseUnavailableError extends ServiceUnavailableException {
  constructor() {
    super(DATABASE_UNREACHABLE_MESSAGE);
  }
}

/** The database family as people name it, not the Node driver. */
export const databaseName = (config: AppConfig): string =>
  config.database.type === 'better-sqlite3' ? 'sqlite' : config.database.type;

@Injectable()
export class HealthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  /** Healthy only when the database answers a query. */
  async check(): Promise<Health> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new DatabaseUnavailableError();
    }
    return { status: 'ok', database: databaseName(this.config) };
  }
}
