import {
  Timestamp,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { z } from 'zod';
import { ZBusinessHours } from '@chairside/core/org';
import { ZRole } from '@chairside/core/roles';

/** Firestore Timestamps (or pending server timestamps) as Dates. */
const ZDate = z.preprocess(
  (v) => (v instanceof Timestamp ? v.toDate() : v ?? new Date()),
  z.date(),
);

export const ZUserProfile = z.object({
  id: z.string(),
  displayName: z.string().optional(),
  activeOrgId: z.string().optional(),
  memberships: z.record(z.string(), ZRole).default({}),
  clientOf: z.record(z.string(), z.string()).default({}),
});
export type UserProfile = z.infer<typeof ZUserProfile>;

export const ZOrg = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  ownerId: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  address: z.string().default(''),
  phone: z.string().default(''),
  email: z.string().default(''),
  businessHours: ZBusinessHours,
  createdAt: ZDate,
  updatedAt: ZDate,
});
export type Org = z.infer<typeof ZOrg>;

export const ZStaffRecord = z.object({
  id: z.string(),
  displayName: z.string().default(''),
  role: ZRole,
  userId: z.string().nullable().default(null),
  status: z.enum(['active', 'former']).default('active'),
});
export type StaffRecord = z.infer<typeof ZStaffRecord>;

/** A read-only converter that parses each document with its schema. */
export function converter<S extends z.ZodType<{ id: string }>>(
  schema: S,
): FirestoreDataConverter<z.output<S>> {
  return {
    toFirestore: () => {
      throw new Error('Write with the typed helpers, not through this converter.');
    },
    fromFirestore: (snap: QueryDocumentSnapshot) =>
      schema.parse({ ...snap.data({ serverTimestamps: 'estimate' }), id: snap.id }),
  };
}
