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

export const errorHandler: ErrorRequestHandler = (err, _req, res, next) => {
  if (res.headersSent) return next(err);
  const apiError = toApiError(err);
  const body: ApiErrorBody = {
    error: { code: apiError.code, message: apiError.message, details: apiError.details },
  };
  res.status(apiError.status).json(body);
};

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new ApiError('not_found', `There is no API route ${req.method} ${req.originalUrl}.`));
};
