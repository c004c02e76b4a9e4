import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { assertWorksWith, worksWith } from './client-access';

const salonClient = { ownerStaffId: null };
const priyasClient = { ownerStaffId: 's-priya' };
const member = (role: string, staffId: string | null = null) =>
  ({ role, staffId }) as Parameters<typeof worksWith>[0];

describe('whose clients a member works with', () => {
  it('owners and managers: every client', () => {
    for (const role of ['owner', 'manager']) {
      expect(worksWith(member(role), salonClient)).toBe(true);
      expect(worksWith(member(role), priyasClient)).toBe(true);
    }
  });
  it("the front desk and stylists: the salon's clients, not a renter's private ones", () => {
    for (const role of ['front_desk', 'staff']) {
      expect(worksWith(member(role, 's-leo'), salonClient)).toBe(true);
      expect(worksWith(member(role, 's-leo'), priyasClient)).toBe(false);
    }
  });
  it('a booth renter: their own private clients only', () => {
    expect(worksWith(member('booth_renter', 's-priya'), priyasClient)).toBe(true);
    expect(worksWith(member('booth_renter', 's-priya'), salonClient)).toBe(false);
    expect(worksWith(member('booth_renter', 's-zoe'), priyasClient)).toBe(false);
  });
  it('refuses in words, and lets the server (no membership) through', () => {
    expect(() => assertWorksWith(member('booth_renter', 's-priya'), salonClient)).toThrow(
      new ApiError('forbidden', 'You do not work with this client.'),
    );
    expect(() => assertWorksWith(null, priyasClient)).not.toThrow();
  });
});
