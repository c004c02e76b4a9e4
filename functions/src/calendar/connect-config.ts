// Connected calendars' configuration, from the environment (Firebase secrets
// in production, .env.local in the emulators): each provider's app
// credentials, the key that seals tokens at rest (AES-256-GCM) and signs the
// sign-in state (HMAC), the callback pages and where push notifications reach us.
import { timingSafeEqual } from 'node:crypto';
import { sealer } from '../platform/sealing';
import type { ConnectProvider } from '@chairside/core/calendar-connect';
import { notConfigured } from '../http/api-error';
import { appOriginForSites } from '../config';

export interface AppCredentials {
  clientId: string;
  clientSecret: string;
  /** Microsoft's tenant ('common' for any work, school or personal account). */
  tenant: string;
}

const env = (name: string) => process.env[name]?.trim() || undefined;

export function credentialsFor(p: ConnectProvider): AppCredentials | null {
  const [id, secret] =
    p === 'google'
      ? [env('GOOGLE_CALENDAR_CLIENT_ID'), env('GOOGLE_CALENDAR_CLIENT_SECRET')]
      : [env('MICROSOFT_CALENDAR_CLIENT_ID'), env('MICROSOFT_CALENDAR_CLIENT_SECRET')];
  if (!id || !secret) return null;
  return {
    clientId: id,
    clientSecret: secret,
    tenant: env('MICROSOFT_CALENDAR_TENANT') ?? 'common',
  };
}

/** The 32-byte key from CALENDAR_TOKEN_KEY (base64), or null when unset or the wrong length. */
export function tokenKey(): Buffer | null {
  const raw = env('CALENDAR_TOKEN_KEY');
  if (!raw) return null;
  const key = Buffer.from(raw, 'base64');
  return key.length === 32 ? key : null;
}

/**
 * The token key where it must be set (the provider is configured, which
 * checks the key): a missing one is a set-up error the salon is told about.
 */
export function sealingKey(): Buffer {
  const key = tokenKey();
  if (!key) {
    throw notConfigured(
      'Calendar sync is not available on this Chairside yet. The iCal feeds work meanwhile.',
      'CALENDAR_TOKEN_KEY must be 32 bytes, base64.',
    );
  }
  return key;
}

export const isConfigured = (p: ConnectProvider) =>
  credentialsFor(p) !== null && tokenKey() !== null;

/** Where the provider sends the member back: the app's callback page. */
export const redirectUri = (p: ConnectProvider) => `${appOriginForSites()}/${p}-calendar-callback`;

/**
 * Where push notifications are delivered, or null when they cannot reach us
 * (Google and Microsoft deliver only to public https addresses): then
 * connections are reconciled on the schedule alone.
 */
export function notifyAddress(p: ConnectProvider): string | null {
  const origin = env('CALENDAR_WEBHOOK_ORIGIN') ?? appOriginForSites();
  if (!/^https:\/\//.test(origin) || /^https:\/\/(localhost|127\.)/.test(origin)) return null;
  return `${origin.replace(/\/$/, '')}/api/calendar/${p}/notify`;
}

export function setupText(p: ConnectProvider): string {
  const missing = [
    ...(credentialsFor(p)
      ? []
      : p === 'google'
        ? ['GOOGLE_CALENDAR_CLIENT_ID', 'GOOGLE_CALENDAR_CLIENT_SECRET']
        : ['MICROSOFT_CALENDAR_CLIENT_ID', 'MICROSOFT_CALENDAR_CLIENT_SECRET']),
    ...(tokenKey() ? [] : ['CALENDAR_TOKEN_KEY']),
  ];
  if (!missing.length) return '';
  return `This server has no ${missing.join(', ')}. ${
    p === 'google'
      ? 'Create an OAuth client (Web application) in the Google Cloud console with the Google Calendar API enabled'
      : 'Register an app in Microsoft Entra (App registrations) with the delegated Calendars.ReadWrite, User.Read and offline_access permissions'
  }, add ${redirectUri(p)} as its redirect address, and set its client id and secret. CALENDAR_TOKEN_KEY is 32 random bytes in base64 (openssl rand -base64 32); it seals the tokens stored.`;
}

// ---------------------------------------------------------------------------
// Tokens sealed at rest; the sign-in's state: who started it, for whom, until when

export interface ConnectState {
  p: ConnectProvider;
  orgId: string;
  staffId: string;
  uid: string;
  exp: number;
}

const sealing = sealer('calendar');
export const seal = sealing.seal;
export const unseal = sealing.unseal;
export const signState = (state: ConnectState, key: Buffer) => sealing.signState(state, key);
export const verifyState = (token: string, key: Buffer, now: number) =>
  sealing.verifyState<ConnectState>(token, key, now);

export const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
};
