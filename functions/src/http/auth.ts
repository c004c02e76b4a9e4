import type { RequestHandler, Response } from 'express';
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
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) {
    return next(new ApiError('unauthenticated', 'Sign in to use this call.'));
  }
  try {
    const token = await adminAuth().verifyIdToken(match[1]);
    const caller: Caller = {
      uid: token.uid,
      email: token.email ?? null,
      emailVerified: token.email_verified === true,
      superAdmin: token['superAdmin'] === true,
      token,
    };
    res.locals['caller'] = caller;
    next();
  } catch {
    next(new ApiError('unauthenticated', 'Your session has expired. Please sign in again.'));
  }
};

/** The verified caller of a route behind `requireAuth`. */
export function callerOf(res: Response): Caller {
  const caller = res.locals['caller'] as Caller | undefined;
  if (!caller) throw new ApiError('unauthenticated', 'Sign in to use this call.');
  return caller;
}
