// The sign-in and sign-up forms' zod checks, loaded on their first use (while
// the visitor types, or on the first press) so the page paints without zod.
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@chairside/core/auth-config';
import type { AuthField, AuthKind, FieldErrors } from '@chairside/site/auth/AuthPage';

// No compiled checks: they need eval, which the page's policy forbids (zod would try, and be refused).
z.config({ jitless: true });

const email = z.email('Enter a valid e-mail address');

const SCHEMAS = {
  email: z.object({ email }),
  login: z.object({ email, password: z.string().min(1, 'Enter your password') }),
  signup: z.object({
    name: z.string().trim().min(1, 'Enter your name').max(100, 'Use at most 100 characters'),
    email,
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(128, 'Use at most 128 characters'),
  }),
} satisfies Record<AuthKind | 'email', z.ZodType>;

/** Each field's first problem; empty when the form may be sent. */
export function check(form: AuthKind | 'email', values: Record<string, string>): FieldErrors {
  const result = SCHEMAS[form].safeParse({ ...values, email: values['email']?.trim() });
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AuthField;
    errors[field] ??= issue.message;
  }
  return errors;
}
