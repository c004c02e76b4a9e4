// POST platform-migration/process: the dry run. Every file is read through
// its mapping, every row checked, people matched against the salon's own
// records (clients by e-mail, then phone; team members and services by name),
// appointments tied to their client, service and team member and split into
// history and the book. Nothing of the salon is written: the checked rows
// wait in the import's server-only chunks until the owner says go.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { nameMatchKey, phoneKey, type DateOrder } from '@chairside/core/migration/fields';
import {
  REPORT_LIST_LIMIT,
  type DuplicateChoice,
  type DuplicateView,
  type EntityReport,
  type ImportReport,
  type RowProblem,
  type ZImportProcess,
} from '@chairside/core/migration/job';
import {
  isEmptyRow,
  readRow,
  type ImportAppointment,
  type ImportClient,
  type ImportGiftCard,
  type ImportProduct,
  type ImportRecords,
  type ImportService,
  type ImportStaff,
} from '@chairside/core/migration/rows';
import {
  ENTITY_LABELS,
  IMPORT_ENTITIES,
  missingRequired,
  sourceById,
  type ImportEntity,
} from '@chairside/core/migration/sources';
import type { ImportFileRecord } from '@chairside/core/records/import';
import { zonedInstant } from '@chairside/core/zoned-time';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import {
  importChunkDoc,
  importChunksCollection,
  importDoc,
  type ImportChunkRecord,
} from '../records/imports';
import { orgDoc } from '../records/orgs';
import { readableRecords } from '../records/repository';
import { productsCollection } from '../records/retail';
import { servicesCollection } from '../records/services';
import { staffCollection } from '../records/team';
import { readRows, type OpenedFile } from './files';
import { loadUpload } from './uploads';
import { asJson } from '../platform/lists';

/** Rows per chunk and per written batch: each row writes at most three documents. */
export const CHUNK_ROWS = 150;

/** The id a row's new document gets: the same on every run of this import. */
export const importedId = (importId: string, entity: string, key: string) =>
  createHash('sha256').update(`${importId}:${entity}:${key}`).digest('hex').slice(0, 20);

/** A client as it is written: the file's details, with the visits its appointments bring. */
export type ClientValue = ImportClient & {
  visits: number;
  spent: number;
  lastVisit: number | null;
};

/** A service on the menu already: the team members its appointments add. */
export interface AddPerformers {
  addStaffIds: string[];
}

/** An appointment as it is written: when, and who it is with (found or made by the check). */
export type AppointmentValue = ImportAppointment & {
  start: number;
  end: number;
  past: boolean;
  staffId: string;
  staffName: string;
  serviceId: string;
  serviceName: string;
  clientId: string;
  clientName: string;
};

/** What one checked row writes, by what it is. */
export interface ItemValues {
  clients: ClientValue;
  services: (ImportService & { staffIds?: string[] }) | AddPerformers;
  staff: ImportStaff;
  products: ImportProduct;
  giftCards: ImportGiftCard;
  appointments: AppointmentValue;
}

export interface Item<E extends ImportEntity = ImportEntity> {
  file: string;
  row: number;
  action: 'create' | 'merge';
  /** The document written: new (create) or the salon's own (merge). */
  id: string;
  value: ItemValues[E];
}

export type AppointmentItem = Item<'appointments'>;

/** A chunk of checked rows, all of one kind. */
export type Chunk = { [E in ImportEntity]: { entity: E; items: Item<E>[] } }[ImportEntity];

/**
 * A stored chunk as the run writes it. Chunks are server-only documents the
 * check wrote from these same types (the rules let no one else near them),
 * so their rows are taken as written.
 */
export const chunkOf = (record: ImportChunkRecord): Chunk =>
  ({ entity: record.entity, items: record.items }) as Chunk;

interface Salon {
  currency: string;
  timeZone: string;
}

interface Person {
  id: string;
  name: string;
}

class Report {
  entities: Partial<Record<ImportEntity, EntityReport>> = {};
  errors: RowProblem[] = [];
  warnings: RowProblem[] = [];
  duplicates: DuplicateView[] = [];
  duplicateCount = 0;
  appointments = { past: 0, future: 0, newClients: 0 };

  of(entity: ImportEntity): EntityReport {
    return (this.entities[entity] ??= {
      rows: 0,
      create: 0,
      update: 0,
      skip: 0,
      errors: 0,
      warnings: 0,
    });
  }
  error(entity: ImportEntity, p: RowProblem) {
    this.of(entity).errors++;
    if (this.errors.length < REPORT_LIST_LIMIT) this.errors.push(p);
  }
  warn(entity: ImportEntity, p: RowProblem) {
    this.of(entity).warnings++;
    if (this.warnings.length < REPORT_LIST_LIMIT) this.warnings.push(p);
  }
}

