// The calls every signed-in page starts with: who the person is, their salons
// and the one on screen, and the owner's set-up overview. No zod in this
// module (and no request bodies): the signed-in first visit loads it, and it
// must stay light. The server checks each path parameter.
import type { OrgRecord, UserProfileRecord } from '../records/org';
import type { Role } from '../roles';
import { endpoint } from './endpoint';

/** The salon on screen, as pages use it (its stored record without times and keys). */
export type SalonView = Omit<
  OrgRecord,
  'createdAt' | 'updatedAt' | 'integrations' | 'site_settings'
>;

export interface WorkspaceView {
  /** The person's profile: their salon index and the salon they last worked in. */
  profile: Omit<UserProfileRecord, 'activeOrgId'> & { activeOrgId: string | null };
  superAdmin: boolean;
  /** The salons this person works at, with their names (null for one that cannot be read). */
  memberships: { orgId: string; role: Role; name: string | null }[];
  /** The salon on screen, or null when the person belongs to none. */
  active: { orgId: string; role: Role; org: SalonView } | null;
  /** The salons this person is a client of, with their names (the header shows them). */
  clientSalons: { orgId: string; name: string | null }[];
}

/** What the owner's set-up checklist and the team card show. */
export interface SalonOverview {
  /** The active team, owners first. */
  team: { id: string; userId: string | null; displayName: string; role: Role }[];
  hasServices: boolean;
  /** Whether an invitation waits for an answer; null for roles that do not see invitations. */
  invitePending: boolean | null;
  sitePublished: boolean;
  /** Whether the salon holds sample data; null for roles that may not add or remove it. */
  sampleData: boolean | null;
}

export const workspaceContracts = {
  /** GET /api/session/workspace: the signed-in person's salons and the active one. */
  workspace: endpoint<WorkspaceView>()('GET', 'session', '/workspace'),
  /** PUT /api/session/active-org/:orgId: work in another of one's salons. */
  setActiveOrg: endpoint<{ activeOrgId: string }>()('PUT', 'session', '/active-org/:orgId'),
  /** GET /api/orgs/:orgId/overview: the set-up checklist and the team (any member). */
  overview: endpoint<SalonOverview>()('GET', 'orgs', '/:orgId/overview'),
} as const;
