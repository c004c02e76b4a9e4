// The platform administrator's tools: the platform overview, helping a salon
// member by opening their session (impersonation), and the audit trail the
// salon's owner reads. Shared by the functions that enforce them and the
// pages that use them.
import { z } from 'zod';
import { zDocId } from './ids';
import { ZIsoDate } from './staff-profile';

/** The longest a support session lasts; the token says when it ends. */
export const IMPERSONATION_MINUTES = 30;

/** The claims a support session's token carries (custom token developer claims). */
export interface ImpersonationClaims {
  /** The super-admin's uid: present only in a support session. */
  impersonatedBy: string;
  /** impersonations/{id}: the session's record (ended when the admin ends it). */
  impersonationId: string;
  /** Why the admin opened it, as they wrote it (at most 200 characters). */
  impersonationReason: string;
  /** When the session ends, in milliseconds since the epoch. */
  impersonationExpires: number;
  /** Whether the admin asked for write access (with a second reason). */
  impersonationWrite: boolean;
}

const reason = (field: string) =>
  z
    .string()
    .trim()
    .min(10, `Say why in a sentence (at least 10 characters) for the ${field}.`)
    .max(200, `Keep the ${field} under 200 characters.`);

export const ZImpersonate = z
  .object({
    /** The person whose session to open. */
    userId: z.string().trim().pipe(zDocId('Choose the person to help.')),
    reason: reason('reason'),
    /** Read-only unless asked for, with its own reason. */
    write: z.boolean().default(false),
    writeReason: z.string().trim().max(200).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.write && v.writeReason.length < 10)
      ctx.addIssue({
        code: 'custom',
        path: ['writeReason'],
        message: 'Write access needs its own reason (at least 10 characters).',
      });
  });
export type ImpersonateInput = z.input<typeof ZImpersonate>;

export interface ImpersonationStarted {
  impersonationId: string;
  /** A Firebase custom token for the person's session (sign in with it). */
  token: string;
  expiresAt: string;
  write: boolean;
  person: { uid: string; email: string | null; displayName: string | null };
}

/** What the audit trail records. */
export const AUDIT_ACTIONS = [
  'impersonation.start',
  'impersonation.write',
  'impersonation.end',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** orgs/{orgId}/auditLog/{id}: one line of the append-only trail the owner reads. */
export interface AuditEntryView {
  id: string;
  action: AuditAction;
  at: string;
  /** The platform administrator who acted. */
  actorEmail: string;
  /** Whose session it was. */
  personName: string;
  personEmail: string;
  reason: string;
  /** For a write: the call made ("POST /api/clients/…") and its HTTP status. */
  detail: string;
  write: boolean;
}

export const ZAuditQuery = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
});

/** ?from&to (UTC days) and ?q for the platform overview. */
export const ZAdminDashboardQuery = z
  .object({
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
    /** Finds people by e-mail and salons by name or web address. */
    q: z.string().trim().max(100).default(''),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as USD.')
      .default('USD'),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to) {
      const days = (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000;
      if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'End after the start.' });
      else if (days > 31)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose at most 31 days.' });
    }
  });

export interface AdminDay {
  date: string;
  bookings: number;
  payments: number;
  /** Card, cash and other takings recorded that day, in minor units of the chosen currency. */
  takings: number;
  salons: number;
  people: number;
}

export interface AdminDashboardData {
  totals: { salons: number; people: number; memberships: number };
  currency: string;
  days: AdminDay[];
  salons: {
    id: string;
    name: string;
    slug: string;
    timeZone: string;
    ownerId: string;
    createdAt: string;
    /** No team member, service or opening hours yet, a week after it was made. */
    stuck: boolean;
  }[];
  failures: {
    messages: number;
    mail: number;
    webhooks: number;
    recent: { kind: 'message' | 'mail' | 'webhook'; orgId: string; at: string; reason: string }[];
  };
  /** Matches for ?q: people (to help) and salons. */
  found: {
    people: {
      uid: string;
      email: string | null;
      displayName: string | null;
      superAdmin: boolean;
      salons: { orgId: string; role: string }[];
    }[];
    salons: { id: string; name: string; slug: string }[];
  };
}

/** A demo sign-in on /test-accounts (the emulators' demo accounts). */
export interface TestAccount {
  uid: string;
  email: string;
  displayName: string;
  /** What the persona is: "Owner at Studio Nova", "Client at Studio Nova", "Platform administrator". */
  role: string;
}

export const ZTestSignIn = z.object({
  uid: z
    .string()
    .trim()
    .regex(/^demo-[a-z0-9-]+$/, 'Choose one of the demo accounts.'),
});
