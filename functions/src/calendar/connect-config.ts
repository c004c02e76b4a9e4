// Connected calendars' configuration, from the environment (Firebase secrets
// in production, .env.local in the emulators): each provider's app
// credentials, the key that seals tokens at rest (AES-256-GCM) and signs the
// sign-in state (HMAC), the callback pages and where push notifications reach us.
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
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
// Tokens sealed at rest

const derived = (key: Buffer, purpose: string) =>
  Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `chairside-calendar-${purpose}`, 32));

export function seal(value: unknown, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derived(key, 'tokens'), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The sealed value, or null when it was sealed with another key or tampered with. */
export function unseal<T>(sealed: string, key: Buffer): T | null {
  if (!sealed.startsWith('v1.')) return null;
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  if (raw.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', derived(key, 'tokens'), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    return JSON.parse(text.toString('utf8')) as T;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------
// The sign-in's state: who started it, for whom, until when

export interface ConnectState {
  p: ConnectProvider;
  orgId: string;
  staffId: string;
  uid: string;
  exp: number;
}

export function signState(state: ConnectState, key: Buffer): string {
  const body = Buffer.from(
    JSON.stringify({ ...state, n: randomBytes(8).toString('hex') }),
  ).toString('base64url');
  const mac = createHmac('sha256', derived(key, 'state')).update(body).digest('base64url');
  return `${body}.${mac}`;
}

export function verifyState(token: string, key: Buffer, now: number): ConnectState | null {
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const want = createHmac('sha256', derived(key, 'state')).update(body).digest();
  const got = Buffer.from(mac, 'base64url');
  if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
  try {
    const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ConnectState;
    return state.exp > now ? state : null;
  } catch {
    return null;
  }
}

export const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
};
