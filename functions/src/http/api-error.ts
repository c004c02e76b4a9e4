import { API_ERROR_STATUS, type ApiErrorCode } from '@chairside/core/api-error';

/**
 * A feature this Chairside has not been set up for (a provider's keys): the
 * person reads `plain`; a platform administrator also reads `setup`, the
 * settings it needs (the error handler adds it for them alone).
 */
export const notConfigured = (plain: string, setup: string) =>
  new ApiError('not_configured', plain, { setup });

/** An error the API answers as `{ error: { code, message, details } }`. */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = API_ERROR_STATUS[code];
  }
}
