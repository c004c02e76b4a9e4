// POST platform-migration/execute, cancel and rollback. The checked rows are
// written a chunk at a time: each chunk's documents, its undo batch (what it
// created, and what it changed as it was before) and the import's progress
// commit together, so a run that stops (an error, a timeout, a cancel) can be
// resumed or undone from exactly where it is. Future appointments go through
// the same booking write as the appointment book (no double booking); one
// whose time is taken is left out and reported. A call works for a while and
// answers; the screen calls again while the import is running.
import { z } from 'zod';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type UpdateData,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { clientSearchKeys } from '@chairside/core/clients';
import { giftCardExpiry } from '@chairside/core/gift-cards';
import type { ImportResult, ImportView } from '@chairside/core/migration/job';
import type { ImportClient } from '@chairside/core/migration/rows';
import { sourceById } from '@chairside/core/migration/sources';
import type { BookingRecord } from '@chairside/core/records/booking';
import type { ImportJobRecord, ImportFileRecord } from '@chairside/core/records/import';
import { ZProductInput } from '@chairside/core/retail';
import { ZServiceInput } from '@chairside/core/services';
import { LocalDay, localParts } from '@chairside/core/zoned-time';
import { createBooking, datesTouched } from '../bookings';
import { loadServices, loadStaff } from '../bookings';
import { resolveSalon } from '../platform/salon';
import { db } from '../firebase';
import { newGiftCode } from '../gift-cards';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { staffDayDoc } from '../records/bookings';
import { importChunkDoc, importDoc, importUndoDoc, type UndoRecord } from '../records/imports';
import { orgDoc } from '../records/orgs';
import { searchTextOf } from '../retail';
import { refreshShop } from '../retail';
import {
  chunkOf,
  type AppointmentItem,
  type Chunk,
  type ClientValue,
  type Item,
} from './dry-run.service';
import { assertImporter, importView, importerJob } from './uploads';
import { readRecord } from '../platform/read';

/** How long one call works before it answers (Cloud Functions stop requests at 60 s). */
export const RUN_BUDGET_MS = 40_000;
/** A run whose caller vanished is taken over after this long. */
const LEASE_MS = 70_000;
const MAX_LISTED = 500;

type Undo = UndoRecord['writes'][number];

interface Run {
  orgId: string;
  importId: string;
  job: ImportJobRecord;
  by: { uid: string; name: string };
  sourceName: string;
  salon: { currency: string; timeZone: string; expiryMonths: number | null };
  now: Date;
  /** What future appointments are booked with, read once a call (not once an appointment). */
  booking: Map<string, Promise<unknown>>;
}

/** A value read once per run and shared by every appointment that needs it. */
function once<T>(run: Run, key: string, load: () => Promise<T>): Promise<T> {
  let value = run.booking.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    run.booking.set(key, value);
  }
  return value;
}

// ── Claiming ────────────────────────────────────────────────────────────────

/**
 * Takes the import for this call: only one call works on it at a time (a
 * second tab, a retry while the first still runs, answers the progress).
 */
async function claim(
  orgId: string,
  importId: string,
  from: readonly ImportJobRecord['status'][],
  to: ImportJobRecord['status'],
): Promise<{ job: ImportJobRecord; claimed: boolean }> {
  const ref = importDoc(orgId, importId);
  return db().runTransaction(async (tx) => {
    const job = (await tx.get(ref)).data();
    if (!job) throw new ApiError('not_found', 'That import could not be found.');
    const lease = job.leaseUntil;
    if (job.status === to && lease && lease.getTime() > Date.now()) return { job, claimed: false };
    if (job.status !== to && !from.includes(job.status)) return { job, claimed: false };
    tx.update(ref, {
      status: to,
      leaseUntil: new Date(Date.now() + LEASE_MS),
      error: null,
      updatedAt: new Date(),
    });
    return { job: { ...job, status: to }, claimed: true };
  });
}

async function release(orgId: string, importId: string, fields: UpdateData<ImportJobRecord>) {
  await importDoc(orgId, importId).update({
    ...fields,
    leaseUntil: FieldValue.delete(),
    updatedAt: new Date(),
  });
}

const viewOf = async (orgId: string, importId: string) =>
  importView(await readRecord(importDoc(orgId, importId)));

// ── Execute ─────────────────────────────────────────────────────────────────

