// What a visitor will pay for the services chosen (the server prices it again).
import type { MembershipView } from '@chairside/core/contracts/memberships';
import { memberServicePricing } from '@chairside/core/memberships';

/** The price after a member's included services and discount; the price itself for others. */
export function memberDue(
  mine: MembershipView | null,
  lines: { serviceId: string; price: number }[],
): number {
  const total = lines.reduce((sum, l) => sum + l.price, 0);
  if (mine?.status !== 'active') return total;
  const { discount } = memberServicePricing(
    {
      includedServices: mine.included.map((i) => ({ serviceId: i.serviceId, count: i.count })),
      serviceDiscountPercent: mine.serviceDiscountPercent,
    },
    {
      periodStart: mine.currentPeriodStart ?? '',
      services: Object.fromEntries(mine.included.map((i) => [i.serviceId, i.used])),
    },
    lines,
  );
  return total - discount;
}
