// Storage migration, run in this process against the Firestore emulator with
// the old platform's picture server stubbed at the HTTP boundary (msw): the
// check finds every picture shown from elsewhere and writes nothing; the copy
// stores each one once, points every record (and the published site) at the
// copy, explains what failed in words, refuses our own network, leaves
// Unsplash photos and insecure addresses linked, resumes when out of time and
// retries failures only in a new round. Stylists may not.
import { createHash } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageMigrationView } from '@chairside/core/migration/storage';
import type * as StorageModule from '../../functions/src/migration/storage.service';
import type * as MediaModule from '../../functions/src/media/media-store';
import { admin, ownedSalon } from '../support/api';
import { refusal } from '../support/calendar-fixture';
import { callerFor } from '../support/callers';

const run = Date.now();
const owner = callerFor(`pics-owner-${run}`);
const stylist = callerFor(`pics-stylist-${run}`);
const orgId = `pictures-${run}`;
let storage: typeof StorageModule;
let media: typeof MediaModule;

const OLD = 'https://cdn.oldsalon.test';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 1, 2, 3]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'),
  Buffer.alloc(8),
]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1');
const UNSPLASH = 'https://images.unsplash.com/photo-1560066984?w=1600';
const asked = new Map<string, number>();
const count = (path: string) => asked.set(path, (asked.get(path) ?? 0) + 1);

const server = setupServer(
  http.get(`${OLD}/balayage.jpg`, () => {
    count('balayage');
    return new HttpResponse(JPEG, { headers: { 'content-type': 'image/jpeg' } });
  }),
  http.get(
    `${OLD}/ana.webp`,
    () =>
      new HttpResponse(null, {
        status: 301,
        headers: { location: 'https://img.oldsalon.test/a/ana' },
      }),
  ),
  http.get(
    'https://img.oldsalon.test/a/ana',
    () => new HttpResponse(WEBP, { headers: { 'content-type': 'image/webp' } }),
  ),
  http.get(`${OLD}/gallery-1.gif`, () => new HttpResponse(GIF)),
  http.get(`${OLD}/gone.png`, () => {
    count('gone');
    return new HttpResponse('Not found', { status: 404 });
  }),
  http.get(`${OLD}/shop`, () =>
    HttpResponse.html('<!doctype html><title>Shop</title>', { status: 200 }),
  ),
);

const mediaUrl = (url: string, ext: string) =>
  `/api/media/${orgId}/site/${createHash('md5').update(url).digest('hex')}.${ext}`;

const draft = (gallery: string, hero: string, favicon: string) => ({
  name: 'Studio Pictures',
  site_config: {
    pages: [
      {
        id: 'home',
        title: 'Home',
        components: [
          {
            component_instance_id: 'hero',
            component_type: 'HeroComponent',
            props: { headline: 'Hi', backgroundImageUrl: hero, unsplash_photo_id: 'abc' },
          },
          {
            component_instance_id: 'about',
            component_type: 'AboutUsComponent',
            props: { title: 'About', image_url: 'http://insecure.oldsalon.test/team.jpg' },
          },
          {
            component_instance_id: 'gallery',
            component_type: 'GalleryComponent',
            props: { title: 'Work', images: [{ url: gallery, alt_text: 'Colour' }] },
          },
        ],
      },
    ],
  },
  favicon_url: favicon,
});

