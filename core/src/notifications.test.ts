import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_SETTINGS,
  ZTemplateInput,
  movesForward,
  plannedConfirmRequests,
  plannedNotices,
  plannedReminders,
  reminderSendAt,
  renderTemplate,
  waitlistOpenings,
  type BookingFacts,
} from './notifications';

const NY = 'America/New_York';
const booking = (start: string, extra: Partial<BookingFacts> = {}): BookingFacts => ({
  id: 'b1',
  status: 'booked',
  start: new Date(start),
  awaiting: false,
  source: 'staff',
  canEmail: true,
  canText: false,
  ...extra,
});

describe('when reminders go out', () => {
  it('keeps the local time of day across the end of daylight saving time', () => {
    // Sunday 1 November 2026, 10:00 EST (clocks went back at 2:00 that morning).
    const start = new Date('2026-11-01T15:00:00Z');
    expect(reminderSendAt(start, 24, NY).toISOString()).toBe('2026-10-31T14:00:00.000Z'); // 10:00 EDT
    expect(reminderSendAt(start, 2, NY).toISOString()).toBe('2026-11-01T13:00:00.000Z');
  });

  it('plans one reminder per time and channel, none in the past, none for a cancelled or unpaid hold', () => {
    const b = booking('2026-12-01T15:00:00Z', { canText: true });
    const now = new Date('2026-11-30T20:00:00Z');
    const plan = plannedReminders(b, DEFAULT_REMINDER_SETTINGS, NY, now);
    // The 24-hour reminder (15:00Z on the 30th) has passed; the 2-hour one goes by e-mail and text.
    expect(plan.map((p) => [p.id, p.sendAt.toISOString()])).toEqual([
      ['reminder-2h-email-b1-1796137200000', '2026-12-01T13:00:00.000Z'],
      ['reminder-2h-sms-b1-1796137200000', '2026-12-01T13:00:00.000Z'],
    ]);
    expect(
      plannedReminders({ ...b, status: 'cancelled' }, DEFAULT_REMINDER_SETTINGS, NY, now),
    ).toEqual([]);
    expect(plannedReminders({ ...b, awaiting: true }, DEFAULT_REMINDER_SETTINGS, NY, now)).toEqual(
      [],
    );
  });

  it('asks a high-risk client to confirm two days before, only when the salon asks for it', () => {
    const b = booking('2026-12-10T15:00:00Z', { canText: true });
    const asks = { ...DEFAULT_REMINDER_SETTINGS, confirmRisky: true };
    const early = new Date('2026-11-20T12:00:00Z');
    // Off by default.
    expect(DEFAULT_REMINDER_SETTINGS.confirmRisky).toBe(false);
    expect(plannedConfirmRequests(b, DEFAULT_REMINDER_SETTINGS, NY, early)).toEqual([]);
    expect(
      plannedConfirmRequests(b, asks, NY, early).map((p) => [p.id, p.sendAt.toISOString()]),
    ).toEqual([
      ['confirm-request-email-b1-1796914800000', '2026-12-08T15:00:00.000Z'],
      ['confirm-request-sms-b1-1796914800000', '2026-12-08T15:00:00.000Z'],
    ]);
    // Booked the day before: asked at once; in its last four hours: not at all.
    const late = new Date('2026-12-09T18:00:00Z');
    expect(plannedConfirmRequests(b, asks, NY, late).map((p) => p.sendAt)).toEqual([late, late]);
    expect(plannedConfirmRequests(b, asks, NY, new Date('2026-12-10T12:00:00Z'))).toEqual([]);
    // Confirmed already, cancelled, or still waiting for its deposit: nothing.
    for (const other of [{ status: 'confirmed' }, { status: 'cancelled' }, { awaiting: true }])
      expect(plannedConfirmRequests({ ...b, ...other }, asks, NY, early)).toEqual([]);
  });

  it('sends a notice once when an appointment moves or is cancelled', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const before = booking('2026-12-01T15:00:00Z');
    const moved = booking('2026-12-02T15:00:00Z');
    expect(plannedNotices(before, moved, DEFAULT_REMINDER_SETTINGS, now).map((p) => p.id)).toEqual([
      'rescheduled-email-b1-1796223600000',
    ]);
    const cancelled = booking('2026-12-01T15:00:00Z', { status: 'cancelled' });
    expect(
      plannedNotices(before, cancelled, DEFAULT_REMINDER_SETTINGS, now).map((p) => p.id),
    ).toEqual(['cancelled-email-b1']);
    expect(plannedNotices(cancelled, cancelled, DEFAULT_REMINDER_SETTINGS, now)).toEqual([]);
    // Booked: confirmed once, online bookings too (from the queue, never inside the booking call).
    expect(plannedNotices(null, before, DEFAULT_REMINDER_SETTINGS, now).map((p) => p.id)).toEqual([
      'confirmation-email-b1',
    ]);
    const online = { ...before, source: 'online', canText: true };
    expect(plannedNotices(null, online, DEFAULT_REMINDER_SETTINGS, now).map((p) => p.id)).toEqual([
      'confirmation-email-b1',
      'confirmation-sms-b1',
    ]);
    const walkIn = { ...before, source: 'walk_in' };
    expect(plannedNotices(null, walkIn, DEFAULT_REMINDER_SETTINGS, now)).toEqual([]);
  });
});

