// The round trip: a salon's clients and products downloaded with Chairside's
// own CSV exports (through Hosting, as the owner does), imported into another
// salon (recognised as Chairside's layouts), and compared field by field.
// What the lists carry arrives unchanged: names, contacts, birthdays, tags,
// consent, notes and "client since"; prices, cost, tax, stock, codes, the
// shop flag and pictures. Cells a spreadsheet would run as formulas come
// back as the text they were.
import { beforeAll, describe, expect, it } from 'vitest';
import { ZClientInput, newClientFields } from '@chairside/core/clients';
import { ZProductInput } from '@chairside/core/retail';
import type * as UploadsModule from '../../functions/src/migration/uploads';
import type * as DryRunModule from '../../functions/src/migration/dry-run.service';
import type * as RunModule from '../../functions/src/migration/run.service';
import { admin, ownedSalon } from '../support/api';
import { callerFor } from '../support/callers';
import { API_URL, signUp } from '../support/emulators';

const run = Date.now();
const from = `trip-from-${run}`;
const to = `trip-to-${run}`;
let token = '';
let owner: ReturnType<typeof callerFor>;
let uploads: typeof UploadsModule;
let dryRun: typeof DryRunModule;
let runs: typeof RunModule;

const CLIENTS = [
  {
    firstName: 'Maya',
    lastName: 'Chen',
    email: 'maya@example.com',
    phone: '+1 718 555 0101',
    birthday: '05-14',
    tags: ['VIP', 'Colour client'],
    notes: 'Sensitive scalp; "no fragrance", please.\nPrefers Leo.',
    marketingConsent: { email: true, sms: false },
  },
  {
    firstName: 'Zoë',
    lastName: 'Ångström',
    email: 'zoe@example.com',
    phone: '+44 20 7946 0958',
    birthday: '1990-02-28',
    tags: [],
    notes: '-fine hair, =cut short',
    marketingConsent: { email: false, sms: true },
  },
  {
    firstName: 'Walk-in',
    lastName: 'Wanda',
    email: '',
    phone: '+1 917 555 0199',
    birthday: '',
    tags: ['New'],
    notes: '',
    marketingConsent: { email: false, sms: false },
  },
];

const PRODUCTS = [
  {
    name: 'Hydrating shampoo, 300 ml',
    category: 'Hair care',
    brand: 'Aveda',
    sku: 'AV-SHAM-300',
    barcode: '0018084977422',
    sellingPrice: 2800,
    cost: 1250,
    taxRate: 8.875,
    reorderLevel: 4,
    supplier: 'Beauty Wholesale Co.',
    description: 'Gentle daily shampoo.',
    imageUrl: 'https://cdn.example.com/shampoo.jpg',
    onlineSellable: true,
  },
  {
    name: 'Bond builder No. 3',
    category: 'Treatments',
    brand: 'Olaplex',
    sku: 'OLA-3',
    barcode: '',
    sellingPrice: 3200,
    cost: 1500,
    taxRate: 0,
    reorderLevel: 0,
    supplier: '',
    description: '',
    imageUrl: '',
    onlineSellable: false,
  },
];
const STOCK: Record<string, number> = { 'AV-SHAM-300': 18, 'OLA-3': 0 };

