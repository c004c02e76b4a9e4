import { FieldValue } from 'firebase-admin/firestore';
import type { SalonView, WorkspaceView } from '@chairside/core/contracts/workspace';
import type { OrgRecord } from '@chairside/core/records/org';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { orgDoc, userDoc } from '../records/orgs';
import { getAll, MalformedRecord } from '../records/repository';

/** What pages use of a salon's record: no stored times, no keys. */
function salonView(org: OrgRecord): SalonView {
  const { createdAt, updatedAt, integrations, site_settings, ...view } = org;
  return view;
}

/**
 * The signed-in person's workspace: their salon index (from their profile),
 * each salon's name, and the active salon (the one they last worked in, or
 * their first). Reads the profile and one document per salon.
 */
export async function workspaceOf(caller: Caller): Promise<WorkspaceView> {
  const profile = (await userDoc(caller.uid).get()).data();
  const index = profile?.memberships ?? {};
  const orgIds = Object.keys(index);
  const stored = profile?.activeOrgId;
  const activeOrgId = stored && index[stored] ? stored : (orgIds[0] ?? null);
  // A client's salons (few: a person is a client of a handful at most).
  const clientOrgIds = Object.keys(profile?.clientOf ?? {})
    .filter((id) => !index[id])
    .slice(0, 10);
  const [snaps, clientSnaps] = await Promise.all([
    getAll(orgIds.map((id) => orgDoc(id))),
    getAll(clientOrgIds.map((id) => orgDoc(id))),
  ]);
  const nameOf = (snap: (typeof clientSnaps)[number]) => {
    try {
      return snap.data()?.name ?? null;
    } catch (err) {
      if (err instanceof MalformedRecord) return null;
      throw err;
    }
  };

  let active: WorkspaceView['active'] = null;
  const memberships = snaps.map((snap, i) => {
    const orgId = orgIds[i]!;
    const role = index[orgId]!;
    if (orgId === activeOrgId) {
      // The salon on screen must read: a stored record that does not fit is a 409, not a blank.
      const org = snap.data();
      if (org) active = { orgId, role, org: salonView(org) };
      return { orgId, role, name: org?.name ?? null };
    }
    try {
      return { orgId, role, name: snap.data()?.name ?? null };
    } catch (err) {
      if (err instanceof MalformedRecord) return { orgId, role, name: null };
      throw err;
    }
  });

  return {
    profile: {
      id: caller.uid,
      ...(profile?.displayName ? { displayName: profile.displayName } : {}),
      memberships: index,
      clientOf: profile?.clientOf ?? {},
      activeOrgId,
    },
    superAdmin: caller.superAdmin,
    memberships,
    active,
    clientSalons: clientSnaps.map((snap, i) => ({ orgId: clientOrgIds[i]!, name: nameOf(snap) })),
  };
}

/** Makes one of the caller's salons the active one; refuses a salon they are not in. */
export async function setActiveOrg(caller: Caller, orgId: string): Promise<string> {
  const profile = (await userDoc(caller.uid).get()).data();
  if (!profile?.memberships[orgId]) {
    throw new ApiError('forbidden', 'You are not a member of this salon.');
  }
  // A salon that stops being theirs meanwhile is harmless: the workspace falls back to another.
  await userDoc(caller.uid)
    .withConverter(null)
    .update({ activeOrgId: orgId, updatedAt: FieldValue.serverTimestamp() });
  return orgId;
}
