/**
 * Money is integer minor units plus an ISO currency code; format only at the edge.
 * Whole amounts go without cents ($45) unless `cents` asks for them (pay, where
 * every figure is read to the cent: $45.00).
 */
export function formatMinorUnits(
  minor: number,
  currency = 'USD',
  locale = 'en-US',
  cents = false,
): string {
  const digits =
    new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  // Otherwise every digit of the minor unit ($8.10, not $8.1).
  const whole = !cents && minor % 10 ** digits === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/** How many minor units a currency's major unit has (USD 2, JPY 0, KWD 3). */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/**
 * What a person typed as a price ("45", "45.5", "$1,200.00") in minor units,
 * or null when it is not an amount of that currency.
 */
export function parseMoneyInput(text: string, currency = 'USD'): number | null {
  const digits = minorDigits(currency);
  const cleaned = text.replace(/[\s,$€£¥]/g, '');
  const pattern = digits > 0 ? new RegExp(`^\\d+(\\.\\d{0,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units as the text of a price field: 4550 → "45.50", 4500 → "45". */
export function minorToInput(minor: number, currency = 'USD'): string {
  const digits = minorDigits(currency);
  const major = minor / 10 ** digits;
  return Number.isInteger(major) ? String(major) : major.toFixed(digits);
}
