// How the marketing slice plugs into others: its messages go through the
// notifications queue, written by its own composer when each is due.
import { composeWith } from '../notifications';

composeWith('marketing', async (n, org, now) => {
  const { composeMarketing } = await import('./compose');
  return composeMarketing(n, org, now);
});
