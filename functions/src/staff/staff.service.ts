import { FieldValue } from 'firebase-admin/firestore';
import type { StaffContactRecord, StaffRecord } from '@chairside/core/records/team';
import {
  CONTACT_VISIBLE_ROLES,
  TEAM_CHANGE_MESSAGES,
  canEditDetails,
  teamChangeDenial,
  type Role,
} from '@chairside/core/roles';
import type { StaffMember, StaffUpdate } from '@chairside/core/team';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import type { Membership } from '../http/membership';
import { readUser, writeMembershipIndex } from '../orgs';
import { readableRecords } from '../records/repository';
import {
  memberDoc,
  membersCollection,
  staffCollection,
  staffContactDoc,
  staffContactsCollection,
  staffDoc,
} from '../records/team';

/** Whether the viewer may see team members' e-mail addresses (everyone sees their own). */
const seesContacts = (viewer: Caller, viewerRole: Role | null) =>
  viewer.superAdmin || (viewerRole !== null && CONTACT_VISIBLE_ROLES.includes(viewerRole));

/**
 * The e-mail addresses this viewer may see, by staff id: all of them for
 * those who contact the team, else only their own. Addresses live in
 * staffContacts, apart from the records every member reads.
 */
async function visibleContacts(
  orgId: string,
  viewer: Caller,
  viewerRole: Role | null,
  staffId?: string,
): Promise<Map<string, string>> {
  let records: (StaffContactRecord | undefined)[];
  if (seesContacts(viewer, viewerRole)) {
    records = staffId
      ? [(await staffContactDoc(orgId, staffId).get()).data()]
      : readableRecords((await staffContactsCollection(orgId).get()).docs);
  } else {
    const own = staffContactsCollection(orgId).where('userId', '==', viewer.uid).limit(1);
    records = readableRecords((await own.get()).docs);
  }
  return new Map(records.flatMap((c) => (c?.email ? [[c.id, c.email] as const] : [])));
}

function toStaffMember(staff: StaffRecord, contacts: Map<string, string>): StaffMember {
  return {
    id: staff.id,
    displayName: staff.displayName,
    email: contacts.get(staff.id) ?? null,
    role: staff.role,
    userId: staff.userId,
    status: staff.status,
    createdAt: staff.createdAt.toISOString(),
  };
}

const ROLE_ORDER: Role[] = ['owner', 'manager', 'front_desk', 'staff', 'booth_renter'];

export async function listStaff(
  orgId: string,
  viewer: Caller,
  viewerRole: Role | null,
  filter: { status: 'active' | 'former' | 'all'; role?: Role | undefined },
): Promise<StaffMember[]> {
  let query: FirebaseFirestore.Query<StaffRecord> = staffCollection(orgId);
  if (filter.status !== 'all') query = query.where('status', '==', filter.status);
  if (filter.role) query = query.where('role', '==', filter.role);
  const [snap, contacts] = await Promise.all([
    query.get(),
    visibleContacts(orgId, viewer, viewerRole),
  ]);
  return readableRecords(snap.docs)
    .map((d) => toStaffMember(d, contacts))
    .sort(
      (a, b) =>
        ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) ||
        a.displayName.localeCompare(b.displayName),
    );
}

export async function getStaff(
  orgId: string,
  staffId: string,
  viewer: Caller,
  viewerRole: Role | null,
) {
  const [snap, contacts] = await Promise.all([
    staffDoc(orgId, staffId).get(),
    visibleContacts(orgId, viewer, viewerRole, staffId),
  ]);
  const staff = snap.data();
  if (!staff)
    throw new ApiError('not_found', 'There is no team member with that id in this salon.');
  return toStaffMember(staff, contacts);
}

/**
 * Changes a team member's role or name, or (newRole null via removeStaff)
 * takes them off the team. Runs in a transaction that counts owners, so two
 * owners stepping down at once cannot leave a salon without one.
 */
async function changeTeamMember(
  caller: Caller,
  actor: Membership,
  orgId: string,
  staffId: string,
  change: { role?: Role | undefined; displayName?: string | undefined; remove?: boolean },
) {
  const staffRef = staffDoc(orgId, staffId);
  return db().runTransaction(async (tx) => {
    const staff = (await tx.get(staffRef)).data();
    if (!staff || staff.status === 'former') {
      throw new ApiError('not_found', 'There is no team member with that id in this salon.');
    }
    const { userId, role: targetRole } = staff;
    const isSelf = userId === caller.uid;
    const memberRef = userId ? memberDoc(orgId, userId) : null;
    const [owners, user] = await Promise.all([
      tx.get(membersCollection(orgId).where('role', '==', 'owner')),
      userId ? readUser(tx, userId) : Promise.resolve(null),
    ]);

    const newRole = change.remove ? null : (change.role ?? targetRole);
    const roleChanges = change.remove || newRole !== targetRole;
    if (roleChanges) {
      const denial = teamChangeDenial({
        actorRole: actor.role,
        isSelf,
        targetRole,
        newRole,
        ownerCount: owners.size,
      });
      if (denial) {
        throw new ApiError(
          denial === 'last_owner' ? 'conflict' : 'forbidden',
          TEAM_CHANGE_MESSAGES[denial],
          { reason: denial },
        );
      }
    } else if (!isSelf && !canEditDetails(actor.role, targetRole)) {
      throw new ApiError('forbidden', 'You cannot change this team member’s details.');
    }

    const now = FieldValue.serverTimestamp();
    if (change.remove) {
      tx.update(staffRef, { status: 'former', removedAt: now, updatedAt: now });
      if (memberRef && user) {
        tx.delete(memberRef);
        writeMembershipIndex(tx, user, userId!, orgId, null, null);
      }
      return null;
    }
    const fields: Record<string, unknown> = { updatedAt: now };
    if (change.role) fields['role'] = change.role;
    if (change.displayName) fields['displayName'] = change.displayName;
    tx.update(staffRef, fields);
    if (memberRef && user) {
      tx.update(memberRef, fields);
      if (change.role) writeMembershipIndex(tx, user, userId!, orgId, change.role, null);
    }
    return staffId;
  });
}

export async function updateStaff(
  caller: Caller,
  actor: Membership,
  staffId: string,
  update: StaffUpdate,
) {
  await changeTeamMember(caller, actor, update.orgId, staffId, update);
  return getStaff(update.orgId, staffId, caller, actor.role);
}

export async function removeStaff(
  caller: Caller,
  actor: Membership,
  orgId: string,
  staffId: string,
) {
  await changeTeamMember(caller, actor, orgId, staffId, { remove: true });
}
