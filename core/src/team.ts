import { z } from 'zod';
import { zDocId } from './ids';
import { ZRole } from './role-schema';

const ZId = z.string().trim().pipe(zDocId());
export const ZOrgId = ZId;

/** Invitations live for a week, then the link stops working. */
export const INVITE_TTL_DAYS = 7;

export const ZInviteInput = z.object({
  orgId: ZOrgId,
  email: z.email('Enter a valid e-mail address').max(254),
  displayName: z.string().trim().min(1, 'Enter their name').max(100, 'Use at most 100 characters'),
  role: ZRole,
});
export type InviteInput = z.infer<typeof ZInviteInput>;

/** An invitation token: 43 base64url characters (32 random bytes). */
export const ZInviteToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid. Ask for a new one.');

export const ZVerifyInvite = z.object({ token: ZInviteToken });
export const ZAcceptInviteQuery = z.object({ token: ZInviteToken });

export const ZStaffListQuery = z.object({
  orgId: ZOrgId,
  status: z.enum(['active', 'former', 'all']).default('active'),
  role: ZRole.optional(),
});

export const ZStaffOrgQuery = z.object({ orgId: ZOrgId });

export const ZStaffUpdate = z
  .object({
    orgId: ZOrgId,
    role: ZRole.optional(),
    displayName: z.string().trim().min(1, 'Enter a name').max(100).optional(),
  })
  .refine((u) => u.role !== undefined || u.displayName !== undefined, 'Nothing to change');
export type StaffUpdate = z.infer<typeof ZStaffUpdate>;

/** What GET staff answers for each team member. */
export interface StaffMember {
  id: string;
  displayName: string;
  /** Only for roles that may contact the team, and for oneself. */
  email: string | null;
  role: z.infer<typeof ZRole>;
  userId: string | null;
  status: 'active' | 'former';
  createdAt: string;
}

/** What verify-invite answers: enough to decide whether to accept. */
export interface InvitePreview {
  orgId: string;
  orgName: string;
  role: z.infer<typeof ZRole>;
  email: string;
  displayName: string;
  invitedBy: string;
  expiresAt: string;
}

export interface PendingInvite {
  id: string;
  email: string;
  displayName: string;
  role: z.infer<typeof ZRole>;
  expiresAt: string;
  emailSent: boolean;
}
