// A launched campaign goes out a batch at a time: each run of its due work
// takes the campaign's lease, writes the next batch's messages into the
// notifications queue (one per recipient and channel, named for both, so a
// run that dies and runs again writes none twice), and plans the next batch
// a few seconds on; the marketing queue sends them at its own rate. Texts
// wait out quiet hours in the salon's zone. When every batch is out and no
// message waits, the campaign is sent.
import { randomBytes } from 'node:crypto';
import { outsideQuietHours } from '@chairside/core/marketing';
import { db } from '../firebase';
import { newNotification } from '../notifications';
import { timeOf, type DueKind } from '../platform/due';
import { allCampaigns, audienceBatchDoc, campaignDoc } from '../records/campaigns';
import { notificationDoc, notificationsCollection } from '../records/notifications';
import { orgDoc } from '../records/orgs';

/** Between two batches (250 every 5 s is the marketing queue's 40 to 50 a second). */
export const BATCH_GAP_MS = 5_000;
/** A release that has not finished in this long died: another run may take it. */
const LEASE_MS = 2 * 60_000;
/** How often a campaign whose batches are all out looks again for the last messages. */
const SETTLE_CHECK_MS = 60_000;

/** The id of a campaign's message to one client on one channel. */
export const campaignMessageId = (campaignId: string, clientId: string, channel: string) =>
  `mkt-${campaignId}-${clientId}-${channel}`;

type Step =
  | { kind: 'release'; n: number; lease: string; timeZone: string }
  | { kind: 'done' }
  | { kind: 'later' };

/** Takes the campaign for one step at `now`, or null when nothing is due. */
async function take(orgId: string, id: string, now: Date): Promise<Step | null> {
  const ref = campaignDoc(orgId, id);
  const org = (await orgDoc(orgId).get()).data();
  return db().runTransaction(async (tx) => {
    const c = (await tx.get(ref)).data();
    if (!c || (c.status !== 'sending' && c.status !== 'scheduled')) return null;
    if (!c.sendAt || c.sendAt.getTime() > now.getTime()) return null;
    if (c.released >= c.batches) {
      const waiting = await tx.get(
        notificationsCollection(orgId)
          .where('source', '==', `campaigns/${id}`)
          .where('status', 'in', ['queued', 'sending', 'held'])
          .limit(1),
      );
      if (waiting.empty) {
        tx.update(ref, { status: 'sent', sendAt: null, finishedAt: now, updatedAt: now });
        return { kind: 'done' };
      }
      tx.update(ref, { sendAt: new Date(now.getTime() + SETTLE_CHECK_MS), updatedAt: now });
      return { kind: 'later' };
    }
    const lease = randomBytes(6).toString('hex');
    tx.update(ref, {
      status: 'sending',
      lease,
      sendAt: new Date(now.getTime() + LEASE_MS),
      updatedAt: now,
    });
    return { kind: 'release', n: c.released, lease, timeZone: org?.timeZone ?? 'UTC' };
  });
}

/** Releases the campaign's next batch when due; answers what it did. */
export async function releaseCampaign(orgId: string, id: string, now: Date) {
  const step = await take(orgId, id, now);
  if (!step) return null;
  if (step.kind !== 'release') return step.kind === 'done' ? 'finished' : 'waiting';
  const batch = (await audienceBatchDoc(orgId, id, step.n).get()).data();
  const writer = db().bulkWriter();
  // A message already written (a release that died and ran again) stays as it is.
  writer.onWriteError((e) => e.code !== 6 && e.failedAttempts < 3);
  for (const r of batch?.recipients ?? []) {
    const messageId = campaignMessageId(id, r.clientId, r.channel);
    const sendAt =
      r.channel === 'sms' ? new Date(outsideQuietHours(now.getTime(), step.timeZone)) : now;
    void writer
      .create(
        notificationDoc(orgId, messageId),
        newNotification(
          {
            id: messageId,
            orgId,
            kind: 'marketing',
            channel: r.channel,
            to: r.to,
            sendAt,
            clientId: r.clientId,
            recipientName: r.firstName,
            source: `campaigns/${id}`,
            vars: { last_service: r.lastService, stylist: r.stylist },
          },
          now,
        ),
      )
      .catch(() => undefined);
  }
  await writer.close();
  const ref = campaignDoc(orgId, id);
  await db().runTransaction(async (tx) => {
    const c = (await tx.get(ref)).data();
    if (!c || c.lease !== step.lease) return; // paused, or the lease was lost meanwhile
    const released = step.n + 1;
    tx.update(ref, {
      released,
      lease: '',
      sendAt:
        c.status === 'sending'
          ? new Date(now.getTime() + (released < c.batches ? BATCH_GAP_MS : 0))
          : null,
      updatedAt: now,
    });
  });
  return 'released';
}

/** Campaigns as due work, on the marketing queue. */
export const campaignsDue: DueKind = {
  document: 'orgs/{orgId}/campaigns/{id}',
  dueAt: (d) =>
    d['status'] === 'sending' || d['status'] === 'scheduled' ? timeOf(d['sendAt']) : null,
  queueOf: () => 'marketing',
  due: async (now, limit) => {
    const page = await allCampaigns()
      .where('status', 'in', ['sending', 'scheduled'])
      .where('sendAt', '<=', now)
      .orderBy('sendAt')
      .limit(limit)
      .get();
    return page.docs.map((d) => ({ orgId: d.data().orgId, id: d.id, queue: 'marketing' as const }));
  },
  run: ({ orgId, id }, now) => releaseCampaign(orgId, id, now),
};
