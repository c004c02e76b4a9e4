// The no-show risk of an appointment not yet booked, for the slices that act
// on it (the deposit asked "when the risk is high"). The intelligence slice
// provides the assessor in its subscriptions.ts; without one (a process that
// did not load it), nothing is assessed and nobody is asked on its account.
import type { BookingSource } from '@chairside/core/booking';
import type { RiskLevel } from '@chairside/core/intelligence/no-show';

/** An appointment about to be booked, as the model sees it (nothing personal). */
export interface RiskQuestion {
  orgId: string;
  /** The client record it is booked under (null: someone the salon does not know). */
  clientId: string | null;
  start: Date;
  end: Date;
  /** Minor units. */
  price: number;
  source: BookingSource;
  timeZone: string;
}

export type RiskAssessor = (q: RiskQuestion, now: Date) => Promise<RiskLevel>;

let assessor: RiskAssessor | null = null;

/** Registers how a new appointment's risk is assessed (once per process). */
export function registerRiskAssessor(a: RiskAssessor): void {
  assessor = a;
}

/** The risk of the appointment as if booked now without a deposit; null when none can be assessed. */
export async function assessNoShowRisk(
  q: RiskQuestion,
  now: Date = new Date(),
): Promise<RiskLevel | null> {
  return assessor ? assessor(q, now) : null;
}
