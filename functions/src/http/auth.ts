import type { Request, RequestHandler, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { adminAuth } from '../firebase';
import { ApiError } from './api-error';
import { guardImpersonation, impersonationOf, type Impersonation } from './impersonation';

export interface Caller {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  superAdmin: boolean;
  /** Set in a support session: a platform administrator in this person's session. */
  impersonation: Impersonation | null;
  token: DecodedIdToken;
}

/**
 * Verifies `Authorization: Bearer <Firebase ID token>` and keeps the caller in
 * `res.locals.caller`. Role checks for a salon come after this, per route.
 */
export const requireAuth: RequestHandler = async (req, res, next) => {
  const bearer = bearerOf(req);
  if (!bearer) return next(new ApiError('unauthenticated', 'Sign in to use this call.'));
  let caller: Caller;
  try {
    caller = await callerFromToken(bearer);
  } catch {
    return next(new ApiError('unauthenticated', 'Your session has expired. Please sign in again.'));
  }
  try {
    if (caller.impersonation) await guardImpersonation(caller.impersonation, req);
    res.locals.caller = caller;
    next();
  } catch (err) {
    next(err);
  }
};

/** The ID token of `Authorization: Bearer <token>`, if the request has one. */
function bearerOf(req: Request): string | null {
  return /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1] ?? null;
}

async function callerFromToken(bearer: string): Promise<Caller> {
  const token = await adminAuth().verifyIdToken(bearer);
  const impersonation = impersonationOf(token);
  return {
    uid: token.uid,
    email: token.email ?? null,
    emailVerified: token.email_verified === true,
    // A support session never carries the administrator's own powers.
    superAdmin: token['superAdmin'] === true && !impersonation,
    impersonation,
    token,
  };
}

/**
 * Someone who signed in at another's screen to approve what they may not do
 * (a manager approving a discount at the till): their ID token, verified and
 * checked against revocation; a support session never approves.
 */
export async function approverFrom(idToken: string): Promise<Caller> {
  let caller: Caller;
  try {
    caller = await callerFromToken(idToken);
    await adminAuth().verifyIdToken(idToken, true);
  } catch {
    throw new ApiError('forbidden', 'That approval is not valid: the manager signs in again.', [
      { path: 'approvalToken', message: 'The manager signs in again' },
    ]);
  }
  if (caller.impersonation)
    throw new ApiError('forbidden', 'A support session cannot approve for the salon.');
  return caller;
}

/**
 * The caller on a public call that also serves signed-in people (a client
 * booking online): null without a token or with one that does not verify.
 * A support session is held to its limits here too (it throws).
 */
export async function optionalCaller(req: Request): Promise<Caller | null> {
  const bearer = bearerOf(req);
  if (!bearer) return null;
  let caller: Caller;
  try {
    caller = await callerFromToken(bearer);
  } catch {
    return null;
  }
  if (caller.impersonation) await guardImpersonation(caller.impersonation, req);
  return caller;
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
