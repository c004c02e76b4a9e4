// Ranking starts by what they cost a stylist's day (smart scheduling): the
// salon's learned service mix turned into one capacity table per stylist. One
// read; a salon whose mix is not learned yet gets no ranking (every start
// is offered as before, none marked).
import { gapTablesFor } from '@chairside/core/intelligence/schedule';
import { countReads } from '../http/read-count';
import { scheduleValuesDoc } from '../records/intelligence';

export async function gapTablesOf(
  orgId: string,
  staffIds: readonly string[],
): Promise<Map<string, number[]> | undefined> {
  const values = (await scheduleValuesDoc(orgId).get()).data();
  countReads(1);
  if (!values || values.salon.length === 0) return undefined;
  return gapTablesFor(values, staffIds);
}