beforeAll(async () => {
  process.env['MEDIA_STORE'] ??= 'local';
  server.listen({ onUnhandledRequest: 'bypass' });
  await import('../../functions/src/subscriptions');
  storage = await import('../../functions/src/migration/storage.service');
  media = await import('../../functions/src/media/media-store');
  const db = admin().db;
  const at = new Date();
  await ownedSalon(orgId, 'Studio Pictures', owner.uid);
  await db
    .doc(`orgs/${orgId}/members/${stylist.uid}`)
    .set({ uid: stylist.uid, role: 'staff', staffId: 's-ana' });
  for (const [id, name] of [
    ['balayage', 'Balayage'],
    ['gloss', 'Gloss'],
  ])
    await db.doc(`orgs/${orgId}/services/${id}`).set({
      name,
      category: 'Colour',
      durationMinutes: 60,
      price: 9000,
      currency: 'USD',
      status: 'active',
      onlineBookable: true,
      staffIds: [],
      staffOverrides: {},
      imageUrl: `${OLD}/balayage.jpg`,
      updatedAt: at,
    });
  await db.doc(`orgs/${orgId}/services/cut`).set({ name: 'Cut', imageUrl: '', updatedAt: at });
  await db.doc(`orgs/${orgId}/products/gone`).set({ name: 'Oil', imageUrl: `${OLD}/gone.png` });
  await db.doc(`orgs/${orgId}/products/html`).set({ name: 'Mask', imageUrl: `${OLD}/shop` });
  await db
    .doc(`orgs/${orgId}/products/inside`)
    .set({ name: 'Spray', imageUrl: 'https://127.0.0.1/admin.png' });
  await db
    .doc(`orgs/${orgId}/staff/s-ana`)
    .set({ displayName: 'Ana Ruiz', photoUrl: `${OLD}/ana.webp` });
  const own = `/api/media/${orgId}/favicon/${'a'.repeat(32)}.png`;
  await db
    .doc(`orgs/${orgId}/site/draft`)
    .set({ draft: draft(`${OLD}/gallery-1.gif`, UNSPLASH, own), updatedAt: at });
  await db.doc(`publicSites/${orgId}`).set({
    salon_id: orgId,
    slug: orgId,
    name: 'Studio Pictures',
    booking_path: `/book/${orgId}`,
    contact: {},
    hosts: [],
    site_config: draft(`${OLD}/gallery-1.gif`, UNSPLASH, own).site_config,
    services: [{ id: 'balayage', image_url: `${OLD}/balayage.jpg` }],
    publishedAt: at,
  });
});

afterAll(() => server.close());

const statusOf = (view: StorageMigrationView, url: string) =>
  view.images.find((i) => i.url === url);