describe('templates', () => {
  it('fill placeholders with plain text and refuse unknown ones', () => {
    const text = renderTemplate('Hi {{client_name}}, {{ service }} at {{time}}.', {
      client_name: '<b>Sam</b>',
      salon: 'Nova',
      service: 'Cut',
      stylist: 'Leo',
      time: 'Tuesday',
      manage_link: '',
      new_time: '',
    });
    expect(text).toBe('Hi <b>Sam</b>, Cut at Tuesday.');
    const bad = ZTemplateInput.safeParse({
      orgId: 'o',
      kind: 'reminder',
      channel: 'sms',
      body: 'Hi {{first_name}}',
    });
    expect(bad.error?.issues[0]?.message).toMatch(
      /^Use only these placeholders: \{\{client_name\}\}/,
    );
  });
});

describe('delivery status and phone numbers', () => {
  it('moves a status only forward, whatever order the callbacks come in', () => {
    expect(movesForward(null, 'queued')).toBe(true);
    expect(movesForward('sent', 'delivered')).toBe(true);
    expect(movesForward('delivered', 'sent')).toBe(false);
    expect(movesForward('delivered', 'delivered')).toBe(false);
    expect(movesForward('sent', 'made-up')).toBe(false);
  });
});

describe('the waitlist when a time opens up', () => {
  it('tells the clients waiting for that day, stylist, part of the day and service', () => {
    const cancelled = {
      id: 'b9',
      localDate: '2026-12-01',
      start: new Date('2026-12-01T19:00:00Z'), // 2:00 PM in New York
      staffId: 's-leo',
      serviceIds: ['cut'],
    };
    const entry = (id: string, extra: Record<string, unknown> = {}) => ({
      id,
      status: 'waiting',
      date: '2026-12-01',
      staffId: null,
      serviceIds: ['cut'],
      timeOfDay: 'any',
      canEmail: true,
      canText: true,
      ...extra,
    });
    const ids = waitlistOpenings(
      cancelled,
      [
        entry('any'),
        entry('afternoon', { timeOfDay: 'afternoon', canText: false }),
        entry('morning', { timeOfDay: 'morning' }),
        entry('noor', { staffId: 's-noor' }),
        entry('colour', { serviceIds: ['colour'] }),
        entry('other-day', { date: '2026-12-02' }),
        entry('contacted', { status: 'contacted' }),
      ],
      NY,
    ).map((p) => p.id);
    expect(ids).toEqual([
      'opening-email-b9-any',
      'opening-sms-b9-any',
      'opening-email-b9-afternoon',
    ]);
  });
});
