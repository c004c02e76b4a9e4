// Every due job at once, in the emulators: `npm start` calls it every minute
// through the emulator-only route (the emulators never fire schedules), and
// tests drive it with their own clock. Production runs each job on its own
// schedule (schedules.ts).
import { DUE_JOBS } from './jobs';

export interface DueWorkReport {
  at: string;
  /** What each job did, by its name. */
  jobs: Record<string, Record<string, number>>;
}

export async function runDueWork(now: Date = new Date()): Promise<DueWorkReport> {
  const jobs: DueWorkReport['jobs'] = {};
  for (const [name, job] of Object.entries(DUE_JOBS)) jobs[name] = await job.run(now);
  return { at: now.toISOString(), jobs };
}
