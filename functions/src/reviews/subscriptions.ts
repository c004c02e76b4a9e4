// How the reviews slice plugs into others: its requests go through the
// notifications queue, written by its own composer when each is due.
import { logger } from 'firebase-functions';
import { composeWith } from '../notifications';
import { on } from '../platform/events';

// A visit checked out (completed) is asked for a review when the salon asks
// after every visit (once a visit; not a client asked in the last 30 days).
on('appointment.written', 'reviews: ask a checked-out visit for a review', async (e) => {
  const booking = e.after;
  if (booking?.status !== 'completed' || e.before?.status === 'completed') return;
  const { askAbout } = await import('./requests.service');
  const asked = await askAbout(e.orgId, booking);
  if (asked.requested) logger.info('Review requested', { bookingId: booking.id });
});

composeWith('review', async (n, org) => {
  const { composeReviewRequest } = await import('./requests.service');
  return composeReviewRequest(n, org);
});
