// One contract per API call, shared by the functions that answer it and the
// browser that makes it. A contract names the method and the path (with
// `:param` segments), the request body's schema where it has one, and the
// response type: the server's handler must return exactly that type, and the
// web client's call returns it, so a changed answer fails the type check on
// both sides.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `'/manage/:token/ics'` → `{ token: string }`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  A extends string = string,
  P extends string = string,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Res = unknown,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: M;
  /** The API area the call belongs to: its first path segment (`booking`). */
  area: A;
  /** The path inside the area, Express style (`/manage/:token`). */
  path: P;
  /** The request body's schema (what the server parses and the browser sends). */
  body: B;
  /** The query string's schema, where the call takes one. */
  query: Q;
  /** Type only: what the call answers. */
  readonly response?: Res;
}

/**
 * A contract. `endpoint<Answer>()('POST', 'booking', '/create', ZCreateBooking)`:
 * the first call fixes the answer's type, the second infers the rest. A call
 * with a query string names its schema last (`undefined` for no body).
 */
export function endpoint<Res>() {
  return <
    M extends HttpMethod,
    A extends string,
    P extends string,
    B extends z.ZodType | undefined = undefined,
    Q extends z.ZodType | undefined = undefined,
  >(
    method: M,
    area: A,
    path: P,
    body?: B,
    query?: Q,
  ): Endpoint<M, A, P, B, Res, Q> => ({ method, area, path, body: body as B, query: query as Q });
}

export type ResponseOf<E> =
  E extends Endpoint<
    HttpMethod,
    string,
    string,
    z.ZodType | undefined,
    infer R,
    z.ZodType | undefined
  >
    ? R
    : never;
/** The body a caller sends (before defaults), or never for calls without one. */
export type BodyOf<E> =
  E extends Endpoint<HttpMethod, string, string, infer B>
    ? B extends z.ZodType
      ? z.input<B>
      : never
    : never;
/** The query a caller sends (before defaults), or never for calls without a query schema. */
export type QueryOf<E> =
  E extends Endpoint<HttpMethod, string, string, z.ZodType | undefined, unknown, infer Q>
    ? Q extends z.ZodType
      ? z.input<Q>
      : never
    : never;
export type ParamsOf<E> = E extends Endpoint<HttpMethod, string, infer P> ? PathParams<P> : never;

/** The path a caller requests: `booking/manage/abc%2F1`, each parameter encoded. */
export function pathOf<E extends Endpoint>(e: E, params: ParamsOf<E>): string {
  const values = params as Record<string, string>;
  const path = e.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`Missing path parameter ${name} for ${e.area}${e.path}`);
    return encodeURIComponent(value);
  });
  return `${e.area}${path === '/' ? '' : path}`;
}

/**
 * A call that takes a file: multipart form data, the file in `file` and the
 * text fields `form` describes. The server parses those fields with this
 * schema; the browser sends what it takes.
 */
export interface UploadEndpoint<
  A extends string = string,
  P extends string = string,
  F extends z.ZodType = z.ZodType,
  Res = unknown,
> extends Endpoint<'POST', A, P, undefined, Res, undefined> {
  form: F;
}

/** An upload's contract: `upload<Answer>()('calendar', '/ical/upload', ZUploadIcal)`. */
export function upload<Res>() {
  return <A extends string, P extends string, F extends z.ZodType>(
    area: A,
    path: P,
    form: F,
  ): UploadEndpoint<A, P, F, Res> => ({
    method: 'POST',
    area,
    path,
    body: undefined,
    query: undefined,
    form,
  });
}

/** The text fields an upload sends (before defaults). */
export type FormOf<E> = E extends UploadEndpoint<string, string, infer F> ? z.input<F> : never;
