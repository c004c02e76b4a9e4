// Posting the salon's work to Instagram, Facebook, TikTok and Pinterest, run
// in this process against the Firestore emulator with each network's
// endpoints served by msw in their documented shapes (tests/support/
// fake-social): the signed sign-in, sealed tokens, the Page, account or board
// chosen, a post now to several networks with each one's outcome,
// Instagram's container processed before it is published, its publishing
// limit reached, TikTok's creator info and private posting, a Pin with the
// salon's link, an expired grant asking to reconnect, a token refreshed, a
// scheduled post run as due work once, and the server without credentials.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as ConnectionsModule from '../../functions/src/social/connections.service';
import type * as PostsModule from '../../functions/src/social/posts.service';
import type * as PortfolioModule from '../../functions/src/social/portfolio.service';
import { admin, ownedSalon, teamOf } from '../support/api';
import { callerFor } from '../support/callers';
import { FakeSocial } from '../support/fake-social';

const run = Date.now().toString(36);
const orgId = `social-${run}`;
const owner = callerFor(`soc-owner-${run}`);
const stylist = callerFor(`soc-stylist-${run}`);
const fake = new FakeSocial();
const server = setupServer(...fake.handlers());
const ENV = {
  META_APP_ID: '123456789',
  META_APP_SECRET: 'meta-secret',
  TIKTOK_CLIENT_KEY: 'tt-key',
  TIKTOK_CLIENT_SECRET: 'tt-secret',
  PINTEREST_APP_ID: '1480000',
  PINTEREST_APP_SECRET: 'pin-secret',
  CONNECTIONS_TOKEN_KEY: Buffer.alloc(32, 4).toString('base64'),
  MEDIA_STORE: 'local',
};
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let connections: typeof ConnectionsModule;
let posts: typeof PostsModule;
let portfolio: typeof PortfolioModule;
let photoId: string;
const db = () => admin().db;

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (e) {
    return e as {
      code: string;
      message: string;
      details?: { path: string; message: string }[] & { setup?: string };
    };
  }
  throw new Error('It was not refused');
}

