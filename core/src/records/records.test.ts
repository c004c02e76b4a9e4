import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_POLICY } from '../booking';
import { ZBookingRecord } from './booking';
import { ZOrgRecord } from './org';
import { ZStaffRecord } from './team';

const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

describe('stored records', () => {
  it('reads an older salon without a booking policy with the defaults', () => {
    const org = ZOrgRecord.parse({
      id: 'o1',
      name: 'Nova',
      createdAt: timestamp('2026-01-01T00:00:00Z'),
    });
    expect(org.bookingPolicy).toEqual(DEFAULT_BOOKING_POLICY);
    expect(org.timeZone).toBe('UTC');
    expect(org.createdAt.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('leaves out one unreadable time-off entry, not the whole list', () => {
    const staff = ZStaffRecord.parse({
      id: 's1',
      role: 'staff',
      timeOff: [
        { id: 't1', from: '2026-12-01', to: '2026-12-02' },
        { id: 't2', from: 'not a date', to: '2026-12-02' },
      ],
    });
    expect(staff.timeOff.map((t) => t.id)).toEqual(['t1']);
  });

  it('refuses a booking without its stylist or status: such a document is a bug', () => {
    const base = {
      id: 'b1',
      startTime: timestamp('2026-12-01T10:00:00Z'),
      endTime: timestamp('2026-12-01T11:00:00Z'),
    };
    expect(ZBookingRecord.safeParse({ ...base, status: 'booked' }).success).toBe(false);
    const ok = ZBookingRecord.parse({ ...base, staffId: 's1', status: 'booked' });
    expect(ok.startTime.getTime()).toBe(Date.parse('2026-12-01T10:00:00Z'));
    expect(ok.source).toBe('staff');
  });
});
