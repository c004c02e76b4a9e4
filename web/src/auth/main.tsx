// The sign-in page (/login, /signup) in the browser: the server sent it
// rendered; this hydrates it with Firebase Auth's calls. It loads React,
// Firebase Auth and this page, nothing of the app; the forms' zod checks
// come once the page has painted.
import '@chairside/site/auth.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { onAuthStateChanged } from 'firebase/auth';
import { AuthPage, type AuthActions, type AuthPageProps } from '@chairside/site/auth/AuthPage';
import { safeNext } from '@chairside/core/auth-config';
import type * as Checks from './checks';
import { auth } from '../firebase';
import { config } from '../config';
import {
  authErrorMessage,
  sendPasswordReset,
  sendSignInLink,
  signInWithEmulatorGoogle,
  signInWithGoogle,
  signInWithPassword,
  signUpWithPassword,
} from '../lib/auth/auth-actions';

type AuthData = Omit<AuthPageProps, 'actions'>;

const root = document.getElementById('auth-root');
if (!root) throw new Error('Missing root element');
const embedded = document.getElementById('auth-data')?.textContent;
// Without embedded data (the Vite dev server) the page is drawn here from the URL.
const params = new URLSearchParams(window.location.search);
const data: AuthData = embedded
  ? (JSON.parse(embedded) as AuthData)
  : {
      kind: /^\/signup/i.test(window.location.pathname) ? 'signup' : 'login',
      next: params.get('next'),
      emulator: config.useEmulators,
    };

let checks: Promise<typeof Checks> | null = null;
const loadChecks = () => (checks ??= import('./checks'));

const actions: AuthActions = {
  check: async (form, values) => (await loadChecks()).check(form, values),
  signIn: async (email, password) => {
    await signInWithPassword(email, password);
  },
  signUp: async (name, email, password, next) => {
    await signUpWithPassword(name, email, password, next);
  },
  google: async () => {
    await signInWithGoogle();
  },
  emulatorGoogle: async (email, name) => {
    await signInWithEmulatorGoogle(email, name);
  },
  emailLink: (email, next) => sendSignInLink(email, next),
  passwordReset: async (email) => {
    await sendPasswordReset(email);
  },
  message: authErrorMessage,
  go: (next) => window.location.replace(next),
  ready: () => {
    const held = window.chairsideAuthHeld;
    window.chairsideAuthReady = true;
    window.chairsideAuthHeld = undefined;
    if (held instanceof HTMLFormElement) held.requestSubmit();
  },
};

declare global {
  interface Window {
    /** Set by web/auth.html's first script: a form sent before hydration. */
    chairsideAuthHeld?: EventTarget | null;
    chairsideAuthReady?: boolean;
  }
}

// Someone already signed in on this browser goes straight on (once, as the page
// opens: after that the page's own steps lead on).
const stop = onAuthStateChanged(auth, (user) => {
  stop();
  if (user) actions.go(safeNext(data.next));
});

const page = <AuthPage {...data} actions={actions} />;
if (embedded) startTransition(() => void hydrateRoot(root, page));
else createRoot(root).render(page);

// The checks load while the visitor types, not with the page.
const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 200));
idle(() => void loadChecks());