/** The rows of one entity, read and checked, with where each came from. */
interface ReadRow<E extends ImportEntity> {
  file: ImportFileRecord;
  row: number;
  value: ImportRecords[E];
}

export async function dryRun(
  orgId: string,
  input: z.output<typeof ZImportProcess>,
  now = Date.now(),
): Promise<void> {
  const started = Date.now();
  const ref = importDoc(orgId, input.importId);
  const job = (await ref.get()).data();
  if (!job) throw new ApiError('not_found', 'That import could not be found.');
  if (!['uploaded', 'ready'].includes(job.status))
    throw new ApiError(
      'conflict',
      'This import has already run. Start a new import to check other files.',
    );
  const files = input.files.map((f) => {
    const file = job.files.find((x) => x.uploadId === f.uploadId);
    if (!file)
      throw new ApiError('not_found', 'One of the files is no longer part of this import.');
    for (const i of Object.values(f.mapping)) {
      if (i >= file.header.length)
        throw new ApiError('validation_failed', `“${file.name}” has no column ${i + 1}.`);
    }
    return {
      ...file,
      entity: f.entity,
      mapping: f.mapping,
      missing: f.entity ? missingRequired(f.entity, f.mapping) : [],
    };
  });
  const incomplete = files.filter((f) => f.entity && f.missing.length);
  if (incomplete.length)
    throw new ApiError(
      'validation_failed',
      'Some files lack a column Chairside needs. Choose the columns below.',
      incomplete.map((f) => ({
        path: f.uploadId,
        message: `“${f.name}” needs ${f.missing.join(', ')}`,
      })),
    );
  if (!files.some((f) => f.entity))
    throw new ApiError('validation_failed', 'Choose what at least one file lists.');
  const salonRecord = (await orgDoc(orgId).get()).data();
  if (!salonRecord) throw new ApiError('not_found', 'That salon could not be found.');
  const salon: Salon = { currency: salonRecord.currency, timeZone: salonRecord.timeZone };
  const dateOrder = sourceById(job.source).dateOrder;

  const report = new Report();
  const rows = await readAll(files, salon, dateOrder, report);
  const items: { [E in ImportEntity]?: Item<E>[] } = {};
  const decide = (file: string, row: number): DuplicateChoice =>
    input.decisions[`${file}:${row}`] ?? input.duplicates;

  const staff = await planStaff(orgId, input.importId, rows.staff, report);
  items.staff = staff.items;
  const services = await planServices(orgId, input.importId, rows.services, report);
  items.services = services.items;
  const clients = await planClients(orgId, input.importId, rows.clients, report, decide);
  items.products = await planProducts(orgId, input.importId, rows.products, report);
  items.giftCards = await planGiftCards(orgId, input.importId, rows.giftCards, report);
  items.appointments = planAppointments(input.importId, rows.appointments, report, salon, now, {
    staff: staff.byName,
    services: services.byName,
    clients,
  });
  items.clients = clients.items();
  assignPerformers(services, [...staff.active], items.appointments, report);

  // Replace what an earlier check of this import left, then write the new chunks.
  const old = await importChunksCollection(orgId, input.importId).select().get();
  const writer = db().bulkWriter();
  for (const d of old.docs) void writer.delete(d.ref);
  let seq = 0;
  for (const entity of RUN_ORDER) {
    const list = items[entity] ?? [];
    for (let i = 0; i < list.length; i += CHUNK_ROWS) {
      void writer.set(importChunkDoc(orgId, input.importId, seq), {
        id: '',
        seq,
        entity,
        items: list.slice(i, i + CHUNK_ROWS),
      });
      seq++;
    }
  }
  await writer.close();
  const view: ImportReport = {
    entities: report.entities,
    appointments: report.appointments,
    errors: report.errors,
    warnings: report.warnings,
    duplicates: report.duplicates,
    duplicateCount: report.duplicateCount,
    tookMs: Date.now() - started,
  };
  await ref.update({
    status: 'ready',
    files,
    duplicates: input.duplicates,
    decisions: input.decisions,
    report: asJson(view),
    chunks: seq,
    nextChunk: 0,
    progress: {
      phase: null,
      done: 0,
      total: IMPORT_ENTITIES.reduce((n, e) => n + (items[e]?.length ?? 0), 0),
    },
    error: null,
    updatedAt: new Date(),
  });
}

