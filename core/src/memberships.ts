// Memberships: the plans a salon sells (a price every month or year and what a
// member gets: services included each period, a discount on services and on
// products, priority booking, perks), who belongs to which plan, and the
// arithmetic of periods, benefits and recurring revenue. Pure: the server and
// the browser both use it.
import { z } from 'zod';
import { ZIdempotencyKey } from './ids';
import { zDocId } from './ids';

/** The most a plan may cost per period (minor units): 10,000.00. */
export const MAX_PLAN_PRICE_MINOR = 1_000_000;
/** Stripe's smallest charge in most currencies is 0.50. */
export const MIN_PLAN_PRICE_MINOR = 100;
export const MAX_INCLUDED_SERVICES = 10;
export const MAX_PERKS = 8;

const ZOrgId = z.string().trim().pipe(zDocId('Not a salon id'));
export const ZMembershipDefinitionId = z.string().trim().pipe(zDocId('Not a membership plan id'));
export const ZMembershipId = z.string().trim().pipe(zDocId('Not a membership id'));

const text = (max: number, what: string) =>
  z.string().trim().max(max, `The ${what} can be at most ${max} characters`).default('');
const percent = (what: string) =>
  z
    .number({ error: `Enter the ${what}` })
    .int(`The ${what} is a whole percent`)
    .min(0, `The ${what} is at least 0%`)
    .max(100, `The ${what} is at most 100%`)
    .default(0);

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
export const INTERVAL_LABELS: Record<BillingInterval, string> = { month: 'month', year: 'year' };

// ── Plans ───────────────────────────────────────────────────────────────────

export const ZIncludedService = z.object({
  serviceId: z.string().trim().pipe(zDocId('Not a service id')),
  /** How many of this service a member has each period. */
  count: z
    .number({ error: 'Enter how many' })
    .int('Include whole services')
    .min(1, 'Include at least one')
    .max(31, 'Include at most 31 a period'),
});
export type IncludedService = z.output<typeof ZIncludedService>;

export const ZMembershipBenefits = z.object({
  includedServices: z
    .array(ZIncludedService)
    .max(MAX_INCLUDED_SERVICES, `Include at most ${MAX_INCLUDED_SERVICES} services`)
    .default([])
    .superRefine((list, ctx) => {
      const ids = list.map((s) => s.serviceId);
      if (new Set(ids).size !== ids.length)
        ctx.addIssue({ code: 'custom', message: 'A service is included twice' });
    }),
  serviceDiscountPercent: percent('discount on services'),
  productDiscountPercent: percent('discount on products'),
  /** Members see times further ahead than other clients. */
  priorityBooking: z.boolean().default(false),
  /** Other perks, in the salon's words ("A free drink every visit"). */
  perks: z
    .array(
      z.string().trim().min(1, 'A perk cannot be empty').max(80, 'Keep a perk to 80 characters'),
    )
    .max(MAX_PERKS, `List at most ${MAX_PERKS} perks`)
    .default([]),
});
export type MembershipBenefits = z.output<typeof ZMembershipBenefits>;

export const ZMembershipDefinitionInput = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Give the plan a name of at least 2 characters')
    .max(60, 'Use at most 60 characters'),
  description: text(400, 'description'),
  /** The price per billing interval (minor units). */
  price: z
    .number({ error: 'Enter the price' })
    .int('The price is in whole cents')
    .min(MIN_PLAN_PRICE_MINOR, 'The price is at least 1.00')
    .max(MAX_PLAN_PRICE_MINOR, 'The price is at most 10,000.00'),
  billing_interval: z
    .enum(BILLING_INTERVALS, { error: 'Choose monthly or yearly' })
    .default('month'),
  benefits: ZMembershipBenefits.default({
    includedServices: [],
    serviceDiscountPercent: 0,
    productDiscountPercent: 0,
    priorityBooking: false,
    perks: [],
  }),
  /** Clients can join from the salon's website (with Stripe connected). */
  onlineSignup: z.boolean().default(true),
  /** Still sold; a retired plan keeps its members until they leave. */
  active: z.boolean().default(true),
});
export type MembershipDefinitionInput = z.input<typeof ZMembershipDefinitionInput>;
export type MembershipDefinitionFields = z.output<typeof ZMembershipDefinitionInput>;

export const ZSaveMembershipDefinition = z.object({
  orgId: ZOrgId,
  definition: ZMembershipDefinitionInput,
});
export const ZMembershipQuery = z.object({ orgId: ZOrgId });

/** The benefits in words, for the site's tier card, the join page and receipts. */
export function benefitLines(
  plan: Pick<MembershipDefinitionFields, 'benefits' | 'billing_interval'>,
  serviceName: (id: string) => string | undefined,
): string[] {
  const b = plan.benefits;
  const per = plan.billing_interval === 'year' ? 'each year' : 'each month';
  const lines: string[] = [];
  for (const s of b.includedServices) {
    const name = serviceName(s.serviceId);
    if (name) lines.push(`${s.count} × ${name} included ${per}`);
  }
  if (b.serviceDiscountPercent > 0) lines.push(`${b.serviceDiscountPercent}% off services`);
  if (b.productDiscountPercent > 0) lines.push(`${b.productDiscountPercent}% off products`);
  if (b.priorityBooking) lines.push('Priority booking');
  lines.push(...b.perks);
  return lines;
}

