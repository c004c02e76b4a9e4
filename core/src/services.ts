import { z } from 'zod';
import { ZCurrency } from './org';
import { zDocId } from './ids';
import { SALON_IMAGE_PATH } from './salon-image-path';

/** The most minutes a single service may take (a long colour correction). */
export const MAX_SERVICE_MINUTES = 12 * 60;
export const MAX_BUFFER_MINUTES = 120;
export const MAX_SERVICE_PRICE_MINOR = 10_000_00;
export const SERVICE_STATUSES = ['active', 'archived'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

const minutes = (max: number, label: string) =>
  z
    .number({ error: `Enter the ${label} in minutes` })
    .int(`Use whole minutes for the ${label}`)
    .min(0, `The ${label} cannot be negative`)
    .max(max, `The ${label} can be at most ${max} minutes`);

const ZPrice = z
  .number({ error: 'Enter a price' })
  .int('Enter a price')
  .min(0, 'The price cannot be negative')
  .max(MAX_SERVICE_PRICE_MINOR, 'That price is too high');

/** A stylist's own price or length for a service; null keeps the service's. */
export const ZStaffOverride = z.object({
  price: ZPrice.nullable().default(null),
  durationMinutes: minutes(MAX_SERVICE_MINUTES, 'length').min(5).nullable().default(null),
});
export type StaffOverride = z.infer<typeof ZStaffOverride>;

export const ZImageUrl = z
  .string()
  .trim()
  .max(2048, 'That address is too long')
  .refine(
    (u) =>
      u === '' ||
      /^https:\/\/[^\s]+$/.test(u) ||
      /^\/api\/media\/[\w./-]+$/.test(u) ||
      SALON_IMAGE_PATH.test(u),
    'Use an https:// image address',
  )
  .default('');

/**
 * What an owner edits on a service. `durationMinutes` is the whole
 * appointment; during `processingMinutes` (colour developing) the stylist is
 * free, then `finishingMinutes` of work end it. Buffers sit before and after.
 */
export const ZServiceInput = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, 'Give the service a name of at least 2 characters')
      .max(80, 'Use at most 80 characters'),
    category: z
      .string()
      .trim()
      .min(1, 'Choose or type a category')
      .max(40, 'Use at most 40 characters'),
    description: z.string().trim().max(1000, 'Use at most 1,000 characters').default(''),
    durationMinutes: minutes(MAX_SERVICE_MINUTES, 'length').min(
      5,
      'A service takes at least 5 minutes',
    ),
    price: ZPrice,
    currency: ZCurrency,
    processingMinutes: minutes(MAX_SERVICE_MINUTES, 'processing time').default(0),
    finishingMinutes: minutes(MAX_SERVICE_MINUTES, 'finishing time').default(0),
    bufferBeforeMinutes: minutes(MAX_BUFFER_MINUTES, 'buffer before').default(0),
    bufferAfterMinutes: minutes(MAX_BUFFER_MINUTES, 'buffer after').default(0),
    onlineBookable: z.boolean().default(true),
    staffIds: z.array(zDocId()).max(100).default([]),
    staffOverrides: z.record(z.string(), ZStaffOverride).default({}),
    imageUrl: ZImageUrl,
  })
  .superRefine((s, ctx) => {
    if (s.processingMinutes > 0 && s.processingMinutes + s.finishingMinutes >= s.durationMinutes) {
      ctx.addIssue({
        code: 'custom',
        path: ['processingMinutes'],
        message: 'Processing and finishing must leave time for the work at the start',
      });
    }
    if (s.processingMinutes === 0 && s.finishingMinutes > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['finishingMinutes'],
        message: 'Finishing time follows processing time: add processing time first',
      });
    }
    for (const id of Object.keys(s.staffOverrides)) {
      if (!s.staffIds.includes(id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['staffOverrides', id],
          message: 'A price or length is set for someone who does not perform this service',
        });
      }
    }
  });
export type ServiceInput = z.infer<typeof ZServiceInput>;
export type ServiceInputDraft = z.input<typeof ZServiceInput>;

/** A service as stored: the input plus its place on the menu and its lifecycle. */
export interface Service extends ServiceInput {
  id: string;
  status: ServiceStatus;
  sortOrder: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What one stylist charges and takes for a service. */
export function serviceFor(
  service: Pick<Service, 'price' | 'durationMinutes' | 'staffOverrides'>,
  staffId: string | null,
) {
  const override = staffId ? service.staffOverrides[staffId] : undefined;
  return {
    price: override?.price ?? service.price,
    durationMinutes: override?.durationMinutes ?? service.durationMinutes,
  };
}

/** The price range across stylists, for the menu ("$45" or "$45–$65"). */
export function priceRange(service: Pick<Service, 'price' | 'staffIds' | 'staffOverrides'>) {
  const prices = [
    service.price,
    ...service.staffIds.map((id) => service.staffOverrides[id]?.price ?? service.price),
  ];
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

export interface ServiceCategory<S> {
  name: string;
  services: S[];
}

/**
 * The menu grouped by category: categories in the order of their first
 * service, services by sortOrder then name.
 */
export function groupByCategory<S extends Pick<Service, 'category' | 'sortOrder' | 'name'>>(
  services: readonly S[],
): ServiceCategory<S>[] {
  const sorted = [...services].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name),
  );
  const groups = new Map<string, S[]>();
  for (const s of sorted) {
    const key = s.category.trim() || 'Other';
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return [...groups].map(([name, list]) => ({ name, services: list }));
}

/**
 * New sortOrders after moving a service or a whole category up or down: the
 * menu is renumbered 0, 10, 20... and only services whose number changes
 * are returned, so a move writes as few documents as it can.
 */
export function reorder<S extends Pick<Service, 'id' | 'category' | 'sortOrder' | 'name'>>(
  services: readonly S[],
  move: { kind: 'service' | 'category'; key: string; direction: -1 | 1 },
): { id: string; sortOrder: number }[] {
  const groups = groupByCategory(services);
  if (move.kind === 'category') {
    const i = groups.findIndex((g) => g.name === move.key);
    const j = i + move.direction;
    if (i < 0 || j < 0 || j >= groups.length) return [];
    [groups[i], groups[j]] = [groups[j]!, groups[i]!];
  } else {
    const group = groups.find((g) => g.services.some((s) => s.id === move.key));
    if (!group) return [];
    const i = group.services.findIndex((s) => s.id === move.key);
    const j = i + move.direction;
    if (j < 0 || j >= group.services.length) return [];
    [group.services[i], group.services[j]] = [group.services[j]!, group.services[i]!];
  }
  const changes: { id: string; sortOrder: number }[] = [];
  let n = 0;
  for (const group of groups) {
    for (const s of group.services) {
      const sortOrder = n++ * 10;
      if (s.sortOrder !== sortOrder) changes.push({ id: s.id, sortOrder });
    }
  }
  return changes;
}

/** The sortOrder for a new service: the end of its category, else the end of the menu. */
export function nextSortOrder(
  services: readonly Pick<Service, 'category' | 'sortOrder'>[],
  category: string,
): number {
  const inCategory = services.filter((s) => s.category === category).map((s) => s.sortOrder);
  if (inCategory.length) return Math.max(...inCategory) + 1;
  return services.length ? Math.max(...services.map((s) => s.sortOrder)) + 10 : 0;
}