/** Team and menu first (appointments need them), then people, stock, cards, the book. */
export const RUN_ORDER: readonly ImportEntity[] = [
  'staff',
  'services',
  'clients',
  'products',
  'giftCards',
  'appointments',
];

async function readAll(
  files: ImportFileRecord[],
  salon: Salon,
  dateOrder: DateOrder,
  report: Report,
): Promise<{ [E in ImportEntity]: ReadRow<E>[] }> {
  const out = Object.fromEntries(IMPORT_ENTITIES.map((e) => [e, []])) as unknown as {
    [E in ImportEntity]: ReadRow<E>[];
  };
  const ctx = { currency: salon.currency, dateOrder };
  for (const file of files) {
    const entity = file.entity;
    if (!entity) continue;
    const data = await loadUpload(file.path);
    const opened: OpenedFile = {
      kind: file.kind,
      encoding: file.encoding,
      delimiter: file.delimiter,
    };
    let line = 0;
    let header = true;
    for await (const row of readRows(data, opened)) {
      line++;
      if (isEmptyRow(row)) continue;
      if (header) {
        header = false;
        continue;
      }
      report.of(entity).rows++;
      const read = readRow(entity, row, file.mapping, ctx);
      const label = labelOf(entity, row, file.mapping);
      if (!read.ok) {
        report.error(entity, { file: file.name, row: line, label, messages: read.errors });
        continue;
      }
      if (read.warnings.length)
        report.warn(entity, { file: file.name, row: line, label, messages: read.warnings });
      (out[entity] as ReadRow<typeof entity>[]).push({ file, row: line, value: read.value });
    }
  }
  return out;
}

/** What a row is called in the report: its name, or the first cells. */
function labelOf(entity: ImportEntity, row: readonly string[], mapping: Record<string, number>) {
  const at = (f: string) => (mapping[f] !== undefined ? (row[mapping[f]] ?? '').trim() : '');
  const named =
    entity === 'appointments'
      ? [at('date'), at('time'), at('clientName'), at('service')].filter(Boolean).join(' · ')
      : entity === 'giftCards'
        ? at('code')
        : at('fullName') ||
          [at('firstName'), at('lastName')].filter(Boolean).join(' ') ||
          at('name');
  return (
    named ||
    row
      .filter((c) => c.trim())
      .slice(0, 3)
      .join(' · ')
  ).slice(0, 80);
}

const problem = (r: ReadRow<ImportEntity>, label: string, message: string): RowProblem => ({
  file: r.file.name,
  row: r.row,
  label,
  messages: [message],
});

async function planStaff(
  orgId: string,
  importId: string,
  rows: ReadRow<'staff'>[],
  report: Report,
) {
  const existing = readableRecords((await staffCollection(orgId).get()).docs);
  const byName = new Map<string, Person>();
  for (const s of existing)
    if (s.status === 'active')
      byName.set(nameMatchKey(s.displayName), { id: s.id, name: s.displayName });
  const items: Item<'staff'>[] = [];
  const active = new Set(existing.filter((s) => s.status === 'active').map((s) => s.id));
  for (const r of rows) {
    const key = nameMatchKey(r.value.displayName);
    if (byName.has(key)) {
      report.of('staff').skip++;
      report.warn('staff', problem(r, r.value.displayName, 'Already on the team: kept as it is'));
      continue;
    }
    const id = importedId(importId, 'staff', `${r.file.uploadId}:${r.row}`);
    byName.set(key, { id, name: r.value.displayName });
    active.add(id);
    items.push({ file: r.file.uploadId, row: r.row, action: 'create', id, value: { ...r.value } });
    report.of('staff').create++;
  }
  return { items, byName, active };
}

async function planServices(
  orgId: string,
  importId: string,
  rows: ReadRow<'services'>[],
  report: Report,
) {
  const existing = readableRecords((await servicesCollection(orgId).get()).docs);
  const byName = new Map<string, Person & { durationMinutes: number; price: number }>();
  const performers = new Map<string, string[]>();
  for (const s of existing)
    if (s.status === 'active') {
      byName.set(nameMatchKey(s.name), {
        id: s.id,
        name: s.name,
        durationMinutes: s.durationMinutes,
        price: s.price,
      });
      performers.set(s.id, s.staffIds);
    }
  const items: Item<'services'>[] = [];
  for (const r of rows) {
    const key = nameMatchKey(r.value.name);
    if (byName.has(key)) {
      report.of('services').skip++;
      report.warn('services', problem(r, r.value.name, 'Already on the menu: kept as it is'));
      continue;
    }
    const id = importedId(importId, 'services', `${r.file.uploadId}:${r.row}`);
    byName.set(key, {
      id,
      name: r.value.name,
      durationMinutes: r.value.durationMinutes,
      price: r.value.price,
    });
    items.push({ file: r.file.uploadId, row: r.row, action: 'create', id, value: { ...r.value } });
    report.of('services').create++;
  }
  return { items, byName, performers };
}

