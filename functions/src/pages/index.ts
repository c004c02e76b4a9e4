import { onRequest } from 'firebase-functions/v2/https';
import { createPages } from './pages';

/** Page requests (Hosting rewrites everything that is not a file or /api here). */
export const pages = onRequest({ region: 'us-central1', concurrency: 80 }, createPages());