// ── Members ─────────────────────────────────────────────────────────────────

/**
 * incomplete: signed up, first payment not through yet; active; past_due: a
 * renewal failed (benefits paused until it is paid); cancelled.
 */
export const MEMBERSHIP_STATUSES = ['incomplete', 'active', 'past_due', 'cancelled'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, string> = {
  incomplete: 'Awaiting first payment',
  active: 'Active',
  past_due: 'Payment due',
  cancelled: 'Cancelled',
};
/** Stripe bills online members; the desk takes each period's payment for the others. */
export const MEMBERSHIP_BILLING = ['stripe', 'salon'] as const;
export type MembershipBilling = (typeof MEMBERSHIP_BILLING)[number];

/** A Stripe subscription's status, as a membership's. */
export function statusFromStripe(status: string): MembershipStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'cancelled';
    default:
      return 'incomplete';
  }
}

/** Statuses in which a client holds the membership (one such per client per salon). */
export const LIVE_STATUSES = ['incomplete', 'active', 'past_due'] as const;

/**
 * Where a membership stands at `now`: a salon-billed one whose period has
 * ended without a renewal is due, and one cancelled at its period's end is
 * cancelled once that end passes.
 */
export function effectiveStatus(
  m: {
    status: MembershipStatus;
    billing: MembershipBilling;
    currentPeriodEnd: Date | null;
    cancelAtPeriodEnd: boolean;
  },
  now: number,
): MembershipStatus {
  const ended = m.currentPeriodEnd !== null && now >= m.currentPeriodEnd.getTime();
  if (m.status === 'active' && ended && m.cancelAtPeriodEnd) return 'cancelled';
  if (m.status === 'active' && ended && m.billing === 'salon') return 'past_due';
  return m.status;
}

/** The end of a period that starts at `start`: one calendar month or year later (UTC), clamped to the month's end. */
export function periodEndAfter(start: Date, interval: BillingInterval): Date {
  const y = start.getUTCFullYear() + (interval === 'year' ? 1 : 0);
  const m = start.getUTCMonth() + (interval === 'month' ? 1 : 0);
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      y,
      m,
      Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
    ),
  );
}

/** How much of each included service a member has used this period (keyed by the period's start). */
export interface BenefitUsage {
  periodStart: string;
  services: Record<string, number>;
}

/** This period's usage: empty when the stored usage is of an earlier period. */
export function usageThisPeriod(
  usage: BenefitUsage | null,
  periodStart: Date | null,
): BenefitUsage {
  const key = periodStart?.toISOString() ?? '';
  return usage && usage.periodStart === key ? usage : { periodStart: key, services: {} };
}

/** Each included service with how many are left this period. */
export function includedLeft(
  benefits: Pick<MembershipBenefits, 'includedServices'>,
  usage: BenefitUsage,
): { serviceId: string; count: number; used: number; left: number }[] {
  return benefits.includedServices.map((s) => {
    const used = usage.services[s.serviceId] ?? 0;
    return { serviceId: s.serviceId, count: s.count, used, left: Math.max(0, s.count - used) };
  });
}

/** One service of an appointment, at the price it is booked at. */
export interface PricedService {
  serviceId: string;
  price: number;
}

/** What a member pays for an appointment's services, and the period's use after it. */
export interface MemberServicePricing {
  /** Each service: what is charged, and whether it is one of the plan's included ones. */
  lines: { serviceId: string; price: number; included: boolean }[];
  /** What the benefits take off in all (included services and the discount). */
  discount: number;
  /** The services this appointment counts against the period's included ones. */
  included: string[];
  usage: BenefitUsage;
}

/**
 * A member's appointment: each service the plan includes is free while the
 * period has one left (and counts against it); every other service has the
 * plan's discount on services.
 */
export function memberServicePricing(
  benefits: {
    includedServices: readonly { serviceId: string; count: number }[];
    serviceDiscountPercent: number;
  },
  usage: BenefitUsage,
  services: readonly PricedService[],
): MemberServicePricing {
  const used = { ...usage.services };
  const included: string[] = [];
  let discount = 0;
  const lines = services.map((s) => {
    const plan = benefits.includedServices.find((i) => i.serviceId === s.serviceId);
    if (plan && (used[s.serviceId] ?? 0) < plan.count) {
      used[s.serviceId] = (used[s.serviceId] ?? 0) + 1;
      included.push(s.serviceId);
      discount += s.price;
      return { serviceId: s.serviceId, price: 0, included: true };
    }
    const off = percentOf(s.price, benefits.serviceDiscountPercent);
    discount += off;
    return { serviceId: s.serviceId, price: s.price - off, included: false };
  });
  return { lines, discount, included, usage: { periodStart: usage.periodStart, services: used } };
}

