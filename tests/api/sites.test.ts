import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starterDraft, verificationRecordName, verificationValue } from '@chairside/core/site';
import { admin, callApi, clearFirestore, salonInput } from '../support/api';
import { serviceDocument } from '../support/booking-fixture';
import { startDns, type TestDns } from '../support/dns-server';
import { APP_URL, signUp } from '../support/emulators';
import { startMailbox, type Mailbox } from '../support/mailbox';
import { page } from '../support/page';

const run = Date.now();
let orgId: string;
let slug: string;
const people: Record<string, { uid: string; idToken: string }> = {};
let dns: TestDns;
let mailbox: Mailbox;

const token = (who: string) => people[who]!.idToken;
const siteHost = (s: string) => `${s}.localhost:5000`;

const draftOf = (overrides: Record<string, unknown> = {}) => ({
  ...starterDraft({ name: 'Studio Nova', slug, description: 'Colour and cuts in Brooklyn' }),
  ...overrides,
});

beforeAll(async () => {
  await clearFirestore();
  [dns, mailbox] = await Promise.all([startDns(), startMailbox()]);
  for (const who of ['owner', 'manager', 'desk', 'stylist', 'stranger']) {
    people[who] = await signUp(`${who}-${run}@sites.test`);
  }
  slug = `nova-sites-${run}`;
  const created = await callApi('/orgs', {
    token: token('owner'),
    body: salonInput('Studio Nova', slug),
  });
  orgId = created.body.orgId;
  const { db } = admin();
  for (const [who, role] of [
    ['manager', 'manager'],
    ['desk', 'front_desk'],
    ['stylist', 'staff'],
  ] as const) {
    await db
      .doc(`orgs/${orgId}/members/${people[who]!.uid}`)
      .set({ uid: people[who]!.uid, role, staffId: null });
  }
  await db.doc(`orgs/${orgId}/services/cut`).set(serviceDocument('Cut', { staffIds: [] }));
  await db.doc(`orgs/${orgId}/services/old`).set(serviceDocument('Old', { status: 'archived' }));
});

afterAll(async () => {
  await Promise.all([dns?.close(), mailbox?.close()]);
});

describe('the editor draft and publishing', () => {
  it('offers a starter site made from the salon, then saves a sanitised draft', async () => {
    const first = await callApi(`/sites/${orgId}/draft`, { token: token('owner') });
    expect(first.status).toBe(200);
    expect(first.body.saved).toBe(false);
    expect(first.body.draft.site_config.pages[0].components[0].component_type).toBe(
      'HeroComponent',
    );

    const draft = draftOf();
    const about = draft.site_config.pages[0]!.components[1]!;
    (about.props as { content: string }).content =
      '<p onclick="steal()">Hello <b>there</b><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="http://insecure/x.png"></p>';
    draft.website_content = '<h2>Fallback</h2><iframe src="https://evil.test"></iframe>';
    const saved = await callApi(`/sites/${orgId}/draft`, {
      method: 'PUT',
      token: token('manager'),
      body: { draft },
    });
    expect(saved.status).toBe(200);
    const content = saved.body.draft.site_config.pages[0].components[1].props.content as string;
    expect(content).toContain('<b>there</b>');
    expect(content).not.toMatch(/script|onclick|javascript:|http:\/\/insecure/);
    expect(saved.body.draft.website_content).toBe('<h2>Fallback</h2>');
  });

  it('refuses a draft with bad fields, naming them, and keeps the saved one', async () => {
    const bad = draftOf({ name: 'X' });
    (bad.site_config.pages[0]!.components[0]!.props as { ctaButtons: unknown[] }).ctaButtons = [
      { text: 'Go', href: 'javascript:alert(1)' },
    ];
    const res = await callApi(`/sites/${orgId}/draft`, {
      method: 'PUT',
      token: token('owner'),
      body: { draft: bad },
    });
    expect(res.status).toBe(400);
    const paths = (res.body.error.details as { path: string }[]).map((d) => d.path);
    expect(paths).toContain('name');
    expect(paths).toContain('site_config.pages.0.components.0.props.ctaButtons.0.href');
    const still = await callApi(`/sites/${orgId}/draft`, { token: token('owner') });
    expect(still.body.draft.name).toBe('Studio Nova');
  });

  it('lets only owners and managers edit and publish', async () => {
    for (const who of ['desk', 'stylist', 'stranger']) {
      expect((await callApi(`/sites/${orgId}/draft`, { token: token(who) })).status).toBe(403);
      expect(
        (await callApi(`/sites/${orgId}/publish`, { method: 'POST', token: token(who) })).status,
      ).toBe(403);
    }
    expect((await callApi(`/sites/${orgId}/draft`)).status).toBe(401);
  });

  it('publishes one document with the real services and contact details', async () => {
    const res = await callApi(`/sites/${orgId}/publish`, { method: 'POST', token: token('owner') });
    expect(res.status).toBe(200);
    const site = (await admin().db.doc(`publicSites/${orgId}`).get()).data()!;
    expect(site['slug']).toBe(slug);
    expect(site['services'].map((s: { name: string }) => s.name)).toEqual(['Cut']);
    expect(site['contact'].phone).toBe('(718) 555-0101');
    expect(site['contact'].business_hours.Monday).toBe('Closed');
    expect(site['booking_path']).toBe(`/book-now?salon=${slug}`);
    expect(site['hosts']).toEqual([]);
  });

  it('keeps the published site in step with the salon’s services', async () => {
    await admin()
      .db.doc(`orgs/${orgId}/services/blow`)
      .set(serviceDocument('Blow-dry', { staffIds: [] }));
    await expect
      .poll(
        async () =>
          ((await admin().db.doc(`publicSites/${orgId}`).get()).get('services') as unknown[])
            .length,
        {
          timeout: 20_000,
          interval: 500,
        },
      )
      .toBe(2);
  });
});

