import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { loginSchema, type Login, type Session } from '@studio/contracts/auth';
import type { Request, Response } from 'express';
import { AuthService } from './auth.service';
import { Public } from './public.decorator';

@Public()
@Controller()
export class AuthController {
  constructor(private readonly service: AuthService) {}

  /** The only throttled route: attempts per IP per minute (LOGIN_ATTEMPTS_PER_MINUTE). */
  @Post('/api/auth/login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  login(@Body({ schema: loginSchema }) { password }: Login, @Req() request: Request): Promise<Session> {
    return this.service.login(password, request);
  }

  @Post('/api/auth/logout')
  @HttpCode(200)
  logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<Session> {
    return this.service.logout(request, response);
  }

  @Get('/api/auth/session')
  session(@Req() request: Request): Session {
    return this.service.getSession(request);
  }
}
