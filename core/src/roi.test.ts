import { describe, expect, it } from 'vitest';
import { ROI_DEFAULTS, ZRoiInput, estimateRoi } from './roi';
import { formatMinorUnits } from './money';

describe('ROI estimate', () => {
  it('prices recovered no-shows and saved admin time per month and year', () => {
    const result = estimateRoi({
      ...ROI_DEFAULTS,
      stylists: 3,
      appointmentsPerStylistPerWeek: 12, // 36 a week = 156 a month
      noShowRatePercent: 10, // 15.6 missed
      noShowReductionPercent: 50, // 7.8 recovered
      averageTicketMinor: 100_00,
      adminHoursPerWeek: 12, // 52 hours a month
      adminTimeSavedPercent: 25, // 13 hours saved
      hourlyCostMinor: 20_00,
    });
    expect(result.appointmentsPerMonth).toBeCloseTo(156);
    expect(result.recoveredRevenueMinor).toBe(780_00);
    expect(result.adminHoursSavedPerMonth).toBeCloseTo(13);
    expect(result.adminValueMinor).toBe(260_00);
    expect(result.monthlyGainMinor).toBe(1040_00);
    expect(result.yearlyGainMinor).toBe(12_480_00);
  });

  it('finds nothing to gain when nobody misses and no time is saved', () => {
    const result = estimateRoi({ ...ROI_DEFAULTS, noShowRatePercent: 0, adminTimeSavedPercent: 0 });
    expect(result.monthlyGainMinor).toBe(0);
  });

  it('rejects impossible inputs with messages a person understands', () => {
    const parsed = ZRoiInput.safeParse({ ...ROI_DEFAULTS, stylists: 0, averageTicketMinor: 12.5 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'Stylists must be at least 1',
      'Average ticket must be a whole number',
    ]);
  });
});

describe('money formatting', () => {
  it('formats minor units without needless cents', () => {
    expect(formatMinorUnits(1040_00)).toBe('$1,040');
    expect(formatMinorUnits(12_50)).toBe('$12.50');
    expect(formatMinorUnits(12_345, 'EUR', 'en-US')).toBe('€123.45');
    expect(formatMinorUnits(5000, 'JPY', 'en-US')).toBe('¥5,000');
  });
});
