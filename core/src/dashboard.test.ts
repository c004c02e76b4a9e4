import { describe, expect, it } from 'vitest';
import { dashboardFor } from './dashboard';

const none = { superAdmin: false, memberships: {}, clientOf: {} };

describe('/dashboard sends each person to their place', () => {
  it('owner → /owner-dashboard', () => {
    expect(dashboardFor({ ...none, memberships: { nova: 'owner' } })).toEqual({
      path: '/owner-dashboard',
      orgId: 'nova',
    });
  });

  it('a booth renter who owns no salon → /booth-renter-dashboard', () => {
    expect(dashboardFor({ ...none, memberships: { nova: 'booth_renter' } }).path).toBe(
      '/booth-renter-dashboard',
    );
  });

  it('a booth renter who also owns a salon → /owner-dashboard, for the owned salon', () => {
    const target = dashboardFor({ ...none, memberships: { a: 'booth_renter', b: 'owner' } }, 'a');
    expect(target).toEqual({ path: '/owner-dashboard', orgId: 'b' });
  });

  it('stylists, front desk and managers → /staff-dashboard', () => {
    for (const role of ['staff', 'front_desk', 'manager'] as const) {
      expect(dashboardFor({ ...none, memberships: { nova: role } }).path).toBe('/staff-dashboard');
    }
  });

  it('a client → /client-dashboard', () => {
    expect(dashboardFor({ ...none, clientOf: { nova: 'c1' } }).path).toBe('/client-dashboard');
  });

  it('a super-admin → /super-admin-dashboard', () => {
    expect(dashboardFor({ ...none, superAdmin: true, memberships: { nova: 'owner' } }).path).toBe(
      '/super-admin-dashboard',
    );
  });

  it('someone with no salon yet → onboarding', () => {
    expect(dashboardFor(none).path).toBe('/onboarding');
  });

  it('prefers the active salon among salons of the same kind', () => {
    const m = { a: 'owner', b: 'owner' } as const;
    expect(dashboardFor({ ...none, memberships: m }, 'b').orgId).toBe('b');
    expect(dashboardFor({ ...none, memberships: m }, null).orgId).toBe('a');
  });
});
