import { UnauthorizedException } from '@nestjs/common';

/** The spec's wording for a wrong password (docs/product-rules.md#messages). */
export const INCORRECT_PASSWORD_MESSAGE = 'Incorrect password. Please try again.';
export const NOT_AUTHENTICATED_MESSAGE = 'Not logged in. Enter the studio password first.';
export const TOO_MANY_LOGIN_ATTEMPTS_MESSAGE = 'Too many login attempts. Please wait a minute and try again.';

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
