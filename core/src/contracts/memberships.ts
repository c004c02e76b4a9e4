// Membership calls: the spec's CRUD on memberships/definitions and
// {definitionId} and GET memberships/public/salons/{salonId}/memberships, and
// what a salon and its clients need around them: joining online (a Stripe
// subscription), signing a client up at the desk, a client's own membership,
// cancelling, the members and the monthly recurring revenue.
import {
  ZCancelMembership,
  ZConfirmMembership,
  ZEnrolMembership,
  ZJoinMembership,
  ZMembershipQuery,
  ZRenewMembership,
  ZSaveMembershipDefinition,
  type BillingInterval,
  type MembershipBilling,
  type MembershipDefinitionFields,
  type MembershipStatus,
} from '../memberships';
import { endpoint } from './endpoint';

export interface MembershipDefinitionView extends MembershipDefinitionFields {
  id: string;
  currency: string;
  /** How many members the plan has now (live memberships). */
  members: number;
}

/** A plan as the public sees it (the spec's membership tier, plus what joining needs). */
export interface PublicMembershipPlan {
  id: string;
  name: string;
  description: string;
  price: number;
  billing_interval: BillingInterval;
  benefits: string[];
  onlineSignup: boolean;
}

export interface PublicMemberships {
  /** The salon's id (the page may have been opened with its web address). */
  orgId: string;
  salonName: string;
  currency: string;
  plans: PublicMembershipPlan[];
  /** False when the salon cannot take card payments online: the page says why. */
  signupReady: boolean;
  reason: string;
}

export interface IncludedServiceView {
  serviceId: string;
  name: string;
  count: number;
  used: number;
  left: number;
}

export interface MembershipView {
  id: string;
  definitionId: string;
  planName: string;
  clientId: string;
  clientName: string;
  clientEmail: string;
  price: number;
  currency: string;
  interval: BillingInterval;
  billing: MembershipBilling;
  status: MembershipStatus;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  cancelledAt: string | null;
  /** Benefits now (the plan's), with this period's use of included services. */
  included: IncludedServiceView[];
  serviceDiscountPercent: number;
  productDiscountPercent: number;
  priorityBooking: boolean;
  perks: string[];
  createdAt: string;
}

export interface MembershipJoin {
  membership: MembershipView;
  /** The first invoice's payment (Stripe's confirmation secret), or null once paid. */
  clientSecret: string | null;
  publishableKey: string;
  accountId: string;
  amount: number;
  currency: string;
}

export interface MyMembership {
  salonName: string;
  membership: MembershipView | null;
}

export interface MembersOverview {
  currency: string;
  members: MembershipView[];
  /** Monthly recurring revenue of active and due memberships (minor units). */
  mrr: number;
  counts: Record<MembershipStatus, number>;
}

export const membershipContracts = {
  /** GET /api/memberships/definitions?orgId (the team): the salon's plans. */
  definitions: endpoint<{ definitions: MembershipDefinitionView[] }>()(
    'GET',
    'memberships',
    '/definitions',
    undefined,
    ZMembershipQuery,
  ),
  /** POST /api/memberships/definitions (owners, managers): a new plan. */
  createDefinition: endpoint<MembershipDefinitionView>()(
    'POST',
    'memberships',
    '/definitions',
    ZSaveMembershipDefinition,
  ),
  /** GET /api/memberships/definitions/:definitionId?orgId (the team). */
  definition: endpoint<MembershipDefinitionView>()(
    'GET',
    'memberships',
    '/definitions/:definitionId',
    undefined,
    ZMembershipQuery,
  ),
  /** PUT /api/memberships/definitions/:definitionId (owners, managers). */
  updateDefinition: endpoint<MembershipDefinitionView>()(
    'PUT',
    'memberships',
    '/definitions/:definitionId',
    ZSaveMembershipDefinition,
  ),
  /** DELETE /api/memberships/definitions/:definitionId?orgId (owners): gone, or retired while it has members. */
  deleteDefinition: endpoint<{ deleted: boolean; retired: boolean }>()(
    'DELETE',
    'memberships',
    '/definitions/:definitionId',
    undefined,
    ZMembershipQuery,
  ),
  /** GET /api/memberships/public/salons/:salonId/memberships (public): the plans on sale. */
  publicPlans: endpoint<PublicMemberships>()(
    'GET',
    'memberships',
    '/public/salons/:salonId/memberships',
  ),
  /** POST /api/memberships/join (a signed-in client): a subscription to pay for. */
  join: endpoint<MembershipJoin>()('POST', 'memberships', '/join', ZJoinMembership),
  /** POST /api/memberships/confirm (the member): where the first payment stands (asks Stripe). */
  confirm: endpoint<MembershipView>()('POST', 'memberships', '/confirm', ZConfirmMembership),
  /** GET /api/memberships/mine?orgId (a signed-in client): their membership at the salon. */
  mine: endpoint<MyMembership>()('GET', 'memberships', '/mine', undefined, ZMembershipQuery),
  /** GET /api/memberships/members?orgId (owners, managers, the desk): members and MRR. */
  members: endpoint<MembersOverview>()(
    'GET',
    'memberships',
    '/members',
    undefined,
    ZMembershipQuery,
  ),
  /** GET /api/memberships/clients/:clientId?orgId (the team): a client's live membership. */
  ofClient: endpoint<{ membership: MembershipView | null }>()(
    'GET',
    'memberships',
    '/clients/:clientId',
    undefined,
    ZMembershipQuery,
  ),
  /** POST /api/memberships/enrol (owners, managers, the desk): sign up at the desk, paid in cash. */
  enrol: endpoint<MembershipView>()('POST', 'memberships', '/enrol', ZEnrolMembership),
  /** POST /api/memberships/:membershipId/renew (the desk): the next period, paid in cash. */
  renew: endpoint<MembershipView>()(
    'POST',
    'memberships',
    '/:membershipId/renew',
    ZRenewMembership,
  ),
  /** POST /api/memberships/:membershipId/cancel (the member, owners, managers). */
  cancel: endpoint<MembershipView>()(
    'POST',
    'memberships',
    '/:membershipId/cancel',
    ZCancelMembership,
  ),
};
