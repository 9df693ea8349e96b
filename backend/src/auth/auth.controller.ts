import { Controller, Req, Res, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { Endpoint, type EndpointInput } from '../common';
import { AuthService } from './auth.service';

@Controller()
export class AuthController {
  constructor(private readonly service: AuthService) {}

  /** The only throttled route: attempts per IP per minute (LOGIN_ATTEMPTS_PER_MINUTE). */
  @Endpoint('login')
  @UseGuards(ThrottlerGuard)
  login({ body }: EndpointInput<'login'>, @Req() request: Request) {
    return this.service.login(body.password, request);
  }

  @Endpoint('logout')
  logout(_input: EndpointInput<'logout'>, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    return this.service.logout(request, response);
  }

  @Endpoint('getSession')
  session(_input: EndpointInput<'getSession'>, @Req() request: Request) {
    return this.service.getSession(request);
  }
}
