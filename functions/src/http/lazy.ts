import type { RequestHandler, Router } from 'express';

/**
 * Mounts an area's router that is loaded on its first request, so that heavy
 * dependencies (payment, calendar and parsing libraries) stay out of cold starts.
 */
export function lazyRouter(load: () => Promise<{ router: Router }>): RequestHandler {
  let loading: Promise<Router> | undefined;
  return (req, res, next) => {
    loading ??= load().then((m) => m.router);
    loading.then((router) => router(req, res, next)).catch(next);
  };
}