/**
 * Who performs each service: an imported one, the team members its
 * appointments name (everyone when none do); one on the menu already gains
 * the members the appointments need (a change the undo reverts).
 */
function assignPerformers(
  services: { items: Item<'services'>[]; performers: Map<string, string[]> },
  staffIds: string[],
  appointments: AppointmentItem[],
  report: Report,
) {
  const needs = new Map<string, Set<string>>();
  for (const a of appointments) {
    const set = needs.get(a.value.serviceId) ?? new Set<string>();
    set.add(a.value.staffId);
    needs.set(a.value.serviceId, set);
  }
  for (const item of services.items) {
    const need = needs.get(item.id);
    if (!('addStaffIds' in item.value)) item.value.staffIds = need ? [...need] : staffIds;
  }
  for (const [serviceId, current] of services.performers) {
    const missing = [...(needs.get(serviceId) ?? [])].filter((id) => !current.includes(id));
    if (!missing.length) continue;
    services.items.push({
      file: '',
      row: 0,
      action: 'merge',
      id: serviceId,
      value: { addStaffIds: missing },
    });
    report.of('services').update++;
  }
}

interface ClientPlan {
  id: string;
  action: 'create' | 'merge';
  file: string;
  row: number;
  value: ImportClient;
  name: string;
  email: string;
  phone: string;
  visits: number;
  spent: number;
  lastVisit: number;
}

/** The salon's clients and the file's, found by e-mail, phone or name. */
class ClientIndex {
  private byEmail = new Map<string, ClientPlan | Person>();
  private byPhone = new Map<string, ClientPlan | Person>();
  private byName = new Map<string, ClientPlan | Person>();
  readonly planned: ClientPlan[] = [];

  addExisting(p: Person & { email: string; phone: string }) {
    if (p.email) this.byEmail.set(p.email, p);
    const phone = phoneKey(p.phone);
    if (phone) this.byPhone.set(phone, p);
    this.byName.set(nameMatchKey(p.name), p);
  }
  add(plan: ClientPlan) {
    this.planned.push(plan);
    if (plan.email && !this.byEmail.has(plan.email)) this.byEmail.set(plan.email, plan);
    const phone = phoneKey(plan.phone);
    if (phone && !this.byPhone.has(phone)) this.byPhone.set(phone, plan);
    const name = nameMatchKey(plan.name);
    if (!this.byName.has(name)) this.byName.set(name, plan);
  }
  match(
    email: string,
    phone: string,
  ): { found: ClientPlan | Person; by: 'e-mail' | 'phone' } | null {
    const byEmail = email ? this.byEmail.get(email) : undefined;
    if (byEmail) return { found: byEmail, by: 'e-mail' };
    const key = phoneKey(phone);
    const byPhone = key ? this.byPhone.get(key) : undefined;
    return byPhone ? { found: byPhone, by: 'phone' } : null;
  }
  find(email: string, phone: string, name: string) {
    return (
      this.match(email, phone)?.found ?? (name ? this.byName.get(nameMatchKey(name)) : undefined)
    );
  }
  items(): Item<'clients'>[] {
    return this.planned.map((p) => ({
      file: p.file,
      row: p.row,
      action: p.action,
      id: p.id,
      value: {
        ...p.value,
        visits: p.visits,
        spent: p.spent,
        lastVisit: p.lastVisit || null,
      },
    }));
  }
}

