import { auth } from '../../firebase';
import { config } from '../../config';
import { createApiClient, resolveApiBase } from './api-client';

/** The app's API client: `api<T>('booking/create', { body, secure: true })`. */
export const api = createApiClient({
  base: resolveApiBase(window.location.origin, config.hosts.productDomain),
  getIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
});
