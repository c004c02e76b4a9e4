// The owner's set-up checklist reads these (no zod: the dashboard stays light).
import type { BusinessHours } from './org';
import { WEEKDAYS } from './weekdays';

/** Which of a salon's details are still missing, for the owner's set-up checklist. */
export function missingSalonDetails(org: {
  address?: string;
  phone?: string;
  email?: string;
}): string[] {
  const missing: string[] = [];
  if (!org.address?.trim()) missing.push('address');
  if (!org.phone?.trim()) missing.push('phone');
  if (!org.email?.trim()) missing.push('e-mail');
  return missing;
}

export function openDays(hours: BusinessHours | undefined): number {
  return hours ? WEEKDAYS.filter((d) => hours[d].open).length : 0;
}
