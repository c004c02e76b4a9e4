// The plans a salon has on sale, as the public sees them: on the salon's site
// (the Memberships section) and on the join page. Kept apart from the plans
// service so the site's publisher can read them without a cycle.
import type { PublicMembershipPlan } from '@chairside/core/contracts/memberships';
import { benefitLines } from '@chairside/core/memberships';
import type { PublicMembershipTier } from '@chairside/core/site-view';
import { readableRecords } from '../records/repository';
import { activeServices } from '../records/services';
import { membershipDefinitionsCollection } from '../records/memberships';

/** The plans on sale, as the site and the join page show them. */
export async function plansOnSale(orgId: string): Promise<PublicMembershipPlan[]> {
  const [snap, services] = await Promise.all([
    membershipDefinitionsCollection(orgId).where('active', '==', true).get(),
    activeServices(orgId),
  ]);
  const names = new Map(services.map((s) => [s.id, s.name]));
  return readableRecords(snap.docs)
    .sort((a, b) => a.price - b.price || a.name.localeCompare(b.name))
    .map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      price: p.price,
      billing_interval: p.billing_interval,
      benefits: benefitLines(p, (sid) => names.get(sid)),
      onlineSignup: p.onlineSignup,
    }));
}

/** The site's Memberships section: the spec's tier fields plus where 'Choose Plan' leads. */
export async function publishedTiers(orgId: string): Promise<PublicMembershipTier[]> {
  return (await plansOnSale(orgId)).map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    billing_interval: p.billing_interval,
    benefits: p.benefits,
    join_path: `/salon-membership-view-page?salon=${encodeURIComponent(orgId)}&plan=${encodeURIComponent(p.id)}`,
  }));
}
