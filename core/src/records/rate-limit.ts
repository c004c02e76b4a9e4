// rateLimits/{name:keyHash:window}: how many requests one key made in one
// window. Written and read only by the functions; a TTL policy on expiresAt
// deletes old counters in production.
import { z } from 'zod';
import { storedNumber, ZStoredDate } from './stored';

export const ZRateLimitRecord = z.object({
  id: z.string(),
  count: storedNumber(),
  expiresAt: ZStoredDate,
});
export type RateLimitRecord = z.output<typeof ZRateLimitRecord>;
