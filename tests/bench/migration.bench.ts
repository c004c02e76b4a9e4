// Moving a big salon in: 10,000 clients (Fresha's client list) and 20,000
// appointments (19,500 past, 500 ahead across 20 stylists) imported into the
// emulator through the same services the API runs: upload, dry run, import
// (resumed call after call, as the screen does) and rollback, each timed,
// with the process's peak memory. Target: the 10,000-client dry run and
// import each under 60 seconds.
// Run: `npm run bench:migration` (builds, starts fresh emulators).
import { performance } from 'node:perf_hooks';
import { isoDateIn } from '../../core/src/staff-profile';
import { addDays } from '../../core/src/zoned-time';
import { admin } from '../support/api';
import { benchSalon } from './bench-salon';

process.env['MEDIA_STORE'] ??= 'local';
// Every slice's handlers and checkout adjusters, as the deployed functions have them.
await import('../../functions/src/subscriptions');
const { uploadFile } = await import('../../functions/src/migration/uploads');
const { dryRun } = await import('../../functions/src/migration/dry-run.service');
const { executeImport, rollbackImport } = await import('../../functions/src/migration/run.service');

const TZ = 'America/New_York';
const CLIENTS = 10_000;
const PAST = 19_500;
const STYLISTS = 20;
const staffIds = Array.from({ length: STYLISTS }, (_, i) => `stylist-${i + 1}`);
const today = isoDateIn(new Date(), TZ);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dmy = (iso: string) =>
  `${iso.slice(8)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

function clientsCsv(): Buffer {
  const rows = [
    'Client ID,First Name,Last Name,Full Name,Blocked,Mobile Number,Email,Accepts Marketing,Date of Birth,Added,Note',
  ];
  for (let i = 0; i < CLIENTS; i++)
    rows.push(
      `${i},Client${i},Bench,Client${i} Bench,No,+1 212 ${String(200 + (i % 700)).padStart(3, '0')} ${String(i).padStart(4, '0')},c${i}@example.com,${i % 2 ? 'Yes' : 'No'},${String((i % 28) + 1).padStart(2, '0')} May 1990,01 Jan 2024,"Likes tea, not coffee"`,
    );
  return Buffer.from(rows.join('\r\n'));
}

function appointmentsCsv(): Buffer {
  const rows = [
    'Ref #,Scheduled Date,Time,Duration,Client,Client Email,Service,Team Member,Price,Status',
  ];
  for (let i = 0; i < PAST; i++) {
    const day = addDays(today, -1 - (i % 700));
    const time = `${String(9 + (i % 8)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
    rows.push(
      `P${i},${dmy(day)},${time},30min,Client${i % CLIENTS} Bench,c${i % CLIENTS}@example.com,Cut,${staffIds[i % STYLISTS]},$45.00,Completed`,
    );
  }
  let n = 0;
  for (let d = 1; n < 20_000 - PAST; d++) {
    for (const staff of staffIds) {
      if (n >= 20_000 - PAST) break;
      rows.push(
        `F${n},${dmy(addDays(today, d))},10:00,30min,Client${n} Bench,c${n}@example.com,Cut,${staff},$45.00,Booked`,
      );
      n++;
    }
  }
  return Buffer.from(rows.join('\r\n'));
}

let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  peak = process.memoryUsage().rss;
  const start = performance.now();
  const out = await work();
  console.log(
    `${label.padEnd(34)} ${secs(performance.now() - start).padStart(8)}   peak RSS ${mb(peak)}`,
  );
  return out;
}

const { orgId, owner } = await benchSalon('migration', staffIds);
const clients = clientsCsv();
const appointments = appointmentsCsv();
console.log(
  `Files: clients ${mb(clients.length)} (${CLIENTS} rows), appointments ${mb(appointments.length)} (20,000 rows)\n`,
);

let view = await timed('upload both files', async () => {
  const first = await uploadFile(
    owner,
    { orgId, source: 'fresha' },
    { file: clients, fileName: 'clients.csv', tooLarge: false },
  );
  return uploadFile(
    owner,
    { orgId, source: 'fresha', importId: first.id },
    { file: appointments, fileName: 'appointments.csv', tooLarge: false },
  );
});
const files = view.files.map((f) => ({
  uploadId: f.uploadId,
  entity: f.entity,
  mapping: f.mapping,
}));

await timed('dry run, clients only', async () => {
  await dryRun(orgId, {
    orgId,
    importId: view.id,
    files: [files[0]!, { ...files[1]!, entity: null }],
    duplicates: 'merge',
    decisions: {},
  });
});
await timed('dry run, clients + appointments', async () => {
  await dryRun(orgId, { orgId, importId: view.id, files, duplicates: 'merge', decisions: {} });
});
let calls = 0;
view = await timed('import (all calls)', async () => {
  let v = await executeImport(owner, orgId, view.id);
  calls++;
  while (v.status === 'running') {
    v = await executeImport(owner, orgId, v.id);
    calls++;
  }
  return v;
});
const written = (await admin().db.collection(`orgs/${orgId}/clients`).count().get()).data().count;
const bookings = (await admin().db.collection(`orgs/${orgId}/bookings`).count().get()).data().count;
console.log(
  `  ${calls} execute calls · ${written} clients · ${bookings} appointments · ${view.result?.conflicts.length ?? 0} clashes`,
);
await timed('rollback (all calls)', async () => {
  let v = await rollbackImport(owner, orgId, view.id);
  while (v.status === 'rolling_back') v = await rollbackImport(owner, orgId, v.id);
  return v;
});
const left = (await admin().db.collection(`orgs/${orgId}/clients`).count().get()).data().count;
console.log(`  after rollback: ${left} clients`);
clearInterval(sampler);
process.exit(0);
