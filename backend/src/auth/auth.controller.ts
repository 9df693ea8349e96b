import { Controller, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Endpoint, type EndpointInput } from '../common';
import { AuthService } from './auth.service';

@Controller()
export class AuthController {
  constructor(private readonly service: AuthService) {}

  /** Attempts per client address per minute are limited by the route table (LOGIN_ATTEMPTS_PER_MINUTE). */
  @Endpoint('login')
  login({ body }: EndpointInput<'login'>, @Req() request: Request) {
    return this.service.login(body.password, request);
  }

  @Endpoint('logout')
  logout(_input: EndpointInput<'logout'>, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    return this.service.logout(request, response);
  }

  /** Attempts per session per minute share the login budget (LOGIN_ATTEMPTS_PER_MINUTE). */
  @Endpoint('changePassword')
  changePassword({ body }: EndpointInput<'changePassword'>, @Req() request: Request) {
    return this.service.changePassword(body, request);
  }

  @Endpoint('getSession')
  session(_input: EndpointInput<'getSession'>, @Req() request: Request) {
    return this.service.getSession(request);
  }
}