export async function executeImport(
  caller: Caller,
  orgId: string,
  importId: string,
  budgetMs = RUN_BUDGET_MS,
): Promise<ImportView> {
  const current = await importerJob(caller, orgId, importId);
  if (current.status === 'uploaded')
    throw new ApiError('conflict', 'Check the files first (the dry run), then import.');
  if (current.status === 'cancelling') {
    await release(orgId, importId, { status: 'cancelled', finishedAt: new Date() });
    return viewOf(orgId, importId);
  }
  const { job, claimed } = await claim(orgId, importId, ['ready', 'failed'], 'running');
  if (!claimed) return importView(job);
  if (job.nextChunk === 0 && !job.result) {
    const empty: ImportResult = { created: {}, updated: {}, conflicts: [], newCodes: [] };
    await importDoc(orgId, importId).update({ result: empty });
  }
  const run = await runContext(orgId, importId, job, caller);
  const deadline = Date.now() + budgetMs;
  try {
    let next = job.nextChunk;
    // At least one chunk a call, then as many as the time allows.
    while (next < job.chunks) {
      const fresh = await readRecord(importDoc(orgId, importId));
      if (fresh.status === 'cancelling') {
        await release(orgId, importId, { status: 'cancelled', finishedAt: new Date() });
        return viewOf(orgId, importId);
      }
      const chunk = (await importChunkDoc(orgId, importId, next).get()).data();
      if (!chunk) throw new Error(`Import chunk ${next} is missing`);
      await writeChunk(run, fresh, next, chunkOf(chunk));
      next++;
      if (Date.now() >= deadline) break;
    }
    if (next >= job.chunks) {
      await release(orgId, importId, {
        status: 'done',
        finishedAt: new Date(),
        progress: { phase: null, done: job.progress.total, total: job.progress.total },
      });
      await refreshShop(orgId).catch(() => undefined);
    } else {
      // Out of time: the screen calls again and the run goes on from here.
      await release(orgId, importId, { leaseUntil: FieldValue.delete() });
    }
  } catch (err) {
    const message =
      err instanceof ApiError ? err.message : 'The import stopped on an unexpected error.';
    await release(orgId, importId, {
      status: 'failed',
      error: `${message} What was imported so far is kept: resume the import, or undo it.`,
    });
    throw err;
  }
  return viewOf(orgId, importId);
}

async function runContext(
  orgId: string,
  importId: string,
  job: ImportJobRecord,
  caller: Caller,
): Promise<Run> {
  const salon = (await orgDoc(orgId).get()).data();
  if (!salon) throw new ApiError('not_found', 'That salon could not be found.');
  return {
    orgId,
    importId,
    job,
    by: { uid: caller.uid, name: caller.email ?? 'Import' },
    sourceName: sourceById(job.source).name,
    salon: {
      currency: salon.currency,
      timeZone: salon.timeZone,
      expiryMonths: salon.giftCardSettings.expiryMonths,
    },
    now: new Date(),
    booking: new Map(),
  };
}

