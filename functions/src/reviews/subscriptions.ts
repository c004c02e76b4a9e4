// How the reviews slice plugs into others: its requests go through the
// notifications queue, written by its own composer when each is due.
import { composeWith } from '../notifications';

composeWith('review', async (n, org) => {
  const { composeReviewRequest } = await import('./requests.service');
  return composeReviewRequest(n, org);
});
