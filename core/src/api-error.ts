import { z } from 'zod';

/** Every error the API answers has this body, whatever the route. */
export const ZApiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ZApiErrorBody>;
export { apiErrorOf } from './api-error-body';

/** The error codes the API uses, with the HTTP status each one carries. */
export const API_ERROR_STATUS = {
  invalid_json: 400,
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  /** A change asked for in a read-only support session (impersonation). */
  read_only: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  /** A booking time someone else took first. */
  slot_taken: 409,
  gone: 410,
  payload_too_large: 413,
  /** A well-formed request the rules refuse: a time outside hours, a reused idempotency key. */
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  /** A feature that needs configuration (an e-mail server, a provider's keys). */
  not_configured: 503,
  /** Busy for now (a contended booking day); nothing was saved, so the same request may be retried. */
  unavailable: 503,
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** Turns zod issues into a list a person (or a form) can map back to fields. */
export function issuesToDetails(issues: readonly z.core.$ZodIssue[]) {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
