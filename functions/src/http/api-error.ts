import { API_ERROR_STATUS, type ApiErrorCode } from '@chairside/core/api-error';

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