/** One chunk: its documents, its undo batch and the progress, in one commit. */
async function writeChunk(run: Run, job: ImportJobRecord, seq: number, chunk: Chunk) {
  const { entity } = chunk;
  const items: readonly Item[] = chunk.items;
  const undo: Undo[] = [];
  const counters: UndoRecord['counters'] = [];
  const conflicts: ImportResult['conflicts'] = [];
  const newCodes: ImportResult['newCodes'] = [];
  const batch = db().batch();
  let created = 0;
  let updated = 0;
  const fileName = (uploadId: string) =>
    job.files.find((f: ImportFileRecord) => f.uploadId === uploadId)?.name ?? 'file';
  // What a merge changes is read first, and kept as it was for the undo.
  for (const merge of await mergesOf(run, chunk)) {
    batch.update(db().doc(merge.path), merge.change);
    undo.push({ path: merge.path, before: merge.before });
    updated++;
  }
  if (chunk.entity === 'clients') {
    for (const item of chunk.items) {
      if (item.action === 'merge') continue;
      batch.create(db().doc(`orgs/${run.orgId}/clients/${item.id}`), newClient(run, item.value));
      undo.push({ path: `orgs/${run.orgId}/clients/${item.id}`, before: null });
      created++;
    }
  } else if (chunk.entity === 'appointments') {
    for (const item of chunk.items) {
      const path = `orgs/${run.orgId}/bookings/${item.id}`;
      if (item.value.past || item.value.status === 'cancelled') {
        batch.set(db().doc(path), historyBooking(run, item));
        undo.push({ path, before: null });
        created++;
        continue;
      }
      const booked = await bookFuture(run, item);
      if (booked.ok) {
        undo.push({ path: `orgs/${run.orgId}/bookings/${booked.id}`, before: null, booking: true });
        created++;
      } else if (conflicts.length < MAX_LISTED) {
        conflicts.push({
          file: fileName(item.file),
          row: item.row,
          label: `${item.value.localDate} ${item.value.time} · ${item.value.clientName} · ${item.value.serviceName}`,
          messages: [booked.reason],
        });
      }
    }
  } else {
    for (const row of chunkItems(chunk)) {
      if (row.item.action === 'merge') continue;
      const written = writeNew(run, batch, row);
      undo.push(...written.undo);
      counters.push(...written.counters);
      if (written.newCode && newCodes.length < MAX_LISTED) newCodes.push(written.newCode);
      created++;
    }
  }
  const merged = mergeCounters(counters);
  const counterDocs = merged.length
    ? await db().getAll(...merged.map((c) => db().doc(c.path)))
    : [];
  merged.forEach((c, i) => {
    if (!counterDocs[i]!.exists) c.wasAbsent = true;
  });
  batch.set(importUndoDoc(run.orgId, run.importId, job.undoBatches), {
    id: '',
    seq: job.undoBatches,
    writes: undo,
    counters: merged,
  });
  const progress: Record<string, unknown> = {
    nextChunk: seq + 1,
    undoBatches: FieldValue.increment(1),
    progress: { phase: entity, done: job.progress.done + items.length, total: job.progress.total },
    [`result.created.${entity}`]: FieldValue.increment(created),
    updatedAt: new Date(),
  };
  if (updated) progress[`result.updated.${entity}`] = FieldValue.increment(updated);
  if (conflicts.length) progress['result.conflicts'] = FieldValue.arrayUnion(...conflicts);
  if (newCodes.length) progress['result.newCodes'] = FieldValue.arrayUnion(...newCodes);
  batch.update(importDoc(run.orgId, run.importId), progress);
  await batch.commit();
}

function mergeCounters(list: UndoRecord['counters']): UndoRecord['counters'] {
  const byPath = new Map<string, Record<string, number>>();
  for (const c of list) {
    const sum = byPath.get(c.path) ?? {};
    for (const [k, v] of Object.entries(c.increments)) sum[k] = (sum[k] ?? 0) + v;
    byPath.set(c.path, sum);
  }
  return [...byPath].map(([path, increments]) => ({ path, increments }));
}

/**
 * The documents the salon has that a chunk's merges change (clients, or
 * services gaining performers), read first: what each becomes, and what it
 * was for the undo.
 */
async function mergesOf(run: Run, chunk: Chunk) {
  const merges: { path: string; change: UpdateData<DocumentData> }[] = [];
  if (chunk.entity === 'clients') {
    for (const item of chunk.items) {
      if (item.action !== 'merge') continue;
      merges.push({ path: `orgs/${run.orgId}/clients/${item.id}`, change: {} });
    }
  }
  if (chunk.entity === 'services') {
    for (const item of chunk.items) {
      if (item.action !== 'merge' || !('addStaffIds' in item.value)) continue;
      merges.push({
        path: `orgs/${run.orgId}/services/${item.id}`,
        change: { staffIds: FieldValue.arrayUnion(...item.value.addStaffIds), updatedAt: run.now },
      });
    }
  }
  if (!merges.length) return [];
  const read = await db().getAll(...merges.map((m) => db().doc(m.path)));
  const values = chunk.entity === 'clients' ? chunk.items.filter((i) => i.action === 'merge') : [];
  return merges.flatMap((m, i) => {
    const before = read[i]?.data();
    if (!before) return [];
    const client = values[i];
    return [{ ...m, before, change: client ? mergedClient(run, before, client.value) : m.change }];
  });
}

/** A team member, service, product or gift card chunk's rows, each with its kind. */
function chunkItems(chunk: Chunk): NewItem[] {
  switch (chunk.entity) {
    case 'staff':
      return chunk.items.map((item) => ({ entity: 'staff', item }));
    case 'services':
      return chunk.items.map((item) => ({ entity: 'services', item }));
    case 'products':
      return chunk.items.map((item) => ({ entity: 'products', item }));
    case 'giftCards':
      return chunk.items.map((item) => ({ entity: 'giftCards', item }));
    default:
      return [];
  }
}

