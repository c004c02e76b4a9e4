// The limits a form checks (the zod schemas in core) and the limits
// firestore.rules enforce must be the same: a document at each boundary is
// accepted by both or refused by both. A form that allows what the rules
// refuse fails on save; rules that allow what the form refuses let a script
// store what the app cannot show.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { newClientFields, ZClientInput, type ClientInput } from '@chairside/core/clients';
import {
  MAX_BUFFER_MINUTES,
  MAX_SERVICE_MINUTES,
  MAX_SERVICE_PRICE_MINOR,
  ZServiceInput,
} from '@chairside/core/services';
import type { z } from 'zod';
import { useRulesEnvironment } from '../support/rules';
import { personas, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();
const { owner } = personas(rules);

beforeEach(() => seedSalons(rules()));

const text = (n: number) => 'a'.repeat(n);
/** A valid address of exactly n characters. */
const emailOf = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;

interface Boundary {
  field: string;
  value: unknown;
  /** What both sides should say. */
  allowed: boolean;
}

async function rulesAllow(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await assertSucceeds(write());
    return true;
  } catch {
    await assertFails(write());
    return false;
  }
}

function check<S extends z.ZodType>(
  what: string,
  schema: S,
  base: Record<string, unknown>,
  boundaries: Boundary[],
  write: (input: Record<string, unknown>, n: number) => Promise<unknown>,
) {
  describe(what, () => {
    boundaries.forEach(({ field, value, allowed }, n) => {
      const shown =
        typeof value === 'string' ? `${value.length} characters` : JSON.stringify(value);
      it(`${field} = ${shown.length > 40 ? `${shown.slice(0, 40)}…` : shown}: ${allowed ? 'both accept' : 'both refuse'}`, async () => {
        const input = { ...base, [field]: value };
        const form = schema.safeParse(input).success;
        const stored = await rulesAllow(() => write(input, n));
        expect({ form, rules: stored }).toEqual({ form: allowed, rules: allowed });
      });
    });
  });
}

const service = ZServiceInput.parse({
  name: 'Cut and finish',
  category: 'Cuts',
  durationMinutes: 45,
  price: 6500,
  currency: 'USD',
  staffIds: ['s-leo'],
});
check(
  'a service: ZServiceInput and validService()',
  ZServiceInput,
  service,
  [
    { field: 'name', value: text(2), allowed: true },
    { field: 'name', value: text(1), allowed: false },
    { field: 'name', value: text(80), allowed: true },
    { field: 'name', value: text(81), allowed: false },
    { field: 'category', value: text(40), allowed: true },
    { field: 'category', value: text(41), allowed: false },
    { field: 'description', value: text(1000), allowed: true },
    { field: 'description', value: text(1001), allowed: false },
    { field: 'durationMinutes', value: 5, allowed: true },
    { field: 'durationMinutes', value: 0, allowed: false },
    { field: 'durationMinutes', value: MAX_SERVICE_MINUTES, allowed: true },
    { field: 'durationMinutes', value: MAX_SERVICE_MINUTES + 5, allowed: false },
    { field: 'price', value: 0, allowed: true },
    { field: 'price', value: -1, allowed: false },
    { field: 'price', value: MAX_SERVICE_PRICE_MINOR, allowed: true },
    { field: 'price', value: MAX_SERVICE_PRICE_MINOR + 1, allowed: false },
    { field: 'price', value: 12.5, allowed: false },
    { field: 'bufferAfterMinutes', value: MAX_BUFFER_MINUTES, allowed: true },
    { field: 'bufferAfterMinutes', value: MAX_BUFFER_MINUTES + 5, allowed: false },
    { field: 'currency', value: 'usd', allowed: false },
  ],
  (input, n) =>
    setDoc(doc(owner.db(), `orgs/nova/services/limit-${n}`), {
      ...input,
      status: 'active',
      sortOrder: 0,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    }),
);

const client = ZClientInput.parse({ firstName: 'Maria', lastName: 'Lopez' });
check(
  'a client: ZClientInput and validClient()',
  ZClientInput,
  client,
  [
    { field: 'firstName', value: text(1), allowed: true },
    { field: 'firstName', value: '', allowed: false },
    { field: 'firstName', value: text(50), allowed: true },
    { field: 'firstName', value: text(51), allowed: false },
    { field: 'lastName', value: text(50), allowed: true },
    { field: 'lastName', value: text(51), allowed: false },
    { field: 'email', value: emailOf(254), allowed: true },
    { field: 'email', value: emailOf(255), allowed: false },
    { field: 'email', value: 'not an address', allowed: false },
    { field: 'phone', value: '1'.repeat(20), allowed: true },
    { field: 'phone', value: '1'.repeat(21), allowed: false },
    { field: 'notes', value: text(5000), allowed: true },
    { field: 'notes', value: text(5001), allowed: false },
    { field: 'tags', value: Array.from({ length: 20 }, (_, i) => `tag${i}`), allowed: true },
    { field: 'tags', value: Array.from({ length: 21 }, (_, i) => `tag${i}`), allowed: false },
  ],
  (input, n) =>
    setDoc(doc(owner.db(), `orgs/nova/clients/limit-${n}`), {
      ...newClientFields(input as ClientInput, null),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    }),
);
