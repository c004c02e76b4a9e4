// Moving a salon in from Fresha, run in this process against the Firestore
// emulator (the upload route itself once through Hosting): the files are
// recognised, the dry run reports counts, errors in words and duplicates and
// writes nothing; the import merges, creates and books (a clash on the book
// is left out and reported); a cancelled run stops; a rollback leaves every
// document of the salon exactly as it was. Also: wrong files, encodings,
// Excel, and who may.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '@chairside/core/zoned-time';
import type { ImportView } from '@chairside/core/migration/job';
import type * as UploadsModule from '../../functions/src/migration/uploads';
import type * as DryRunModule from '../../functions/src/migration/dry-run.service';
import type * as RunModule from '../../functions/src/migration/run.service';
import { callerFor } from '../support/callers';
import { refusal } from '../support/calendar-fixture';
import { admin, ownedSalon } from '../support/api';
import { nextTuesday } from '../support/booking-fixture';
import { APP_URL, signUp } from '../support/emulators';
import { salonTree as treeOf } from '../support/salon-tree';
import { dayViewSettled } from '../support/day-view';

const run = Date.now();
const TZ = 'America/New_York';
const owner = callerFor(`mig-owner-${run}`);
const stylist = callerFor(`mig-stylist-${run}`);
let orgId = '';
let uploads: typeof UploadsModule;
let dryRun: typeof DryRunModule;
let runs: typeof RunModule;

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url));

/** Every document under the salon (imports left out), as plain JSON. */
const salonTree = (path = `orgs/${orgId}`) => treeOf(path);

/** Fresha's appointment list with dates around today: two done, three ahead. */
function appointmentsCsv() {
  const today = new Date().toISOString().slice(0, 10);
  const ahead = nextTuesday(TZ, 3);
  const dmy = (iso: string) => {
    const [y, m, d] = iso.split('-');
    const month = [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ][Number(m) - 1];
    return `${d} ${month} ${y}`;
  };
  return [
    'Ref #,Created Date,Scheduled Date,Time,Duration,Client,Client Email,Client Mobile,Service,Team Member,Price,Status,Notes',
    `A-1,${dmy(addDays(today, -60))},${dmy(addDays(today, -40))},10:00,1h,Maya Chen,maya.chen@example.com,,Women's Haircut,Leo Martins,$65.00,Completed,`,
    `A-2,${dmy(addDays(today, -30))},${dmy(addDays(today, -20))},14:30,2h 35m,Priya Natarajan,priya@example.com,,Balayage,Sam Okafor,$185.00,No show,`,
    `A-3,${dmy(today)},${dmy(ahead)},11:00,1h,Maya Chen,maya.chen@example.com,,Women's Haircut,Leo Martins,$65.00,Confirmed,Bring reference photos`,
    `A-4,${dmy(today)},${dmy(ahead)},11:30,45min,Walk-in Wanda,,+1 917 555 0999,Men's Cut,Leo Martins,$40.00,Booked,`,
    `A-5,${dmy(today)},${dmy(ahead)},09:00,1h,Dana Fox,dana@example.com,,Hot Stone Massage,Leo Martins,$90.00,Booked,`,
    `A-6,${dmy(today)},${dmy(ahead)},15:00,45min,Jonas Berg,,(718) 555-0102,Men's Cut,Sam Okafor,$40.00,Booked,`,
  ].join('\r\n');
}

const FILES: [string, () => Buffer][] = [
  ['fresha-clients.csv', () => fixture('fresha-clients.csv')],
  ['fresha-services.csv', () => fixture('fresha-services.csv')],
  ['fresha-staff.csv', () => fixture('fresha-staff.csv')],
  ['fresha-products.csv', () => fixture('fresha-products.csv')],
  ['fresha-vouchers.csv', () => fixture('fresha-vouchers.csv')],
  ['appointments.csv', () => Buffer.from(appointmentsCsv())],
];

