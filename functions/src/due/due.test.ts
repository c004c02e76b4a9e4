import { describe, expect, it } from 'vitest';
import * as deployed from '../index';
import { DUE_KIND_NAMES, DUE_KINDS } from './kinds';
import { HORIZON_MS, QUEUE_FUNCTIONS, taskFor } from './queues';
import { SWEEP_EVERY } from './schedules';
import { DUE_RATES } from './tasks';

/** A deployed function's endpoint, as the Firebase CLI reads it from the export. */
function endpointOf(fn: unknown): Record<string, unknown> {
  if (typeof fn !== 'function') return {};
  const endpoint: unknown = Reflect.get(fn, '__endpoint');
  return typeof endpoint === 'object' && endpoint !== null ? { ...endpoint } : {};
}
const field = (o: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (v, k) => (typeof v === 'object' && v !== null ? Reflect.get(v, k) : undefined),
    o,
  );

/** One document pattern, whatever its wildcards are called. */
const samePath = (a: unknown, b: string) =>
  String(a).replace(/\{[^}]+\}/g, '{}') === b.replace(/\{[^}]+\}/g, '{}');

const exported = Object.entries(deployed).map(([name, fn]) => ({ name, ep: endpointOf(fn) }));

describe('due work in production', () => {
  it('follows every kind of due document with a deployed, retried trigger', () => {
    // An appointment's hold follows the bookings slice's one trigger on the document
    // (the event "appointment.written", due/subscriptions.ts).
    const byEvent: Partial<Record<string, string>> = { hold: 'bookingsOnWrite' };
    for (const kind of DUE_KIND_NAMES) {
      const followers = exported.filter(
        ({ ep }) =>
          samePath(
            field(ep, 'eventTrigger', 'eventFilterPathPatterns', 'document'),
            DUE_KINDS[kind].document,
          ) && String(field(ep, 'eventTrigger', 'eventType')).endsWith('.written'),
      );
      expect(
        followers
          .filter(({ name }) => (byEvent[kind] ? name === byEvent[kind] : name.startsWith('due')))
          .map(({ ep }) => field(ep, 'eventTrigger', 'retry')),
        `${kind}: no deployed trigger plans its tasks`,
      ).toEqual([true]);
    }
  });

  it('deploys a task-queue function for each queue, the marketing one slower', () => {
    const queues = exported.filter(({ ep }) => field(ep, 'taskQueueTrigger') !== undefined);
    expect(queues.map(({ name }) => name).sort()).toEqual(Object.values(QUEUE_FUNCTIONS).sort());
    const rate = (name: string) =>
      field(
        queues.find((q) => q.name === name)?.ep,
        'taskQueueTrigger',
        'rateLimits',
        'maxDispatchesPerSecond',
      );
    // Set per project by parameters (the emulators' project runs a few at a time).
    expect(rate('dueTransactional')).toBe(DUE_RATES.transactional);
    expect(rate('dueMarketing')).toBe(DUE_RATES.marketing);
    expect(DUE_RATES.marketing.options.default).toBeLessThan(
      Number(DUE_RATES.transactional.options.default),
    );
  });

  it('deploys one schedule, the sweeper, which the emulator route does not replace', () => {
    const schedules = exported.filter(({ ep }) => field(ep, 'scheduleTrigger') !== undefined);
    expect(
      schedules.map(({ name, ep }) => [name, field(ep, 'scheduleTrigger', 'schedule')]),
    ).toEqual([['dueSweep', SWEEP_EVERY]]);
  });
});

describe('due task names', () => {
  const item = { orgId: 'org1', id: 'n1' };
  const now = new Date('2026-11-26T09:00:00Z');

  it('names one task for one item and time, and another when the time moves', () => {
    const at = new Date('2026-11-27T09:00:00Z');
    expect(taskFor('notification', item, at, now).id).toBe(
      taskFor('notification', item, at, new Date(now.getTime() + 3_600_000)).id,
    );
    expect(taskFor('notification', item, new Date(at.getTime() + 60_000), now).id).not.toBe(
      taskFor('notification', item, at, now).id,
    );
    expect(taskFor('hold', item, at, now).id).not.toBe(taskFor('notification', item, at, now).id);
    expect(taskFor('notification', item, at, now).id).toMatch(/^[A-Za-z0-9_-]{1,500}$/);
  });

  it('reaches a time beyond the 30-day horizon in hops, the same while each waits', () => {
    const at = new Date(now.getTime() + 70 * 86_400_000);
    const first = taskFor('notification', item, at, now);
    expect(first.hops).toBe(2);
    expect(first.runAt.getTime()).toBe(at.getTime() - 2 * HORIZON_MS);
    expect(first.runAt.getTime()).toBeLessThanOrEqual(now.getTime() + HORIZON_MS);
    // Withdrawn a week later, before the hop ran: the same task is named.
    expect(taskFor('notification', item, at, new Date(now.getTime() + 7 * 86_400_000)).id).toBe(
      first.id,
    );
    // The hop, when it runs, plans the next one.
    const next = taskFor('notification', item, at, first.runAt);
    expect(next.hops).toBe(1);
    expect(next.id).not.toBe(first.id);
    expect(taskFor('notification', item, at, new Date(at.getTime() - 1000)).hops).toBe(0);
  });
});
