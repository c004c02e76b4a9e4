import type { z } from 'zod';
import { issuesToDetails } from '@chairside/core/api-error';
import { ApiError } from './api-error';

/**
 * Our own calls name the salon `orgId`; those first published with the
 * spec's `salon_id` still take it. Applied to a body or query before parsing.
 */
export function orgIdFrom(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const fields = input as Record<string, unknown>;
  if (fields['orgId'] !== undefined || fields['salon_id'] === undefined) return input;
  const { salon_id, ...rest } = fields;
  return { ...rest, orgId: salon_id };
}

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
