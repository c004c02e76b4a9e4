import type { FirebaseOptions } from 'firebase/app';
import type { HostConfig } from '@chairside/core/hosts';

const DEMO_PROJECT_ID = 'demo-chairside';

function productionFirebaseConfig(): FirebaseOptions | null {
  const raw = import.meta.env.VITE_FIREBASE_CONFIG?.trim();
  if (!raw) return null;
  try {
    return JSON.parse(raw) as FirebaseOptions;
  } catch {
    throw new Error('VITE_FIREBASE_CONFIG is not valid JSON: copy it from the Firebase console.');
  }
}

const production = productionFirebaseConfig();

const productDomain = import.meta.env.VITE_PRODUCT_DOMAIN || 'chairside.app';

export const config = {
  hosts: {
    productDomain,
    platformHost: import.meta.env.VITE_PLATFORM_HOST || 'chairside.web.app',
  } satisfies HostConfig,
  /** The product app's origin, where hosted sites send visitors to book. */
  appOrigin:
    import.meta.env.VITE_APP_ORIGIN ||
    (production === null ? 'http://localhost:5000' : `https://${productDomain}`),
  /**
   * App Check's reCAPTCHA Enterprise site key: public calls then carry a token
   * the server checks (APP_CHECK_ENFORCE=true). Unset, no token is sent.
   */
  appCheckSiteKey: import.meta.env.VITE_APP_CHECK_SITE_KEY?.trim() || null,
  /** Without a production Firebase config the app talks to the local emulators. */
  useEmulators: production === null,
  firebase: production ?? {
    projectId: DEMO_PROJECT_ID,
    apiKey: 'demo-api-key',
    authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
  },
};
