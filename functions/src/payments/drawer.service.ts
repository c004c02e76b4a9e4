import { FieldValue } from 'firebase-admin/firestore';
import type { DrawerView } from '@chairside/core/contracts/payments';
import { drawerExpected, type ZDrawerCount } from '@chairside/core/payments';
import type { CashDrawerRecord } from '@chairside/core/records/payment';
import type { z } from 'zod';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { orgDoc } from '../records/orgs';
import { cashDrawerDoc, paymentsCollection } from '../records/payments';
import { readableRecords } from '../records/repository';
import { cashierOf } from '../platform/ledger';

/** A day's cash payments and what they add up to (one query: the day's cash). */
async function cashOf(orgId: string, date: string) {
  const snap = await paymentsCollection(orgId)
    .where('localDate', '==', date)
    .where('method', '==', 'cash')
    .get();
  const taken = readableRecords(snap.docs).filter((p) =>
    ['succeeded', 'refunded', 'partially_refunded'].includes(p.status),
  );
  return {
    cashIn: drawerExpected(0, taken),
    tips: taken.reduce((sum, p) => sum + p.tip, 0),
    payments: taken.length,
  };
}

function view(
  date: string,
  currency: string,
  cash: Awaited<ReturnType<typeof cashOf>>,
  drawer: CashDrawerRecord | undefined,
): DrawerView {
  const counts = drawer?.counts ?? [];
  const float = counts.at(-1)?.float ?? 0;
  return {
    date,
    currency,
    float,
    ...cash,
    expected: float + cash.cashIn,
    counts: counts.map((c) => ({
      at: c.at.toISOString(),
      by: c.by.name,
      float: c.float,
      counted: c.counted,
      expected: c.expected,
      difference: c.counted - c.expected,
      note: c.note,
    })),
  };
}

async function currencyOf(orgId: string) {
  const salon = (await orgDoc(orgId).get()).data();
  if (!salon) throw new ApiError('not_found', 'That salon no longer exists.');
  return salon.currency;
}

/** The day's drawer: the cash taken, what the drawer should hold, and the counts made. */
export async function drawerOf(caller: Caller, orgId: string, date: string): Promise<DrawerView> {
  await cashierOf(orgId, caller, 'see the cash drawer');
  const [currency, cash, drawer] = await Promise.all([
    currencyOf(orgId),
    cashOf(orgId, date),
    cashDrawerDoc(orgId, date).get(),
  ]);
  return view(date, currency, cash, drawer.data());
}

/**
 * Counts the drawer: the expected figure is worked out here from the ledger
 * at the moment of the count and kept beside what was counted, so a later
 * payment does not rewrite an earlier count's difference.
 */
export async function countDrawer(
  caller: Caller,
  input: z.output<typeof ZDrawerCount>,
  now: () => Date = () => new Date(),
): Promise<DrawerView> {
  const cashier = await cashierOf(input.orgId, caller, 'count the cash drawer');
  const currency = await currencyOf(input.orgId);
  const ref = cashDrawerDoc(input.orgId, input.date);
  const cash = await cashOf(input.orgId, input.date);
  const at = now();
  const entry = {
    at,
    by: cashier,
    float: input.float,
    counted: input.counted,
    expected: input.float + cash.cashIn,
    note: input.note,
  };
  await db().runTransaction(async (tx) => {
    const drawer = (await tx.get(ref)).data();
    tx.set(ref.withConverter(null), {
      counts: [...(drawer?.counts ?? []), entry],
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return view(input.date, currency, cash, (await ref.get()).data());
}
