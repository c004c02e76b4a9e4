// Reading an error answer in the browser's shell, where zod does not load:
// the same shape as ZApiErrorBody in ./api-error (a unit test holds them together).

/** The `error` of an answer shaped like `{ error: { code, message } }`, or null. */
export function apiErrorOf(body: unknown): { code: string; message: string } | null {
  if (!body || typeof body !== 'object') return null;
  const error = (body as { error?: unknown }).error;
  if (!error || typeof error !== 'object') return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : null;
}