describe('copying the pictures a salon shows from elsewhere', () => {
  let first: StorageMigrationView;

  it('finds each picture once, with every place it is shown, and writes nothing', async () => {
    const view = await storage.scanImages(owner, orgId);
    expect(view.counts).toEqual({ found: 8, waiting: 6, copied: 0, failed: 0, kept: 2 });
    expect(statusOf(view, `${OLD}/balayage.jpg`)?.uses).toEqual([
      { place: 'service', docId: 'balayage', label: 'Balayage', field: 'Photo' },
      { place: 'service', docId: 'gloss', label: 'Gloss', field: 'Photo' },
    ]);
    expect(statusOf(view, UNSPLASH)).toMatchObject({
      status: 'kept',
      reason: expect.stringContaining('Unsplash'),
    });
    expect(statusOf(view, 'http://insecure.oldsalon.test/team.jpg')).toMatchObject({
      status: 'kept',
      reason: expect.stringContaining('https://'),
    });
    expect(statusOf(view, `${OLD}/gallery-1.gif`)?.uses[0]?.field).toBe('Gallery image 1');
    const copies = await admin().db.collection(`orgs/${orgId}/mediaCopies`).get();
    expect(copies.size).toBe(0);
    expect(asked.size).toBe(0);
  });

  it('refuses a stylist', async () => {
    expect((await refusal(storage.scanImages(stylist, orgId))).code).toBe('forbidden');
    expect((await refusal(storage.copyImages(stylist, { orgId, startedAt: null }))).code).toBe(
      'forbidden',
    );
  });

  it('stops when out of time and goes on where it stopped', async () => {
    const none = await storage.copyImages(owner, { orgId, startedAt: null }, new Date(), 0);
    expect(none.remaining).toBe(6);
    expect(none.counts.copied).toBe(0);
    first = await storage.copyImages(owner, { orgId, startedAt: none.startedAt });
    expect(first.startedAt).toBe(none.startedAt);
    expect(first.remaining).toBe(0);
  });

  it('copies each picture once and points every record at the copy', async () => {
    expect(first.counts).toEqual({ found: 8, waiting: 0, copied: 3, failed: 3, kept: 2 });
    expect(asked.get('balayage')).toBe(1);
    const db = admin().db;
    const jpg = mediaUrl(`${OLD}/balayage.jpg`, 'jpg');
    expect((await db.doc(`orgs/${orgId}/services/balayage`).get()).get('imageUrl')).toBe(jpg);
    expect((await db.doc(`orgs/${orgId}/services/gloss`).get()).get('imageUrl')).toBe(jpg);
    expect((await db.doc(`orgs/${orgId}/services/cut`).get()).get('imageUrl')).toBe('');
    // Through the redirect, kept as what its bytes are.
    expect((await db.doc(`orgs/${orgId}/staff/s-ana`).get()).get('photoUrl')).toBe(
      mediaUrl(`${OLD}/ana.webp`, 'webp'),
    );
    const stored = await media.mediaStore().get(jpg.replace('/api/media/', ''));
    expect(stored?.data.equals(JPEG)).toBe(true);

    const gif = mediaUrl(`${OLD}/gallery-1.gif`, 'gif');
    const site = (await db.doc(`orgs/${orgId}/site/draft`).get()).get('draft');
    const [hero, about, gallery] = site.site_config.pages[0].components;
    expect(gallery.props.images[0]).toEqual({ url: gif, alt_text: 'Colour' });
    expect(hero.props.backgroundImageUrl).toBe(UNSPLASH);
    expect(about.props.image_url).toBe('http://insecure.oldsalon.test/team.jpg');
    // A service's write also refreshes the published menu (a trigger, on its own time):
    // whichever writes last, the menu shows the copy.
    const menuImage = async () => {
      const site = (await db.doc(`publicSites/${orgId}`).get()).data()!;
      const menu = site['services'] as { id: string; image_url: string }[];
      return menu.find((m) => m.id === 'balayage')?.image_url;
    };
    await expect.poll(menuImage, { timeout: 15_000, interval: 300 }).toBe(jpg);
    const published = (await db.doc(`publicSites/${orgId}`).get()).data()!;
    expect(published['site_config'].pages[0].components[2].props.images[0].url).toBe(gif);
    expect(published['publishedAt'].toDate()).toBeInstanceOf(Date);
  });

  it('says why each of the others was not copied, and leaves them as they were', async () => {
    const reason = (url: string) => statusOf(first, url)?.reason;
    expect(reason(`${OLD}/gone.png`)).toBe('cdn.oldsalon.test no longer has this picture (404).');
    expect(reason(`${OLD}/shop`)).toBe(
      'This address does not give a PNG, JPEG, WebP or GIF picture (the server sent text/html).',
    );
    expect(reason('https://127.0.0.1/admin.png')).toBe(
      '127.0.0.1 is not on the public internet, so it cannot be fetched.',
    );
    const db = admin().db;
    expect((await db.doc(`orgs/${orgId}/products/gone`).get()).get('imageUrl')).toBe(
      `${OLD}/gone.png`,
    );
  });

  it('retries what failed only when a new round starts, and the check remembers why', async () => {
    const again = await storage.copyImages(owner, { orgId, startedAt: first.startedAt });
    expect(again.counts.failed).toBe(3);
    expect(asked.get('gone')).toBe(1);
    const scan = await storage.scanImages(owner, orgId);
    expect(scan.counts).toEqual({ found: 5, waiting: 0, copied: 0, failed: 3, kept: 2 });
    expect(statusOf(scan, `${OLD}/gone.png`)?.reason).toContain('(404)');
    await storage.copyImages(owner, { orgId, startedAt: null }, new Date(Date.now() + 1000));
    expect(asked.get('gone')).toBe(2);
  });
});
