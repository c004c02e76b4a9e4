// How the marketing slice plugs into others: its messages go through the
// notifications queue, written by its own composer when each is due.
import { logger } from 'firebase-functions';
import { composeWith } from '../notifications';
import { on } from '../platform/events';

// A new appointment by a client who had marketing lately is credited to the
// message (within the salon's window; last touch wins). Safe to run twice.
on(
  'appointment.written',
  'marketing: credit a new appointment to the message before it',
  async (e) => {
    if (e.change !== 'created' || !e.after) return;
    const { attributeBooking } = await import('./tracking.service');
    const credited = await attributeBooking(e.orgId, e.after);
    if (credited) logger.info('Booking credited to marketing', { bookingId: e.after.id, credited });
  },
);

// A salon's new blog post goes to its blog's subscribers (a draft or at once, as the salon chose).
on(
  'blog.post-published',
  'marketing: a new post’s newsletter to the blog’s subscribers',
  async (e) => {
    const { newsletterFor } = await import('./blog-newsletter.service');
    const made = await newsletterFor(e);
    if (made) logger.info('Blog newsletter', { orgId: e.orgId, postId: e.postId, made });
  },
);

composeWith('marketing', async (n, org, now) => {
  const { composeMarketing } = await import('./compose');
  return composeMarketing(n, org, now);
});