async function planClients(
  orgId: string,
  importId: string,
  rows: ReadRow<'clients'>[],
  report: Report,
  decide: (file: string, row: number) => DuplicateChoice,
) {
  const index = new ClientIndex();
  const snap = await db()
    .collection(`orgs/${orgId}/clients`)
    .select('firstName', 'lastName', 'email', 'phone')
    .get();
  for (const d of snap.docs) {
    const text = (field: string) => {
      const value: unknown = d.get(field);
      return typeof value === 'string' ? value : '';
    };
    const c = {
      firstName: text('firstName'),
      lastName: text('lastName'),
      email: text('email'),
      phone: text('phone'),
    };
    index.addExisting({
      id: d.id,
      name: `${c.firstName ?? ''} ${c.lastName ?? ''}`.trim(),
      email: (c.email ?? '').toLowerCase(),
      phone: c.phone ?? '',
    });
  }
  const merged = new Set<string>();
  for (const r of rows) {
    const v = r.value;
    const name = `${v.firstName} ${v.lastName}`.trim();
    const same = index.match(v.email, v.phone);
    if (same && isPlan(same.found)) {
      report.of('clients').skip++;
      report.warn(
        'clients',
        problem(r, name, `The same person as row ${same.found.row} (same ${same.by}): left out`),
      );
      continue;
    }
    if (same) {
      const choice = decide(r.file.uploadId, r.row);
      report.duplicateCount++;
      if (report.duplicates.length < REPORT_LIST_LIMIT)
        report.duplicates.push({
          file: r.file.uploadId,
          row: r.row,
          label: name,
          existingId: same.found.id,
          existingName: same.found.name,
          by: same.by,
          choice,
        });
      if (choice === 'skip' || (choice === 'merge' && merged.has(same.found.id))) {
        report.of('clients').skip++;
        continue;
      }
      if (choice === 'merge') {
        merged.add(same.found.id);
        index.add({ ...planOf(r, same.found.id, 'merge'), name });
        report.of('clients').update++;
        continue;
      }
    }
    index.add({
      ...planOf(r, importedId(importId, 'clients', `${r.file.uploadId}:${r.row}`), 'create'),
      name,
    });
    report.of('clients').create++;
  }
  return index;
}

const planOf = (r: ReadRow<'clients'>, id: string, action: 'create' | 'merge') => ({
  id,
  action,
  file: r.file.uploadId,
  row: r.row,
  value: r.value,
  email: r.value.email,
  phone: r.value.phone,
  visits: 0,
  spent: 0,
  lastVisit: 0,
});

async function planProducts(
  orgId: string,
  importId: string,
  rows: ReadRow<'products'>[],
  report: Report,
): Promise<Item<'products'>[]> {
  const existing = readableRecords((await productsCollection(orgId).get()).docs);
  const taken = new Set<string>();
  for (const p of existing) {
    if (p.sku) taken.add(`sku:${p.sku.toLowerCase()}`);
    if (p.barcode) taken.add(`barcode:${p.barcode}`);
    taken.add(`name:${nameMatchKey(p.name)}`);
  }
  const items: Item<'products'>[] = [];
  for (const r of rows) {
    const v = r.value;
    const keys = [
      v.sku && `sku:${v.sku.toLowerCase()}`,
      v.barcode && `barcode:${v.barcode}`,
      !v.sku && !v.barcode && `name:${nameMatchKey(v.name)}`,
    ].filter((k): k is string => Boolean(k));
    if (keys.some((k) => taken.has(k))) {
      report.of('products').skip++;
      report.warn(
        'products',
        problem(r, v.name, 'Already in the catalogue (same SKU, barcode or name): kept as it is'),
      );
      continue;
    }
    for (const k of keys) taken.add(k);
    const id = importedId(importId, 'products', `${r.file.uploadId}:${r.row}`);
    items.push({ file: r.file.uploadId, row: r.row, action: 'create', id, value: { ...v } });
    report.of('products').create++;
  }
  return items;
}

async function planGiftCards(
  orgId: string,
  importId: string,
  rows: ReadRow<'giftCards'>[],
  report: Report,
): Promise<Item<'giftCards'>[]> {
  if (!rows.length) return [];
  // Codes only, read raw (a converter would read each card whole).
  const existing = await db().collection(`orgs/${orgId}/giftCards`).select('code').get();
  const codes = new Set(
    existing.docs.map((d): string => {
      const code: unknown = d.get('code');
      return typeof code === 'string' ? code : '';
    }),
  );
  const items: Item<'giftCards'>[] = [];
  for (const r of rows) {
    const v = r.value;
    if (v.code && codes.has(v.code)) {
      report.error(
        'giftCards',
        problem(r, v.oldCode, 'A card with this code is already in Chairside'),
      );
      continue;
    }
    if (v.code) codes.add(v.code);
    const id = importedId(importId, 'giftCards', `${r.file.uploadId}:${r.row}`);
    items.push({ file: r.file.uploadId, row: r.row, action: 'create', id, value: { ...v } });
    report.of('giftCards').create++;
  }
  return items;
}

