// Campaigns: drafts the owner and managers write, launched to a snapshot of
// their audience (the recipients of each batch written under the campaign),
// released to the notifications queue a batch at a time (release.ts), paused
// and resumed, with results summed over their messages. The team but booth
// renters may read them; only owners and managers write or send.
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  STARTER_TEMPLATES,
  ZCampaignInput,
  moveCampaign,
  scheduleInstant,
  type CampaignAction,
} from '@chairside/core/campaigns';
import type {
  AudienceSizeView,
  CampaignSummary,
  CampaignView,
  TemplateChoice,
  ZTemplateSave,
} from '@chairside/core/contracts/campaigns';
import { countAudience, leftOutOn, type MarketingChannel } from '@chairside/core/marketing';
import { defaultMarketingSettings } from '@chairside/core/marketing-settings';
import type { CampaignRecord, Recipient } from '@chairside/core/records/campaign';
import type { Role } from '@chairside/core/roles';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { parse } from '../http/validate';
import { errorCode } from '../platform/errors';
import { sanitizeHtmlFor } from '../platform/sanitize';
import {
  audienceBatchDoc,
  campaignDoc,
  campaignsCollection,
  campaignTemplatesCollection,
  marketingSettingsDoc,
} from '../records/campaigns';
import { notificationsCollection } from '../records/notifications';
import { orgDoc } from '../records/orgs';
import { resultsOf } from './results';
import { factsOf, readRoster } from './roster';

export const MANAGERS: readonly Role[] = ['owner', 'manager'];
/** Who may read campaigns and their results (a stylist sees, does not send). */
export const READERS: readonly Role[] = ['owner', 'manager', 'front_desk', 'staff'];
/** Recipients released to the queue at a time. */
export const BATCH_SIZE = 250;

type Input = z.output<typeof ZCampaignInput>;

