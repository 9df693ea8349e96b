import { Inject, Injectable } from '@nestjs/common';
import type { ChangePassword, PasswordChanged, Session } from '@studio/contracts/auth';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config';
import { IncorrectPasswordError, PasswordPinnedError, WrongCurrentPasswordError } from './auth.errors';
import { AUTH_SECRETS, sessionCookieName } from './auth.tokens';
import type { AuthSecrets } from './auth-secrets';
import { hashPassword, verifyPassword } from './password-hash';
import { StudioPasswordRepository } from './studio-password.repository';

const promised = (action: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => action((error) => (error ? reject(error) : resolve())));

@Injectable()
export class AuthService {
  constructor(
    @Inject(AUTH_SECRETS) private readonly secrets: AuthSecrets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly passwords: StudioPasswordRepository,
  ) {}

  /** Checks the password; on success starts a fresh session (a new id, so a planted one is useless). */
  async login(password: string, request: Request): Promise<Session> {
    if (!(await this.isStudioPassword(password))) throw new IncorrectPasswordError();
    await promised((done) => request.session.regenerate(done));
    request.session.authenticated = true;
    await promised((done) => request.session.save(done));
    return { authenticated: true };
  }

  async logout(request: Request, response: Response): Promise<Session> {
    if (request.session) await promised((done) => request.session.destroy(done));
    response.clearCookie(sessionCookieName(request.secure), { path: '/', httpOnly: true, sameSite: 'lax', secure: request.secure });
    return { authenticated: false };
  }

  getSession(request: Request): Session {
    return { authenticated: request.session?.authenticated === true };
  }

  /**
   * Replaces the studio password and ends every other session at once (this one stays). Refused
   * while STUDIO_PASSWORD sets it: the environment would bring the old one back at the next start.
   */
  async changePassword({ currentPassword, newPassword }: ChangePassword, request: Request): Promise<PasswordChanged> {
    if (this.config.auth.password) throw new PasswordPinnedError();
    if (!(await this.isStudioPassword(currentPassword))) throw new WrongCurrentPasswordError();
    const endedSessions = await this.passwords.replaceHash(await hashPassword(newPassword), request.sessionID);
    return { endedSessions };
  }

  /** STUDIO_PASSWORD when set; else the password last changed in Settings; else the generated one. */
  private async isStudioPassword(password: string): Promise<boolean> {
    const hash = this.config.auth.password ? this.secrets.passwordHash : ((await this.passwords.findHash()) ?? this.secrets.passwordHash);
    return verifyPassword(password, hash);
  }
}
