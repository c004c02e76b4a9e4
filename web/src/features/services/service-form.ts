import { z } from 'zod';
import { minorToInput, parseMoneyInput } from '@chairside/core/money';
import { ZServiceInput, type ServiceInput } from '@chairside/core/services';
import type { ServiceRecord } from '../../lib/data/converters';

/** The editor's fields, as typed: prices and minutes are text until saved. */
export interface ServiceFormValues {
  name: string;
  category: string;
  description: string;
  durationMinutes: string;
  price: string;
  processingMinutes: string;
  finishingMinutes: string;
  bufferBeforeMinutes: string;
  bufferAfterMinutes: string;
  onlineBookable: boolean;
  imageUrl: string;
  staffIds: string[];
  staffOverrides: Record<string, { price: string; durationMinutes: string }>;
}

const minutesOf = (text: string, blank: number | undefined) =>
  text.trim() === '' ? blank : Number(text.trim());
const priceOf = (text: string, currency: string, blank: number | null) =>
  text.trim() === '' ? blank : (parseMoneyInput(text, currency) ?? Number.NaN);

/** Form text → the shared ZServiceInput, so the editor shows the schema's own messages. */
export function serviceFormSchema(currency: string) {
  return z.custom<ServiceFormValues>().transform((v, ctx) => {
    const parsed = ZServiceInput.safeParse(toDraft(v, currency));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
}

function toDraft(v: ServiceFormValues, currency: string) {
  return {
    name: v.name,
    category: v.category,
    description: v.description,
    durationMinutes: minutesOf(v.durationMinutes, Number.NaN),
    price: priceOf(v.price, currency, Number.NaN),
    currency,
    processingMinutes: minutesOf(v.processingMinutes, 0),
    finishingMinutes: minutesOf(v.finishingMinutes, 0),
    bufferBeforeMinutes: minutesOf(v.bufferBeforeMinutes, 0),
    bufferAfterMinutes: minutesOf(v.bufferAfterMinutes, 0),
    onlineBookable: v.onlineBookable,
    imageUrl: v.imageUrl,
    staffIds: v.staffIds,
    staffOverrides: Object.fromEntries(
      v.staffIds
        .map((id) => [id, v.staffOverrides[id]] as const)
        .filter(([, o]) => o && (o.price.trim() !== '' || o.durationMinutes.trim() !== ''))
        .map(([id, o]) => [
          id,
          {
            price: priceOf(o!.price, currency, null),
            durationMinutes: minutesOf(o!.durationMinutes, undefined) ?? null,
          },
        ]),
    ),
  };
}

export function emptyServiceForm(category: string, staffIds: string[]): ServiceFormValues {
  return {
    name: '',
    category,
    description: '',
    durationMinutes: '45',
    price: '',
    processingMinutes: '',
    finishingMinutes: '',
    bufferBeforeMinutes: '',
    bufferAfterMinutes: '',
    onlineBookable: true,
    imageUrl: '',
    staffIds,
    staffOverrides: {},
  };
}

const text = (n: number) => (n ? String(n) : '');

export function serviceToForm(s: ServiceRecord | ServiceInput): ServiceFormValues {
  return {
    name: s.name,
    category: s.category,
    description: s.description,
    durationMinutes: String(s.durationMinutes),
    price: minorToInput(s.price, s.currency),
    processingMinutes: text(s.processingMinutes),
    finishingMinutes: text(s.finishingMinutes),
    bufferBeforeMinutes: text(s.bufferBeforeMinutes),
    bufferAfterMinutes: text(s.bufferAfterMinutes),
    onlineBookable: s.onlineBookable,
    imageUrl: s.imageUrl,
    staffIds: s.staffIds,
    staffOverrides: Object.fromEntries(
      Object.entries(s.staffOverrides).map(([id, o]) => [
        id,
        {
          price: o.price === null ? '' : minorToInput(o.price, s.currency),
          durationMinutes: o.durationMinutes === null ? '' : String(o.durationMinutes),
        },
      ]),
    ),
  };
}

/**
 * The service as the AI writer takes it (what the owner has typed so far), or
 * null until it has a name, a length and a price to write from.
 */
export function aiServiceOf(v: ServiceFormValues, currency: string) {
  const durationMinutes = minutesOf(v.durationMinutes, Number.NaN) ?? Number.NaN;
  const price = priceOf(v.price, currency, Number.NaN) ?? Number.NaN;
  if (v.name.trim().length < 2 || !(durationMinutes >= 5) || !(price >= 0)) return null;
  return {
    name: v.name.trim(),
    category: v.category.trim(),
    description: v.description.trim(),
    durationMinutes: Math.round(durationMinutes),
    price,
    currency,
    staffIds: v.staffIds,
  };
}
