import { Logger, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../common';
import { APP_CONFIG, type AppConfig } from '../config';
import { SettingsModule } from '../settings';
import { AuthController } from './auth.controller';
import { loadAuthSecrets } from './auth-secrets';
import { AuthService } from './auth.service';
import { AUTH_SECRETS } from './auth.tokens';
import { SessionEntity } from './session.entity';
import { SessionGuard } from './session.guard';
import { DatabaseSessionStore } from './session.store';
import { SessionsRepository } from './sessions.repository';
import { StudioPasswordRepository } from './studio-password.repository';

@Module({
  imports: [
    TypeOrmModule.forFeature([SessionEntity]),
    // The rate limits' counters, for every module (login's among them); sessions say whose they are.
    RateLimitModule,
    // A password changed in Settings is a studio setting.
    SettingsModule,
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    DatabaseSessionStore,
    SessionsRepository,
    StudioPasswordRepository,
    { provide: APP_GUARD, useClass: SessionGuard },
    {
      provide: AUTH_SECRETS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const logger = new Logger('Auth');
        return loadAuthSecrets({
          dataDir: config.dataDir,
          password: config.auth.password,
          sessionSecret: config.auth.sessionSecret,
          print: (message) => logger.log(message),
        });
      },
    },
  ],
  exports: [AUTH_SECRETS, DatabaseSessionStore],
})
export class AuthModule {}
