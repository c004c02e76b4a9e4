// No-show risks beside the book: the days' risk documents, live (the salon's
// team but booth renters). (How the model was measured: ./no-show-report.)
import { createContext, useContext, useMemo } from 'react';
import type { StoredRisk } from '@chairside/core/records/intelligence';
import { useLiveQuery } from './live';

/** Every appointment's risk on the days from `first` to `last` (YYYY-MM-DD), by its id. */
export function useNoShowRisks(
  orgId: string,
  first: string,
  last: string,
): Map<string, StoredRisk> {
  const days = useLiveQuery(
    'bookings',
    `orgs/${orgId}/noShowRisk:${first}:${last}`,
    (f) =>
      f.query(
        f.collection(f.db, 'orgs', orgId, 'noShowRisk'),
        f.where('date', '>=', first),
        f.where('date', '<=', last),
      ),
    (r) => r.ZRiskDayRecord,
  );
  const items = days.items;
  return useMemo(() => new Map(items.flatMap((d) => Object.entries(d.risks))), [items]);
}

/** The risks the book shows (empty where the person may not see them). */
export const NoShowRisks = createContext<Map<string, StoredRisk>>(new Map());
export const useNoShowRisk = (bookingId: string) => useContext(NoShowRisks).get(bookingId);
