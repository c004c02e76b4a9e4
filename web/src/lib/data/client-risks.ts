// A client's coming appointments' no-show risks, for the client drawer: only
// the days they are booked on (the book reads whole weeks: ./intelligence).
import { useMemo } from 'react';
import type { StoredRisk } from '@chairside/core/records/intelligence';
import { useLiveQuery } from './live';

/** The risks of appointments on these days (a client's upcoming ones), by id; at most 30 days. */
export function useNoShowRisksOn(orgId: string, dates: readonly string[]): Map<string, StoredRisk> {
  const on = dates.length ? [...new Set(dates)].slice(0, 30) : ['none'];
  const days = useLiveQuery(
    'bookings',
    `orgs/${orgId}/noShowRisk:on:${on.join(',')}`,
    (f) => f.query(f.collection(f.db, 'orgs', orgId, 'noShowRisk'), f.where('date', 'in', on)),
    (r) => r.ZRiskDayRecord,
  );
  const items = days.items;
  return useMemo(() => new Map(items.flatMap((d) => Object.entries(d.risks))), [items]);
}
