import { z } from 'zod';

export const loginSchema = z.object({
  password: z.string().min(1, 'Password is required.'),
});
export type Login = z.infer<typeof loginSchema>;

export const sessionSchema = z.object({
  authenticated: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** The shortest studio password Settings accepts: everyone shares it, and it opens everything. */
export const MIN_STUDIO_PASSWORD_LENGTH = 12;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required.'),
    newPassword: z
      .string()
      .min(MIN_STUDIO_PASSWORD_LENGTH, `The new password needs at least ${MIN_STUDIO_PASSWORD_LENGTH} characters.`)
      .max(200, 'The new password can have at most 200 characters.')
      .refine((password) => password.trim().length === password.length, 'The new password cannot start or end with a space.'),
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one.',
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const passwordChangedSchema = z.object({
  /** Every other session, ended by the change (the one that made it stays). */
  endedSessions: z.number().int().min(0),
});
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;
