import { z } from 'zod';

/** Average weeks in a month (52 weeks over 12 months). */
export const WEEKS_PER_MONTH = 52 / 12;

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const range = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** What a salon tells the ROI calculator. Money is in minor units (cents). */
export const ZRoiInput = z.object({
  stylists: whole('Stylists', 1, 500),
  appointmentsPerStylistPerWeek: whole('Appointments per stylist', 1, 150),
  averageTicketMinor: whole('Average ticket', 100, 10_000_00),
  noShowRatePercent: range('No-show rate', 0, 60),
  noShowReductionPercent: range('No-show reduction', 0, 100),
  adminHoursPerWeek: range('Admin hours', 0, 168),
  adminTimeSavedPercent: range('Time saved', 0, 100),
  hourlyCostMinor: whole('Hourly cost', 0, 1000_00),
});
export type RoiInput = z.infer<typeof ZRoiInput>;

export interface RoiResult {
  appointmentsPerMonth: number;
  missedPerMonth: number;
  recoveredPerMonth: number;
  recoveredRevenueMinor: number;
  adminHoursSavedPerMonth: number;
  adminValueMinor: number;
  monthlyGainMinor: number;
  yearlyGainMinor: number;
}

/**
 * Revenue recovered from no-shows (reminders, deposits and waitlist fills) and
 * front-desk time saved (online booking, automatic confirmations), per month.
 */
export function estimateRoi(input: RoiInput): RoiResult {
  const appointmentsPerMonth =
    input.stylists * input.appointmentsPerStylistPerWeek * WEEKS_PER_MONTH;
  const missedPerMonth = appointmentsPerMonth * (input.noShowRatePercent / 100);
  const recoveredPerMonth = missedPerMonth * (input.noShowReductionPercent / 100);
  const recoveredRevenueMinor = Math.round(recoveredPerMonth * input.averageTicketMinor);
  const adminHoursSavedPerMonth =
    input.adminHoursPerWeek * WEEKS_PER_MONTH * (input.adminTimeSavedPercent / 100);
  const adminValueMinor = Math.round(adminHoursSavedPerMonth * input.hourlyCostMinor);
  const monthlyGainMinor = recoveredRevenueMinor + adminValueMinor;
  return {
    appointmentsPerMonth,
    missedPerMonth,
    recoveredPerMonth,
    recoveredRevenueMinor,
    adminHoursSavedPerMonth,
    adminValueMinor,
    monthlyGainMinor,
    yearlyGainMinor: monthlyGainMinor * 12,
  };
}

/** A typical small salon, as a starting point. */
export const ROI_DEFAULTS: RoiInput = {
  stylists: 4,
  appointmentsPerStylistPerWeek: 25,
  averageTicketMinor: 85_00,
  noShowRatePercent: 8,
  noShowReductionPercent: 40,
  adminHoursPerWeek: 10,
  adminTimeSavedPercent: 30,
  hourlyCostMinor: 20_00,
};