type NewItem = {
  [E in 'staff' | 'services' | 'products' | 'giftCards']: { entity: E; item: Item<E> };
}['staff' | 'services' | 'products' | 'giftCards'];

function newClient(run: Run, v: ClientValue) {
  const since = v.clientSince ? new Date(`${v.clientSince}T12:00:00Z`) : run.now;
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone,
    birthday: v.birthday,
    notes: v.notes,
    tags: v.tags,
    marketingConsent: v.marketingConsent,
    preferredStaffId: null,
    referredById: null,
    ownerStaffId: null,
    userId: null,
    nameLower: `${v.firstName} ${v.lastName}`.trim().toLowerCase(),
    searchKeys: clientSearchKeys(v).slice(0, 200),
    mergedIds: [],
    loyaltyPoints: 0,
    visitCount: v.visits ?? 0,
    totalSpent: v.spent ?? 0,
    lastVisitAt: v.lastVisit ? new Date(v.lastVisit) : null,
    importId: run.importId,
    createdAt: since,
    updatedAt: run.now,
  };
}

/** An existing client with the file's details added: blanks filled, tags joined, the note kept. */
function mergedClient(run: Run, existing: Record<string, unknown>, v: ImportClient) {
  const str = (k: string) => {
    const value = existing[k];
    return typeof value === 'string' ? value : '';
  };
  const had = existing['tags'];
  const oldTags = Array.isArray(had) ? had.filter((t): t is string => typeof t === 'string') : [];
  const tags = [...new Set([...oldTags, ...v.tags])].slice(0, 20);
  const note =
    v.notes && !str('notes').includes(v.notes)
      ? `${str('notes')}${str('notes') ? '\n\n' : ''}From ${run.sourceName}: ${v.notes}`.slice(
          0,
          5000,
        )
      : str('notes');
  const stored: unknown = existing['marketingConsent'];
  const consented = (channel: 'email' | 'sms') =>
    typeof stored === 'object' && stored !== null && channel in stored
      ? Boolean((stored as Record<typeof channel, unknown>)[channel])
      : false;
  const merged = {
    firstName: str('firstName') || v.firstName,
    lastName: str('lastName') || v.lastName,
    email: str('email') || v.email,
    phone: str('phone') || v.phone,
  };
  return {
    ...merged,
    birthday: str('birthday') || v.birthday,
    notes: note,
    tags,
    marketingConsent: {
      email: consented('email') || v.marketingConsent.email,
      sms: consented('sms') || v.marketingConsent.sms,
    },
    nameLower: `${merged.firstName} ${merged.lastName}`.trim().toLowerCase(),
    searchKeys: clientSearchKeys(merged).slice(0, 200),
    updatedAt: run.now,
  };
}