const upload = (name: string, data: Buffer, importId?: string, source = 'fresha' as const) =>
  uploads.uploadFile(
    owner,
    { orgId, source, importId },
    { file: data, fileName: name, tooLarge: false },
  );

const processAll = (view: ImportView, extra: Partial<Parameters<typeof dryRun.dryRun>[1]> = {}) =>
  dryRun.dryRun(orgId, {
    orgId,
    importId: view.id,
    files: view.files.map((f) => ({ uploadId: f.uploadId, entity: f.entity, mapping: f.mapping })),
    duplicates: 'merge',
    decisions: {},
    ...extra,
  });

const status = (id: string) => uploads.importStatus(owner, orgId, id);

beforeAll(async () => {
  // In this process the uploads go to the local media store, as in the emulator.
  process.env['MEDIA_STORE'] ??= 'local';
  await import('../../functions/src/subscriptions');
  uploads = await import('../../functions/src/migration/uploads');
  dryRun = await import('../../functions/src/migration/dry-run.service');
  runs = await import('../../functions/src/migration/run.service');
  const db = admin().db;
  orgId = `migration-${run}`;
  await ownedSalon(orgId, 'Studio Move', owner.uid);
  await db
    .doc(`orgs/${orgId}/members/${stylist.uid}`)
    .set({ uid: stylist.uid, role: 'staff', staffId: 's-leo' });
  await db.doc(`orgs/${orgId}/staff/s-leo`).set({
    displayName: 'Leo Martins',
    role: 'staff',
    status: 'active',
    userId: stylist.uid,
    weeklyHours: null,
  });
  await db.doc(`orgs/${orgId}/services/mens-cut`).set({
    name: 'Men’s cut',
    category: 'Hair',
    durationMinutes: 30,
    price: 4500,
    currency: 'USD',
    status: 'active',
    staffIds: [],
    staffOverrides: {},
    onlineBookable: true,
  });
  // A card the salon sold before: the check reads existing codes without tripping over it.
  await db.doc(`orgs/${orgId}/giftCards/g-existing`).set({
    code: 'ABCDABCDABCDABCD',
    productId: 'p',
    productName: 'Gift card',
    design: 'classic',
    currency: 'USD',
    initialAmount: 5000,
    balance: 2500,
    cancelled: false,
    source: 'pos',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await db.doc(`orgs/${orgId}/clients/c-maya`).set({
    firstName: 'Maya',
    lastName: 'Chen',
    email: 'maya.chen@example.com',
    phone: '',
    notes: 'Regular since 2019',
    tags: ['VIP'],
    marketingConsent: { email: false, sms: false },
    createdAt: new Date('2019-05-01T00:00:00Z'),
    updatedAt: new Date('2019-05-01T00:00:00Z'),
  });
});

describe('a Fresha export, checked, imported and undone', () => {
  let before: Record<string, unknown>;
  let view: ImportView;

  it('recognises each file and maps its columns', async () => {
    before = await salonTree();
    view = await upload(FILES[0]![0], FILES[0]![1]());
    for (const [name, data] of FILES.slice(1)) view = await upload(name, data(), view.id);
    expect(view.status).toBe('uploaded');
    expect(view.files.map((f) => [f.name, f.detected?.source, f.entity, f.missing])).toEqual([
      ['fresha-clients.csv', 'fresha', 'clients', []],
      ['fresha-services.csv', 'fresha', 'services', []],
      ['fresha-staff.csv', 'fresha', 'staff', []],
      ['fresha-products.csv', 'fresha', 'products', []],
      ['fresha-vouchers.csv', 'fresha', 'giftCards', []],
      ['appointments.csv', 'fresha', 'appointments', []],
    ]);
    const clients = view.files[0]!;
    expect(clients.header[clients.mapping['email']!]).toBe('Email');
    expect(clients.header[clients.mapping['phone']!]).toBe('Mobile Number');
    expect(clients.sample[0]!.slice(1, 3)).toEqual(['Maya', 'Chen']);
  });

  it('the dry run counts, explains each bad row, finds duplicates, and writes nothing', async () => {
    await processAll(view);
    view = await status(view.id);
    expect(view.status).toBe('ready');
    const r = view.report!;
    expect(r.entities.clients).toMatchObject({ rows: 5, create: 4, update: 1, errors: 1 });
    expect(r.entities.services).toMatchObject({ rows: 4, create: 2, skip: 1, errors: 1 });
    expect(r.entities.staff).toMatchObject({ rows: 2, create: 1, skip: 1 });
    expect(r.entities.products).toMatchObject({ rows: 2, create: 2, warnings: 1 });
    expect(r.entities.giftCards).toMatchObject({ rows: 3, create: 2, errors: 1 });
    expect(r.entities.appointments).toMatchObject({ rows: 6, create: 5, errors: 1 });
    expect(r.appointments).toEqual({ past: 2, future: 3, newClients: 1 });
    expect(r.errors).toEqual(
      expect.arrayContaining([
        {
          file: 'fresha-clients.csv',
          row: 7,
          label: '10005 · No',
          messages: ['The row has no name'],
        },
        expect.objectContaining({
          file: 'fresha-services.csv',
          row: 5,
          messages: ['Duration “about an hour” is not a length'],
        }),
        expect.objectContaining({
          file: 'fresha-vouchers.csv',
          messages: ['The card has nothing left on it'],
        }),
        expect.objectContaining({
          file: 'appointments.csv',
          row: 6,
          messages: ['Service “Hot Stone Massage” is not on the menu or in the files'],
        }),
      ]),
    );
    expect(r.duplicates).toEqual([
      expect.objectContaining({
        label: 'Maya Chen',
        existingId: 'c-maya',
        existingName: 'Maya Chen',
        by: 'e-mail',
        choice: 'merge',
      }),
    ]);
    // The bookings' triggers withdraw their reminders a moment after the undo.
    await vi.waitFor(async () => expect(await salonTree()).toEqual(before), {
      timeout: 15_000,
      interval: 250,
    });
  });

  it('imports: merges Maya, creates the rest, books ahead and reports the clash', async () => {
    view = await runs.executeImport(owner, orgId, view.id);
    expect(view.status).toBe('done');
    expect(view.result).toMatchObject({
      created: { staff: 1, services: 2, clients: 4, products: 2, giftCards: 2, appointments: 4 },
      updated: { clients: 1 },
    });
    expect(view.result!.conflicts).toEqual([
      expect.objectContaining({
        file: 'appointments.csv',
        row: 5,
        messages: [expect.stringMatching(/taken|booked|overlap|busy/i)],
      }),
    ]);
    expect(view.result!.newCodes).toEqual([
      { oldCode: 'FRSH-7Q2K', last4: expect.any(String), holder: 'Maya Chen' },
    ]);
    const db = admin().db;
    const maya = (await db.doc(`orgs/${orgId}/clients/c-maya`).get()).data()!;
    expect(maya).toMatchObject({
      phone: '+1 718 555 0101',
      birthday: '1990-05-14',
      tags: ['VIP'],
      marketingConsent: { email: true, sms: false },
    });
    expect(maya['notes']).toBe('Regular since 2019\n\nFrom Fresha: Prefers Leo.\nSensitive scalp');
    const clients = await db
      .collection(`orgs/${orgId}/clients`)
      .where('importId', '==', view.id)
      .get();
    expect(clients.docs.map((d) => d.get('firstName')).sort()).toEqual([
      'Jonas',
      'Priya',
      'Walk-in',
      'Élodie',
    ]);
    const bookings = await db.collection(`orgs/${orgId}/bookings`).get();
    const byStatus = bookings.docs
      .map((d) => [d.get('clientName'), d.get('status'), d.get('source')])
      .sort();
    expect(byStatus).toEqual([
      ['Jonas Berg', 'booked', 'import'],
      ['Maya Chen', 'booked', 'import'],
      ['Maya Chen', 'completed', 'import'],
      ['Priya Natarajan', 'no_show', 'import'],
    ]);
    const ahead = bookings.docs.find(
      (d) => d.get('clientName') === 'Maya Chen' && d.get('status') === 'booked',
    )!;
    expect(ahead.get('clientId')).toBe('c-maya');
    await dayViewSettled(orgId, [ahead.get('localDate') as string]);
    const day = await db.doc(`orgs/${orgId}/bookingDays/${ahead.get('localDate')}`).get();
    expect(day.get('blocksByStaff.s-leo')).toEqual([
      expect.objectContaining({ bookingId: ahead.id }),
    ]);
    const totals = (await db.doc(`orgs/${orgId}/giftCardTotals/all`).get()).data();
    expect(totals).toMatchObject({ outstanding: 11000, cards: 2, issued: 11000 });
    const kept = await db
      .collection(`orgs/${orgId}/giftCards`)
      .where('code', '==', '0123456789ABCDEF')
      .get();
    expect(kept.docs[0]?.get('balance')).toBe(5000);
  });

  it('running it again changes nothing; a second check is refused', async () => {
    const again = await runs.executeImport(owner, orgId, view.id);
    expect(again.status).toBe('done');
    expect((await admin().db.collection(`orgs/${orgId}/bookings`).get()).size).toBe(4);
    expect(await refusal(processAll(view))).toMatchObject({ code: 'conflict' });
  });

  it('rollback leaves every document of the salon exactly as it was', async () => {
    view = await runs.rollbackImport(owner, orgId, view.id);
    expect(view.status).toBe('rolled_back');
    // The bookings' triggers withdraw their reminders a moment after the undo.
    await vi.waitFor(async () => expect(await salonTree()).toEqual(before), {
      timeout: 15_000,
      interval: 250,
    });
    const again = await runs.rollbackImport(owner, orgId, view.id);
    expect(again.status).toBe('rolled_back');
  });
});

describe('stopping part way, resuming and undoing', () => {
  it('a cancelled run stops between batches and its rollback removes what it wrote', async () => {
    const before = await salonTree();
    const rows = [
      'First Name,Last Name,Email,Mobile Number,Client ID,Accepts Marketing,Blocked,Added',
    ];
    for (let i = 0; i < 400; i++)
      rows.push(
        `Person${i},Test,p${i}@example.com,+1 212 555 ${String(1000 + i)},${i},No,No,01 Jan 2024`,
      );
    let view = await upload('many.csv', Buffer.from(rows.join('\n')));
    await processAll(view);
    // A budget of nothing: one batch, then it answers, still running.
    view = await runs.executeImport(owner, orgId, view.id, 0);
    expect(view.status).toBe('running');
    expect(view.progress).toMatchObject({ phase: 'clients', done: 150, total: 400 });
    view = await runs.cancelImport(owner, orgId, view.id);
    expect(view.status).toBe('cancelled');
    const written = await admin()
      .db.collection(`orgs/${orgId}/clients`)
      .where('importId', '==', view.id)
      .get();
    expect(written.size).toBe(150);
    view = await runs.rollbackImport(owner, orgId, view.id);
    expect(view.status).toBe('rolled_back');
    // The bookings' triggers withdraw their reminders a moment after the undo.
    await vi.waitFor(async () => expect(await salonTree()).toEqual(before), {
      timeout: 15_000,
      interval: 250,
    });
  });

  it('while a call is working on an import, a second call answers its progress and a stop waits for the batch', async () => {
    const rows = ['Name,Email'];
    for (let i = 0; i < 320; i++) rows.push(`Busy ${i},b${i}@example.com`);
    let view = await upload(
      'busy.csv',
      Buffer.from(rows.join('\n')),
      undefined,
      'spreadsheet' as never,
    );
    await processAll(view);
    view = await runs.executeImport(owner, orgId, view.id, 0);
    expect(view.progress.done).toBe(150);
    // As if the first call were still writing its next batch: its lease runs for another minute.
    const job = admin().db.doc(`orgs/${orgId}/imports/${view.id}`);
    await job.update({ leaseUntil: new Date(Date.now() + 60_000) });
    view = await runs.executeImport(owner, orgId, view.id);
    expect(view).toMatchObject({ status: 'running', progress: { done: 150 } });
    const written = await admin()
      .db.collection(`orgs/${orgId}/clients`)
      .where('importId', '==', view.id)
      .count()
      .get();
    expect(written.data().count).toBe(150);
    // The stop is noted for the working call to act on between batches.
    view = await runs.cancelImport(owner, orgId, view.id);
    expect(view.status).toBe('cancelling');
    // Once its lease has lapsed (the call is gone), a stop ends it at once.
    await job.update({ leaseUntil: new Date(Date.now() - 1_000) });
    view = await runs.cancelImport(owner, orgId, view.id);
    expect(view.status).toBe('cancelled');
    await runs.rollbackImport(owner, orgId, view.id);
  });

  it('a run that ran out of time resumes where it stopped', async () => {
    const rows = ['Name,Email'];
    for (let i = 0; i < 320; i++) rows.push(`Resume ${i},r${i}@example.com`);
    let view = await upload(
      'resume.csv',
      Buffer.from(rows.join('\n')),
      undefined,
      'spreadsheet' as never,
    );
    expect(view.files[0]!.entity).toBe('clients');
    await processAll(view);
    view = await runs.executeImport(owner, orgId, view.id, 0);
    expect(view.progress.done).toBe(150);
    view = await runs.executeImport(owner, orgId, view.id);
    expect(view.status).toBe('done');
    expect(view.result!.created.clients).toBe(320);
    await runs.rollbackImport(owner, orgId, view.id);
  });
});

describe('files that are not what they seem', () => {
  it('a Fresha file offered as Square is named for what it is', async () => {
    await expect(
      uploads.uploadFile(
        owner,
        { orgId, source: 'square' },
        { file: fixture('fresha-clients.csv'), fileName: 'clients.csv', tooLarge: false },
      ),
    ).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('looks like a Fresha export (clients), not Square'),
    });
  });

  it('a PDF, an old .xls, an empty file and one too large each get their own answer', async () => {
    const tryFile = (file: Buffer, name: string, tooLarge = false) =>
      uploads.uploadFile(owner, { orgId, source: 'fresha' }, { file, fileName: name, tooLarge });
    await expect(tryFile(Buffer.from('%PDF-1.7\n...'), 'clients.pdf')).rejects.toMatchObject({
      message: expect.stringContaining('is a PDF'),
    });
    await expect(
      tryFile(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]), 'old.xls'),
    ).rejects.toMatchObject({ message: expect.stringContaining('old Excel (.xls)') });
    await expect(tryFile(Buffer.alloc(0), 'empty.csv')).rejects.toMatchObject({
      message: '“empty.csv” is empty.',
    });
    await expect(tryFile(Buffer.from('a'), 'huge.csv', true)).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining('larger than 30 MB'),
    });
  });

  it('UTF-16 with tabs (Excel’s Unicode text) and a semicolon Latin-1 file read as they should', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('First Name\tLast Name\tEmail\nZoë\tÅberg\tzoe@example.com\n', 'utf16le'),
    ]);
    const view = await upload('unicode.txt', utf16, undefined, 'spreadsheet' as never);
    expect(view.files[0]).toMatchObject({
      encoding: 'utf-16le',
      delimiter: '\t',
      entity: 'clients',
    });
    expect(view.files[0]!.sample[0]).toEqual(['Zoë', 'Åberg', 'zoe@example.com']);
    const latin = await upload(
      'latin1.csv',
      fixture('latin1-services-semicolon.csv'),
      view.id,
      'spreadsheet' as never,
    );
    expect(latin.files[1]).toMatchObject({
      encoding: 'windows-1252',
      delimiter: ';',
      entity: 'services',
    });
    expect(latin.files[1]!.sample[0]![1]).toBe('45,00 €');
  });

  it('an Excel workbook: dates, numbers and the first sheet only', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Customers');
    sheet.addRow([
      'First Name',
      'Last Name',
      'Email Address',
      'Phone Number',
      'Birthday',
      'Square Customer ID',
      'Reference ID',
      'Creation Source',
    ]);
    sheet.addRow([
      'Ines',
      'Ruiz',
      'ines@example.com',
      7185550777,
      new Date(Date.UTC(1991, 6, 4)),
      'SQ9',
      '',
      'Directory',
    ]);
    book.addWorksheet('Notes').addRow(['ignore me']);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const view = await upload('customers.xlsx', data, undefined, 'square' as never);
    expect(view.files[0]).toMatchObject({
      kind: 'xlsx',
      entity: 'clients',
      detected: { source: 'square', entity: 'clients' },
    });
    expect(view.files[0]!.sample).toEqual([
      ['Ines', 'Ruiz', 'ines@example.com', '7185550777', '1991-07-04', 'SQ9', '', 'Directory'],
    ]);
    await processAll(view);
    expect((await status(view.id)).report!.entities.clients).toMatchObject({
      rows: 1,
      create: 1,
      errors: 0,
    });
  });

  it('a mapping that lacks a needed column is refused, naming it', async () => {
    const view = await upload('services.csv', fixture('fresha-services.csv'));
    const mapping = { ...view.files[0]!.mapping };
    delete mapping['duration'];
    await expect(
      processAll(view, {
        files: [{ uploadId: view.files[0]!.uploadId, entity: 'services', mapping }],
      }),
    ).rejects.toMatchObject({
      status: 400,
      details: [{ message: '“services.csv” needs Duration' }],
    });
  });
});

