import express, { Router } from 'express';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { API_AREAS } from './areas';
import { lazyRouter } from './http/lazy';
import { trustedProxies } from './http/client-ip';
import { API_POLICY, setCommonHeaders } from './http/security-headers';

/** The `api` function's express app. Hosting sends `/api/**` here, path included. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustedProxies());

  app.use((_req, res, next) => {
    setCommonHeaders(res);
    res.set('Content-Security-Policy', API_POLICY);
    next();
  });

  const api = Router();
  api.use(express.json({ limit: '1mb' }));
  for (const area of API_AREAS) {
    if (area.mount) api.use(area.mount, lazyRouter(area.load));
    else api.use(lazyRouter(area.load));
  }
  api.use(notFoundHandler);

  app.use('/api', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
