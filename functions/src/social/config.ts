// The networks' app credentials, from the environment (Firebase secrets in
// production, .env.local locally), the key that seals their tokens, and
// where each network sends the owner back (/social-callback).
import type { SocialNetwork } from '@chairside/core/social';
import { appOriginForSites } from '../config';
import { connectionsKey, sealer } from '../platform/sealing';
import type { AppCredentials } from './providers/types';

const env = (name: string) => process.env[name]?.trim() || undefined;

const NAMES: Record<SocialNetwork, [string, string]> = {
  instagram: ['META_APP_ID', 'META_APP_SECRET'],
  facebook: ['META_APP_ID', 'META_APP_SECRET'],
  tiktok: ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
  pinterest: ['PINTEREST_APP_ID', 'PINTEREST_APP_SECRET'],
};

const WHERE: Record<SocialNetwork, string> = {
  instagram:
    'a Meta app (developers.facebook.com) with Facebook Login and the Instagram Graph API, instagram_content_publish approved in App Review',
  facebook:
    'a Meta app (developers.facebook.com) with Facebook Login, pages_manage_posts approved in App Review',
  tiktok: 'a TikTok for Developers app with Login Kit and the Content Posting API',
  pinterest: 'a Pinterest app (developers.pinterest.com) with boards:read and pins:write',
};

export function credentialsFor(network: SocialNetwork): AppCredentials | null {
  const [idName, secretName] = NAMES[network];
  const id = env(idName);
  const secret = env(secretName);
  return id && secret ? { id, secret } : null;
}

export const isConfigured = (network: SocialNetwork) =>
  credentialsFor(network) !== null && connectionsKey() !== null;

export const redirectUri = () => `${appOriginForSites()}/social-callback`;

export function setupText(network: SocialNetwork): string {
  const missing = [
    ...(credentialsFor(network) ? [] : NAMES[network]),
    ...(connectionsKey() ? [] : ['CONNECTIONS_TOKEN_KEY']),
  ];
  if (!missing.length) return '';
  return `This server has no ${missing.join(', ')}. Create ${WHERE[network]}, add ${redirectUri()} as its redirect address, and set its id and secret. CONNECTIONS_TOKEN_KEY is 32 random bytes in base64 (openssl rand -base64 32).`;
}

export interface SocialState {
  network: SocialNetwork;
  orgId: string;
  uid: string;
  exp: number;
}

export const sealing = sealer('social');
export { connectionsKey };
