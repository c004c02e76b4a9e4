import { describe, expect, it } from 'vitest';
import { ROLES } from '@chairside/core/roles';
import { SALON_NAV, isCurrent, navFor } from './salon-nav';

const everything = () => true;
const labels = (role: Parameters<typeof navFor>[0]) =>
  navFor(role, everything).flatMap((s) => s.items.map((i) => i.label));

describe('the salon navigation', () => {
  it('puts the appointment book first for every role on the team', () => {
    for (const role of ROLES) expect(labels(role)[0]).toBe('Appointments');
  });

  it('shows each role only what it may use', () => {
    expect(labels('owner')).toEqual(SALON_NAV.flatMap((s) => s.items.map((i) => i.label)));
    expect(labels('staff')).toEqual([
      'Appointments',
      'Schedule',
      'Dashboard',
      'Messages',
      'Clients',
      'Marketing',
      'Reviews',
      'Portfolio',
      'Products',
      'Team',
      'Pay',
      'Performance',
      'Calendars',
      'Services',
      // Stylists the owner makes authors write their own posts.
      'Blog',
    ]);
    expect(labels('booth_renter')).toContain('Point of sale');
    expect(labels('booth_renter')).not.toContain('Pay');
    expect(labels('booth_renter')).not.toContain('Payments');
    // Marketing is the salon's: a renter's own clients are theirs.
    expect(labels('booth_renter')).not.toContain('Marketing');
    expect(labels('front_desk')).toContain('Reports');
    expect(labels('front_desk')).not.toContain('Salon settings');
    expect(labels('manager')).not.toContain('Import data');
  });

  it('leaves out pages that have not landed, and sections left empty', () => {
    const nav = navFor('owner', (p) => p === '/appointments');
    expect(nav).toEqual([
      { title: 'Today', items: [expect.objectContaining({ to: '/appointments' })] },
    ]);
  });

  it('highlights an area on its own pages and the pages it owns', () => {
    const book = SALON_NAV[0]!.items[0]!;
    expect(isCurrent(book, '/appointments')).toBe(true);
    expect(isCurrent(book, '/appointments/')).toBe(true);
    expect(isCurrent(book, '/schedule-dashboard')).toBe(false);
    expect(isCurrent(book, '/appointmentsx')).toBe(false);
    const dashboard = SALON_NAV[0]!.items.find((i) => i.label === 'Dashboard')!;
    expect(isCurrent(dashboard, '/owner-dashboard')).toBe(true);
  });
});
