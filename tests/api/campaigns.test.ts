// Campaigns against the emulators and a real local SMTP server: the API's
// rules and refusals, then the sending itself, run in this process with the
// clock passed in (each campaign is scheduled for tomorrow, so the
// emulators' own tasks find nothing due and this test's clock drives it).
// 50 clients, 10 who never agreed to marketing and 5 who unsubscribed:
// exactly 35 e-mails, each with working one-click unsubscribe headers; a
// pause after the first batch and a resume send the rest once; a retried
// release or send sends nothing twice; an unsubscribe lands before the next send.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import type * as Campaigns from '../../functions/src/marketing/campaigns.service';
import type * as Release from '../../functions/src/marketing/release';
import type * as Queue from '../../functions/src/notifications/queue.service';
import type { Caller } from '../../functions/src/http/auth';
import { addDays, localParts, zonedInstant } from '@chairside/core/zoned-time';
import { admin, callApi, ownedSalon, teamOf } from '../support/api';
import { signUp } from '../support/emulators';
import { startMailbox, type Mailbox } from '../support/mailbox';
import { signLinksAsTheEmulators } from '../support/local-links';

const run = Date.now().toString(36);
const orgId = `cmp-${run}`;
const ZONE = 'America/New_York';
let owner: { uid: string; idToken: string };
let stylist: { uid: string; idToken: string };
let stranger: { uid: string; idToken: string };
let campaigns: typeof Campaigns;
let release: typeof Release;
let queue: typeof Queue;
let mailbox: Mailbox;
let caller: Caller;

const tomorrow = localParts(Date.now(), ZONE).date;
const day = addDays(tomorrow, 1);
const at = (time: string) => ({ kind: 'at' as const, date: day, time });
const clockOf = (time: string) => new Date(zonedInstant(day, time, ZONE));

const draft = (name: string, extra: Record<string, unknown> = {}) => ({
  orgId,
  name,
  channels: { email: true, sms: false },
  audience: { conditions: [] },
  content: {
    subject: `${name} for {{first_name}}`,
    html: `<p>Hi {{first_name}},</p><p>${name} at {{salon}}.</p><p><a data-button href="{{booking_link}}">Book now</a></p>`,
    sms: '',
  },
  schedule: at('10:00'),
  ...extra,
});

const mailsFor = (subject: string) =>
  mailbox.messages.filter((m) => (m.subject ?? '').startsWith(subject));
const header = (m: ParsedMail, name: string) =>
  m.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '') ?? '';

/** Releases every batch due by `now` and sends every message due, as the due work would. */
async function drive(id: string, now: Date, rounds = 20) {
  for (let i = 0; i < rounds; i++) {
    const did = await release.releaseCampaign(orgId, id, now);
    await queue.deliverDue(now, 500);
    if (did === null || did === 'finished') return did;
    now = new Date(now.getTime() + release.BATCH_GAP_MS);
  }
  return 'unfinished';
}

// Links minted here must match the functions emulator's.
signLinksAsTheEmulators();

beforeAll(async () => {
  // The functions emulator signs its links with its local key: this process signs the same way.
  await import('../../functions/src/subscriptions');
  campaigns = await import('../../functions/src/marketing/campaigns.service');
  release = await import('../../functions/src/marketing/release');
  queue = await import('../../functions/src/notifications/queue.service');
  mailbox = await startMailbox();
  [owner, stylist, stranger] = await Promise.all([
    signUp(`cmp-owner-${run}@chairside.test`),
    signUp(`cmp-stylist-${run}@chairside.test`),
    signUp(`cmp-stranger-${run}@chairside.test`),
  ]);
  caller = {
    uid: owner.uid,
    email: `cmp-owner-${run}@chairside.test`,
    emailVerified: true,
    superAdmin: false,
    impersonation: null,
    token: {} as Caller['token'],
  };
  await ownedSalon(orgId, 'Campaign Studio', owner.uid);
  await teamOf(orgId, [['s-lee', 'Lee Park', 'staff', stylist.uid]]);
  const db = admin().db;
  const writer = db.bulkWriter();
  const now = new Date();
  for (let i = 0; i < 50; i++) {
    const id = `c-${String(i).padStart(2, '0')}`;
    void writer.set(db.doc(`orgs/${orgId}/clients/${id}`), {
      firstName: `Client${i}`,
      lastName: 'Test',
      email: `client${i}-${run}@example.test`,
      phone: '',
      tags: i < 3 ? ['vip'] : [],
      // 0–34 agreed; 35–44 never did; 45–49 agreed, then unsubscribed.
      marketingConsent: { email: i < 35 || i >= 45, sms: false },
      createdAt: now,
      updatedAt: now,
    });
    if (i >= 45) void writer.set(db.doc(`orgs/${orgId}/marketingOptOuts/${id}`), { email: true });
  }
  await writer.close();
});

