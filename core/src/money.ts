/** Money is integer minor units plus an ISO currency code; format only at the edge. */
export function formatMinorUnits(minor: number, currency = 'USD', locale = 'en-US'): string {
  const digits =
    new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}
