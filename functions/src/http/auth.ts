import type { Request, RequestHandler, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { adminAuth } from '../firebase';
import { ApiError } from './api-error';

export interface Caller {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  superAdmin: boolean;
  token: DecodedIdToken;
}

/**
 * Verifies `Authorization: Bearer <Firebase ID token>` and keeps the caller in
 * `res.locals.caller`. Role checks for a salon come after this, per route.
 */
export const requireAuth: RequestHandler = async (req, res, next) => {
  const bearer = bearerOf(req);
  if (!bearer) return next(new ApiError('unauthenticated', 'Sign in to use this call.'));
  try {
    res.locals.caller = await callerFromToken(bearer);
    next();
  } catch {
    next(new ApiError('unauthenticated', 'Your session has expired. Please sign in again.'));
  }
};

/** The ID token of `Authorization: Bearer <token>`, if the request has one. */
function bearerOf(req: Request): string | null {
  return /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1] ?? null;
}

async function callerFromToken(bearer: string): Promise<Caller> {
  const token = await adminAuth().verifyIdToken(bearer);
  return {
    uid: token.uid,
    email: token.email ?? null,
    emailVerified: token.email_verified === true,
    superAdmin: token['superAdmin'] === true,
    token,
  };
}

/**
 * The caller on a public call that also serves signed-in people (a client
 * booking online): null without a token or with one that does not verify.
 */
export async function optionalCaller(req: Request): Promise<Caller | null> {
  const bearer = bearerOf(req);
  if (!bearer) return null;
  try {
    return await callerFromToken(bearer);
  } catch {
    return null;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** Cloud Functions hand over the body already read (webhooks verify it as sent). */
    interface Request {
      rawBody?: Buffer;
    }
    /** What the API's middleware leaves on `res.locals`. */
    interface Locals {
      /** The verified caller, once `requireAuth` (or an optional check) has read the token. */
      caller?: Caller;
    }
  }
}

/** The caller of a route where signing in is optional, or null. */
export const optionalCallerOf = (res: Response): Caller | null => res.locals.caller ?? null;

/** The verified caller of a route behind `requireAuth`. */
export function callerOf(res: Response): Caller {
  const { caller } = res.locals;
  if (!caller) throw new ApiError('unauthenticated', 'Sign in to use this call.');
  return caller;
}
