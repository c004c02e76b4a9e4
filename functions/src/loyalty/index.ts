// What the loyalty slice offers other slices; everything else in it is its own
// (its part in checkouts and appointments is registered in subscriptions.ts).
export { clientNameOf, writeMoves } from './points';
export type { Actor } from './points';
