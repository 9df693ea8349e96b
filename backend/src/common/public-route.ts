import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'studio:isPublic';

/** Opens a route to callers without a session (login, session, logout, health). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
