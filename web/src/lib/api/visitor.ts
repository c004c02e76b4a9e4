// What a public call says about who makes it: the browser's own random id on
// writes (the server's limits count each visitor apart, even behind one
// shared address), and an App Check token when the project uses App Check
// (VITE_APP_CHECK_SITE_KEY; the SDK loads only then, on the first call).
import { firebaseApp as app } from '../../firebase';
import { config } from '../../config';

const VISITOR_KEY = 'chairside.visitor';

/** This browser's random id, kept across visits (a new one if storage is off). */
export function visitorId(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  const known = storage?.getItem(VISITOR_KEY);
  if (known && /^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
  const id = crypto.randomUUID().replaceAll('-', '');
  try {
    storage?.setItem(VISITOR_KEY, id);
  } catch {
    // Private browsing with storage full or off: the id lasts this page.
  }
  return id;
}

const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
})();
let id: string | null = null;

let appCheckToken: (() => Promise<string | null>) | null = null;
function appCheckTokens(siteKey: string) {
  appCheckToken ??= (() => {
    const ready = import('firebase/app-check').then((m) => ({
      m,
      instance: m.initializeAppCheck(app, {
        provider: new m.ReCaptchaEnterpriseProvider(siteKey),
        isTokenAutoRefreshEnabled: true,
      }),
    }));
    return async () => {
      const { m, instance } = await ready;
      return (await m.getToken(instance, false)).token;
    };
  })();
  return appCheckToken;
}

export async function visitorHeaders(method: string): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  if (method !== 'GET') headers['X-Chairside-Visitor'] = id ??= visitorId(storage);
  if (config.appCheckSiteKey) {
    const token = await appCheckTokens(config.appCheckSiteKey)().catch(() => null);
    if (token) headers['X-Firebase-AppCheck'] = token;
  }
  return headers;
}
