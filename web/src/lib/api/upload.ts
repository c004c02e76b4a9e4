import type { ApiErrorBody } from '@chairside/core/api-error';
import { auth } from '../../firebase';
import { ApiRequestError } from './api-client';

/**
 * Posts form data with a file (ARCHITECTURE.md: uploads go through `api`, never
 * straight to storage). Answers the body once `ok(body)` says it is complete;
 * otherwise throws the server's error, or `fallback`.
 */
export async function postForm<T>(
  path: string,
  form: FormData,
  ok: (body: Partial<T>) => body is T,
  fallback: string,
): Promise<T> {
  const token = await auth.currentUser?.getIdToken();
  const answer = await fetch(path, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const body = (await answer.json().catch(() => null)) as (Partial<T> & ApiErrorBody) | null;
  if (!answer.ok || !body || !ok(body)) {
    throw new ApiRequestError(
      answer.status,
      body,
      body?.error?.message ?? fallback,
      body?.error?.code ?? 'internal',
    );
  }
  return body;
}