async function download(path: string): Promise<Buffer> {
  const res = await fetch(`${API_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  return Buffer.from(await res.arrayBuffer());
}

const clientFieldsOf = (orgId: string) =>
  admin()
    .db.collection(`orgs/${orgId}/clients`)
    .get()
    .then((snap) =>
      snap.docs
        .map((d) => {
          const c = d.data();
          return {
            firstName: c['firstName'],
            lastName: c['lastName'],
            email: c['email'],
            phone: c['phone'],
            birthday: c['birthday'],
            tags: c['tags'],
            notes: c['notes'],
            marketingConsent: c['marketingConsent'],
            since: c['createdAt'].toDate().toISOString().slice(0, 10),
          };
        })
        .sort((a, b) => a.firstName.localeCompare(b.firstName)),
    );

const productFieldsOf = (orgId: string) =>
  admin()
    .db.collection(`orgs/${orgId}/products`)
    .get()
    .then((snap) =>
      snap.docs
        .map((d) => {
          const { name, category, brand, sku, barcode, sellingPrice, cost, taxRate } = d.data();
          const { reorderLevel, supplier, description, imageUrl, onlineSellable, stock } = d.data();
          return {
            ...{ name, category, brand, sku, barcode, sellingPrice, cost, taxRate },
            ...{ reorderLevel, supplier, description, imageUrl, onlineSellable, stock },
          };
        })
        .sort((a, b) => a.name.localeCompare(b.name)),
    );

beforeAll(async () => {
  process.env['MEDIA_STORE'] ??= 'local';
  await import('../../functions/src/subscriptions');
  uploads = await import('../../functions/src/migration/uploads');
  dryRun = await import('../../functions/src/migration/dry-run.service');
  runs = await import('../../functions/src/migration/run.service');
  const user = await signUp(`trip-${run}@chairside.test`);
  token = user.idToken;
  owner = callerFor(user.uid);
  const db = admin().db;
  for (const [orgId, name] of [
    [from, 'Studio From'],
    [to, 'Studio To'],
  ] as const)
    await ownedSalon(orgId, name, owner.uid);
  for (const [i, c] of CLIENTS.entries()) {
    const since = new Date(Date.UTC(2019 + i, 4, 1, 15));
    await db.doc(`orgs/${from}/clients/c${i}`).set({
      ...newClientFields(ZClientInput.parse(c), null),
      createdAt: since,
      updatedAt: since,
    });
  }
  for (const [i, p] of PRODUCTS.entries()) {
    await db.doc(`orgs/${from}/products/p${i}`).set({
      ...ZProductInput.parse(p),
      stock: STOCK[p.sku],
      bundleIds: [],
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  }
});

describe('export a salon with its own CSV, import it into another', () => {
  it('arrives unchanged', async () => {
    const clientsCsv = await download(`/clients/export?orgId=${from}`);
    const productsCsv = await download(`/retail/products/export?orgId=${from}`);
    let view = await uploads.uploadFile(
      owner,
      { orgId: to, source: 'chairside', importId: undefined },
      { file: clientsCsv, fileName: 'studio-from-clients.csv', tooLarge: false },
    );
    view = await uploads.uploadFile(
      owner,
      { orgId: to, source: 'chairside', importId: view.id },
      { file: productsCsv, fileName: 'studio-from-products.csv', tooLarge: false },
    );
    expect(view.files.map((f) => [f.detected?.source, f.entity, f.missing])).toEqual([
      ['chairside', 'clients', []],
      ['chairside', 'products', []],
    ]);
    await dryRun.dryRun(to, {
      orgId: to,
      importId: view.id,
      files: view.files.map((f) => ({
        uploadId: f.uploadId,
        entity: f.entity,
        mapping: f.mapping,
      })),
      duplicates: 'merge',
      decisions: {},
    });
    const checked = await uploads.importStatus(owner, to, view.id);
    expect(checked.report?.errors).toEqual([]);
    expect(checked.report?.warnings).toEqual([]);
    const done = await runs.executeImport(owner, to, view.id);
    expect(done.status).toBe('done');
    expect(done.result?.created).toEqual({ clients: 3, products: 2 });

    const [clients, products] = [await clientFieldsOf(from), await productFieldsOf(from)];
    expect(clients.map((c) => c.since)).toEqual(['2019-05-01', '2021-05-01', '2020-05-01']);
    expect(products.map((p) => [p.taxRate, p.stock, p.onlineSellable])).toEqual([
      [0, 0, false],
      [8.875, 18, true],
    ]);
    expect(await clientFieldsOf(to)).toEqual(clients);
    expect(await productFieldsOf(to)).toEqual(products);
  });
});
