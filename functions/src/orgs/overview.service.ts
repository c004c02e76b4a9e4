import type { SalonOverview } from '@chairside/core/contracts/workspace';
import { ROLES, canManageTeam } from '@chairside/core/roles';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { readableRecords } from '../records/repository';
import { servicesCollection } from '../records/services';
import { publicSiteDoc } from '../records/sites';
import { invitesCollection, staffCollection } from '../records/team';

/**
 * The owner's set-up checklist and the team card, for any member: the active
 * team, whether a service exists, whether an invitation waits (for those who
 * run the team) and whether the site is published. At most four queries, and
 * one read each for the services and the invitations.
 */
export async function overviewOf(caller: Caller, orgId: string): Promise<SalonOverview> {
  const membership = await requireRole(orgId, caller, 'any', { action: 'see this salon' });
  const seesInvites = canManageTeam(membership?.role);
  const [team, services, invites, site] = await Promise.all([
    staffCollection(orgId).where('status', '==', 'active').get(),
    servicesCollection(orgId).limit(1).get(),
    seesInvites
      ? invitesCollection(orgId).where('status', '==', 'pending').limit(1).get()
      : Promise.resolve(null),
    publicSiteDoc(orgId).get(),
  ]);
  return {
    team: readableRecords(team.docs)
      .map((s) => ({ id: s.id, userId: s.userId, displayName: s.displayName, role: s.role }))
      .sort(
        (a, b) =>
          ROLES.indexOf(a.role) - ROLES.indexOf(b.role) ||
          a.displayName.localeCompare(b.displayName),
      ),
    hasServices: !services.empty,
    invitePending: invites ? !invites.empty : null,
    sitePublished: site.exists,
  };
}