afterAll(async () => {
  await mailbox?.close();
});

describe('campaigns through the API', () => {
  let id: string;

  it('the audience counts 35, and says who is left out and why', async () => {
    const res = await callApi('/campaigns/audience', {
      token: owner.idToken,
      body: { orgId, audience: { conditions: [] }, channels: ['email'] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      matching: 50,
      included: 35,
      leftOut: { noConsent: 10, unsubscribed: 5, noAddress: 0 },
      clients: 50,
    });
  });

  it('refuses bad campaigns by field', async () => {
    const refused = async (body: unknown, path: string) => {
      const res = await callApi('/campaigns/create', { token: owner.idToken, body });
      expect(res.status).toBe(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    };
    await refused(draft(''), 'name');
    await refused(
      draft('Script', {
        content: { subject: 'Hi', html: '<p>Hi</p><script>alert(1)</script>', sms: '' },
      }),
      'content.html',
    );
    await refused(
      draft('Long text', {
        channels: { email: false, sms: true },
        content: { subject: '', html: '', sms: 'x'.repeat(400) },
      }),
      'content.sms',
    );
    await refused(
      draft('Past', { schedule: { kind: 'at', date: '2020-01-01', time: '10:00' } }),
      'schedule',
    );
    await refused(draft('Nothing', { channels: { email: false, sms: false } }), 'channels');
  });

  it('lets a stylist read but not write, and a stranger nothing', async () => {
    const made = await callApi('/campaigns/create', {
      token: owner.idToken,
      body: draft('Spring'),
    });
    expect(made.status).toBe(200);
    id = made.body.campaign.id;
    expect(
      (await callApi('/campaigns/create', { token: stylist.idToken, body: draft('Mine') })).status,
    ).toBe(403);
    expect(
      (await callApi(`/campaigns/launch/${id}`, { token: stylist.idToken, body: { orgId } }))
        .status,
    ).toBe(403);
    const list = await callApi(`/campaigns/list?orgId=${orgId}`, { token: stylist.idToken });
    expect(list.status).toBe(200);
    expect(list.body.campaigns.map((c: { id: string }) => c.id)).toContain(id);
    expect(
      (await callApi(`/campaigns/list?orgId=${orgId}`, { token: stranger.idToken })).status,
    ).toBe(403);
    expect((await callApi(`/campaigns/get/${id}?orgId=${orgId}`)).status).toBe(401);
  });

  it('saves a segment to use again (owners and managers), and counts it fresh when used', async () => {
    const vip = { conditions: [{ kind: 'tag', tag: 'vip' }] };
    const saved = await callApi('/campaigns/segments', {
      token: owner.idToken,
      body: { orgId, name: 'VIPs', audience: vip },
    });
    expect(saved.status).toBe(200);
    expect(
      (
        await callApi('/campaigns/segments', {
          token: stylist.idToken,
          body: { orgId, name: 'Mine', audience: vip },
        })
      ).status,
    ).toBe(403);
    const list = await callApi(`/campaigns/segments?orgId=${orgId}`, { token: owner.idToken });
    expect(list.body.segments).toEqual([
      { id: saved.body.segment.id, name: 'VIPs', audience: vip },
    ]);
    const size = await callApi('/campaigns/audience', {
      token: owner.idToken,
      body: { orgId, audience: vip, channels: ['email'] },
    });
    expect(size.body).toMatchObject({ matching: 3, included: 3 });
  });

  it('an audience no one can receive is refused at launch, naming the audience', async () => {
    const empty = await callApi('/campaigns/create', {
      token: owner.idToken,
      body: draft('Nobody', {
        audience: { conditions: [{ kind: 'tag', tag: 'nobody-has-this' }] },
      }),
    });
    const res = await callApi(`/campaigns/launch/${empty.body.campaign.id}`, {
      token: owner.idToken,
      body: { orgId },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].path).toBe('audience');
  });

  it('launches once: the audience snapshotted, a second launch changes nothing', async () => {
    const first = await callApi(`/campaigns/launch/${id}`, {
      token: owner.idToken,
      body: { orgId },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      changed: true,
      campaign: {
        status: 'scheduled',
        recipients: 35,
        leftOut: { noConsent: 10, unsubscribed: 5 },
      },
    });
    const again = await callApi(`/campaigns/launch/${id}`, {
      token: owner.idToken,
      body: { orgId },
    });
    expect(again.body).toMatchObject({ changed: false, campaign: { status: 'scheduled' } });
    const edit = await callApi(`/campaigns/update/${id}`, {
      token: owner.idToken,
      body: draft('Edited'),
    });
    expect(edit.status).toBe(409);
  });

  it('sends exactly 35 e-mails at its time, each with working one-click unsubscribe headers', async () => {
    expect(await drive(id, clockOf('10:00'))).toBe('finished');
    const mails = mailsFor('Spring for ');
    expect(mails).toHaveLength(35);
    const to = new Set(mails.map((m) => JSON.stringify(m.to)));
    expect(to.size).toBe(35);
    for (const m of mails) {
      expect(header(m, 'list-unsubscribe')).toMatch(
        /^<http.*\/api\/marketing\/unsubscribe\?token=/,
      );
      expect(header(m, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(m.text).toContain('Unsubscribe: ');
    }
    const got = await callApi(`/campaigns/get/${id}?orgId=${orgId}`, { token: owner.idToken });
    expect(got.body.campaign).toMatchObject({
      status: 'sent',
      results: { sent: 35, failed: 0, waiting: 0 },
    });
    // The one-click POST as a mail client sends it: client 0 is out of e-mail marketing.
    const mail0 = mails.find((m) => JSON.stringify(m.to).includes(`client0-${run}@`))!;
    const url = header(mail0, 'list-unsubscribe')
      .slice(1, -1)
      .replace('http://localhost:5000', 'http://localhost:5000');
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const opt = await admin().db.doc(`orgs/${orgId}/marketingOptOuts/c-00`).get();
    expect(opt.get('email')).toBe(true);
    const after = await callApi(`/campaigns/get/${id}?orgId=${orgId}`, { token: owner.idToken });
    expect(after.body.campaign.results.unsubscribed).toBe(1);
  });
});

describe('pause, resume and retries', () => {
  it('pauses after the first batch, and resumes to send the rest once (the unsubscribed left out)', async () => {
    const made = await campaigns.createCampaign(caller, {
      ...draft('Autumn'),
      schedule: at('11:00'),
      maxSmsSegments: 2,
    } as never);
    const id = made.campaign.id;
    // Client 0 unsubscribed after the snapshot of the first campaign; this one is launched
    // before client 1 unsubscribes, so the snapshot still holds client 1.
    const launched = await campaigns.launchCampaign(caller, orgId, id, { batchSize: 10 });
    expect(launched.campaign).toMatchObject({ status: 'scheduled', recipients: 34 });
    const now = clockOf('11:00');
    expect(await release.releaseCampaign(orgId, id, now)).toBe('released');
    await queue.deliverDue(now, 500);
    expect(mailsFor('Autumn for ')).toHaveLength(10);

    await campaigns.actOnCampaign(caller, orgId, id, 'pause', now.getTime());
    const later = new Date(now.getTime() + 60_000);
    expect(await release.releaseCampaign(orgId, id, later)).toBeNull();
    await queue.deliverDue(later, 500);
    expect(mailsFor('Autumn for ')).toHaveLength(10);

    // Client 1 (not yet sent: batches go in client order, so 1 is in the first batch;
    // use one from the last batch instead) unsubscribes with one click before the rest go.
    const last = 'c-34';
    const { unsubscribeToken } = await import('../../functions/src/marketing/links');
    const res = await fetch(
      `http://localhost:5000/api/marketing/unsubscribe?token=${encodeURIComponent(unsubscribeToken(orgId, last, 'email')!)}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(res.status).toBe(200);

    const resumed = await campaigns.actOnCampaign(caller, orgId, id, 'resume', later.getTime());
    expect(resumed.campaign.status).toBe('sending');
    expect(await drive(id, later)).toBe('finished');
    const mails = mailsFor('Autumn for ');
    expect(mails).toHaveLength(33);
    expect(new Set(mails.map((m) => JSON.stringify(m.to))).size).toBe(33);
    expect(mails.some((m) => JSON.stringify(m.to).includes(`client34-${run}@`))).toBe(false);
    const skipped = await admin()
      .db.doc(`orgs/${orgId}/notifications/${release.campaignMessageId(id, last, 'email')}`)
      .get();
    expect(skipped.get('status')).toBe('skipped');
    expect(skipped.get('reason')).toBe('Unsubscribed.');

    // A release that runs again, and sends run again, add nothing.
    await admin().db.doc(`orgs/${orgId}/campaigns/${id}`).update({
      status: 'sending',
      released: 0,
      sendAt: later,
    });
    expect(await drive(id, new Date(later.getTime() + 600_000))).toBe('finished');
    for (const d of (await admin().db.collection(`orgs/${orgId}/notifications`).get()).docs)
      expect(
        await queue.notificationsDue.run(
          { orgId, id: d.id },
          new Date(later.getTime() + 3_600_000),
        ),
      ).toBeNull();
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsFor('Autumn for ')).toHaveLength(33);
  });
});
