// What the loyalty slice offers other slices; everything else in it is its own.
export { clientNameOf, earnedMoves, readBonuses, referralMove, writeMoves } from './points';
export type { Actor, BonusReads, LoyaltyMove } from './points';
