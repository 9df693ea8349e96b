import { Logger, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config';
import { AuthController } from './auth.controller';
import { TOO_MANY_LOGIN_ATTEMPTS_MESSAGE } from './auth.errors';
import { loadAuthSecrets } from './auth-secrets';
import { AuthService } from './auth.service';
import { AUTH_SECRETS } from './auth.tokens';
import { SessionEntity } from './session.entity';
import { SessionGuard } from './session.guard';
import { DatabaseSessionStore } from './session.store';
import { SessionsRepository } from './sessions.repository';

const LOGIN_WINDOW_MS = 60_000;

@Module({
  imports: [
    TypeOrmModule.forFeature([SessionEntity]),
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        throttlers: [{ name: 'login', ttl: LOGIN_WINDOW_MS, limit: config.auth.loginAttemptsPerMinute }],
        errorMessage: TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    DatabaseSessionStore,
    SessionsRepository,
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
