import { UnauthorizedException } from '@nestjs/common';
import { RATE_LIMIT_MESSAGES } from '../common';

/** The spec's wording for a wrong password (docs/product-rules.md#messages). */
export const INCORRECT_PASSWORD_MESSAGE = 'Incorrect password. Please try again.';
export const NOT_AUTHENTICATED_MESSAGE = 'Not logged in. Enter the studio password first.';
export const TOO_MANY_LOGIN_ATTEMPTS_MESSAGE = RATE_LIMIT_MESSAGES.login;

export class IncorrectPasswordError extends UnauthorizedException {
  constructor() {
    super(INCORRECT_PASSWORD_MESSAGE);
  }
}

export class NotAuthenticatedError extends UnauthorizedException {
  constructor() {
    super(NOT_AUTHENTICATED_MESSAGE);
  }
}
