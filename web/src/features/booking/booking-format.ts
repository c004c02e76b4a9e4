import { formatMinorUnits } from '@chairside/core/money';
import { formatDuration } from '@chairside/core/format';
import { formatTimeOfDay } from '@chairside/core/staff-profile';
import { isoDateOrigin, localParts, repeatedReadingSuffix } from '@chairside/core/zoned-time';

/** "Tue, Nov 24" for a salon-local ISO date (no zone shift: the date is the salon's). */
export function dayLabel(isoDate: string, options: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...options,
  }).format(isoDateOrigin(isoDate));
}

/** "Tuesday, November 24 at 9:30 AM" in the salon's zone. */
export function whenLabel(instant: string | Date, timeZone: string): string {
  const at = new Date(instant).getTime();
  const { date, time } = localParts(at, timeZone);
  return `${dayLabel(date, { weekday: 'long', month: 'long' })} at ${formatTimeOfDay(time)}${repeatedReadingSuffix(at, timeZone)}`;
}

/** "9:30 AM" in the salon's zone ("1:30 AM EDT" and "1:30 AM EST" on the night clocks go back). */
export function timeLabel(instant: string | Date, timeZone: string): string {
  const at = new Date(instant).getTime();
  return formatTimeOfDay(localParts(at, timeZone).time) + repeatedReadingSuffix(at, timeZone);
}

export const money = (minor: number, currency: string) => formatMinorUnits(minor, currency);
export const minutes = (n: number) => formatDuration(n);

/** True when the visitor's own zone differs from the salon's. */
export function visitorZoneDiffers(timeZone: string): boolean {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone !== timeZone;
  } catch {
    return false;
  }
}

/** A readable zone: "America/New_York" → "New York time". */
export function zoneLabel(timeZone: string): string {
  const city = timeZone.split('/').pop()?.replace(/_/g, ' ') ?? timeZone;
  return `${city} time`;
}
