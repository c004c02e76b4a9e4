import { Router } from 'express';
import { z } from 'zod';
import { safeNext } from '@chairside/core/auth-config';
import { appOrigin } from '../config';
import { adminAuth } from '../firebase';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth } from '../http/auth';
import { clientIp, consume, rateLimit } from '../http/rate-limit';
import { parse } from '../http/validate';
import { sendMailOrFail } from '../mail/mailer';
import { passwordResetMail, signInLinkMail, verifyEmailMail } from '../mail/templates';

export const router = Router();

const ZEmail = z
  .email('Enter a valid e-mail address')
  .max(254)
  .transform((e) => e.toLowerCase());
const ZLinkRequest = z.object({ email: ZEmail, next: z.string().max(2000).optional() });
const ZNextOnly = z.object({ next: z.string().max(2000).optional() });

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
router.post('/email-link', perIp('email-link'), async (req, res) => {
  const { email, next } = parse(ZLinkRequest, req.body, 'request');
  await perEmail('email-link', email);
  const origin = appOrigin(req);
  const target = safeNext(next);
  const link = await adminAuth().generateSignInWithEmailLink(email, {
    url: `${origin}/login?next=${encodeURIComponent(target)}`,
    handleCodeInApp: true,
  });
  await sendMailOrFail(signInLinkMail(email, appActionUrl(link, origin, target)));
  res.json({ sent: true });
});

/** POST /api/auth/password-reset: e-mails a reset link; never says whether the account exists. */
router.post('/password-reset', perIp('password-reset'), async (req, res) => {
  const { email } = parse(ZLinkRequest, req.body, 'request');
  await perEmail('password-reset', email);
  const origin = appOrigin(req);
  let link: string | null = null;
  try {
    link = await adminAuth().generatePasswordResetLink(email, { url: `${origin}/login` });
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/email-not-found') throw err;
  }
  if (link) await sendMailOrFail(passwordResetMail(email, appActionUrl(link, origin, '/')));
  res.json({ sent: true });
});

/** POST /api/auth/verification-email: e-mails the signed-in person a confirmation link. */
router.post(
  '/verification-email',
  requireAuth,
  rateLimit({
    name: 'verify-email:uid',
    limit: 5,
    windowSeconds: 900,
    key: (_req, res) => callerOf(res).uid,
  }),
  async (req, res) => {
    const caller = callerOf(res);
    const { next } = parse(ZNextOnly, req.body ?? {}, 'request');
    if (!caller.email)
      throw new ApiError('validation_failed', 'Your account has no e-mail address.');
    const user = await adminAuth().getUser(caller.uid);
    if (user.emailVerified) {
      res.json({ sent: false, alreadyVerified: true });
      return;
    }
    const origin = appOrigin(req);
    const link = await adminAuth().generateEmailVerificationLink(caller.email, {
      url: `${origin}/login`,
    });
    await sendMailOrFail(
      verifyEmailMail(
        caller.email,
        appActionUrl(link, origin, next ? safeNext(next) : '/dashboard'),
      ),
    );
    res.json({ sent: true });
  },
);
