import type { z } from 'zod';

/**
 * A value the app is about to write straight to Firestore, parsed with the
 * same schema the form shows: a bad value is named in the schema's words
 * before the rules refuse it with a bare "permission denied".
 */
export function parsedInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Error(parsed.error.issues[0]?.message ?? 'That value is not valid');
  return parsed.data;
}
