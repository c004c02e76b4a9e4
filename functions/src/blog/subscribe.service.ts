// Subscribing to a salon blog's new posts, with double opt-in: the reader
// asks on the blog, gets an e-mail with a signed link (no lookup, works for
// CONFIRM_DAYS), and only following it makes them a client tagged "Blog
// subscriber" who agreed to marketing e-mail (a client they already were is
// updated, and an earlier e-mail opt-out is lifted: they just asked again).
// The answer to asking is the same whether or not the address is known.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import {
  BLOG_SUBSCRIBER_TAG,
  CONFIRM_DAYS,
  type SubscribeInput,
} from '@chairside/core/blog-newsletter';
import { MAX_CLIENT_TAGS, ZClientInput, newClientFields } from '@chairside/core/clients';
import { appOriginForSites, siteOrigin } from '../config';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { mailConfigured } from '../mail/mailer';
import { queueMail } from '../mail/outbox';
import { blogConfirmMail } from '../mail/templates';
import { linkSecret } from '../platform/manage-links';
import { clientsCollection } from '../records/clients';
import { orgDoc } from '../records/orgs';
import { publicSiteDoc } from '../records/sites';

const DAY_MS = 86_400_000;

const sign = (key: string, payload: string) =>
  createHmac('sha256', key).update(`blog-subscribe:${payload}`).digest('base64url');
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');

function secret(): string {
  const key = linkSecret();
  if (!key)
    throw new ApiError('not_configured', 'Subscription links are not set up on this server yet.');
  return key;
}

export function subscribeToken(orgId: string, email: string, name: string, now: Date): string {
  const payload = [
    orgId,
    b64(email),
    b64(name),
    String(now.getTime() + CONFIRM_DAYS * DAY_MS),
  ].join('.');
  return `${payload}.${sign(secret(), payload)}`;
}

function verify(token: string, now: Date) {
  const parts = token.split('.');
  const bad = new ApiError(
    'not_found',
    'This confirmation link is not valid. Ask for a new one on the blog.',
  );
  if (parts.length !== 5) throw bad;
  const payload = parts.slice(0, 4).join('.');
  const given = Buffer.from(parts[4]!);
  const expected = Buffer.from(sign(secret(), payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw bad;
  if (Number(parts[3]) < now.getTime())
    throw new ApiError(
      'gone',
      'This confirmation link has expired. Ask for a new one on the blog.',
    );
  return { orgId: parts[0]!, email: unb64(parts[1]!), name: unb64(parts[2]!) };
}

/** The salon's blog on its own site, or null while its site is unpublished. */
export async function salonBlogUrl(orgId: string): Promise<string | null> {
  const slug = (await publicSiteDoc(orgId).get()).data()?.slug;
  return slug ? `${siteOrigin(slug)}/blog` : null;
}

/** Sends the confirmation e-mail (at most one an address a day); the honeypot filled sends nothing. */
export async function requestSubscription(
  orgId: string,
  input: Required<SubscribeInput>,
  now = new Date(),
): Promise<void> {
  if (!mailConfigured())
    throw new ApiError(
      'not_configured',
      'This blog cannot take subscriptions yet: e-mail is not set up on this server.',
    );
  const [org, blog] = await Promise.all([orgDoc(orgId).get(), salonBlogUrl(orgId)]);
  const name = org.data()?.name;
  if (!name || !blog) throw new ApiError('not_found', 'This blog is not published.');
  if (input.website) return;
  const token = subscribeToken(orgId, input.email, input.name, now);
  const day = now.toISOString().slice(0, 10);
  const who = createHash('sha256').update(input.email).digest('hex').slice(0, 16);
  await queueMail(
    blogConfirmMail({
      to: input.email,
      salon: name,
      url: `${appOriginForSites()}/api/blog/subscribe/confirm?t=${encodeURIComponent(token)}`,
    }),
    { orgId, key: `blogsub-${orgId}-${who}-${day}` },
  );
}

/**
 * Follows a confirmation link: the address becomes (or stays) a client who
 * agreed to marketing e-mail, tagged as a blog subscriber. Answers where to
 * send the reader (the blog, saying they are subscribed).
 */
export async function confirmSubscription(token: string, now = new Date()): Promise<string> {
  const { orgId, email, name } = verify(token, now);
  const blog = await salonBlogUrl(orgId);
  if (!blog) throw new ApiError('not_found', 'This blog is not published any more.');
  // Read as stored: only the address and the tags matter here.
  const clients = clientsCollection(orgId).withConverter(null);
  const found = await clients
    .where('email', '==', email)
    .where('ownerStaffId', '==', null)
    .limit(1)
    .get();
  const existing = found.docs[0];
  const id =
    existing?.id ?? `blog-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;
  await db().runTransaction(async (tx) => {
    const ref = clients.doc(id);
    const current = (await tx.get(ref)).data();
    if (current) {
      const had = Array.isArray(current['tags']) ? (current['tags'] as string[]) : [];
      const tags = had.includes(BLOG_SUBSCRIBER_TAG)
        ? had
        : [...had, BLOG_SUBSCRIBER_TAG].slice(-MAX_CLIENT_TAGS);
      tx.update(ref, {
        tags,
        'marketingConsent.email': true,
        updatedAt: FieldValue.serverTimestamp(),
      });
    } else {
      const input = ZClientInput.parse({
        firstName: (name || email.split('@')[0] || 'Reader').slice(0, 50),
        email,
        tags: [BLOG_SUBSCRIBER_TAG],
        marketingConsent: { email: true, sms: false },
      });
      tx.create(ref, {
        id,
        ...newClientFields(input, null),
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    // Asking again lifts an earlier e-mail opt-out (marketing keeps opt-outs apart).
    tx.set(db().doc(`orgs/${orgId}/marketingOptOuts/${id}`), { email: false }, { merge: true });
  });
  return `${blog}?subscribed=1`;
}
