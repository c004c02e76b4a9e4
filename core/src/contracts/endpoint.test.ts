import { describe, expect, it } from 'vitest';
import { bookingContracts, appointmentContracts } from './booking';
import { pathOf } from './endpoint';

describe('contract paths', () => {
  it('fills and encodes every parameter, so a token with a slash stays one segment', () => {
    expect(pathOf(bookingContracts.manage, { token: 'a/b c' })).toBe('booking/manage/a%2Fb%20c');
    expect(pathOf(appointmentContracts.move, { bookingId: 'x1' })).toBe('bookings/x1/move');
  });

  it('calls an area root by the area alone', () => {
    expect(pathOf(bookingContracts.waitlist, {})).toBe('waitlist-entries');
    expect(pathOf(appointmentContracts.create, {})).toBe('bookings');
  });

  it('refuses a missing parameter instead of calling a wrong path', () => {
    expect(() => pathOf(bookingContracts.manage, {} as { token: string })).toThrow(/token/);
  });
});