export function campaignView(c: CampaignRecord): CampaignView {
  return {
    id: c.id,
    name: c.name,
    status: c.status,
    channels: c.channels,
    audience: c.audience,
    content: c.content,
    schedule: c.schedule,
    maxSmsSegments: c.maxSmsSegments,
    sendAt: c.sendAt?.toISOString() ?? null,
    launchedAt: c.launchedAt?.toISOString() ?? null,
    finishedAt: c.finishedAt?.toISOString() ?? null,
    recipients: c.recipients,
    leftOut: c.leftOut,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export async function marketingSettings(orgId: string) {
  return (await marketingSettingsDoc(orgId).get()).data() ?? defaultMarketingSettings();
}

/** The input checked against the salon's own limits, its HTML made safe. */
async function checked(orgId: string, input: Input, now: number): Promise<Input> {
  const [settings, org] = await Promise.all([
    marketingSettings(orgId),
    orgDoc(orgId)
      .get()
      .then((s) => s.data()),
  ]);
  if (!org) throw new ApiError('not_found', 'That salon no longer exists.');
  const again = parse(
    ZCampaignInput,
    { ...input, maxSmsSegments: settings.maxSmsSegments },
    'campaign',
  );
  if (again.schedule.kind === 'at' && scheduleInstant(again.schedule, org.timeZone, now) <= now)
    throw new ApiError('validation_failed', 'The campaign is not valid.', [
      { path: 'schedule', message: 'Choose a time in the future' },
    ]);
  return {
    ...again,
    content: { ...again.content, html: sanitizeHtmlFor('campaign', again.content.html) },
  };
}

async function readCampaign(orgId: string, id: string) {
  const c = (await campaignDoc(orgId, id).get()).data();
  if (!c) throw new ApiError('not_found', 'There is no such campaign at this salon.');
  return c;
}

/** A new campaign's record: a draft of the checked input, nothing sent. */
function draftRecord(id: string, ok: Input, createdBy: string, now: number): CampaignRecord {
  const at = new Date(now);
  return {
    id,
    orgId: ok.orgId,
    name: ok.name,
    channels: ok.channels,
    audience: ok.audience,
    content: ok.content,
    schedule: ok.schedule,
    maxSmsSegments: ok.maxSmsSegments,
    status: 'draft',
    sendAt: null,
    recipients: 0,
    leftOut: { noConsent: 0, unsubscribed: 0, noAddress: 0 },
    batches: 0,
    released: 0,
    lease: '',
    launchedAt: null,
    finishedAt: null,
    createdBy,
    createdAt: at,
    updatedAt: at,
  };
}

export async function createCampaign(caller: Caller, input: Input, now = Date.now()) {
  await requireRole(input.orgId, caller, MANAGERS, { action: 'create campaigns' });
  const ok = await checked(input.orgId, input, now);
  const record = draftRecord(`cmp-${randomBytes(8).toString('hex')}`, ok, caller.uid, now);
  await campaignDoc(input.orgId, record.id).create(record);
  return { campaign: campaignView(record) };
}

/** Firestore's gRPC code for a document created twice. */
const ALREADY_EXISTS = 6;

/**
 * A campaign the salon's own settings make (a new blog post's newsletter),
 * under a fixed id: made once, whoever asks again. Null when it exists.
 */
export async function createOwnCampaign(
  id: string,
  input: Input,
  createdBy: string,
  now = Date.now(),
): Promise<CampaignRecord | null> {
  const record = draftRecord(id, await checked(input.orgId, input, now), createdBy, now);
  try {
    await campaignDoc(input.orgId, id).create(record);
    return record;
  } catch (err) {
    if (errorCode(err) === ALREADY_EXISTS) return null;
    throw err;
  }
}

export async function updateCampaign(caller: Caller, id: string, input: Input, now = Date.now()) {
  await requireRole(input.orgId, caller, MANAGERS, { action: 'edit campaigns' });
  const ok = await checked(input.orgId, input, now);
  const ref = campaignDoc(input.orgId, id);
  const updated = await db().runTransaction(async (tx) => {
    const c = (await tx.get(ref)).data();
    if (!c) throw new ApiError('not_found', 'There is no such campaign at this salon.');
    if (c.status !== 'draft')
      throw new ApiError('conflict', 'Only a draft can be edited: pause or cancel it first.');
    const next: CampaignRecord = {
      ...c,
      name: ok.name,
      channels: ok.channels,
      audience: ok.audience,
      content: ok.content,
      schedule: ok.schedule,
      maxSmsSegments: ok.maxSmsSegments,
      updatedAt: new Date(now),
    };
    tx.set(ref, next);
    return next;
  });
  return { campaign: campaignView(updated) };
}

export async function deleteCampaign(caller: Caller, orgId: string, id: string) {
  await requireRole(orgId, caller, MANAGERS, { action: 'delete campaigns' });
  const c = await readCampaign(orgId, id);
  if (c.launchedAt && c.status !== 'cancelled')
    throw new ApiError(
      'conflict',
      'A campaign that has sent is kept for its results. Cancel it to stop what is left.',
    );
  await db().recursiveDelete(campaignDoc(orgId, id));
  return { deleted: true as const };
}

export async function listCampaigns(caller: Caller, orgId: string) {
  await requireRole(orgId, caller, READERS, { action: 'see campaigns' });
  const snap = await campaignsCollection(orgId).orderBy('createdAt', 'desc').limit(100).get();
  // Results are summed for the campaigns that sent lately (older ones keep what they had).
  const recent = Date.now() - 60 * 86_400_000;
  const campaigns: CampaignSummary[] = await Promise.all(
    snap.docs.map(async (d, i) => {
      const c = d.data();
      const live = c.launchedAt && (i < 12 || c.launchedAt.getTime() > recent);
      return {
        ...campaignView(c),
        results: live ? await resultsOf(orgId, `campaigns/${c.id}`, { reasons: false }) : null,
      };
    }),
  );
  return { campaigns };
}

export async function getCampaign(caller: Caller, orgId: string, id: string) {
  const member = await requireRole(orgId, caller, READERS, { action: 'see campaigns' });
  const c = await readCampaign(orgId, id);
  const results = c.launchedAt
    ? await resultsOf(orgId, `campaigns/${id}`, { reasons: MANAGERS.includes(member.role) })
    : null;
  return { campaign: { ...campaignView(c), results } };
}

// ── Audience ────────────────────────────────────────────────────────────────

const channelsOf = (c: { email: boolean; sms: boolean }): MarketingChannel[] =>
  (['email', 'sms'] as const).filter((ch) => c[ch]);

const spendDays = (audience: CampaignRecord['audience']) =>
  audience.conditions.find((c) => c.kind === 'spend')?.days ?? 365;

export async function audienceSize(
  caller: Caller,
  input: { orgId: string; audience: CampaignRecord['audience']; channels: MarketingChannel[] },
  now = Date.now(),
): Promise<AudienceSizeView> {
  await requireRole(input.orgId, caller, MANAGERS, { action: 'build audiences' });
  const roster = await readRoster(input.orgId, { now });
  const days = spendDays(input.audience);
  const count = countAudience(
    roster.entries.map((e) => factsOf(e, days, now)),
    input.audience,
    input.channels,
    now,
  );
  return {
    matching: count.matching,
    included: count.included.length,
    leftOut: count.leftOut,
    clients: roster.entries.length,
    asOf: new Date(roster.builtAt).toISOString(),
  };
}

/** Who a campaign goes to, now: one recipient a client and open channel. */
async function snapshot(c: CampaignRecord, now: number) {
  const roster = await readRoster(c.orgId, { now, freshMs: 0 });
  const days = spendDays(c.audience);
  const channels = channelsOf(c.channels);
  const facts = roster.entries.map((e) => factsOf(e, days, now));
  const count = countAudience(facts, c.audience, channels, now);
  const byId = new Map(roster.entries.map((e) => [e.id, e]));
  const factsById = new Map(facts.map((f) => [f.id, f]));
  const recipients: Recipient[] = [];
  for (const id of count.included) {
    const e = byId.get(id)!;
    for (const channel of channels) {
      if (leftOutOn(factsById.get(id)!, channel) !== null) continue;
      recipients.push({
        clientId: id,
        channel,
        to: channel === 'email' ? e.email : e.phone,
        firstName: e.firstName,
        lastService: e.lastService,
        stylist: e.stylist,
      });
    }
  }
  return { recipients, leftOut: count.leftOut };
}

/** Launch: the audience as it is now, written in batches; then it goes (or waits for its time). */
export async function launchCampaign(
  caller: Caller,
  orgId: string,
  id: string,
  { now = Date.now(), batchSize = BATCH_SIZE } = {},
) {
  await requireRole(orgId, caller, MANAGERS, { action: 'send campaigns' });
  return launchChecked(orgId, id, { now, batchSize });
}

/** Launches a campaign whose sender was checked (a person's role, or the salon's own choice). */
export async function launchChecked(
  orgId: string,
  id: string,
  { now = Date.now(), batchSize = BATCH_SIZE } = {},
) {
  const [c, org] = await Promise.all([readCampaign(orgId, id), orgDoc(orgId).get()]);
  const timeZone = org.data()?.timeZone ?? 'UTC';
  const at = scheduleInstant(c.schedule, timeZone, now);
  const move = moveCampaign(c.status, 'launch', at > now);
  if ('error' in move) throw new ApiError('conflict', move.error);
  if (!move.changed) return { campaign: campaignView(c), changed: false };
  if (c.schedule.kind === 'at' && at <= now)
    throw new ApiError('validation_failed', 'The campaign is not valid.', [
      { path: 'schedule', message: 'The time has passed: choose a time in the future' },
    ]);
  const { recipients, leftOut } = await snapshot(c, now);
  if (!recipients.length)
    throw new ApiError('validation_failed', 'The campaign is not valid.', [
      { path: 'audience', message: 'No one in this audience can receive it' },
    ]);
  const batches = Math.ceil(recipients.length / batchSize);
  // Written before the status moves: a launch that dies here is launched again
  // whole (the same batches, overwritten).
  for (let first = 0; first < batches; first += 400) {
    const write = db().batch();
    for (let n = first; n < Math.min(batches, first + 400); n++) {
      write.set(audienceBatchDoc(orgId, id, n), {
        id: String(n).padStart(5, '0'),
        n,
        recipients: recipients.slice(n * batchSize, (n + 1) * batchSize),
      });
    }
    await write.commit();
  }
  const ref = campaignDoc(orgId, id);
  return db().runTransaction(async (tx) => {
    const live = (await tx.get(ref)).data();
    if (!live) throw new ApiError('not_found', 'There is no such campaign at this salon.');
    const again = moveCampaign(live.status, 'launch', at > now);
    if ('error' in again || !again.changed) return { campaign: campaignView(live), changed: false };
    const next: CampaignRecord = {
      ...live,
      status: again.status,
      sendAt: new Date(at),
      recipients: recipients.length,
      leftOut,
      batches,
      released: 0,
      lease: '',
      launchedAt: new Date(now),
      updatedAt: new Date(now),
    };
    tx.set(ref, next);
    return { campaign: campaignView(next), changed: true };
  });
}

/** Its messages in one state moved to another (pause holds the queued; resume queues the held). */
async function moveMessages(
  orgId: string,
  id: string,
  from: 'queued' | 'held',
  fields: Record<string, unknown>,
) {
  const writer = db().bulkWriter();
  writer.onWriteError(() => false); // one claimed meanwhile is the sender's now
  let moved = 0;
  for (;;) {
    const page = await notificationsCollection(orgId)
      .where('source', '==', `campaigns/${id}`)
      .where('status', '==', from)
      .limit(500)
      .get();
    for (const d of page.docs) {
      void writer.update(d.ref, fields, { lastUpdateTime: d.updateTime });
      moved++;
    }
    await writer.flush();
    if (page.size < 500) break;
  }
  await writer.close();
  return moved;
}

/** Pause, resume or cancel: the status moves, and the messages not yet sent with it. */
export async function actOnCampaign(
  caller: Caller,
  orgId: string,
  id: string,
  action: Exclude<CampaignAction, 'launch'>,
  now = Date.now(),
) {
  await requireRole(orgId, caller, MANAGERS, { action: `${action} campaigns` });
  const ref = campaignDoc(orgId, id);
  const result = await db().runTransaction(async (tx) => {
    const c = (await tx.get(ref)).data();
    if (!c) throw new ApiError('not_found', 'There is no such campaign at this salon.');
    const move = moveCampaign(c.status, action);
    if ('error' in move) throw new ApiError('conflict', move.error);
    if (!move.changed) return { campaign: c, changed: false };
    const next: CampaignRecord = {
      ...c,
      status: move.status,
      // A scheduled campaign paused and resumed goes at once; a resumed one releases on.
      sendAt: move.status === 'sending' ? new Date(now) : null,
      lease: '',
      updatedAt: new Date(now),
    };
    tx.set(ref, next);
    return { campaign: next, changed: true };
  });
  if (result.changed) {
    const at = new Date(now);
    if (action === 'pause')
      await moveMessages(orgId, id, 'queued', {
        status: 'held',
        reason: 'The campaign is paused.',
        updatedAt: at,
      });
    if (action === 'resume')
      await moveMessages(orgId, id, 'held', {
        status: 'queued',
        reason: '',
        sendAt: at,
        updatedAt: at,
      });
    if (action === 'cancel') {
      for (const from of ['queued', 'held'] as const)
        await moveMessages(orgId, id, from, {
          status: 'skipped',
          reason: 'The campaign was cancelled.',
          updatedAt: at,
        });
    }
  }
  return { campaign: campaignView(result.campaign), changed: result.changed };
}

// ── Templates and samples ───────────────────────────────────────────────────

export async function listTemplates(caller: Caller, orgId: string) {
  await requireRole(orgId, caller, READERS, { action: 'see templates' });
  const own = await campaignTemplatesCollection(orgId).orderBy('createdAt', 'desc').limit(50).get();
  const templates: TemplateChoice[] = [
    ...own.docs.map((d) => {
      const t = d.data();
      return { id: t.id, name: t.name, subject: t.subject, html: t.html, sms: t.sms, own: true };
    }),
    ...STARTER_TEMPLATES.map((t) => ({
      id: t.key,
      name: t.name,
      subject: t.subject,
      html: t.html,
      sms: t.sms,
      own: false,
    })),
  ];
  return { templates };
}

export async function saveTemplate(caller: Caller, input: z.output<typeof ZTemplateSave>) {
  await requireRole(input.orgId, caller, MANAGERS, { action: 'save templates' });
  const id = `tpl-${randomBytes(6).toString('hex')}`;
  const html = sanitizeHtmlFor('campaign', input.content.html);
  await campaignTemplatesCollection(input.orgId).doc(id).create({
    id,
    name: input.name,
    subject: input.content.subject,
    html,
    sms: input.content.sms,
    createdBy: caller.uid,
    createdAt: new Date(),
  });
  return {
    template: {
      id,
      name: input.name,
      subject: input.content.subject,
      html,
      sms: input.content.sms,
      own: true,
    },
  };
}

/** Sample drafts for a salon with no campaigns: a win-back and a birthday, ready to edit. */
export async function seedCampaigns(caller: Caller, orgId: string) {
  await requireRole(orgId, caller, MANAGERS, { action: 'create campaigns' });
  const some = await campaignsCollection(orgId).limit(1).get();
  if (!some.empty) return { created: 0 };
  const month = new Date().getUTCMonth() + 1;
  const samples: {
    key: (typeof STARTER_TEMPLATES)[number]['key'];
    name: string;
    audience: Input['audience'];
  }[] = [
    {
      key: 'win_back',
      name: 'Win back: not seen in 90 days',
      audience: { conditions: [{ kind: 'lapsed', days: 90, includeNever: false }] },
    },
    {
      key: 'birthday',
      name: 'Birthdays this month',
      audience: { conditions: [{ kind: 'birthday', month }] },
    },
    { key: 'promotion', name: 'A treat for regulars', audience: { conditions: [] } },
  ];
  let created = 0;
  for (const s of samples) {
    const t = STARTER_TEMPLATES.find((x) => x.key === s.key)!;
    await createCampaign(caller, {
      orgId,
      name: s.name,
      channels: { email: true, sms: false },
      audience: s.audience,
      content: { subject: t.subject, html: t.html, sms: t.sms },
      schedule: { kind: 'now' },
      maxSmsSegments: 2,
    });
    created++;
  }
  return { created };
}
