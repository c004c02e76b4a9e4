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
    res.locals['caller'] = await callerFromToken(bearer);
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

/** The verified caller of a route behind `requireAuth`. */
export function callerOf(res: Response): Caller {
  const caller = res.locals['caller'] as Caller | undefined;
  if (!caller) throw new ApiError('unauthenticated', 'Sign in to use this call.');
  return caller;
}
