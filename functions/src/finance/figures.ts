// Reading the finance rollups for any span of days: whole calendar months
// from their monthly document, the other days from theirs, each document read
// once per reader (a page asking about several periods pays for each once).
import { flatten, sumFigures, type Figures } from '@chairside/core/finance';
import { addDays } from '@chairside/core/zoned-time';
import { db } from '../firebase';
import { countReads } from '../http/read-count';
import { financeDayDoc, financeMonthDoc } from './rollup';

const lastOfMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** A reader of one salon's figures over spans of days, caching the documents it read. */
export function figureReader(orgId: string) {
  const cache = new Map<string, Promise<Figures>>();
  const read = (path: string) => {
    let hit = cache.get(path);
    if (!hit) {
      hit = db()
        .doc(path)
        .get()
        .then((s) => {
          countReads(1);
          return flatten(s.data());
        });
      cache.set(path, hit);
    }
    return hit;
  };
  /** The figures summed from `from` to `to`, inclusive. */
  return async function between(from: string, to: string): Promise<Figures> {
    const parts: Promise<Figures>[] = [];
    for (let d = from; d <= to;) {
      const month = d.slice(0, 7);
      const end = lastOfMonth(d);
      if (d.endsWith('-01') && end <= to) {
        parts.push(read(financeMonthDoc(orgId, month).path));
        d = addDays(end, 1);
      } else {
        parts.push(read(financeDayDoc(orgId, d).path));
        d = addDays(d, 1);
      }
    }
    return sumFigures(await Promise.all(parts));
  };
}