/** A team member, service, product or gift card, new; what undoes it. */
function writeNew(
  run: Run,
  batch: WriteBatch,
  row: NewItem,
): { undo: Undo[]; counters: UndoRecord['counters']; newCode?: ImportResult['newCodes'][number] } {
  const at = run.now;
  const doc = (path: string) => db().doc(`orgs/${run.orgId}/${path}`);
  const created = (path: string): Undo => ({ path: `orgs/${run.orgId}/${path}`, before: null });
  if (row.entity === 'staff') return { undo: writeNewStaff(run, batch, row.item), counters: [] };
  const { item } = row;
  if (row.entity === 'services') {
    const v = row.item.value;
    if ('addStaffIds' in v) return { undo: [], counters: [] };
    const fields = ZServiceInput.parse({
      name: v.name,
      category: v.category,
      description: v.description,
      imageUrl: v.imageUrl ?? '',
      durationMinutes: v.durationMinutes,
      price: v.price,
      currency: run.salon.currency,
      staffIds: v.staffIds ?? [],
    });
    batch.create(doc(`services/${item.id}`), {
      ...fields,
      status: 'active',
      sortOrder: 1000 + item.row,
      importId: run.importId,
      createdAt: at,
      updatedAt: at,
    });
    return { undo: [created(`services/${item.id}`)], counters: [] };
  }
  if (row.entity === 'products') {
    const v = row.item.value;
    const { stock, ...rest } = v;
    const fields = ZProductInput.parse(rest);
    batch.create(doc(`products/${item.id}`), {
      ...fields,
      stock,
      bundleIds: [],
      searchText: searchTextOf(fields),
      importId: run.importId,
      createdAt: at,
      updatedAt: at,
    });
    const undo = [created(`products/${item.id}`)];
    if (stock > 0) {
      const movementId = `import-${item.id}`;
      batch.create(doc(`stockMovements/${movementId}`), {
        productId: item.id,
        productName: fields.name,
        ownerStaffId: fields.ownerStaffId ?? null,
        reason: 'received',
        delta: stock,
        stockAfter: stock,
        note: `Stock brought over from ${run.sourceName}`,
        saleId: null,
        reservationId: null,
        by: run.by,
        at,
        requestHash: '',
      });
      undo.push(created(`stockMovements/${movementId}`));
    }
    return { undo, counters: [] };
  }
  // Gift cards: the balance brought over, as an opening ledger entry.
  const v = row.item.value;
  const code = v.code ?? newGiftCode();
  const expiresAt = v.expiresOn
    ? new Date(new LocalDay(v.expiresOn, run.salon.timeZone).lenient(24 * 60 - 1))
    : giftCardExpiry(at.getTime(), run.salon.expiryMonths, run.salon.timeZone);
  const note = `Balance brought over from ${run.sourceName}${v.code ? '' : ` (card ${v.oldCode})`}`;
  const holder = { name: v.holderName, email: v.holderEmail };
  batch.create(doc(`giftCards/${item.id}`), {
    code,
    productId: 'imported',
    productName: `${run.sourceName} gift card`,
    design: 'classic',
    currency: run.salon.currency,
    initialAmount: v.initialAmount,
    balance: v.balance,
    cancelled: false,
    expiresAt,
    buyer: holder,
    recipient: holder,
    message: v.code ? '' : `Card ${v.oldCode} from ${run.sourceName}`,
    deliverAt: at,
    deliveredAt: at,
    source: 'imported',
    paymentId: null,
    saleId: null,
    issuedBy: run.by,
    importId: run.importId,
    createdAt: at,
    updatedAt: at,
  });
  const entryId = `import-${item.id}`;
  batch.create(doc(`giftCardLedger/${entryId}`), {
    cardId: item.id,
    kind: 'issue',
    amount: v.balance,
    balanceAfter: v.balance,
    note,
    saleId: null,
    bookingId: null,
    paymentId: null,
    by: run.by,
    at,
    requestHash: '',
  });
  const increments = { outstanding: v.balance, cards: 1, issued: v.balance };
  batch.set(
    doc('giftCardTotals/all'),
    Object.fromEntries(Object.entries(increments).map(([k, n]) => [k, FieldValue.increment(n)])),
    { merge: true },
  );
  return {
    undo: [created(`giftCards/${item.id}`), created(`giftCardLedger/${entryId}`)],
    counters: [{ path: `orgs/${run.orgId}/giftCardTotals/all`, increments }],
    newCode: v.code
      ? undefined
      : { oldCode: v.oldCode, last4: code.slice(-4), holder: v.holderName },
  };
}

const STAFF_COLOR_CYCLE = ['#7c3aed', '#0891b2', '#db2777', '#ea580c', '#16a34a', '#2563eb'];

/** A past (or cancelled) appointment: history on the client's record, no time on the book. */
function historyBooking(
  run: Run,
  item: AppointmentItem,
): Omit<BookingRecord, 'id'> & { importId: string } {
  const v = item.value;
  const localDate = localParts(v.start, run.salon.timeZone).date;
  return {
    localDate,
    proposedMove: null,
    date: new Date(new LocalDay(localDate, run.salon.timeZone).lenient(0)),
    startTime: new Date(v.start),
    endTime: new Date(v.end),
    busy: [],
    staffId: v.staffId,
    staffName: v.staffName,
    serviceIds: [v.serviceId],
    services: [
      {
        id: v.serviceId,
        name: v.serviceName,
        durationMinutes: v.durationMinutes ?? 0,
        price: v.price ?? 0,
      },
    ],
    price: v.price ?? 0,
    currency: run.salon.currency,
    deposit: 0,
    paid: 0,
    tips: 0,
    paymentStatus: 'unpaid',
    awaiting: null,
    holdUntil: null,
    card: null,
    member: null,
    pointsRedeemed: null,
    feePayments: {},
    clientId: v.clientId,
    clientUserId: null,
    clientName: v.clientName,
    clientPhone: v.clientPhone,
    clientEmail: v.clientEmail,
    clientDetailsToConfirm: false,
    status: v.status,
    source: 'import',
    notes: v.notes ? `${v.notes}\n(From ${run.sourceName})` : `From ${run.sourceName}`,
    recurrenceId: null,
    durationOverride: null,
    statusChangedAt: null,
    confirmedAt: null,
    cancelReason: '',
    requestHash: '',
    createdBy: run.by.uid,
    createdAt: run.now,
    updatedAt: run.now,
    importId: run.importId,
  };
}

