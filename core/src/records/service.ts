// orgs/{orgId}/services/{serviceId}: the menu.
import { z } from 'zod';
import { SERVICE_STATUSES, ZServiceInput } from '../services';
import { storedNumber, ZStoredDate } from './stored';

/** A service as stored: what the owner edited, plus its place in the menu. */
export const ZServiceRecord = z.intersection(
  ZServiceInput,
  z.object({
    id: z.string(),
    status: z.enum(SERVICE_STATUSES).catch('active').default('active'),
    sortOrder: storedNumber(),
    createdAt: ZStoredDate,
    updatedAt: ZStoredDate,
  }),
);
export type ServiceRecord = z.output<typeof ZServiceRecord>;
