import { z } from 'zod';

export const loginSchema = z.object({
  password: z.string().min(1, 'Password is required.'),
});
export type Login = z.infer<typeof loginSchema>;

export const sessionSchema = z.object({
  authenticated: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
