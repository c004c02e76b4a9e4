import { isoDateIn } from '@chairside/core/staff-profile';
import { addDays, weekdayIndex } from '@chairside/core/zoned-time';

/** A service document as the services screen writes it (30 minutes, $45), with changes. */
export const serviceDocument = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  category: 'Cuts',
  description: '',
  durationMinutes: 30,
  price: 4500,
  currency: 'USD',
  processingMinutes: 0,
  finishingMinutes: 0,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  onlineBookable: true,
  staffIds: [] as string[],
  staffOverrides: {},
  imageUrl: '',
  status: 'active',
  sortOrder: 0,
  ...extra,
});

/**
 * The first Tuesday (open 09:00–18:00 in the default hours) at least `after`
 * days from today in a zone, `weeks` weeks later.
 */
export function nextTuesday(timeZone: string, after = 3, weeks = 0): string {
  let d = addDays(isoDateIn(new Date(), timeZone), after);
  while (weekdayIndex(d) !== 1) d = addDays(d, 1);
  return addDays(d, weeks * 7);
}
