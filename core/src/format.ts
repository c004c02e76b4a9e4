/**
 * The display helpers of the spec (second document, section 9), exactly:
 * currency, US phone, duration, long date and the 'MMM d, yyyy' date.
 */

const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** en-US dollars with 0 to 2 fraction digits: 25 → "$25", 25.5 → "$25.5". */
export function formatCurrency(amount: number): string {
  return USD.format(amount);
}

/**
 * A US number as (xxx) xxx-xxxx; an 11-digit number starting with 1 drops the
 * 1. Anything that is not 10 digits after that is returned as given.
 */
export function formatPhone(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** 'N min' under an hour, else 'N hr' or 'N hr M min'. */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return `${total} min`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest ? `${hours} hr ${rest} min` : `${hours} hr`;
}

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** en-US long date ("November 22, 2026"); 'Invalid Date' when it cannot be read. */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return 'Invalid Date';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MMM d, yyyy' ("Nov 2, 2026"); 'Invalid Date' when it cannot be read. */
export function formatDate(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return 'Invalid Date';
  if (!timeZone) {
    return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return `${MONTHS[part('month') - 1]} ${part('day')}, ${part('year')}`;
}

/** An appointment's start in the salon's zone: "Tuesday, December 1 at 2:00 PM EST". */
export function formatAppointmentTime(start: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(start);
}