/** The period's use with an appointment's included services given back (it was cancelled). */
export function releaseUsage(
  usage: BenefitUsage | null,
  periodStart: string,
  serviceIds: readonly string[],
): BenefitUsage | null {
  if (!usage || usage.periodStart !== periodStart) return null;
  const services = { ...usage.services };
  for (const id of serviceIds) services[id] = Math.max(0, (services[id] ?? 0) - 1);
  return { periodStart, services };
}

/** Whether a membership gives its benefits now (a payment due pauses them). */
export const givesBenefits = (m: Parameters<typeof effectiveStatus>[0], now: number): boolean =>
  effectiveStatus(m, now) === 'active';

/** A member's benefits as the point of sale applies them. */
export interface MemberCartBenefits {
  planName: string;
  includedServices: readonly { serviceId: string; count: number }[];
  serviceDiscountPercent: number;
  productDiscountPercent: number;
  /** This period's use of included services. */
  usage: BenefitUsage;
}

/** A cart line as the member's benefits see it (in the order the server prices lines). */
export type MemberCartLine =
  | { kind: 'product'; hasDiscount: boolean }
  | {
      kind: 'appointment';
      hasDiscount: boolean;
      /** The member's own appointment, without benefits applied when it was booked. */
      eligible: boolean;
      services: readonly PricedService[];
      /** What is still to pay on it. */
      due: number;
    };

export interface MemberCartDiscounts {
  /** Per line: an amount off, or null (a line with its own discount keeps it). */
  discounts: ({ kind: 'amount'; value: number } | { kind: 'percent'; value: number } | null)[];
  /** Per line: what the benefit is, in words ('' for none). */
  labels: string[];
  /** Per line: the included services it uses. */
  included: string[][];
  usage: BenefitUsage;
}

/**
 * The discounts a member's benefits give a cart: products at the plan's
 * product discount; each of the member's own appointments with its included
 * services free (while the period has them) and the rest at the services
 * discount, never more than is due on it. A line the desk discounted by hand
 * keeps that discount instead.
 */
export function memberCartDiscounts(
  benefits: MemberCartBenefits | null,
  lines: readonly MemberCartLine[],
): MemberCartDiscounts {
  let usage = benefits?.usage ?? { periodStart: '', services: {} };
  const out: MemberCartDiscounts = { discounts: [], labels: [], included: [], usage };
  for (const line of lines) {
    let discount: MemberCartDiscounts['discounts'][number] = null;
    let label = '';
    let included: string[] = [];
    if (benefits && !line.hasDiscount) {
      if (line.kind === 'product' && benefits.productDiscountPercent > 0) {
        discount = { kind: 'percent', value: benefits.productDiscountPercent };
        label = `${benefits.planName}: ${benefits.productDiscountPercent}% off`;
      } else if (line.kind === 'appointment' && line.eligible && line.due > 0) {
        const priced = memberServicePricing(benefits, usage, line.services);
        const off = Math.min(line.due, priced.discount);
        if (off > 0) {
          usage = priced.usage;
          included = priced.included;
          discount = { kind: 'amount', value: off };
          label = included.length
            ? `Included in ${benefits.planName}`
            : `${benefits.planName}: ${benefits.serviceDiscountPercent}% off`;
        }
      }
    }
    out.discounts.push(discount);
    out.labels.push(label);
    out.included.push(included);
  }
  out.usage = usage;
  return out;
}

/** Monthly recurring revenue of live memberships (a yearly plan counts a twelfth). */
export function monthlyRecurringRevenue(
  members: readonly { status: MembershipStatus; price: number; interval: BillingInterval }[],
): number {
  let total = 0;
  for (const m of members) {
    if (m.status !== 'active' && m.status !== 'past_due') continue;
    total += m.interval === 'year' ? m.price / 12 : m.price;
  }
  return Math.round(total);
}

/** A percentage of an amount, in whole minor units (half up). */
export const percentOf = (amount: number, pct: number) => Math.round((amount * pct) / 100);

// ── Calls ───────────────────────────────────────────────────────────────────

/** A signed-in client joins a plan online (a subscription on the salon's Stripe account). */
export const ZJoinMembership = z.object({
  orgId: ZOrgId,
  definitionId: ZMembershipDefinitionId,
  idempotencyKey: ZIdempotencyKey,
});
export type JoinMembership = z.input<typeof ZJoinMembership>;

export const ZConfirmMembership = z.object({ orgId: ZOrgId, membershipId: ZMembershipId });

/** The desk signs a client up and takes the first period's payment in cash. */
export const ZEnrolMembership = z.object({
  orgId: ZOrgId,
  clientId: z.string().trim().pipe(zDocId('Choose a client')),
  definitionId: ZMembershipDefinitionId,
  idempotencyKey: ZIdempotencyKey,
});
export type EnrolMembership = z.input<typeof ZEnrolMembership>;

/** The desk takes the next period's payment of a salon-billed membership. */
export const ZRenewMembership = z.object({ orgId: ZOrgId, idempotencyKey: ZIdempotencyKey });

export const ZCancelMembership = z.object({
  orgId: ZOrgId,
  /** At the end of the paid period (the default), or at once (owners and managers). */
  when: z.enum(['period_end', 'now']).default('period_end'),
});
export type CancelMembership = z.input<typeof ZCancelMembership>;
