// Hostile files, through every import path as a person would send them
// (multipart through Hosting): calendars that make ical.js work for minutes,
// spreadsheets that are not what they say or that unpack to far more than
// they weigh, and pictures that are not pictures. Each is answered cleanly
// (a 4xx in words, or the file read with what was left out) within a few
// seconds, and a refused file writes nothing.
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, callApi, salonInput } from '../support/api';
import { APP_URL, signUp } from '../support/emulators';

const run = Date.now();
/** What "a few seconds" is for one hostile file. */
const BUDGET_MS = 6_000;
let token = '';
let orgId = '';
let staffId = '';

beforeAll(async () => {
  const owner = await signUp(`hostile-${run}@chairside.test`);
  await admin().auth.updateUser(owner.uid, { emailVerified: true });
  token = owner.idToken;
  const created = await callApi('/orgs', { token, body: salonInput('Hostile', `hostile-${run}`) });
  orgId = created.body.orgId as string;
  const staff = await admin().db.collection(`orgs/${orgId}/staff`).get();
  staffId = staff.docs[0]!.id;
});

async function send(path: string, fields: Record<string, string>, file: Buffer, name: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(file)]), name);
  const started = performance.now();
  const res = await fetch(`${APP_URL}/api${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  let body: { error?: { code?: string; message?: string }; warnings?: string[] } = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = {};
  }
  return { status: res.status, body, ms: performance.now() - started };
}

const calendar = (...events: string[][]) =>
  Buffer.from(
    [
      'BEGIN:VCALENDAR',
      ...events.flatMap((e) => ['BEGIN:VEVENT', ...e, 'END:VEVENT']),
      'END:VCALENDAR',
    ].join('\r\n'),
  );

describe('calendars', () => {
  const upload = (file: Buffer) =>
    send('/calendar/ical/upload', { orgId, staffId, name: 'Hostile' }, file, 'cal.ics');

  it('reads the seven lines that once stalled the API at once, leaving the event out', async () => {
    const res = await upload(
      calendar([
        'UID:x',
        'DTSTART:99999999T999999Z',
        'DTEND:20260101T100000Z',
        'RRULE:FREQ=SECONDLY;COUNT=100000000',
      ]),
    );
    expect(res.ms).toBeLessThan(BUDGET_MS);
    expect(res.status).toBe(201);
    expect(res.body.warnings?.[0]).toMatch(/^1 event has a date we cannot read/);
  });

  it('leaves out an unreadable end and a repeat every minute, and refuses what is not a calendar', async () => {
    const odd = await upload(
      calendar(
        ['UID:a', 'DTSTART:20270310T090000Z', 'DTEND:garbage'],
        ['UID:b', 'DTSTART:20270310T090000Z', 'DTEND:20270310T091000Z', 'RRULE:FREQ=MINUTELY'],
      ),
    );
    expect(odd.ms).toBeLessThan(BUDGET_MS);
    expect(odd.status).toBe(201);
    expect(odd.body.warnings).toHaveLength(2);
    const binary = await upload(Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256)));
    expect(binary.ms).toBeLessThan(BUDGET_MS);
    expect(binary.status).toBe(422);
    expect(binary.body.error?.message).toMatch(/not an iCalendar/);
  });
});

describe('spreadsheets for an import', () => {
  const importFile = (file: Buffer, name: string) =>
    send('/platform-migration/upload', { orgId, source: 'fresha' }, file, name);
  const imports = async () => (await admin().db.collection(`orgs/${orgId}/imports`).get()).size;

  it('refuses an "Excel file" that is not one, writing nothing', async () => {
    const before = await imports();
    // The zip's signature, then noise: a workbook in name only.
    const fake = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2048, 7)]);
    const res = await importFile(fake, 'clients.xlsx');
    expect(res.ms).toBeLessThan(BUDGET_MS);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await imports()).toBe(before);
  });

  it('refuses a workbook that unpacks to hundreds of megabytes, quickly', async () => {
    // 64 KB on the wire; its one sheet unpacks to 200 MB of a single text cell.
    const zip = new JSZip();
    zip.file(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    );
    zip.file(
      'xl/workbook.xml',
      '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Clients" sheetId="1" r:id="rId1"/></sheets></workbook>',
    );
    zip.file(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    );
    const filler = 'a'.repeat(1024 * 1024);
    const sheet = [
      '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>',
      ...Array.from({ length: 200 }, () => filler),
      '</t></is></c></row></sheetData></worksheet>',
    ].join('');
    zip.file('xl/worksheets/sheet1.xml', sheet);
    const bomb = await zip.generateAsync({
      type: 'nodebuffer',
      compression: 'DEFLATE',
      compressionOptions: { level: 9 },
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await imports();
    const res = await importFile(bomb, 'clients.xlsx');
    expect(res.ms).toBeLessThan(BUDGET_MS);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await imports()).toBe(before);
  }, 30_000);

  it('reads a CSV of binary noise or a runaway quote as a clean refusal or an unrecognised file', async () => {
    for (const [file, name] of [
      [Buffer.from(Array.from({ length: 65536 }, (_, i) => (i * 31) % 256)), 'noise.csv'],
      [Buffer.from(`Name,Email\n"${'x'.repeat(2 * 1024 * 1024)}`), 'quote.csv'],
    ] as const) {
      const res = await importFile(file, name);
      expect(res.ms, name).toBeLessThan(BUDGET_MS);
      expect(res.status, name).toBeLessThan(500);
    }
  });
});

describe('pictures', () => {
  const picture = (file: Buffer) =>
    send('/site-assets/upload-site-image', { orgId }, file, 'photo.png');

  it('refuses SVG with script, HTML and a truncated PNG header, in words', async () => {
    for (const file of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      Buffer.from([0x89, 0x50]),
    ]) {
      const res = await picture(file);
      expect(res.ms).toBeLessThan(BUDGET_MS);
      expect(res.status).toBe(400);
      expect(res.body.error?.message).toBeTruthy();
    }
  });
});
