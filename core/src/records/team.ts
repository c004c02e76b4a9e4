// orgs/{orgId}/staff/{staffId} and orgs/{orgId}/staffPay/{staffId}.
import { z } from 'zod';
import { ZRole } from '../role-schema';
import { STAFF_COLORS, ZDateException, ZTimeOff, ZWeeklyHours } from '../staff-profile';
import {
  storedBoolean,
  storedString,
  tolerantArray,
  ZStoredDate,
  ZStoredOptionalDate,
} from './stored';

/** A team member: profile, role and working time. */
export const ZStaffRecord = z.object({
  id: z.string(),
  displayName: storedString(),
  role: ZRole.catch('staff'),
  userId: z.string().nullable().catch(null).default(null),
  status: z.enum(['active', 'former']).catch('active').default('active'),
  title: storedString(),
  bio: storedString(),
  photoUrl: storedString(),
  color: storedString(STAFF_COLORS[0]),
  /** Null until someone sets hours: the stylist then works the salon's opening hours. */
  weeklyHours: ZWeeklyHours.nullable().catch(null).default(null),
  exceptions: tolerantArray(ZDateException),
  timeOff: tolerantArray(ZTimeOff),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type StaffRecord = z.output<typeof ZStaffRecord>;

/** What a team member earns: read by owners, managers and the person. */
export const ZStaffPayRecord = z.object({
  id: z.string(),
  commissionRate: z.number().catch(0).default(0),
});
export type StaffPayRecord = z.output<typeof ZStaffPayRecord>;

/**
 * orgs/{orgId}/members/{uid}: a person's membership, what the rules read to
 * decide what they may do. Written only by the functions.
 */
export const ZMemberRecord = z.object({
  id: z.string(),
  uid: z.string(),
  role: ZRole,
  staffId: z.string().nullable().catch(null).default(null),
  status: z.enum(['active']).catch('active').default('active'),
  displayName: storedString(),
  invitedBy: z.string().optional().catch(undefined),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type MemberRecord = z.output<typeof ZMemberRecord>;

/**
 * orgs/{orgId}/staffContacts/{staffId}: a team member's e-mail address, kept
 * apart from the record every member reads. `userId` is null for someone
 * without an account yet.
 */
export const ZStaffContactRecord = z.object({
  id: z.string(),
  email: z.string().nullable().catch(null).default(null),
  userId: z.string().nullable().catch(null).default(null),
  updatedAt: ZStoredDate,
});
export type StaffContactRecord = z.output<typeof ZStaffContactRecord>;

export const INVITE_STATUSES = ['pending', 'accepted', 'replaced', 'revoked'] as const;

/**
 * orgs/{orgId}/invites/{inviteId}: an invitation to join the team. Only the
 * hash of its link's token is stored.
 */
export const ZInviteRecord = z.object({
  id: z.string(),
  orgId: z.string(),
  email: z.string(),
  displayName: storedString(),
  role: ZRole,
  tokenHash: z.string(),
  status: z.enum(INVITE_STATUSES),
  invitedBy: z.string(),
  invitedByName: storedString('Your salon'),
  emailSent: storedBoolean(false),
  expiresAt: ZStoredDate,
  acceptedBy: z.string().optional(),
  acceptedAt: ZStoredOptionalDate.optional(),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type InviteRecord = z.output<typeof ZInviteRecord>;
