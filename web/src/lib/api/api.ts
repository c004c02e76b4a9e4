import { onAuthStateChanged } from 'firebase/auth';
import { auth } from '../../firebase';
import { config } from '../../config';
import { checkInDevelopment } from './answers-check';
import { contractCaller, contractUploader, createApiClient, resolveApiBase } from './api-client';
import { queryClient } from './query';

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

// Cached answers belong to the person who asked: when someone else signs in
// on this browser (a shared desk), nothing of the last person's is shown.
let signedIn: string | null | undefined;
onAuthStateChanged(auth, (user) => {
  const uid = user?.uid ?? null;
  if (signedIn !== undefined && uid !== signedIn) queryClient.clear();
  signedIn = uid;
});

/** The app's uploads, each typed by its contract's form fields: `upload(c.uploadIcal, fields, file)`. */
export const upload = contractUploader(
  request,
  import.meta.env.DEV ? checkInDevelopment : undefined,
);
