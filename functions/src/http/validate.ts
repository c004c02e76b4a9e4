import type { z } from 'zod';
import { issuesToDetails } from '@chairside/core/api-error';
import { ApiError } from './api-error';

/**
 * Parses untrusted input with a shared schema. A failure is a 400 whose
 * details list each field and the same message the web form shows.
 */
export function parse<S extends z.ZodType>(
  schema: S,
  input: unknown,
  what = 'request',
): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new ApiError(
      'validation_failed',
      `The ${what} is not valid.`,
      issuesToDetails(result.error.issues),
    );
  }
  return result.data;
}
