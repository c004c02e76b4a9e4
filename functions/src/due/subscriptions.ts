// What the due slice does when other slices publish (platform/events.ts): an
// appointment held for its deposit gets its release task at `holdUntil`, and
// loses it once paid, moved on or deleted.
import { on } from '../platform/events';
import { followDue } from './followers';

on('appointment.written', 'due: plan the task that releases an unpaid hold', async (e) => {
  const id = (e.after ?? e.before)?.id;
  if (!id) return;
  await followDue(
    'hold',
    { orgId: e.orgId, id },
    e.before ?? undefined,
    e.after ?? undefined,
    e.change === 'deleted',
  );
});
