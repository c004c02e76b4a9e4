// The limits a form checks (the zod schemas in core) and the limits
// firestore.rules enforce must be the same: a document at each boundary is
// accepted by both or refused by both. A form that allows what the rules
// refuse fails on save; rules that allow what the form refuses let a script
// store what the app cannot show.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { newClientFields, ZClientInput, type ClientInput } from '@chairside/core/clients';
import {
  MAX_BUFFER_MINUTES,
  MAX_SERVICE_MINUTES,
  MAX_SERVICE_PRICE_MINOR,
  ZServiceInput,
} from '@chairside/core/services';
import { z } from 'zod';
import {
  MAX_BOOKING_NOTES,
  ZBookingNotes,
  ZBookingPolicy,
  DEFAULT_BOOKING_POLICY,
} from '@chairside/core/booking';
import { ZSalonDetails } from '@chairside/core/salon-details';
import { ZProfileEdit } from '@chairside/core/records/org';
import { WAITLIST_STATUSES } from '@chairside/core/records/booking';
import { ZStaffEmail, ZStaffPay, ZStaffProfile } from '@chairside/core/staff-profile';
import { useRulesEnvironment } from '../support/rules';
import { personas, salon, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();
const { owner } = personas(rules);

/** Writes a document as the emulator's admin (what the server or an earlier step made). */
const seed = (path: string, data: Record<string, unknown>) =>
  rules().withSecurityRulesDisabled((ctx) => setDoc(doc(ctx.firestore(), path), data));

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

// ---- The other writes the app makes from the browser ----------------------

/** A value as the form parses it: the schema's output is what the app writes. */
function check2<S extends z.ZodType>(
  what: string,
  schema: S,
  boundaries: { value: unknown; allowed: boolean; label: string }[],
  write: (value: unknown, n: number) => Promise<unknown>,
) {
  describe(what, () => {
    boundaries.forEach(({ value, allowed, label }, n) => {
      it(`${label}: ${allowed ? 'both accept' : 'both refuse'}`, async () => {
        const parsed = schema.safeParse(value);
        const stored = await rulesAllow(() => write(parsed.success ? parsed.data : value, n));
        expect({ form: parsed.success, rules: stored }).toEqual({ form: allowed, rules: allowed });
      });
    });
  });
}

// The seeded salon's details, as the settings form holds them.
const details = ZSalonDetails.parse({
  ...salon('Studio Nova', 'maya', 'studio-nova'),
  country: 'US',
});
check(
  "a salon's details: ZSalonDetails and validSalonUpdate()",
  ZSalonDetails,
  details,
  [
    { field: 'name', value: text(2), allowed: true },
    { field: 'name', value: text(1), allowed: false },
    { field: 'name', value: text(80), allowed: true },
    { field: 'name', value: text(81), allowed: false },
    { field: 'address', value: text(300), allowed: true },
    { field: 'address', value: text(301), allowed: false },
    { field: 'phone', value: '+1 (555) 010-0101', allowed: true },
    { field: 'phone', value: '1'.repeat(21), allowed: false },
    { field: 'phone', value: 'call us', allowed: false },
    { field: 'email', value: '', allowed: true },
    { field: 'email', value: emailOf(254), allowed: true },
    { field: 'email', value: 'not an address', allowed: false },
    { field: 'currency', value: 'usd', allowed: false },
    { field: 'country', value: 'GB', allowed: true },
    { field: 'country', value: 'ZW', allowed: true },
    { field: 'country', value: 'gb', allowed: false },
    { field: 'country', value: 'ZZ', allowed: false },
    { field: 'country', value: 'GBR', allowed: false },
  ],
  (input) => updateDoc(doc(owner.db(), 'orgs/nova'), { ...input, updatedAt: serverTimestamp() }),
);

const policy = ZBookingPolicy.parse(DEFAULT_BOOKING_POLICY);
check(
  "a salon's booking policy: ZBookingPolicy and validBookingPolicy()",
  ZBookingPolicy,
  policy,
  [
    { field: 'leadMinutes', value: 0, allowed: true },
    { field: 'leadMinutes', value: -1, allowed: false },
    { field: 'leadMinutes', value: 14 * 24 * 60, allowed: true },
    { field: 'leadMinutes', value: 14 * 24 * 60 + 1, allowed: false },
    { field: 'maxAdvanceDays', value: 1, allowed: true },
    { field: 'maxAdvanceDays', value: 0, allowed: false },
    { field: 'maxAdvanceDays', value: 365, allowed: true },
    { field: 'maxAdvanceDays', value: 366, allowed: false },
    { field: 'slotIntervalMinutes', value: 15, allowed: true },
    { field: 'slotIntervalMinutes', value: 25, allowed: false },
    { field: 'cancellationHours', value: 336, allowed: true },
    { field: 'cancellationHours', value: 337, allowed: false },
    { field: 'cancellationHours', value: 2.5, allowed: false },
  ],
  (input) =>
    updateDoc(doc(owner.db(), 'orgs/nova'), {
      bookingPolicy: ZBookingPolicy.safeParse(input).data ?? input,
      updatedAt: serverTimestamp(),
    }),
);

const profile = ZStaffProfile.parse({ displayName: 'Leo Park' });
check(
  "a team member's profile: ZStaffProfile and validStaffRecord()",
  ZStaffProfile,
  profile,
  [
    { field: 'displayName', value: text(2), allowed: true },
    { field: 'displayName', value: text(1), allowed: false },
    { field: 'displayName', value: text(80), allowed: true },
    { field: 'displayName', value: text(81), allowed: false },
    { field: 'title', value: text(60), allowed: true },
    { field: 'title', value: text(61), allowed: false },
    { field: 'bio', value: text(1000), allowed: true },
    { field: 'bio', value: text(1001), allowed: false },
    { field: 'color', value: '#A1b2C3', allowed: true },
    { field: 'color', value: 'red', allowed: false },
  ],
  (input) =>
    updateDoc(doc(owner.db(), 'orgs/nova/staff/s-leo'), { ...input, updatedAt: serverTimestamp() }),
);

check2(
  "a team member's pay: ZStaffPay and the staffPay rule",
  ZStaffPay,
  [
    { label: 'commissionRate = 0', value: { commissionRate: 0 }, allowed: true },
    { label: 'commissionRate = 42.5', value: { commissionRate: 42.5 }, allowed: true },
    { label: 'commissionRate = 100', value: { commissionRate: 100 }, allowed: true },
    { label: 'commissionRate = 100.01', value: { commissionRate: 100.01 }, allowed: false },
    { label: 'commissionRate = -1', value: { commissionRate: -1 }, allowed: false },
  ],
  (value) =>
    setDoc(doc(owner.db(), 'orgs/nova/staffPay/s-leo'), {
      ...(value as object),
      updatedAt: serverTimestamp(),
    }),
);

check2(
  "an unlinked team member's address: ZStaffEmail and the staffContacts rule",
  ZStaffEmail,
  [
    { label: 'empty', value: '', allowed: true },
    { label: 'an address', value: 'ana@nova.test', allowed: true },
    // The form writes it in lower case, as the rules require.
    { label: 'an address in capitals', value: 'Ana@Nova.test', allowed: true },
    { label: `${254} characters`, value: emailOf(254), allowed: true },
    { label: `${255} characters`, value: emailOf(255), allowed: false },
    { label: 'not an address', value: 'ana at nova', allowed: false },
  ],
  async (value, n) => {
    await seed(`orgs/nova/staff/unlinked-${n}`, {
      displayName: 'Ana',
      role: 'staff',
      userId: null,
    });
    return setDoc(doc(owner.db(), `orgs/nova/staffContacts/unlinked-${n}`), {
      email: value,
      userId: null,
      updatedAt: serverTimestamp(),
    });
  },
);

check2(
  "an appointment's notes: ZBookingNotes and the bookings rule",
  ZBookingNotes,
  [
    { label: 'empty', value: '', allowed: true },
    { label: `${MAX_BOOKING_NOTES} characters`, value: text(MAX_BOOKING_NOTES), allowed: true },
    {
      label: `${MAX_BOOKING_NOTES + 1} characters`,
      value: text(MAX_BOOKING_NOTES + 1),
      allowed: false,
    },
  ],
  async (value, n) => {
    await seed(`orgs/nova/bookings/notes-${n}`, { staffId: 's-leo', notes: '', status: 'booked' });
    return updateDoc(doc(owner.db(), `orgs/nova/bookings/notes-${n}`), {
      notes: value,
      updatedAt: serverTimestamp(),
    });
  },
);

check2(
  "a waitlist entry's status: WAITLIST_STATUSES and the waitlist rule",
  z.enum(WAITLIST_STATUSES),
  [
    ...WAITLIST_STATUSES.map((status) => ({ label: status, value: status, allowed: true })),
    { label: 'deleted', value: 'deleted', allowed: false },
  ],
  async (value, n) => {
    await seed(`orgs/nova/waitlist/entry-${n}`, { status: 'waiting', name: 'Sam' });
    return updateDoc(doc(owner.db(), `orgs/nova/waitlist/entry-${n}`), {
      status: value,
      updatedAt: serverTimestamp(),
    });
  },
);

check(
  "a person's own profile: ZProfileEdit and validProfile()",
  ZProfileEdit,
  {},
  [
    { field: 'displayName', value: text(100), allowed: true },
    { field: 'displayName', value: text(101), allowed: false },
    { field: 'displayName', value: 42, allowed: false },
    { field: 'photoURL', value: `https://img.test/${text(2048 - 17)}`, allowed: true },
    { field: 'photoURL', value: `https://img.test/${text(2048 - 16)}`, allowed: false },
  ],
  (input, n) =>
    setDoc(doc(rules().authenticatedContext(`profile-${n}`).firestore(), `users/profile-${n}`), {
      ...input,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    }),
);
