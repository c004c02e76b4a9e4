// What the memberships slice offers other slices; everything else in it is its own.
export { NO_PERKS, bookingPerks, clientBenefits, membershipBenefits, usageWrite } from './benefits';
export type { MemberBenefits } from './benefits';
export { publishedTiers } from './plans-public';
