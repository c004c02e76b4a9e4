// Unsubscribing without signing in, through the API: the link's page reads
// which salon and channel it is about; the one-click POST (RFC 8058: a mail
// client posts `List-Unsubscribe=One-Click`) records the opt-out apart from
// the client record, once or twice alike; a forged link is refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, ownedSalon } from '../support/api';
import { APP_URL, signUp } from '../support/emulators';
import { signLinksAsTheEmulators } from '../support/local-links';

const run = Date.now().toString(36);
const orgId = `unsub-${run}`;
let token: string;

// Links minted here must match the functions emulator's.
signLinksAsTheEmulators();

beforeAll(async () => {
  const owner = await signUp(`unsub-owner-${run}@chairside.test`);
  await ownedSalon(orgId, 'Opt Out Studio', owner.uid);
  // The functions emulator signs with its local key: mint the link the same way.
  const { unsubscribeToken } = await import('../../functions/src/marketing/links');
  token = unsubscribeToken(orgId, 'c-ana', 'email')!;
});

const url = (t: string) => `${APP_URL}/api/marketing/unsubscribe?token=${encodeURIComponent(t)}`;

describe('the unsubscribe link', () => {
  it('names the salon and the channel, not yet unsubscribed', async () => {
    const res = await fetch(url(token));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      salon: 'Opt Out Studio',
      channel: 'email',
      unsubscribed: false,
    });
  });

  it('takes the one-click POST as a mail client sends it, and again changes nothing', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(url(token), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status).toBe(200);
      expect((await res.json()).unsubscribed).toBe(true);
    }
    const optOut = await admin().db.doc(`orgs/${orgId}/marketingOptOuts/c-ana`).get();
    expect(optOut.get('email')).toBe(true);
    expect(optOut.get('sms')).toBeUndefined();
    expect((await (await fetch(url(token))).json()).unsubscribed).toBe(true);
  });

  it('refuses a link pointed at another client', async () => {
    const forged = token.replace('.c-ana.', '.c-bob.');
    const res = await fetch(url(forged), { method: 'POST' });
    expect(res.status).toBe(404);
    expect((await admin().db.doc(`orgs/${orgId}/marketingOptOuts/c-bob`).get()).exists).toBe(false);
  });
});
