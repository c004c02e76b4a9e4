// Google Business Profile's configuration, from the environment (Firebase
// secrets in production, .env.local locally): the OAuth client (a Web
// application in the Google Cloud console, with the Business Profile APIs
// enabled and business.manage approved for the project) and the key that
// seals tokens at rest (CONNECTIONS_TOKEN_KEY, or the calendar's key).
import { appOriginForSites } from '../../config';
import { connectionsKey, sealer } from '../../platform/sealing';

export { connectionsKey };

const env = (name: string) => process.env[name]?.trim() || undefined;

export interface GoogleApp {
  clientId: string;
  clientSecret: string;
}

export function googleApp(): GoogleApp | null {
  const clientId = env('GOOGLE_BUSINESS_CLIENT_ID');
  const clientSecret = env('GOOGLE_BUSINESS_CLIENT_SECRET');
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

export const isConfigured = () => googleApp() !== null && connectionsKey() !== null;

/** Where Google sends the owner back: the app's callback page. */
export const redirectUri = () => `${appOriginForSites()}/google-reviews-callback`;

export function setupText(): string {
  const missing = [
    ...(googleApp() ? [] : ['GOOGLE_BUSINESS_CLIENT_ID', 'GOOGLE_BUSINESS_CLIENT_SECRET']),
    ...(connectionsKey() ? [] : ['CONNECTIONS_TOKEN_KEY']),
  ];
  if (!missing.length) return '';
  return `This server has no ${missing.join(', ')}. In the Google Cloud console, enable the My Business Account Management, Business Information and (through Google's access request) Business Profile APIs, create an OAuth client (Web application) with ${redirectUri()} as its redirect address, and set its id and secret. CONNECTIONS_TOKEN_KEY is 32 random bytes in base64 (openssl rand -base64 32); it seals the tokens stored.`;
}

export interface GoogleState {
  orgId: string;
  uid: string;
  exp: number;
}

export const sealing = sealer('reputation');