describe('a large shop on the site', () => {
  const long = `${'Argan oil and keratin for dry, coloured hair, from root to tip. '.repeat(30)}The end.`;
  let serum: string;

  it('keeps each card short in the site document and the whole product on its own page', async () => {
    const made = await callApi('/retail/products', {
      token: token('owner'),
      body: {
        orgId,
        name: 'Repair serum',
        category: 'Hair care',
        description: long.slice(0, 2000),
        sellingPrice: 3200,
        initialStock: 4,
        onlineSellable: true,
      },
    });
    expect(made.status).toBe(201);
    serum = made.body.id;
    const card = async () =>
      (
        (await admin().db.doc(`publicSites/${orgId}`).get()).get('products') as
          { id: string; description: string }[] | undefined
      )?.find((p) => p.id === serum);
    await expect.poll(card, { timeout: 20_000, interval: 500 }).toBeDefined();
    const shown = (await card())!;
    expect(shown.description.length).toBeLessThanOrEqual(240);
    expect(shown.description.endsWith('…')).toBe(true);
    const res = await page(siteHost(slug), `/shop/${serum}`);
    expect(res.status).toBe(200);
    expect(res.reads).toBe('2');
    expect(res.html).toContain('from root to tip.');
    expect(res.html).toContain(long.slice(1800, 1900));
    // Visitors never see the versions the site keeps of its products.
    expect(res.html).not.toContain('product_versions');
  });

  it('counts every view of a product page from its beacon, in one write, and none for made-up products', async () => {
    const views = await import('../../functions/src/retail/shop-views');
    const now = Date.now();
    for (let i = 0; i < 50; i++)
      expect(await views.recordProductView(orgId, serum, now)).toBe(true);
    expect(await views.recordProductView(orgId, 'made-up-product', now)).toBe(false);
    // Held in memory until ten seconds have passed since the last write.
    expect(await views.flushViews({ now: now + 1 })).toBe(0);
    expect(await views.flushViews({ now: now + 10_001 })).toBe(1);
    const days = await admin().db.collection(`orgs/${orgId}/shopDaily`).get();
    expect(days.docs.reduce((n, d) => n + (d.get('views') as number), 0)).toBe(50);
    expect(days.docs[0]!.get('productViews')).toEqual({ [serum]: 50 });
    // The page's beacon: answered at once, bad input named.
    const beacon = await callApi('/retail/shop/views', { body: { orgId, productId: serum } });
    expect(beacon.status).toBe(204);
    const bad = await callApi('/retail/shop/views', { body: { orgId, productId: 'a/b' } });
    expect(bad.status).toBe(400);
  });

  it('takes a product off its page when the shop stops showing it', async () => {
    const hidden = await callApi(`/retail/products/${serum}`, {
      method: 'PUT',
      token: token('owner'),
      body: { orgId, onlineSellable: false },
    });
    expect(hidden.status).toBe(200);
    await expect
      .poll(
        async () => (await admin().db.doc(`publicSites/${orgId}/products/${serum}`).get()).exists,
        {
          timeout: 20_000,
          interval: 500,
        },
      )
      .toBe(false);
    expect((await page(siteHost(slug), `/shop/${serum}`)).status).toBe(404);
  });
});