/** A future appointment, through the booking write every other booking uses. */
async function bookFuture(
  run: Run,
  item: AppointmentItem,
): Promise<{ ok: true; id: string } | { ok: false; reason: string }> {
  const v = item.value;
  try {
    const salon = await once(run, 'salon', () => resolveSalon(run.orgId));
    const services = await once(run, `service:${v.serviceId}`, () =>
      loadServices(salon.id, [v.serviceId], { online: false }),
    );
    const candidates = await once(run, `staff:${v.staffId}`, () =>
      loadStaff(salon.id, [v.staffId]),
    );
    const booked = await createBooking({
      salon,
      services,
      candidates,
      start: v.start,
      strict: false,
      source: 'import',
      idempotencyKey: `import:${run.importId}:${item.id}`,
      request: { importId: run.importId, item: item.id },
      notes: v.notes ? `${v.notes}\n(From ${run.sourceName})` : `From ${run.sourceName}`,
      createdBy: run.by.uid,
      client: async () => ({
        clientId: v.clientId,
        clientUserId: null,
        clientName: v.clientName,
        clientEmail: v.clientEmail,
        clientPhone: v.clientPhone,
      }),
    });
    return { ok: true, id: booked.id };
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) return { ok: false, reason: err.message };
    throw err;
  }
}

// ── Cancel and roll back ────────────────────────────────────────────────────

export async function cancelImport(caller: Caller, orgId: string, importId: string) {
  await assertImporter(orgId, caller);
  const ref = importDoc(orgId, importId);
  await db().runTransaction(async (tx) => {
    const job = (await tx.get(ref)).data();
    if (!job) throw new ApiError('not_found', 'That import could not be found.');
    if (job.status === 'running') tx.update(ref, { status: 'cancelling', updatedAt: new Date() });
    else if (job.status === 'failed')
      tx.update(ref, { status: 'cancelled', finishedAt: new Date(), updatedAt: new Date() });
    else if (!['cancelling', 'cancelled'].includes(job.status))
      throw new ApiError('conflict', 'Only a running import can be stopped.');
  });
  // A run whose caller is gone (its lease lapsed) stops here rather than waiting for it.
  const job = await readRecord(ref);
  const lease = job.leaseUntil;
  if (job.status === 'cancelling' && (!lease || lease.getTime() < Date.now()))
    await release(orgId, importId, { status: 'cancelled', finishedAt: new Date() });
  return viewOf(orgId, importId);
}

export async function rollbackImport(
  caller: Caller,
  orgId: string,
  importId: string,
  budgetMs = RUN_BUDGET_MS,
): Promise<ImportView> {
  const current = await importerJob(caller, orgId, importId);
  if (current.status === 'rolled_back') return importView(current);
  if (['running', 'cancelling'].includes(current.status))
    throw new ApiError('conflict', 'Stop the import first, then undo it.');
  if (['uploaded', 'ready'].includes(current.status))
    throw new ApiError(
      'conflict',
      'Nothing of this import was written, so there is nothing to undo.',
    );
  const { job, claimed } = await claim(
    orgId,
    importId,
    ['done', 'cancelled', 'failed'],
    'rolling_back',
  );
  if (!claimed) return importView(job);
  const deadline = Date.now() + budgetMs;
  let undone = job.undone;
  try {
    while (undone < job.undoBatches) {
      const seq = job.undoBatches - 1 - undone;
      const undo = (await importUndoDoc(orgId, importId, seq).get()).data();
      if (undo) await undoBatch(orgId, undo);
      undone++;
      await importDoc(orgId, importId).update({
        undone,
        progress: { phase: 'rollback', done: undone, total: job.undoBatches },
        updatedAt: new Date(),
      });
      if (Date.now() >= deadline) break;
    }
    if (undone >= job.undoBatches) {
      await release(orgId, importId, { status: 'rolled_back', finishedAt: new Date() });
      await refreshShop(orgId).catch(() => undefined);
    } else {
      await release(orgId, importId, {});
    }
  } catch (err) {
    await release(orgId, importId, {
      status: 'failed',
      error: 'Undoing stopped on an error. Undo again to go on from where it stopped.',
    });
    throw err;
  }
  return viewOf(orgId, importId);
}

