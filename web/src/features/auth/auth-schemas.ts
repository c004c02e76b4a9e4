// The sign-in and sign-up forms' schemas, loaded on their first check
// (lib/forms/lazy-resolver.ts) so the pages paint without zod.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@chairside/core/auth-config';
import type { Login, Signup } from './auth-values';

const ZLogin = z.object({
  email: z.email('Enter a valid e-mail address'),
  password: z.string().min(1, 'Enter your password'),
}) satisfies z.ZodType<Login>;

const ZSignup = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(100, 'Use at most 100 characters'),
  email: z.email('Enter a valid e-mail address'),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(128, 'Use at most 128 characters'),
}) satisfies z.ZodType<Signup>;

export const loginResolver = zodResolver(ZLogin);
export const signupResolver = zodResolver(ZSignup);
