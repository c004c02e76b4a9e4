import { Router } from 'express';
import { safeNext } from '@chairside/core/auth-config';
import { authMailContracts as c } from '@chairside/core/contracts/auth';
import { appOrigin } from '../config';
import { adminAuth } from '../firebase';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { clientIp, consume, perCaller, rateLimit } from '../http/rate-limit';
import { parse } from '../http/validate';
import { queueMailOrFail } from '../mail/outbox';
import { passwordResetMail, signInLinkMail, verifyEmailMail } from '../mail/templates';
import { errorCode } from '../platform/errors';

export const router = Router();

const perIp = (name: string) =>
  rateLimit({ name: `${name}:ip`, limit: 20, windowSeconds: 3600, key: (req) => clientIp(req) });
const perEmail = (name: string, email: string) =>
  consume({ name: `${name}:email`, limit: 5, windowSeconds: 900, key: () => email }, email);

/**
 * Firebase makes the action link (mode, oobCode, apiKey); the e-mail points at
 * our own /login, which completes the action in the app (a custom action handler).
 */
function appActionUrl(firebaseLink: string, origin: string, next: string) {
  const from = new URL(firebaseLink).searchParams;
  const url = new URL('/login', origin);
  for (const key of ['mode', 'oobCode', 'apiKey', 'lang']) {
    const value = from.get(key);
    if (value) url.searchParams.set(key, value);
  }
  url.searchParams.set('next', next);
  return url.toString();
}

/** POST /api/auth/email-link: e-mails a one-time sign-in link (also signs up). */
router.post(c.emailLink.path, perIp('email-link'), async (req, res) => {
  const { email, next } = parse(c.emailLink.body, req.body, 'request');
  await perEmail('email-link', email);
  const origin = appOrigin(req);
  const target = safeNext(next);
  const link = await adminAuth().generateSignInWithEmailLink(email, {
    url: `${origin}/login?next=${encodeURIComponent(target)}`,
    handleCodeInApp: true,
  });
  await queueMailOrFail(signInLinkMail(email, appActionUrl(link, origin, target)));
  reply(res, c.emailLink, { sent: true });
});

/** POST /api/auth/password-reset: e-mails a reset link; never says whether the account exists. */
router.post(c.passwordReset.path, perIp('password-reset'), async (req, res) => {
  const { email } = parse(c.passwordReset.body, req.body, 'request');
  await perEmail('password-reset', email);
  const origin = appOrigin(req);
  let link: string | null = null;
  try {
    link = await adminAuth().generatePasswordResetLink(email, { url: `${origin}/login` });
  } catch (err) {
    if (errorCode(err) !== 'auth/email-not-found') throw err;
  }
  if (link) await queueMailOrFail(passwordResetMail(email, appActionUrl(link, origin, '/')));
  reply(res, c.passwordReset, { sent: true });
});

/** POST /api/auth/verification-email: e-mails the signed-in person a confirmation link. */
router.post(
  c.verificationEmail.path,
  requireAuth,
  perCaller('verify-email:uid', 5, 900),
  async (req, res) => {
    const caller = callerOf(res);
    const { next } = parse(c.verificationEmail.body, req.body ?? {}, 'request');
    if (!caller.email)
      throw new ApiError('validation_failed', 'Your account has no e-mail address.');
    const user = await adminAuth().getUser(caller.uid);
    if (user.emailVerified) {
      reply(res, c.verificationEmail, { sent: false, alreadyVerified: true });
      return;
    }
    const origin = appOrigin(req);
    const link = await adminAuth().generateEmailVerificationLink(caller.email, {
      url: `${origin}/login`,
    });
    await queueMailOrFail(
      verifyEmailMail(
        caller.email,
        appActionUrl(link, origin, next ? safeNext(next) : '/dashboard'),
      ),
    );
    reply(res, c.verificationEmail, { sent: true });
  },
);
