import { describe, expect, it } from 'vitest';
import { eventBus, subscriptions } from './events';
import '../subscriptions';

describe('events between slices', () => {
  it('runs every handler in the order they registered; a failing one is counted and does not stop the rest', async () => {
    const bus = eventBus();
    const seen: string[] = [];
    bus.on('site.content-changed', 'test: first', async () => {
      seen.push('first');
      throw new Error('down');
    });
    bus.on('site.content-changed', 'test: second', async ({ what }) => {
      seen.push(`second ${what}`);
    });
    expect(await bus.publish('site.content-changed', { orgId: 'o1', what: 'shop' })).toBe(1);
    expect(seen).toEqual(['first', 'second shop']);
  });

  it('registers a handler once, however often its module is loaded', async () => {
    const bus = eventBus();
    let calls = 0;
    bus.on('appointment.secured', 'test: once', async () => void calls++);
    bus.on('appointment.secured', 'test: once', async () => void calls++);
    await bus.publish('appointment.secured', { orgId: 'o1', bookingId: 'b1' });
    expect(calls).toBe(1);
  });

  it('runs independent handlers together when asked, still counting each failure', async () => {
    const bus = eventBus();
    const seen: string[] = [];
    bus.on('appointment.secured', 'test: slow', async () => {
      await new Promise((r) => setTimeout(r, 30));
      seen.push('slow');
    });
    bus.on('appointment.secured', 'test: fails', async () => {
      seen.push('fails');
      throw new Error('no');
    });
    bus.on('appointment.secured', 'test: quick', async () => void seen.push('quick'));
    const event = { orgId: 'o1', bookingId: 'b1' };
    expect(await bus.publish('appointment.secured', event, { together: true })).toBe(1);
    expect(seen).toEqual(['fails', 'quick', 'slow']);
    seen.length = 0;
    expect(await bus.publish('appointment.secured', event)).toBe(1);
    expect(seen).toEqual(['slow', 'fails', 'quick']);
  });

  it('an event nobody handles changes nothing', async () => {
    expect(await eventBus().publish('appointment.secured', { orgId: 'o', bookingId: 'b' })).toBe(0);
  });

  it('the composition root wires each slice to the events it handles', () => {
    expect(subscriptions()).toEqual({
      'appointment.written': [
        'calendar: push the appointment to its member’s calendar',
        'due: plan the task that releases an unpaid hold',
        'intelligence: score the appointment’s no-show risk',
        'marketing: credit a new appointment to the message before it',
        'notifications: plan reminders and notices',
        'reviews: ask a checked-out visit for a review',
      ],
      'payment.succeeded': ['gift-cards: issue the gift card bought'],
      'appointment.cancelled': [
        'payments: give the deposit (and what was paid ahead) back when cancelled inside the policy',
      ],
      'appointment.high-risk': [
        'notifications: ask the client of a high-risk appointment to confirm',
      ],
      'blog.post-published': ['marketing: a new post’s newsletter to the blog’s subscribers'],
      'sms.received': ['messaging: a client’s text lands in their conversation'],
      'site.content-changed': ['sites: refresh the published site'],
    });
  });
});
