import { auth } from '../../firebase';
import { config } from '../../config';
import { contractCaller, createApiClient, resolveApiBase } from './api-client';

const request = createApiClient({
  base: resolveApiBase(window.location.origin, config.hosts.productDomain),
  getIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
});

/**
 * The app's API calls, each typed by its contract in @chairside/core/contracts:
 * `call(bookingContracts.create, { body })`. There is no untyped way in.
 */
export const call = contractCaller(request);
