import { auth } from '../../firebase';
import { config } from '../../config';
import { contractCaller, createApiClient, resolveApiBase } from './api-client';

/** The app's API client: `api<T>('booking/create', { body, secure: true })`. */
export const api = createApiClient({
  base: resolveApiBase(window.location.origin, config.hosts.productDomain),
  getIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
});

/** The app's calls by contract: `call(bookingContracts.create, { body })`. */
export const call = contractCaller(api);
