import type { z } from 'zod';
import { issuesToDetails } from '@chairside/core/api-error';
import { ApiError } from './api-error';

/** A JSON object (a parsed body or a query), as opposed to a list, text or nothing. */
export const isFields = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/** The fields of a body or query; none when it is not an object. */
export const fieldsOf = (input: unknown): Record<string, unknown> => (isFields(input) ? input : {});

/**
 * Our own calls name the salon `orgId`; those first published with the
 * spec's `salon_id` still take it. Applied to a body or query before parsing.
 */
export function orgIdFrom(input: unknown): unknown {
  if (!isFields(input)) return input;
  const fields = input;
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
