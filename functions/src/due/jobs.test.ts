import { describe, expect, it } from 'vitest';
import * as deployed from '../index';
import { DUE_JOBS } from './jobs';

/** A deployed function's schedule, as the Firebase CLI reads it from the export. */
function scheduleOf(fn: unknown): string | null {
  if (typeof fn !== 'function') return null;
  const endpoint: unknown = Reflect.get(fn, '__endpoint');
  if (typeof endpoint !== 'object' || endpoint === null) return null;
  const trigger: unknown = Reflect.get(endpoint, 'scheduleTrigger');
  if (typeof trigger !== 'object' || trigger === null) return null;
  const schedule: unknown = Reflect.get(trigger, 'schedule');
  return typeof schedule === 'string' ? schedule : null;
}

describe('due work in production', () => {
  it('deploys every due job on its own schedule, none only through the emulator route', () => {
    const exported = new Map(Object.entries(deployed).map(([name, fn]) => [name, scheduleOf(fn)]));
    for (const [name, job] of Object.entries(DUE_JOBS)) {
      expect(exported.get(name), `${name} is due work with no deployed schedule`).toBe(job.every);
    }
  });

  it('deploys no schedule that is not a due job (the emulator route would never run it)', () => {
    const schedules = Object.entries(deployed)
      .filter(([, fn]) => scheduleOf(fn) !== null)
      .map(([name]) => name)
      .sort();
    expect(schedules).toEqual(Object.keys(DUE_JOBS).sort());
  });
});
