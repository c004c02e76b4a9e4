import { describe, expect, it } from 'vitest';
import { suggestReplies, type ReplyContext } from './reply-suggestions';

const base: ReplyContext = {
  clientFirstName: 'Sam',
  clientText: '',
  salonName: 'Studio Nova',
  next: {
    when: 'Saturday, December 5 at 10:00 AM EST',
    what: 'Cut & finish',
    withWhom: 'Leo',
    manageUrl: 'https://app.test/book-now?manage=t',
  },
  bookUrl: 'https://app.test/book-now?salon=studio-nova',
  cancellationHours: 24,
  services: [
    { name: 'Cut & finish', price: 6500, currency: 'USD', durationMinutes: 60 },
    { name: 'Full colour', price: 12000, currency: 'USD', durationMinutes: 120 },
  ],
};

const labels = (ctx: Partial<ReplyContext>) =>
  suggestReplies({ ...base, ...ctx }).map((s) => s.label);

describe('suggested replies', () => {
  it('answers a client asking to move with the manage link and the salon’s window', () => {
    const [first] = suggestReplies({ ...base, clientText: 'Can I reschedule to next week?' });
    expect(first).toEqual({
      label: 'Change appointment',
      text: 'Hi Sam, of course. You can move or cancel your Cut & finish on Saturday, December 5 at 10:00 AM EST online up to 24 hours before it starts: https://app.test/book-now?manage=t',
    });
  });

  it('quotes the prices of the services the client names', () => {
    const prices = suggestReplies({ ...base, clientText: 'How much is a full colour?' }).find(
      (s) => s.label === 'Prices',
    );
    expect(prices?.text).toBe('Hi Sam, Full colour is $120 and takes about 2 hr.');
  });

  it('gives the booking link to a client with nothing booked, and the next visit otherwise', () => {
    expect(labels({ next: null, clientText: 'Any chance of a Saturday morning?' })).toEqual([
      'Booking link',
      'Thanks',
    ]);
    expect(labels({ clientText: 'When is my appointment again?' })).toContain('Next appointment');
  });

  it('acknowledges a late client first, and never offers more than four replies', () => {
    const all = labels({ clientText: 'Running 10 min late, also how much to book a colour?' });
    expect(all[0]).toBe('Running late');
    expect(all.length).toBeLessThanOrEqual(4);
  });
});
