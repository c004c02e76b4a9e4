// Connected accounts' secrets: tokens sealed at rest (AES-256-GCM) and the
// sign-in's state signed (HMAC-SHA256), each under a key derived (HKDF) from
// the server's key for one domain and purpose, so a calendar's sealed token
// never opens as a social network's. The key comes from the environment
// (Firebase secrets in production, .env.local in the emulators).
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** A 32-byte key from an environment variable (base64), or null when unset or the wrong length. */
export function keyFromEnv(...names: string[]): Buffer | null {
  for (const name of names) {
    const raw = process.env[name]?.trim();
    if (!raw) continue;
    const key = Buffer.from(raw, 'base64');
    if (key.length === 32) return key;
  }
  return null;
}

/** The key that seals connected accounts' tokens (the calendar's key when it has none of its own). */
export const connectionsKey = () => keyFromEnv('CONNECTIONS_TOKEN_KEY', 'CALENDAR_TOKEN_KEY');

/** Sealing and signing for one domain ('calendar', 'social', 'reputation'). */
export function sealer(domain: string) {
  const derived = (key: Buffer, purpose: string) =>
    Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `chairside-${domain}-${purpose}`, 32));
  return {
    seal(value: unknown, key: Buffer): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', derived(key, 'tokens'), iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    /** The sealed value, or null when it was sealed with another key or tampered with. */
    unseal<T>(sealed: string, key: Buffer): T | null {
      if (!sealed.startsWith('v1.')) return null;
      const raw = Buffer.from(sealed.slice(3), 'base64url');
      if (raw.length < 29) return null;
      try {
        const decipher = createDecipheriv(
          'aes-256-gcm',
          derived(key, 'tokens'),
          raw.subarray(0, 12),
        );
        decipher.setAuthTag(raw.subarray(12, 28));
        const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
        return JSON.parse(text.toString('utf8')) as T;
      } catch {
        return null;
      }
    },
    /** A sign-in's state: who started it and until when (`exp`, ms), signed. */
    signState<S extends { exp: number }>(state: S, key: Buffer): string {
      const body = Buffer.from(
        JSON.stringify({ ...state, n: randomBytes(8).toString('hex') }),
      ).toString('base64url');
      const mac = createHmac('sha256', derived(key, 'state')).update(body).digest('base64url');
      return `${body}.${mac}`;
    },
    /** The state when it is ours and not expired; null otherwise. */
    verifyState<S extends { exp: number }>(token: string, key: Buffer, now: number): S | null {
      const [body, mac] = token.split('.');
      if (!body || !mac) return null;
      const want = createHmac('sha256', derived(key, 'state')).update(body).digest();
      const got = Buffer.from(mac, 'base64url');
      if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
      try {
        const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as S;
        return state.exp > now ? state : null;
      } catch {
        return null;
      }
    },
  };
}
