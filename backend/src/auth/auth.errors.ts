import { ConflictException, ForbiddenException, UnauthorizedException } from '@nestjs/common';
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

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is incorrect.';
export const PASSWORD_PINNED_MESSAGE =
  'The studio password is set by STUDIO_PASSWORD on the server, so it can only be changed there.';

/** 403, not 401: the session is fine, and a 401 would send the browser back to the password gate. */
export class WrongCurrentPasswordError extends ForbiddenException {
  constructor() {
    super({
      message: WRONG_CURRENT_PASSWORD_MESSAGE,
      error: 'Forbidden',
      code: 'WRONG_PASSWORD',
      errors: [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }],
    });
  }
}

export class PasswordPinnedError extends ConflictException {
  constructor() {
    super({ message: PASSWORD_PINNED_MESSAGE, error: 'Conflict', code: 'PASSWORD_PINNED' });
  }
}
