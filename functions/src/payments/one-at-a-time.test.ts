import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('oneAtATime', () => {
  it('runs work on the same key in order, one after another, and other keys alongside', async () => {
    const log: string[] = [];
    const job = (key: string, name: string, ms: number) =>
      oneAtATime(key, async () => {
        log.push(`${name} start`);
        await tick(ms);
        log.push(`${name} end`);
        return name;
      });
    const answers = await Promise.all([job('p1', 'a', 20), job('p1', 'b', 1), job('p2', 'c', 5)]);
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(log.indexOf('b start')).toBeGreaterThan(log.indexOf('a end'));
    expect(log.indexOf('c start')).toBeLessThan(log.indexOf('a end'));
  });

  it('goes on with the next piece of work after one fails', async () => {
    const failed = oneAtATime('p3', () => Promise.reject(new Error('Stripe was unreachable')));
    const next = oneAtATime('p3', () => Promise.resolve('applied'));
    await expect(failed).rejects.toThrow('Stripe was unreachable');
    await expect(next).resolves.toBe('applied');
  });
});
