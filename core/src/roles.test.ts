import { describe, expect, it } from 'vitest';
import { assignableRoles, teamChangeDenial, type TeamChange } from './roles';

const change = (c: Partial<TeamChange>): TeamChange => ({
  actorRole: 'owner',
  isSelf: false,
  targetRole: 'staff',
  newRole: 'front_desk',
  ownerCount: 1,
  ...c,
});

describe('team changes', () => {
  it('lets an owner change and remove a stylist', () => {
    expect(teamChangeDenial(change({}))).toBeNull();
    expect(teamChangeDenial(change({ newRole: null }))).toBeNull();
  });

  it('never lets anyone else demote or remove an owner, even another owner', () => {
    const base = { targetRole: 'owner' as const, ownerCount: 2 };
    expect(teamChangeDenial(change({ ...base, newRole: 'staff' }))).toBe('owner_protected');
    expect(teamChangeDenial(change({ ...base, actorRole: 'manager', newRole: null }))).toBe(
      'owner_protected',
    );
  });

  it('lets an owner step down only while another owner remains', () => {
    const self = { targetRole: 'owner' as const, isSelf: true };
    expect(teamChangeDenial(change({ ...self, newRole: 'manager', ownerCount: 2 }))).toBeNull();
    expect(teamChangeDenial(change({ ...self, newRole: null, ownerCount: 1 }))).toBe('last_owner');
    expect(teamChangeDenial(change({ ...self, newRole: 'staff', ownerCount: 1 }))).toBe(
      'last_owner',
    );
  });

  it('keeps managers below owner level', () => {
    const manager = { actorRole: 'manager' as const };
    expect(teamChangeDenial(change({ ...manager, newRole: 'owner' }))).toBe('role_not_assignable');
    expect(teamChangeDenial(change({ ...manager, newRole: 'manager' }))).toBe(
      'role_not_assignable',
    );
    expect(teamChangeDenial(change({ ...manager, targetRole: 'manager', newRole: null }))).toBe(
      'not_allowed',
    );
    expect(teamChangeDenial(change({ ...manager, newRole: 'booth_renter' }))).toBeNull();
  });

  it('gives stylists, front desk and booth renters no team powers but lets them leave', () => {
    for (const actorRole of ['staff', 'front_desk', 'booth_renter'] as const) {
      expect(assignableRoles(actorRole)).toEqual([]);
      expect(teamChangeDenial(change({ actorRole }))).toBe('not_allowed');
      expect(
        teamChangeDenial(change({ actorRole, targetRole: actorRole, isSelf: true, newRole: null })),
      ).toBeNull();
    }
  });
});

describe('editing details', () => {
  it('is for owners and managers, below their own level', async () => {
    const { canEditDetails } = await import('./roles');
    expect(canEditDetails('owner', 'manager')).toBe(true);
    expect(canEditDetails('owner', 'owner')).toBe(false);
    expect(canEditDetails('manager', 'staff')).toBe(true);
    expect(canEditDetails('manager', 'manager')).toBe(false);
    expect(canEditDetails('staff', 'staff')).toBe(false);
  });
});
