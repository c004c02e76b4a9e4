import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import type { ApiErrorBody } from '@chairside/core/api-error';
import { MalformedRecord } from '../records/repository';
import { ApiError } from './api-error';

/** Errors express's body parser raises carry a `type`. */
interface BodyParserError {
  type?: string;
  status?: number;
}

function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const parserType = (err as BodyParserError | null)?.type;
  if (parserType === 'entity.parse.failed') {
    return new ApiError('invalid_json', 'The request body is not valid JSON.');
  }
  if (parserType === 'entity.too.large') {
    return new ApiError('payload_too_large', 'The request body is too large.');
  }
  if (err instanceof MalformedRecord) {
    // Logged with its path where it was read; the caller learns only that nothing changed.
    return new ApiError(
      'conflict',
      'A stored record this needs cannot be read, so nothing was changed. Our team has been alerted.',
    );
  }
  logger.error('Unhandled API error', err);
  return new ApiError('internal', 'Something went wrong on our side. Please try again.');
}

/** The settings a not-configured feature needs, when the error names them. */
function setupOf(e: ApiError): string | null {
  const d = e.details as { setup?: unknown } | undefined;
  return e.code === 'not_configured' && typeof d?.setup === 'string' ? d.setup : null;
}

export const errorHandler: ErrorRequestHandler = (err, _req, res, next) => {
  if (res.headersSent) return next(err);
  const apiError = toApiError(err);
  // Settings and environment names are for the platform's administrators, never a salon.
  const setup = setupOf(apiError);
  const message =
    setup && res.locals.caller?.superAdmin ? `${apiError.message} ${setup}` : apiError.message;
  const body: ApiErrorBody = {
    error: { code: apiError.code, message, details: setup === null ? apiError.details : undefined },
  };
  // Every 429 says when to come back, whichever code raised it.
  const retry = (apiError.details as { retryAfterSeconds?: unknown } | undefined)
    ?.retryAfterSeconds;
  if (apiError.code === 'rate_limited' && typeof retry === 'number')
    res.set('Retry-After', String(retry));
  res.status(apiError.status).json(body);
};

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new ApiError('not_found', `There is no API route ${req.method} ${req.originalUrl}.`));
};
