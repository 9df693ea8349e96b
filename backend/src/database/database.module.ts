import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { buildDataSourceOptions } from './data-source-options';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (config.database.type === 'better-sqlite3' && config.database.database !== ':memory:') {
          mkdirSync(dirname(config.database.database), { recursive: true });
        }
        return buildDataSourceOptions(config.database);
      },
    }),
  ],
})
export class DatabaseModule {}
