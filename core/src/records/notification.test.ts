import { describe, expect, it } from 'vitest';
import { NOTIFICATION_LANES, laneOf } from './notification';

describe('a notification’s lane in the queue’s index', () => {
  it('is the same for the same id, and one of the lanes', () => {
    expect(laneOf('confirmation-email-b1')).toBe(laneOf('confirmation-email-b1'));
    for (const id of ['', 'a', 'reminder-24h-email-b1-1796140800000']) {
      expect(laneOf(id)).toBeGreaterThanOrEqual(0);
      expect(laneOf(id)).toBeLessThan(NOTIFICATION_LANES);
    }
  });

  it('spreads a moment’s confirmations over every lane, none with twice its share', () => {
    const counts = new Array<number>(NOTIFICATION_LANES).fill(0);
    for (let i = 0; i < 5000; i++)
      counts[laneOf(`confirmation-email-${(i * 7919).toString(36)}x${i}`)]!++;
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(Math.max(...counts)).toBeLessThan((2 * 5000) / NOTIFICATION_LANES);
  });
});
