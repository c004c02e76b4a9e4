// App Check on the public booking path: in production (APP_CHECK_ENFORCE=true,
// with the web app's VITE_APP_CHECK_SITE_KEY set) a call must carry a valid
// App Check token from our own app (reCAPTCHA Enterprise attests the
// browser), so scripts that hammer the slot search from elsewhere are turned
// away before any Firestore read. Unenforced (the emulators, a project that
// has not set it up) calls pass as before.
import type { RequestHandler } from 'express';
import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { ApiError } from './api-error';

export const appCheckEnforced = () => process.env['APP_CHECK_ENFORCE'] === 'true';

const app = () => (getApps().some((a) => a.name === '[DEFAULT]') ? getApp() : initializeApp());

export const appCheck: RequestHandler = (req, _res, next) => {
  if (!appCheckEnforced()) return next();
  const token = req.get('x-firebase-appcheck');
  const refused = new ApiError(
    'unauthenticated',
    'This page could not prove it is the salon’s booking page. Reload it and try again.',
  );
  if (!token) return next(refused);
  getAppCheck(app())
    .verifyToken(token)
    .then(() => next())
    .catch(() => next(refused));
};
