// POST /api/ai/onboarding/services: the menu a new owner confirmed on
// /ai-onboarding-page, created in one batch, each service done by the owner
// and bookable online. Sent again (a lost answer), it creates only what is
// not there yet: a service of the same name is left as it is.
import type { z } from 'zod';
import type { ZMenuService } from '@chairside/core/contracts/ai';
import { nextSortOrder, ZServiceInput } from '@chairside/core/services';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { db } from '../firebase';
import { readableRecords } from '../records/repository';
import { servicesCollection } from '../records/services';
import { orgDoc } from '../records/orgs';

export async function createMenu(
  caller: Caller,
  orgId: string,
  menu: z.output<typeof ZMenuService>[],
): Promise<{ created: number; skipped: number }> {
  const member = await requireRole(orgId, caller, ['owner'], { action: 'set up the menu' });
  const [org, existing] = await Promise.all([orgDoc(orgId).get(), servicesCollection(orgId).get()]);
  const currency = org.data()?.currency ?? 'USD';
  const services = readableRecords(existing.docs);
  const have = new Set(services.map((s) => s.name.trim().toLowerCase()));
  const batch = db().batch();
  const now = new Date();
  let created = 0;
  let placed: { category: string; sortOrder: number }[] = services;
  for (const line of menu) {
    if (have.has(line.name.toLowerCase())) continue;
    have.add(line.name.toLowerCase());
    const input = ZServiceInput.parse({
      ...line,
      description: '',
      currency,
      staffIds: member.staffId ? [member.staffId] : [],
    });
    const ref = servicesCollection(orgId).doc();
    const sortOrder = nextSortOrder(placed, input.category);
    batch.create(ref, {
      ...input,
      id: ref.id,
      status: 'active',
      sortOrder,
      createdAt: now,
      updatedAt: now,
    });
    placed = [...placed, { category: input.category, sortOrder }];
    created += 1;
  }
  if (created > 0) await batch.commit();
  return { created, skipped: menu.length - created };
}
