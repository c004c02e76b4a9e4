import { apiErrorOf } from '@chairside/core/api-error-body';
import {
  pathOf,
  type BodyOf,
  type Endpoint,
  type FormOf,
  type UploadEndpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@chairside/core/contracts/endpoint';

/**
 * Development is a localhost origin (or a salon's <slug>.localhost) with a
 * four-digit port: calls go to that origin's /api. Anywhere else they go to
 * the product domain's /api.
 */
export function resolveApiBase(origin: string, productDomain: string): string {
  const url = new URL(origin);
  const host = url.hostname;
  const local = host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1';
  return local && /^\d{4}$/.test(url.port) ? `${url.origin}/api` : `https://${productDomain}/api`;
}

/** Removes the `routes` segment and makes the path absolute: `routes/booking/x` → `/booking/x`. */
export function toApiPath(path: string): string {
  const [pathname = '', query] = path.split(/\?(.*)/s, 2);
  const clean = pathname
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'routes')
    .join('/');
  return `/${clean}${query !== undefined ? `?${query}` : ''}`;
}

/** A non-OK answer, thrown with the body the server sent. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Secure calls carry the signed-in user's ID token as a bearer token. */
  secure?: boolean;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  base: string;
  getIdToken: () => Promise<string | null>;
  /** Headers every call carries besides these (the visitor's id, an App Check token). */
  extraHeaders?: (method: string) => Promise<Record<string, string>>;
  fetch?: typeof fetch;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient({
  base,
  getIdToken,
  extraHeaders,
  fetch: fetchImpl,
}: ApiClientOptions) {
  const send = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  return async function request<T>(path: string, req: ApiRequest = {}): Promise<T> {
    const url = new URL(`${base}${toApiPath(path)}`);
    for (const [key, value] of Object.entries(req.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const method = req.method ?? (req.body === undefined ? 'GET' : 'POST');
    const headers: Record<string, string> = {
      ...(extraHeaders ? await extraHeaders(method) : {}),
      Accept: 'application/json',
    };
    // Form data (an upload) sets its own type, with the parts' boundary.
    const form = req.body instanceof FormData ? req.body : null;
    if (req.body !== undefined && !form) headers['Content-Type'] = 'application/json';
    if (req.secure) {
      const token = await getIdToken();
      if (!token) {
        const body = { error: { code: 'unauthenticated', message: 'Sign in to continue.' } };
        throw new ApiRequestError(401, body, body.error.message, body.error.code);
      }
      headers['Authorization'] = `Bearer ${token}`;
    }
    const res = await send(url, {
      method,
      headers,
      body: form ?? (req.body === undefined ? undefined : JSON.stringify(req.body)),
      credentials: 'include',
      signal: req.signal,
    });
    const body = await readBody(res);
    if (!res.ok) {
      const error = apiErrorOf(body);
      const message = error?.message ?? `The request failed (${res.status} ${res.statusText}).`;
      const code = error?.code ?? 'http_error';
      throw new ApiRequestError(res.status, body, message, code);
    }
    return body as T;
  };
}

/** What a contract's call takes: its path parameters, body and query where it has them. */
export type CallArgs<E extends Endpoint> = (keyof ParamsOf<E> extends never
  ? { params?: undefined }
  : { params: ParamsOf<E> }) &
  ([BodyOf<E>] extends [never] ? { body?: undefined } : { body: BodyOf<E> }) &
  ([QueryOf<E>] extends [never] ? { query?: undefined } : { query: QueryOf<E> }) &
  Pick<ApiRequest, 'secure' | 'signal'>;

/**
 * Calls typed by the contracts in @chairside/core/contracts:
 * `call(bookingContracts.create, { body })` sends what the contract's schema
 * takes and returns what its handler answers.
 */
export function contractCaller(
  request: ReturnType<typeof createApiClient>,
  /** Checks each answer against its contract (in development: answers-check.ts). */
  check?: (e: Endpoint, body: unknown) => void,
) {
  return async <E extends Endpoint>(e: E, args: CallArgs<E>): Promise<ResponseOf<E>> => {
    const body = await request<ResponseOf<E>>(pathOf(e, (args.params ?? {}) as ParamsOf<E>), {
      method: e.method,
      body: args.body,
      query: args.query as ApiRequest['query'],
      secure: args.secure,
      signal: args.signal,
    });
    check?.(e, body);
    return body;
  };
}

/**
 * Uploads typed by their contracts: `upload(calendarContracts.uploadIcal,
 * { orgId, staffId, name }, file)` sends the fields the contract's form
 * schema takes and the file, as multipart form data, and returns its answer.
 */
export function contractUploader(
  request: ReturnType<typeof createApiClient>,
  check?: (e: Endpoint, body: unknown) => void,
) {
  return async <E extends UploadEndpoint>(
    e: E,
    fields: FormOf<E>,
    file: Blob & { name?: string },
    { secure = true }: { secure?: boolean } = {},
  ): Promise<ResponseOf<E>> => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields as Record<string, unknown>)) {
      if (value !== undefined && value !== null && value !== '') form.set(key, String(value));
    }
    form.set('file', file, file.name ?? 'file');
    const body = await request<ResponseOf<E>>(pathOf(e, {} as ParamsOf<E>), {
      method: 'POST',
      body: form,
      secure,
    });
    check?.(e, body);
    return body;
  };
}

/** The field-by-field problems of a refused request (`details` of a 400 or 422), or []. */
export function fieldErrorsOf(e: unknown): { path: string; message: string }[] {
  if (!(e instanceof ApiRequestError)) return [];
  const details = (e.body as { error?: { details?: unknown } } | null)?.error?.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((d: { path?: unknown; message?: unknown }) =>
    typeof d?.path === 'string' && typeof d.message === 'string'
      ? [{ path: d.path, message: d.message }]
      : [],
  );
}
