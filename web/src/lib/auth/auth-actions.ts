import {
  GoogleAuthProvider,
  applyActionCode,
  browserPopupRedirectResolver,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  isSignInWithEmailLink,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithCredential,
  signInWithPopup,
  signOut,
  updateProfile,
  verifyPasswordResetCode,
} from 'firebase/auth';
import { GOOGLE_SCOPES } from '@chairside/core/auth-config';
import { auth } from '../../firebase';
import { call } from '../api/request';
import { ApiRequestError } from '../api/api-client';

const EMAIL_FOR_LINK = 'chairside.emailForSignIn';

export async function signInWithGoogle() {
  const provider = new GoogleAuthProvider();
  for (const scope of GOOGLE_SCOPES) provider.addScope(scope);
  provider.setCustomParameters({ prompt: 'select_account' });
  return signInWithPopup(auth, provider, browserPopupRedirectResolver);
}

/**
 * The Auth emulator's Google provider, without Google: the emulator accepts an
 * unsigned ID token for any test account (the popup needs Google's gapi script,
 * which a machine without internet cannot load).
 */
export function signInWithEmulatorGoogle(email: string, name: string) {
  const token = JSON.stringify({
    sub: `google-${email.trim().toLowerCase()}`,
    email: email.trim(),
    email_verified: true,
    name,
  });
  return signInWithCredential(auth, GoogleAuthProvider.credential(token));
}

export const signInWithPassword = (email: string, password: string) =>
  signInWithEmailAndPassword(auth, email.trim(), password);

export async function signUpWithPassword(
  name: string,
  email: string,
  password: string,
  next?: string,
) {
  const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
  await updateProfile(user, { displayName: name.trim() });
  // Best effort: the account works either way, and the banner offers a resend.
  await resendVerification(next).catch(() => undefined);
  return user;
}

/** The sign-in e-mail calls: their contracts (and zod) load when one is sent, not with the page. */
const mailContracts = () =>
  import('@chairside/core/contracts/auth').then((m) => m.authMailContracts);

export async function sendSignInLink(email: string, next: string) {
  await call((await mailContracts()).emailLink, { body: { email: email.trim(), next } });
  window.localStorage.setItem(EMAIL_FOR_LINK, email.trim());
}

export const isEmailLink = (href: string) => isSignInWithEmailLink(auth, href);
export const rememberedLinkEmail = () => window.localStorage.getItem(EMAIL_FOR_LINK);

export async function completeEmailLink(email: string, href: string) {
  const result = await signInWithEmailLink(auth, email.trim(), href);
  window.localStorage.removeItem(EMAIL_FOR_LINK);
  return result;
}

export const sendPasswordReset = async (email: string) =>
  call((await mailContracts()).passwordReset, { body: { email: email.trim() } });

export const checkResetCode = (code: string) => verifyPasswordResetCode(auth, code);
export const resetPassword = (code: string, password: string) =>
  confirmPasswordReset(auth, code, password);

export async function confirmEmail(code: string) {
  await applyActionCode(auth, code);
  await auth.currentUser?.reload();
  await auth.currentUser?.getIdToken(true);
}

/** E-mails a confirmation link; `next` is where the link leads once confirmed. */
export const resendVerification = async (next?: string) =>
  call((await mailContracts()).verificationEmail, {
    body: next ? { next } : {},
    secure: true,
  });

export const signOutEverywhere = () => signOut(auth);

/** A sentence a person can act on, for any sign-in failure. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  const code = (error as { code?: string } | null)?.code ?? '';
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-login-credentials':
      return 'That e-mail and password do not match. Try again or reset your password.';
    case 'auth/email-already-in-use':
      return 'An account with this e-mail already exists. Sign in instead.';
    case 'auth/weak-password':
      return 'Choose a stronger password: at least 8 characters.';
    case 'auth/invalid-email':
      return 'Enter a valid e-mail address.';
    case 'auth/too-many-requests':
      return 'Too many attempts. Wait a few minutes, or reset your password.';
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
      return 'The Google window was closed before signing in.';
    case 'auth/popup-blocked':
      return 'Your browser blocked the Google window. Allow pop-ups for this site and try again.';
    case 'auth/invalid-action-code':
    case 'auth/expired-action-code':
      return 'This link has expired or was already used. Ask for a new one.';
    case 'auth/network-request-failed':
      return 'We could not reach the sign-in service. Check your connection and try again.';
    case 'auth/user-disabled':
      return 'This account has been disabled. Contact support.';
    default:
      return 'Something went wrong while signing in. Please try again.';
  }
}