function planAppointments(
  importId: string,
  rows: ReadRow<'appointments'>[],
  report: Report,
  salon: Salon,
  now: number,
  known: {
    staff: Map<string, Person>;
    services: Map<string, Person & { durationMinutes: number; price: number }>;
    clients: ClientIndex;
  },
): AppointmentItem[] {
  const items: AppointmentItem[] = [];
  const onlyStaff = known.staff.size === 1 ? [...known.staff.values()][0]! : null;
  for (const r of rows) {
    const v = r.value;
    const label = `${v.localDate} ${v.time} · ${v.clientName || v.clientEmail} · ${v.service}`;
    const service = known.services.get(nameMatchKey(v.service));
    if (!service) {
      report.error(
        'appointments',
        problem(r, label, `Service “${v.service}” is not on the menu or in the files`),
      );
      continue;
    }
    const staff = v.staff ? known.staff.get(nameMatchKey(v.staff)) : onlyStaff;
    if (!staff) {
      report.error(
        'appointments',
        problem(
          r,
          label,
          v.staff
            ? `Team member “${v.staff}” is not on the team or in the files`
            : 'The appointment names no team member',
        ),
      );
      continue;
    }
    let start: number;
    try {
      start = zonedInstant(v.localDate, v.time, salon.timeZone);
    } catch {
      report.error(
        'appointments',
        problem(r, label, 'That date and time do not exist in the salon’s time zone'),
      );
      continue;
    }
    const minutes = v.durationMinutes ?? service.durationMinutes;
    const past = start < now;
    let client = known.clients.find(v.clientEmail, v.clientPhone, v.clientName);
    if (!client) {
      // Someone who booked but is not in the client list: a client record of their own.
      const { firstName, lastName } = splitForClient(v.clientName || v.clientEmail);
      const plan: ClientPlan = {
        id: importedId(importId, 'clients', `appointment:${r.file.uploadId}:${r.row}`),
        action: 'create',
        file: r.file.uploadId,
        row: r.row,
        value: {
          firstName,
          lastName,
          email: v.clientEmail,
          phone: v.clientPhone,
          birthday: '',
          notes: '',
          tags: [],
          marketingConsent: { email: false, sms: false },
          clientSince: null,
        },
        name: `${firstName} ${lastName}`.trim(),
        email: v.clientEmail,
        phone: v.clientPhone,
        visits: 0,
        spent: 0,
        lastVisit: 0,
      };
      known.clients.add(plan);
      report.of('clients').create++;
      report.appointments.newClients++;
      client = plan;
    }
    let status = v.status;
    if (past && ['booked', 'confirmed', 'checked_in'].includes(status)) status = 'completed';
    if (!past && ['completed', 'no_show'].includes(status)) {
      report.warn(
        'appointments',
        problem(r, label, `Marked “${v.status}” but still ahead: imported as booked`),
      );
      status = 'booked';
    }
    const price = v.price ?? service.price;
    if (past && status === 'completed' && isPlan(client) && client.action === 'create') {
      client.visits++;
      client.spent += price;
      client.lastVisit = Math.max(client.lastVisit, start);
    }
    if (past) report.appointments.past++;
    else report.appointments.future++;
    report.of('appointments').create++;
    items.push({
      file: r.file.uploadId,
      row: r.row,
      action: 'create',
      id: importedId(importId, 'appointments', `${r.file.uploadId}:${r.row}`),
      value: {
        ...v,
        status,
        price,
        start,
        end: start + minutes * 60_000,
        durationMinutes: minutes,
        past,
        staffId: staff.id,
        staffName: staff.name,
        serviceId: service.id,
        serviceName: service.name,
        clientId: client.id,
        clientName: client.name || v.clientName,
      },
    });
  }
  // Future ones in time order, so the book fills as it would have.
  return items.sort(
    (a, b) => Number(a.value.past) - Number(b.value.past) || a.value.start - b.value.start,
  );
}

const isPlan = (c: ClientPlan | Person): c is ClientPlan => 'action' in c;

function splitForClient(name: string) {
  const text = name.includes('@') ? name.slice(0, name.indexOf('@')) : name;
  const space = text.trim().indexOf(' ');
  return space < 0
    ? { firstName: text.trim() || 'Client', lastName: '' }
    : { firstName: text.trim().slice(0, space), lastName: text.trim().slice(space + 1) };
}

export { ENTITY_LABELS };