describe('who may import', () => {
  it('a stylist may not upload, check, run or undo', async () => {
    const file = { file: fixture('fresha-staff.csv'), fileName: 'staff.csv', tooLarge: false };
    await expect(
      uploads.uploadFile(stylist, { orgId, source: 'fresha' }, file),
    ).rejects.toMatchObject({ status: 403 });
    const view = await upload('staff.csv', fixture('fresha-staff.csv'));
    await expect(runs.executeImport(stylist, orgId, view.id)).rejects.toMatchObject({
      status: 403,
    });
    await expect(runs.rollbackImport(stylist, orgId, view.id)).rejects.toMatchObject({
      status: 403,
    });
    await expect(uploads.importStatus(stylist, orgId, view.id)).rejects.toMatchObject({
      status: 403,
    });
  });

  it('through Hosting: the upload route takes form data, checks the role and answers JSON', async () => {
    const founder = await signUp(`mig-http-${run}@chairside.test`);
    const db = admin().db;
    await db
      .doc(`orgs/${orgId}/members/${founder.uid}`)
      .set({ uid: founder.uid, role: 'owner', staffId: null });
    const form = new FormData();
    form.set('orgId', orgId);
    form.set(
      'file',
      new Blob([new Uint8Array(fixture('booksy-customers.csv'))], { type: 'text/csv' }),
      'customers.csv',
    );
    const res = await fetch(`${APP_URL}/api/booksy-import/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${founder.idToken}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as ImportView;
    expect(body).toMatchObject({
      source: 'booksy',
      status: 'uploaded',
      files: [{ entity: 'clients' }],
    });
    expect(JSON.stringify(body)).not.toContain('imports/');
    const anonymous = await fetch(
      `${APP_URL}/api/platform-migration/status?orgId=${orgId}&importId=${body.id}`,
    );
    expect(anonymous.status).toBe(401);
    const schemas = await fetch(`${APP_URL}/api/platform-migration/schemas`);
    const { sources } = (await schemas.json()) as {
      sources: { id: string; files: { entity: string }[] }[];
    };
    expect(sources.map((s) => s.id)).toEqual([
      'fresha',
      'square',
      'vagaro',
      'mindbody',
      'booksy',
      'chairside',
      'spreadsheet',
    ]);
  });
});

afterAll(() => undefined);
