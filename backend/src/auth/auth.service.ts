import { Inject, Injectable } from '@nestjs/common';
import type { Session } from '@studio/contracts/auth';
import type { Request, Response } from 'express';
import { IncorrectPasswordError } from './auth.errors';
import { AUTH_SECRETS, SESSION_COOKIE_NAME } from './auth.tokens';
import type { AuthSecrets } from './auth-secrets';
import { verifyPassword } from './password-hash';

const promised = (action: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => action((error) => (error ? reject(error) : resolve())));

@Injectable()
export class AuthService {
  constructor(@Inject(AUTH_SECRETS) private readonly secrets: AuthSecrets) {}

  /** Checks the password; on success starts a fresh session (a new id, so a planted one is useless). */
  async login(password: string, request: Request): Promise<Session> {
    if (!(await verifyPassword(password, this.secrets.passwordHash))) throw new IncorrectPasswordError();
    await promised((done) => request.session.regenerate(done));
    request.session.authenticated = true;
    await promised((done) => request.session.save(done));
    return { authenticated: true };
  }

  async logout(request: Request, response: Response): Promise<Session> {
    if (request.session) await promised((done) => request.session.destroy(done));
    response.clearCookie(SESSION_COOKIE_NAME, { path: '/', httpOnly: true, sameSite: 'lax' });
    return { authenticated: false };
  }

  getSession(request: Request): Session {
    return { authenticated: request.session?.authenticated === true };
  }
}
