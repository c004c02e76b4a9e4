// What the memberships slice offers other slices; everything else in it is its
// own (its part in checkouts and appointments is registered in subscriptions.ts).
export { NO_PERKS, bookingPerks } from './benefits';
export { publishedTiers } from './plans-public';