async function connect(
  network: 'instagram' | 'facebook' | 'tiktok' | 'pinterest',
  code = 'code-1',
) {
  const { url } = await connections.startAuth(owner, orgId, network);
  const state = new URL(url).searchParams.get('state')!;
  return (await connections.finishAuth(owner, { state, code })).connection;
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  connections = await import('../../functions/src/social/connections.service');
  posts = await import('../../functions/src/social/posts.service');
  portfolio = await import('../../functions/src/social/portfolio.service');
  await ownedSalon(orgId, 'Studio Nova', owner.uid);
  await teamOf(orgId, [['s-jo', 'Jo Rivera', 'staff', stylist.uid]]);
  await db()
    .doc(`orgs/${orgId}/services/svc-colour`)
    .set({
      name: 'Balayage',
      category: 'Colour',
      description: '',
      durationMinutes: 120,
      price: 18_000,
      currency: 'USD',
      staffIds: ['s-jo'],
      status: 'active',
      sortOrder: 0,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
});

afterAll(() => {
  server.close();
  for (const k of Object.keys(ENV)) delete process.env[k];
});

describe('without the networks’ apps on the server', () => {
  it('says plainly what is not set up, and what to set', async () => {
    for (const k of Object.keys(ENV)) delete process.env[k];
    const e = await refusal(connections.startAuth(owner, orgId, 'instagram'));
    expect(e.code).toBe('not_configured');
    expect(e.message).toMatch(/Instagram is not set up on this Chairside/);
    const list = await connections.listConnections(owner, orgId);
    expect(list.connections.map((c) => [c.network, c.configured])).toEqual([
      ['instagram', false],
      ['facebook', false],
      ['tiktok', false],
      ['pinterest', false],
    ]);
    expect(list.connections.find((c) => c.network === 'tiktok')!.note).toMatch(/private/);
    Object.assign(process.env, ENV);
  });
});

describe('the portfolio', () => {
  it('takes a photo of the work only with the client’s consent, tagged by stylist and service', async () => {
    const upload = { fields: {}, file: PNG, fileName: 'balayage.png', tooLarge: false };
    const fields = {
      orgId,
      staffId: 's-jo',
      serviceIds: 'svc-colour',
      caption: 'Soft copper balayage',
      consentNote: 'Asked at checkout',
      bookingId: '',
    };
    const noConsent = await import('@chairside/core/contracts/social').then((m) =>
      m.ZPortfolioFields.safeParse({ ...fields }),
    );
    expect(noConsent.success).toBe(false);
    const text = await refusal(
      portfolio.addPortfolioPhoto(
        stylist,
        { ...fields, consent: 'yes' },
        { ...upload, file: Buffer.from('hello') },
      ),
    );
    expect(text.message).toMatch(/not a photo/);
    const added = await portfolio.addPortfolioPhoto(stylist, { ...fields, consent: 'yes' }, upload);
    expect(added.photo).toMatchObject({
      staffName: 'Jo Rivera',
      serviceNames: ['Balayage'],
      consent: { given: true },
    });
    photoId = added.photo.id;
    const listed = await portfolio.listPortfolio(stylist, orgId);
    expect(listed.photos.map((p) => p.id)).toEqual([photoId]);
  });
});

describe('the portfolio on the site', () => {
  it('shows the work the salon chose (owners and managers choose), newest first, with who did it', async () => {
    expect(
      (await refusal(portfolio.updatePortfolioPhoto(stylist, orgId, photoId, { showOnSite: true })))
        .code,
    ).toBe('forbidden');
    expect(await portfolio.publishedWork(orgId)).toEqual([]);
    await portfolio.updatePortfolioPhoto(owner, orgId, photoId, { showOnSite: true });
    expect(await portfolio.publishedWork(orgId)).toEqual([
      expect.objectContaining({ id: photoId, stylist: 'Jo Rivera', services: ['Balayage'] }),
    ]);
  });
});

describe('connecting and posting', () => {
  it('only owners and managers connect; a sign-in started by someone else is refused', async () => {
    expect((await refusal(connections.startAuth(stylist, orgId, 'facebook'))).code).toBe(
      'forbidden',
    );
    const { url } = await connections.startAuth(owner, orgId, 'facebook');
    expect(new URL(url).searchParams.get('scope')).toContain('pages_manage_posts');
    const state = new URL(url).searchParams.get('state')!;
    expect((await refusal(connections.finishAuth(stylist, { state, code: 'x' }))).code).toBe(
      'forbidden',
    );
  });

  it('connects each network, choosing the Page or board where there is more than one, tokens sealed', async () => {
    const ig = await connect('instagram');
    expect(ig).toMatchObject({
      status: 'connected',
      account: 'Maya Chen',
      target: { name: '@studionova' },
    });
    const fb = await connect('facebook');
    expect(fb.status).toBe('choose');
    expect(fb.choices.map((c) => c.name)).toEqual(['Studio Nova', 'Studio Nova Academy']);
    await connections.chooseTarget(owner, orgId, 'facebook', '2001');
    const tt = await connect('tiktok');
    expect(tt).toMatchObject({ status: 'connected', account: 'studionova' });
    const pin = await connect('pinterest');
    expect(pin.choices.map((c) => c.name)).toEqual(['Balayage', 'Bridal hair']);
    await connections.chooseTarget(owner, orgId, 'pinterest', '549755885175');
    const secret = (await db().doc(`orgs/${orgId}/socialSecrets/facebook`).get()).data()!;
    expect(secret['tokens']).toMatch(/^v1\./);
    expect(JSON.stringify(secret)).not.toContain('page-token');
  });

  it('refuses a post that does not fit, by field; stylists do not post', async () => {
    const tags = Array.from({ length: 31 }, (_, i) => `#t${i}`).join(' ');
    const input = {
      orgId,
      networks: ['instagram' as const],
      caption: tags,
      title: '',
      photoId,
      sendAt: null,
      link: '',
    };
    expect((await refusal(posts.createPost(stylist, input))).code).toBe('forbidden');
    const bad = await refusal(posts.createPost(owner, input));
    expect(bad.details?.map((d) => d.message)).toEqual([
      'Instagram takes up to 30 hashtags; this caption has 31.',
    ]);
  });

  it('posts now to four networks: Instagram after its container is processed, TikTok privately, a Pin with the link', async () => {
    const now = new Date();
    const made = await posts.createPost(
      owner,
      {
        orgId,
        networks: ['instagram', 'facebook', 'tiktok', 'pinterest'],
        caption: 'Soft copper balayage by Jo #balayage #copperhair',
        title: 'Soft copper balayage',
        photoId,
        sendAt: null,
        link: 'https://studio-nova.chairside.example/book',
      },
      now,
    );
    expect(made.post.results['facebook']).toMatchObject({
      status: 'posted',
      url: 'https://www.facebook.com/2001_91',
    });
    expect(made.post.results['pinterest']).toMatchObject({ status: 'posted' });
    expect(made.post.results['instagram']!.status).toBe('processing');
    expect(made.post.results['tiktok']!.status).toBe('processing');
    expect(made.post.status).toBe('posting');
    expect(fake.calls).toContain('GET /content_publishing_limit');
    expect(fake.pins[0]).toMatchObject({
      board_id: '549755885175',
      link: 'https://studio-nova.chairside.example/book',
      media_source: { source_type: 'image_url' },
    });
    const tiktokBody = fake.tiktokPosts[0]!.body as {
      post_info: { privacy_level: string };
      media_type: string;
    };
    expect(tiktokBody).toMatchObject({
      media_type: 'PHOTO',
      post_info: { privacy_level: 'SELF_ONLY' },
    });
    // A minute later the due work checks again: both are published.
    const id = made.post.id;
    expect(
      await posts.socialPostsDue.run({ orgId, id }, new Date(now.getTime() + 30_000)),
    ).toBeNull();
    const due = await posts.socialPostsDue.due(new Date(now.getTime() + 61_000), 50);
    expect(due).toContainEqual({ orgId, id });
    expect(await posts.socialPostsDue.run({ orgId, id }, new Date(now.getTime() + 61_000))).toBe(
      'posted',
    );
    const after = (await posts.listPosts(stylist, orgId)).posts.find((p) => p.id === id)!;
    expect(after.results['instagram']).toMatchObject({
      status: 'posted',
      url: 'https://www.instagram.com/p/m1/',
    });
    expect(fake.igPosts).toHaveLength(1);
    // Run again: nothing is posted twice.
    expect(await posts.runPost(orgId, id, new Date(now.getTime() + 120_000))).toBeNull();
    expect(fake.igPosts).toHaveLength(1);
    expect(fake.fbPosts).toHaveLength(1);
  });

  it('waits an hour when Instagram’s publishing limit is reached, saying so', async () => {
    fake.igQuota = { usage: 50, total: 50 };
    const now = new Date();
    const made = await posts.createPost(
      owner,
      {
        orgId,
        networks: ['instagram'],
        caption: 'Another one',
        title: '',
        photoId,
        sendAt: null,
        link: '',
      },
      now,
    );
    expect(made.post.results['instagram']).toMatchObject({ status: 'waiting', attempts: 1 });
    expect(made.post.results['instagram']!.error).toMatch(
      /posted 50 times through apps in the last 24 hours/,
    );
    const record = (await db().doc(`orgs/${orgId}/socialPosts/${made.post.id}`).get()).data()!;
    expect(record['dueAt'].toDate().getTime()).toBe(now.getTime() + 3_600_000);
    fake.igQuota = { usage: 4, total: 50 };
    fake.igProcessing = 0;
    expect(await posts.runPost(orgId, made.post.id, new Date(now.getTime() + 3_600_000))).toBe(
      'posted',
    );
  });

  it('a scheduled post goes at its time, once, as due work; one not yet gone can be cancelled', async () => {
    const now = new Date();
    const at = new Date(now.getTime() + 86_400_000);
    const later = await posts.createPost(
      owner,
      {
        orgId,
        networks: ['facebook'],
        caption: 'Tomorrow',
        title: '',
        photoId,
        sendAt: at.toISOString(),
        link: '',
      },
      now,
    );
    expect(later.post.status).toBe('scheduled');
    const before = fake.fbPosts.length;
    expect(await posts.runPost(orgId, later.post.id, new Date(at.getTime() - 60_000))).toBeNull();
    const [a, b] = await Promise.all([
      posts.runPost(orgId, later.post.id, at),
      posts.runPost(orgId, later.post.id, at),
    ]);
    expect([a, b].filter((x) => x === 'posted')).toHaveLength(1);
    expect(fake.fbPosts.length).toBe(before + 1);
    const other = await posts.createPost(
      owner,
      {
        orgId,
        networks: ['facebook'],
        caption: 'Never mind',
        title: '',
        photoId,
        sendAt: at.toISOString(),
        link: '',
      },
      now,
    );
    expect((await posts.cancelPost(owner, orgId, other.post.id)).post.status).toBe('cancelled');
    expect(await posts.runPost(orgId, other.post.id, at)).toBeNull();
  });

  it('marks a network to connect again when its grant is gone, with the network’s words', async () => {
    fake.failNext.push({
      match: /^\/photos$/,
      status: 400,
      body: {
        error: {
          message: 'Error validating access token: Session has expired.',
          type: 'OAuthException',
          code: 190,
        },
      },
    });
    const made = await posts.createPost(owner, {
      orgId,
      networks: ['facebook'],
      caption: 'Expired',
      title: '',
      photoId,
      sendAt: null,
      link: '',
    });
    expect(made.post.status).toBe('failed');
    expect(made.post.results['facebook']!.error).toMatch(/Session has expired/);
    const fb = (await connections.listConnections(owner, orgId)).connections.find(
      (c) => c.network === 'facebook',
    )!;
    expect(fb.status).toBe('reconnect');
    const refused = await refusal(
      posts.createPost(owner, {
        orgId,
        networks: ['facebook'],
        caption: 'Again',
        title: '',
        photoId,
        sendAt: null,
        link: '',
      }),
    );
    expect(refused.details?.[0]?.message).toMatch(/Connect Facebook again/);
  });

  it('refreshes a Pinterest token near its expiry and keeps the new one sealed', async () => {
    fake.pinterestExpiresIn = 60;
    await connections.disconnect(owner, orgId, 'pinterest');
    await connect('pinterest');
    await connections.chooseTarget(owner, orgId, 'pinterest', '549755885176');
    const made = await posts.createPost(owner, {
      orgId,
      networks: ['pinterest'],
      caption: 'Bridal',
      title: '',
      photoId,
      sendAt: null,
      link: '',
    });
    expect(made.post.status).toBe('posted');
    expect(fake.pinterestRefreshes).toBe(1);
    expect(fake.pins.at(-1)).toMatchObject({ board_id: '549755885176', token: 'Bearer pina_1' });
  });

  it('disconnects: access revoked where the network offers it, tokens removed', async () => {
    const left = await connections.disconnect(owner, orgId, 'tiktok');
    expect(fake.revoked).toContain('tiktok');
    expect(left.connections.find((c) => c.network === 'tiktok')!.connected).toBe(false);
    expect((await db().doc(`orgs/${orgId}/socialSecrets/tiktok`).get()).exists).toBe(false);
    expect((await refusal(connections.disconnect(stylist, orgId, 'instagram'))).code).toBe(
      'forbidden',
    );
  });
});