describe('the public site', () => {
  it('serves the site at its subdomain in one read, with its head filled in', async () => {
    const res = await page(siteHost(slug));
    // Framed only by the app (previews), scripts only our own; the app itself only by itself.
    expect(res.csp).toContain("frame-ancestors 'self' http://localhost:5000");
    expect(res.csp).toContain("script-src 'self'");
    expect(res.csp).toContain("object-src 'none'");
    const app = await page('localhost:5000', '/dashboard');
    expect(app.csp).toMatch(/frame-ancestors 'self';/);
    expect(app.csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    const api = await callApi('/health');
    expect(api.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.status).toBe(200);
    expect(res.reads).toBe('1');
    expect(res.html).toContain('<title>Studio Nova · Colour and cuts in Brooklyn</title>');
    expect(res.html).toContain('<meta property="og:title"');
    expect(res.html).toMatch(
      /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"HairSalon"/,
    );
    expect(res.html).toContain('"telephone":"(718) 555-0101"');
    expect(res.html).toContain('"opens":"09:00"');
    // The body is rendered: sections, the footer, no script from salon content.
    expect(res.html).toContain('Our Services');
    expect(res.html).toContain('Powered by');
    expect(res.html).not.toContain('alert(1)');
  });

  it('answers the spec’s error card for an unknown subdomain, and the app on product hosts', async () => {
    const missing = await page(siteHost(`nobody-${run}`));
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Oh Snap! Website Issue');
    expect(missing.html).toContain('Could not find salon website or essential data is missing');
    const app = await page('localhost:5000', '/dashboard');
    expect(app.status).toBe(200);
    expect(app.html).toContain('<div id="root">');
    // The app's HTML is the same for everyone: the CDN keeps it (a deploy clears it), the
    // browser asks again each visit; a missing site is never kept.
    expect(app.cacheControl).toBe('public, max-age=0, s-maxage=300');
    expect(missing.cacheControl).toBe('no-cache');
  });

  it('serves a sitemap, and resolves by host, address or id', async () => {
    const map = await page(siteHost(slug), '/sitemap.xml');
    expect(map.html).toContain(`<loc>http://${slug}.localhost:5000/</loc>`);
    const byHost = await callApi('/sites/resolve', { body: { host: siteHost(slug) } });
    expect(byHost.body).toMatchObject({ resolved: true, salon_id: orgId });
    const bySub = await callApi('/subdomain/resolve', { body: { subdomain: slug } });
    expect(bySub.body.salon_data.name).toBe('Studio Nova');
    const data = await callApi(`/public-salon-data/${orgId}`);
    expect(data.body.salon_data.slug).toBe(slug);
    const info = await callApi(`/v1/public/booking-info/${slug}`);
    expect(info.body.booking_url).toBe(`http://localhost:5000/book-now?salon=${slug}`);
    const unknown = await callApi('/sites/resolve', { body: { host: 'nobody.localhost' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ resolved: false });
  });

  it('sends the short link on to booking on the salon’s own host, and draws it as a QR code', async () => {
    const hop = await page('localhost:5000', `/s?salon=${slug}`);
    expect(hop.status).toBe(302);
    expect(hop.location).toBe(`http://${siteHost(slug)}/book`);
    const upper = await page('localhost:5000', `/s?salon=${slug.toUpperCase()}`);
    expect(upper.location).toBe(`http://${siteHost(slug)}/book`);
    const unknown = await page('localhost:5000', `/s?salon=nobody-${run}`);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Could not find salon website or essential data is missing');
    const qr = await fetch(`http://localhost:5000/api/s/qr.png?salon=${slug}`);
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await qr.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await callApi('/s/qr.png?salon=a%2Fb')).status).toBe(400);
  });

  it('sends a public booking link to the salon’s own host; links that carry more stay in the app', async () => {
    for (const identifier of [slug, orgId]) {
      const hop = await page('localhost:5000', `/book-now?salon=${identifier}`);
      expect(hop.status).toBe(302);
      expect(hop.location).toBe(`http://${siteHost(slug)}/book`);
    }
    const rebook = await page('localhost:5000', `/book-now?salon=${slug}&services=cut`);
    expect(rebook.status).toBe(200);
    expect(rebook.html).toContain('<div id="root">');
    const unknown = await page('localhost:5000', `/book-now?salon=nobody-${run}`);
    expect(unknown.status).toBe(200); // the app's page says the salon was not found
    const booking = await page(siteHost(slug), '/book');
    expect(booking.status).toBe(200);
    expect(booking.html).toContain('Choose your services');
  });

  it('lists the salon in the directory by name or city until it opts out', async () => {
    const found = await callApi('/v1/public/directory/salons?q=brooklyn');
    expect(found.body.salons.map((s: { slug: string }) => s.slug)).toContain(slug);
    const byName = await callApi('/v1/public/directory/salons?q=Stud');
    expect(byName.body.salons.some((s: { slug: string }) => s.slug === slug)).toBe(true);
    const profile = await callApi('/organisation/public-profile', {
      method: 'PUT',
      token: token('owner'),
      body: {
        salon_id: orgId,
        profile: { listed: false, tagline: '', instagram: '', facebook: '', tiktok: '' },
      },
    });
    expect(profile.status).toBe(200);
    const gone = await callApi('/v1/public/directory/salons?q=brooklyn');
    expect(gone.body.salons.map((s: { slug: string }) => s.slug)).not.toContain(slug);
  });

  it('serves the site’s other pages at their own addresses, in its menu and its sitemap', async () => {
    const draft = draftOf();
    const home = draft.site_config.pages[0]!;
    const spotlight = {
      id: 'meet-maya',
      title: 'Meet Maya',
      nav: true,
      spotlight: { kind: 'staff', id: 's-maya' },
      components: [
        {
          component_instance_id: 'hero',
          component_type: 'HeroComponent',
          props: { headline: 'Maya, colourist', tagline: 'Balayage that grows out softly.' },
        },
      ],
    };
    const hidden = { ...spotlight, id: 'private-offer', title: 'Offer', nav: false };
    // Addresses the site uses itself, and two pages at one, are refused by name.
    const bad = await callApi(`/sites/${orgId}/draft`, {
      method: 'PUT',
      token: token('owner'),
      body: { draft: { ...draft, site_config: { pages: [home, { ...spotlight, id: 'book' }] } } },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('/book is an address the site uses itself');
    const saved = await callApi(`/sites/${orgId}/draft`, {
      method: 'PUT',
      token: token('owner'),
      body: { draft: { ...draft, site_config: { pages: [home, spotlight, hidden] } } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.draft.site_config.pages[1]).toMatchObject({
      id: 'meet-maya',
      spotlight: { kind: 'staff', id: 's-maya' },
    });
    await callApi(`/sites/${orgId}/publish`, { method: 'POST', token: token('owner') });

    const maya = await page(siteHost(slug), '/meet-maya');
    expect(maya.status).toBe(200);
    expect(maya.reads).toBe('1');
    expect(maya.html).toContain('<title>Meet Maya · Studio Nova</title>');
    expect(maya.html).toContain('content="Balayage that grows out softly."');
    expect(maya.html).toContain(
      `<link rel="canonical" href="http://${slug}.localhost:5000/meet-maya"`,
    );
    expect(maya.html).toContain('Maya, colourist');
    // The menu names the home page and the listed page (marked as the one shown), not the hidden one.
    expect(maya.html).toMatch(/<a href="\/meet-maya" aria-current="page">Meet Maya<\/a>/);
    expect(maya.html).toContain('<a href="/">Home</a>');
    expect(maya.html).not.toContain('href="/private-offer"');
    // The page's data names it, so the browser hydrates the same page.
    expect(maya.html).toContain('"pageId":"meet-maya"');
    const offer = await page(siteHost(slug), '/private-offer');
    expect([offer.status, offer.html.includes('Maya, colourist')]).toEqual([200, true]);
    expect((await page(siteHost(slug), '/nobody-here')).status).toBe(404);
    // The home page shows its own sections (the page data it embeds holds the whole site).
    const homePage = await page(siteHost(slug));
    const homeBody = homePage.html.split('<script id="site-data"')[0]!;
    expect(homeBody).toContain('Our Services');
    expect(homeBody).not.toContain('Maya, colourist');
    const map = await page(siteHost(slug), '/sitemap.xml');
    expect(map.html).toContain(`<loc>http://${slug}.localhost:5000/meet-maya</loc>`);
    // Back to the home page alone for the tests that follow.
    await callApi(`/sites/${orgId}/draft`, {
      method: 'PUT',
      token: token('owner'),
      body: { draft },
    });
    await callApi(`/sites/${orgId}/publish`, { method: 'POST', token: token('owner') });
  });
});

describe('the contact form and the site inbox', () => {
  const message = {
    name: 'Rosa Diaz',
    email: `rosa-${run}@example.test`,
    phone: '',
    message: 'Do you have time for a balayage on Saturday?',
  };

  it('stores a valid message and answers success', async () => {
    const res = await callApi('/contact/submit-form', {
      body: { ...message, honeypot: '', salon_id: orgId },
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
  });

  it('answers success to a filled honeypot and stores nothing', async () => {
    const res = await callApi('/contact/submit-form', {
      body: {
        ...message,
        message: 'Buy cheap watches now',
        honeypot: 'http://spam.test',
        salon_id: orgId,
      },
    });
    expect(res.body).toEqual({ success: true });
    const all = await admin().db.collection(`orgs/${orgId}/contactMessages`).get();
    expect(all.docs.map((d) => d.get('message'))).not.toContain('Buy cheap watches now');
  });

  it('refuses bad fields with the spec’s messages', async () => {
    const res = await callApi('/contact/submit-form', {
      body: { name: 'R', email: 'nope', message: 'hey', salon_id: orgId },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name must be at least 2 characters' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'message', message: 'Message must be at least 5 characters' },
      ]),
    );
  });

  it('lets the owner, managers and front desk read, mark, archive and answer by e-mail', async () => {
    const list = await callApi(`/contact/messages/${orgId}`, { token: token('desk') });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const [first] = list.body.messages;
    expect(list.body.messages, JSON.stringify(list.body)).toHaveLength(1);
    expect(first).toMatchObject({ name: 'Rosa Diaz', read: false, archived: false });
    // The salon menu's badge: one unread, for those who read the inbox only.
    const unread = await callApi(`/contact/unread/${orgId}`, { token: token('desk') });
    expect(unread.body).toEqual({ unread_count: 1 });
    expect((await callApi(`/contact/unread/${orgId}`, { token: token('stylist') })).status).toBe(
      403,
    );
    expect((await callApi(`/contact/messages/${orgId}`, { token: token('stylist') })).status).toBe(
      403,
    );
    expect((await callApi(`/contact/messages/${orgId}`, { token: token('stranger') })).status).toBe(
      403,
    );

    const read = await callApi(`/contact/message/${first.id}`, {
      method: 'PATCH',
      token: token('manager'),
      body: { salon_id: orgId, read: true },
    });
    expect(read.body.message?.read, JSON.stringify(read.body)).toBe(true);
    expect((await callApi(`/contact/unread/${orgId}`, { token: token('owner') })).body).toEqual({
      unread_count: 0,
    });

    const reply = await callApi('/contact/reply', {
      token: token('owner'),
      body: {
        salon_id: orgId,
        message_id: first.id,
        body: 'Yes! Saturday at 10 works. See you then.',
      },
    });
    expect(reply.status).toBe(200);
    const mail = await mailbox.waitFor(message.email, /Re: your message to Studio Nova/);
    expect(mail.text).toContain('Saturday at 10 works');
    expect(mail.replyTo?.value[0]?.address).toBe(`hello@${slug}.test`);
    const one = await callApi(`/contact/message/${first.id}?salon_id=${orgId}`, {
      token: token('owner'),
    });
    expect(one.body.message.replies).toHaveLength(1);

    const archived = await callApi(`/contact/message/${first.id}`, {
      method: 'PATCH',
      token: token('owner'),
      body: { salon_id: orgId, archived: true },
    });
    expect(archived.body.message.archived).toBe(true);
    const inbox = await callApi(`/contact/messages/${orgId}`, { token: token('owner') });
    expect(inbox.body.messages).toHaveLength(0);
  });
});

describe('subdomains', () => {
  it('checks availability, refusing reserved and taken names', async () => {
    const check = (subdomain: string) =>
      callApi('/subdomain/check-availability', { token: token('owner'), body: { subdomain } });
    expect((await check('admin')).body).toMatchObject({ available: false, reason: 'reserved' });
    expect((await check(slug)).body).toMatchObject({ available: false, reason: 'taken' });
    expect((await check('Bad Name!')).body).toMatchObject({ available: false, reason: 'invalid' });
    expect((await check(`free-${run}`)).body).toMatchObject({ available: true });
  });

  it('moves the salon to a new address in one step; the old one stops serving', async () => {
    const next = `nova-moved-${run}`;
    expect(
      (
        await callApi('/subdomain/register', {
          token: token('manager'),
          body: { salon_id: orgId, subdomain: next },
        })
      ).status,
    ).toBe(403);
    const res = await callApi('/subdomain/register', {
      token: token('owner'),
      body: { salon_id: orgId, subdomain: next },
    });
    expect(res.status).toBe(200);
    expect((await page(siteHost(next))).status).toBe(200);
    expect((await page(siteHost(slug))).status).toBe(404);
    const { db } = admin();
    expect((await db.doc(`orgSlugs/${slug}`).get()).exists).toBe(false);
    expect((await db.doc(`orgSlugs/${next}`).get()).get('orgId')).toBe(orgId);
    const list = await callApi(`/subdomain/list/${people.owner!.uid}`, { token: token('owner') });
    expect(list.body.subdomains).toEqual([
      expect.objectContaining({ subdomain: next, published: true }),
    ]);
    expect(
      (await callApi(`/subdomain/list/${people.owner!.uid}`, { token: token('stranger') })).status,
    ).toBe(403);
    slug = next;
  });
});

describe('custom domains', () => {
  const domain = `www.nova-${run}.test`;

  it('adds a domain with its DNS records, and never serves it unverified', async () => {
    const res = await callApi('/domains/add', {
      token: token('owner'),
      body: { salon_id: orgId, domain },
    });
    expect(res.status).toBe(201);
    expect(res.body.domain.status).toBe('pending');
    const [txt, cname] = res.body.instructions.records;
    expect(txt).toMatchObject({ type: 'TXT', name: verificationRecordName(domain) });
    expect(cname).toMatchObject({ type: 'CNAME', name: domain, value: 'chairside.web.app' });
    expect((await page(domain)).status).toBe(404);
    const again = await callApi('/domains/add', {
      token: token('stranger'),
      body: { salon_id: orgId, domain },
    });
    expect(again.status).toBe(403);
  });

  it('stays unverified while the records are missing or wrong, saying what is wrong', async () => {
    const answer = await callApi('/domains/verify', {
      token: token('owner'),
      body: { domain_id: domain },
    });
    expect(answer.body.verified).toBe(false);
    expect(answer.body.problems.join(' ')).toContain('was not found');
    dns.set(domain, [{ type: 'CNAME', value: 'elsewhere.example' }]);
    const wrong = await callApi('/domains/verify', {
      token: token('owner'),
      body: { domain_id: domain },
    });
    expect(wrong.body.problems.join(' ')).toContain('points to elsewhere.example');
    expect((await page(domain)).status).toBe(404);
  });

  it('verifies against the local DNS server and then serves the site there', async () => {
    const instructions = await callApi(`/domains/instructions/${domain}`, {
      token: token('manager'),
    });
    const txt = instructions.body.records[0].value as string;
    expect(txt).toMatch(/^chairside-verification=/);
    dns.set(verificationRecordName(domain), [{ type: 'TXT', value: txt }]);
    dns.set(domain, [{ type: 'CNAME', value: 'chairside.web.app' }]);
    const answer = await callApi('/domains/verify', {
      token: token('owner'),
      body: { domain_id: domain },
    });
    expect(answer.body).toMatchObject({ verified: true, problems: [] });
    const status = await callApi(`/domains/check-status/${domain}`, { token: token('owner') });
    expect(status.body.domain.status).toBe('verified');
    const served = await page(domain);
    expect(served.status).toBe(200);
    expect(served.reads).toBe('1');
    expect(served.html).toContain(`<link rel="canonical" href="https://${domain}/"`);
    const resolved = await callApi('/domains/resolve', { body: { host: domain } });
    expect(resolved.body).toMatchObject({ resolved: true, salon_id: orgId });
    expect(verificationValue('x')).toBe('chairside-verification=x');
  });

  it('stops serving a removed domain', async () => {
    const res = await callApi(`/domains/${domain}`, { method: 'DELETE', token: token('owner') });
    expect(res.status).toBe(200);
    expect((await page(domain)).status).toBe(404);
    expect(
      (await callApi(`/domains/list/${orgId}`, { token: token('owner') })).body.domains,
    ).toEqual([]);
  });
});

describe('a domain another salon claims first', () => {
  const squatted = `www.squat-${run}.test`;
  let squatterOrg = '';
  const squatter = () => token('stranger');

  it('a pending claim holds only until it expires or someone proves control of the DNS', async () => {
    const created = await callApi('/orgs', {
      token: squatter(),
      body: salonInput('Squatters', `squat-${run}`),
    });
    squatterOrg = created.body.orgId;
    const first = await callApi('/domains/add', {
      token: squatter(),
      body: { salon_id: squatterOrg, domain: squatted },
    });
    expect(first.status).toBe(201);
    expect(Date.parse(first.body.domain.expiresAt) - Date.now()).toBeGreaterThan(71 * 3_600_000);

    // The real owner is not turned away: they get their own records to create.
    const real = await callApi('/domains/add', {
      token: token('owner'),
      body: { salon_id: orgId, domain: squatted },
    });
    expect(real.status).toBe(201);
    expect(real.body.domain).toMatchObject({ status: 'pending', heldByAnotherSalon: true });
    const txt = real.body.instructions.records[0].value as string;
    expect(txt).not.toBe(first.body.instructions.records[0].value);
    const mine = await callApi(`/domains/list/${orgId}`, { token: token('owner') });
    expect(mine.body.domains.map((d: { domain: string }) => d.domain)).toContain(squatted);

    // Their records verify: the domain is theirs and serves their site.
    dns.set(verificationRecordName(squatted), [{ type: 'TXT', value: txt }]);
    dns.set(squatted, [{ type: 'CNAME', value: 'chairside.web.app' }]);
    const verified = await callApi('/domains/verify', {
      token: token('owner'),
      body: { domain_id: squatted, salon_id: orgId },
    });
    expect(verified.body).toMatchObject({ verified: true, problems: [] });
    expect(verified.body.domain).toMatchObject({ salon_id: orgId, status: 'verified' });
    const stored = (await admin().db.doc(`domains/${squatted}`).get()).data()!;
    expect(stored.orgId).toBe(orgId);
    const theirs = await callApi(`/domains/list/${squatterOrg}`, { token: squatter() });
    expect(theirs.body.domains).toEqual([]);
    const resolved = await callApi('/domains/resolve', { body: { host: squatted } });
    expect(resolved.body).toMatchObject({ resolved: true, salon_id: orgId });
  });

  it('an expired pending claim gives way to the next salon at once; a verified one never does', async () => {
    const stale = `www.stale-${run}.test`;
    await callApi('/domains/add', {
      token: squatter(),
      body: { salon_id: squatterOrg, domain: stale },
    });
    await admin()
      .db.doc(`domains/${stale}`)
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const taken = await callApi('/domains/add', {
      token: token('owner'),
      body: { salon_id: orgId, domain: stale },
    });
    expect(taken.status).toBe(201);
    expect(taken.body.domain).toMatchObject({ salon_id: orgId, heldByAnotherSalon: false });
    const refused = await callApi('/domains/add', {
      token: squatter(),
      body: { salon_id: squatterOrg, domain: squatted },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Another salon has already connected this domain.');
  });
});

describe('uploads and the other site calls', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = (kind: string, file: Buffer, type: string, who = 'owner') => {
    const form = new FormData();
    form.set('salon_id', orgId);
    form.set('file', new Blob([new Uint8Array(file)], { type }), 'image.png');
    return fetch(`${APP_URL}/api/site-assets/${kind}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token(who)}` },
      body: form,
    });
  };

  it('stores an image checked by its content and serves it back', async () => {
    const res = await upload('upload-site-image', png, 'image/png');
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/api\/media\//);
    const back = await fetch(`${APP_URL}${url}`);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await back.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses a file that is not an image, a favicon too large, and a stylist', async () => {
    const html = await upload(
      'upload-site-image',
      Buffer.from('<script>alert(1)</script>'),
      'image/png',
    );
    expect(html.status).toBe(400);
    const big = await upload(
      'upload-favicon',
      Buffer.concat([png, Buffer.alloc(600 * 1024)]),
      'image/png',
    );
    expect(big.status).toBe(413);
    expect((await upload('upload-site-image', png, 'image/png', 'stylist')).status).toBe(403);
  });

  it('saves a theme, suggests palettes, and says when Unsplash is not connected', async () => {
    const suggest = await callApi(`/website-themes/users/${people.owner!.uid}/suggest-themes`, {
      token: token('owner'),
    });
    const theme = suggest.body.themes[1].theme;
    // After the presets, themes the text foundry made (their palettes pass AA).
    expect(
      suggest.body.themes.filter((t: { name: string }) => /made for you/.test(t.name)).length,
    ).toBe(5);
    const put = await callApi('/website-themes/theme', {
      method: 'PUT',
      token: token('owner'),
      body: { salon_id: orgId, theme },
    });
    expect(put.status).toBe(200);
    const get = await callApi(`/website-themes/theme?salon_id=${orgId}`, {
      token: token('manager'),
    });
    expect(get.body.theme).toEqual(theme);
    const key = await callApi(`/api-key?salon_id=${orgId}`);
    expect(key.body).toEqual({ key: null, configured: false });
    const track = await callApi('/stock-photos/track-download', { body: { photo_id: 'abc123' } });
    expect(track.status).toBe(503);
    // In plain words: settings' names are for platform administrators.
    expect(track.body.error.message).toBe('Unsplash photos are not available on this Chairside.');
  });

  it('our own calls name the salon orgId, and still take the salon_id they were published with', async () => {
    const theme = (await callApi(`/website-themes/theme?orgId=${orgId}`, { token: token('owner') }))
      .body.theme;
    const put = await callApi('/website-themes/theme', {
      method: 'PUT',
      token: token('owner'),
      body: { orgId, theme },
    });
    expect(put.status).toBe(200);
    const profile = await callApi(`/organisation/public-profile?orgId=${orgId}`, {
      token: token('owner'),
    });
    expect(profile.status).toBe(200);
    const missing = await callApi('/website-themes/theme', {
      method: 'PUT',
      token: token('owner'),
      body: { theme },
    });
    expect(missing.status).toBe(400);
    const folders = await Promise.all(
      ['inbox', 'archived'].map((folder) =>
        callApi(`/contact/messages/${orgId}?folder=${folder}`, { token: token('owner') }),
      ),
    );
    const first = folders.flatMap((f) => f.body.messages as { id: string }[])[0];
    expect(first).toBeDefined();
    const read = await callApi(`/contact/message/${first!.id}?orgId=${orgId}`, {
      token: token('owner'),
    });
    expect(read.body.message.id).toBe(first!.id);
  });
});
