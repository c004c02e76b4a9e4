// A salon's new blog post, sent to its blog's subscribers as a campaign:
// the clients tagged "Blog subscriber" who agreed to marketing e-mail
// (every send still checks opt-outs). One campaign per post, ever (its id
// follows from the post): a draft for the owner to look at, or launched at
// once, as the salon chose in its blog's settings.
import { logger } from 'firebase-functions';
import { BLOG_SUBSCRIBER_TAG, newsletterContent } from '@chairside/core/blog-newsletter';
import type { DomainEvents } from '../platform/events';
import { ApiError } from '../http/api-error';
import { createOwnCampaign, launchChecked } from './campaigns.service';

export const newsletterId = (postId: string) => `blog-${postId}`;

export async function newsletterFor(e: DomainEvents['blog.post-published'], now = Date.now()) {
  if (e.newsletter === 'off') return null;
  const id = newsletterId(e.postId);
  const made = await createOwnCampaign(
    id,
    {
      orgId: e.orgId,
      name: `Blog: ${e.post.title}`.slice(0, 100),
      channels: { email: true, sms: false },
      audience: { conditions: [{ kind: 'tag', tag: BLOG_SUBSCRIBER_TAG }] },
      content: newsletterContent(e.post),
      schedule: { kind: 'now' },
      // The salon's own limit replaces it (e-mail only: no text is sent).
      maxSmsSegments: 1,
    },
    'blog',
    now,
  );
  if (!made || e.newsletter !== 'send') return made ? 'draft' : null;
  try {
    await launchChecked(e.orgId, id, { now });
    return 'sent';
  } catch (err) {
    // No subscriber who may get it yet: it stays a draft, for the owner to see why.
    if (err instanceof ApiError && err.code === 'validation_failed') {
      logger.info('Blog newsletter left as a draft', { orgId: e.orgId, id, why: err.message });
      return 'draft';
    }
    throw err;
  }
}
