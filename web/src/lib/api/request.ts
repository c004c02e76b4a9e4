// The API's caller without the app's cache: what the sign-in page (which
// loads no app) and the app share. The app's cache clearing lives in api.ts.
import { auth } from '../../firebase';
import { config } from '../../config';
import { checkInDevelopment } from './answers-check';
import { contractCaller, contractUploader, createApiClient, resolveApiBase } from './api-client';

const request = createApiClient({
  base: resolveApiBase(window.location.origin, config.hosts.productDomain),
  getIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
  // Writes say which browser they come from, and every call carries App Check's token when the
  // project uses it (visitor.ts, loaded only then).
  extraHeaders: async (method) =>
    method === 'GET' && !config.appCheckSiteKey
      ? {}
      : (await import('./visitor')).visitorHeaders(method),
});

/**
 * The app's API calls, each typed by its contract in @chairside/core/contracts:
 * `call(bookingContracts.create, { body })`. There is no untyped way in. In
 * development each answer is checked against its contract.
 */
export const call = contractCaller(request, import.meta.env.DEV ? checkInDevelopment : undefined);

/** The app's uploads, each typed by its contract's form fields: `upload(c.uploadIcal, fields, file)`. */
export const upload = contractUploader(
  request,
  import.meta.env.DEV ? checkInDevelopment : undefined,
);