async function undoBatch(orgId: string, undo: UndoRecord) {
  const plain = undo.writes.filter((w) => !w.booking);
  for (const w of undo.writes.filter((x) => x.booking)) await unbook(orgId, w.path);
  const batch = db().batch();
  for (const w of plain) {
    if (w.before === null) batch.delete(db().doc(w.path));
    else batch.set(db().doc(w.path), w.before);
  }
  for (const c of undo.counters) {
    batch.set(
      db().doc(c.path),
      Object.fromEntries(
        Object.entries(c.increments).map(([k, n]) => [k, FieldValue.increment(-n)]),
      ),
      { merge: true },
    );
  }
  await batch.commit();
  for (const c of undo.counters.filter((x) => x.wasAbsent)) {
    const ref = db().doc(c.path);
    const data = (await ref.get()).data();
    if (data && Object.values(data).every((v) => typeof v !== 'number' || v === 0))
      await ref.delete();
  }
}

/** What an imported booking's undo reads of it: whose time it held, and when. */
const ZBookedTime = z.object({
  staffId: z.string(),
  busy: z
    .array(z.object({ start: z.instanceof(Timestamp), end: z.instanceof(Timestamp) }))
    .catch([]),
});

/** Takes an imported booking off the book: its busy time off the day documents, then the record. */
async function unbook(orgId: string, path: string) {
  const ref = db().doc(path);
  await db().runTransaction(async (tx) => {
    // Read leniently: an undo must go through even for a record that no longer fits.
    const read = ZBookedTime.safeParse((await tx.get(ref)).data());
    if (!read.success) return;
    const b = read.data;
    const salon = (await tx.get(orgDoc(orgId))).data();
    const intervals = b.busy.map((i) => ({
      start: i.start.toMillis(),
      end: i.end.toMillis(),
    }));
    const dates = salon ? datesTouched(intervals, salon.timeZone) : [];
    const days = dates.length
      ? await tx.getAll(...dates.map((d) => staffDayDoc(orgId, d, b.staffId)))
      : [];
    dates.forEach((date, i) => {
      const day = days[i];
      const blocks = (day?.data()?.blocks ?? []).filter((x) => x.bookingId !== ref.id);
      // A day the import alone filled goes back to having no documents at all
      // (the day's read model follows its lock documents, bookings/day-view.ts).
      if (day && !blocks.length) tx.delete(day.ref);
      else if (day) tx.update(day.ref, { blocks, updatedAt: FieldValue.serverTimestamp() });
    });
    tx.delete(ref);
  });
}

/** A team member from the file, with their e-mail kept apart (staffContacts) when it has one. */
function writeNewStaff(run: Run, batch: WriteBatch, item: Item<'staff'>): Undo[] {
  const at = run.now;
  const doc = (path: string) => db().doc(`orgs/${run.orgId}/${path}`);
  const created = (path: string): Undo => ({ path: `orgs/${run.orgId}/${path}`, before: null });
  const v = item.value;
  batch.create(doc(`staff/${item.id}`), {
    displayName: v.displayName,
    role: 'staff',
    userId: null,
    status: 'active',
    title: v.title,
    bio: '',
    photoUrl: '',
    color: STAFF_COLOR_CYCLE[item.row % STAFF_COLOR_CYCLE.length],
    weeklyHours: null,
    exceptions: [],
    timeOff: [],
    importId: run.importId,
    createdAt: at,
    updatedAt: at,
  });
  const undo = [created(`staff/${item.id}`)];
  if (v.email) {
    batch.create(doc(`staffContacts/${item.id}`), {
      email: v.email,
      userId: null,
      updatedAt: at,
    });
    undo.push(created(`staffContacts/${item.id}`));
  }
  return undo;
}
