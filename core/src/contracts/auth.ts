// The sign-in e-mails the API sends (Firebase makes the links; we send them).
import { z } from 'zod';
import { endpoint } from './endpoint';

const ZEmail = z
  .email('Enter a valid e-mail address')
  .max(254)
  .transform((e) => e.toLowerCase());
const ZNext = z.string().max(2000).optional();

export const authMailContracts = {
  /** E-mails a one-time sign-in link (also signs up). */
  emailLink: endpoint<{ sent: true }>()(
    'POST',
    'auth',
    '/email-link',
    z.object({ email: ZEmail, next: ZNext }),
  ),
  /** E-mails a reset link; never says whether the account exists. */
  passwordReset: endpoint<{ sent: true }>()(
    'POST',
    'auth',
    '/password-reset',
    z.object({ email: ZEmail, next: ZNext }),
  ),
  /** E-mails the signed-in person a confirmation link. */
  verificationEmail: endpoint<{ sent: boolean; alreadyVerified?: true }>()(
    'POST',
    'auth',
    '/verification-email',
    z.object({ next: ZNext }),
  ),
} as const;
