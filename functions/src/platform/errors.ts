// What a caught error says, without a cast: the `code` that Firestore, the
// Admin SDK, Node and Stripe put on their errors, and a message for anything
// thrown.

/** The error's `code` (a gRPC number from Firestore, a string from Node or Auth), if it has one. */
export function errorCode(err: unknown): string | number | undefined {
  if (typeof err !== 'object' || err === null || !('code' in err)) return undefined;
  const { code } = err;
  return typeof code === 'string' || typeof code === 'number' ? code : undefined;
}

/** A string field of an error (`type` of a Stripe error), if it has one. */
export function errorField(err: unknown, field: string): string | undefined {
  if (typeof err !== 'object' || err === null || !(field in err)) return undefined;
  const value: unknown = Reflect.get(err, field);
  return typeof value === 'string' ? value : undefined;
}

/** What went wrong, in words: an Error's message, or the thrown value itself. */
export const errorMessage = (err: unknown): string =>
  err instanceof Error ? err.message : String(err);
