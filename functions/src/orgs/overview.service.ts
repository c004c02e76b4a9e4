import type { SalonOverview } from '@chairside/core/contracts/workspace';
import { ROLES, canManageTeam } from '@chairside/core/roles';
import { db } from '../firebase';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { readableRecords } from '../records/repository';
import { servicesCollection } from '../records/services';
import { publicSiteDoc } from '../records/sites';
import { invitesCollection, staffCollection } from '../records/team';

/**
 * The owner's set-up checklist and the team card, for any member: the active
 * team, whether a service exists, whether an invitation waits (for those who
 * run the team), whether the site is published and whether sample data is in
 * (for owners and managers). At most five queries, and one read each for the
 * services and the invitations.
 */
export async function overviewOf(caller: Caller, orgId: string): Promise<SalonOverview> {
  const membership = await requireRole(orgId, caller, 'any', { action: 'see this salon' });
  const seesInvites = canManageTeam(membership?.role);
  const seesSample = membership?.role === 'owner' || membership?.role === 'manager';
  const [team, services, invites, site, samples] = await Promise.all([
    staffCollection(orgId).where('status', '==', 'active').get(),
    servicesCollection(orgId).limit(1).get(),
    seesInvites
      ? invitesCollection(orgId).where('status', '==', 'pending').limit(1).get()
      : Promise.resolve(null),
    publicSiteDoc(orgId).get(),
    // Sample data is an import marked demo; a salon has one or two in its life.
    seesSample
      ? db().collection(`orgs/${orgId}/imports`).where('demo', '==', true).select('status').get()
      : Promise.resolve(null),
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
    sampleData: samples ? samples.docs.some((d) => d.get('status') !== 'rolled_back') : null,
  };
}
