// The team calls: who works at the salon, their roles, and invitations.
import type { Role, RoleInfo } from '../roles';
import {
  ZAcceptInviteQuery,
  ZInviteInput,
  ZStaffListQuery,
  ZStaffOrgQuery,
  ZStaffUpdate,
  ZVerifyInvite,
  type InvitePreview,
  type PendingInvite,
  type StaffMember,
} from '../team';
import { endpoint } from './endpoint';

export const teamContracts = {
  /** The roles a salon member can have. */
  roles: endpoint<{ roles: (RoleInfo & { value: Role })[] }>()('GET', 'staff', '/roles'),
  /** An owner or manager invites someone by e-mail (201). */
  invite: endpoint<{ invite: PendingInvite; emailSent: boolean }>()(
    'POST',
    'staff',
    '/invite',
    ZInviteInput,
  ),
  /** What an invitation link offers (no sign-in needed). */
  verifyInvite: endpoint<{ invite: InvitePreview }>()(
    'POST',
    'staff',
    '/verify-invite',
    ZVerifyInvite,
  ),
  /** Join the salon as the invitation says. */
  acceptInvite: endpoint<{ orgId: string; role: Role; staffId: string }>()(
    'POST',
    'staff',
    '/accept-invite',
    undefined,
    ZAcceptInviteQuery,
  ),
  /** The team; owners and managers also get the pending invitations. */
  list: endpoint<{ staff: StaffMember[]; invites: PendingInvite[] | null }>()(
    'GET',
    'staff',
    '/',
    undefined,
    ZStaffListQuery,
  ),
  withdrawInvite: endpoint<{ revoked: true }>()(
    'DELETE',
    'staff',
    '/invites/:inviteId',
    undefined,
    ZStaffOrgQuery,
  ),
  /** E-mail a pending invitation again, with a new link. */
  resendInvite: endpoint<{ invite: PendingInvite; emailSent: boolean }>()(
    'POST',
    'staff',
    '/invites/:inviteId/resend',
    undefined,
    ZStaffOrgQuery,
  ),
  get: endpoint<{ staff: StaffMember }>()('GET', 'staff', '/:staffId', undefined, ZStaffOrgQuery),
  /** Change a team member's role or name. */
  update: endpoint<{ staff: StaffMember }>()('PUT', 'staff', '/:staffId', ZStaffUpdate),
  /** Take someone off the team (or leave it). */
  remove: endpoint<{ removed: true }>()('DELETE', 'staff', '/:staffId', undefined, ZStaffOrgQuery),
} as const;
