// Saved segments: an audience the salon names to use again in a campaign or
// a journey (its size is always counted fresh when used).
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { SegmentView, ZSegmentSave } from '@chairside/core/contracts/campaigns';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { segmentsCollection } from '../records/campaigns';
import { MANAGERS } from './campaigns.service';

export async function listSegments(caller: Caller, orgId: string) {
  await requireRole(orgId, caller, MANAGERS, { action: 'build audiences' });
  const all = await segmentsCollection(orgId).orderBy('name').limit(100).get();
  const segments: SegmentView[] = all.docs.map((d) => {
    const s = d.data();
    return { id: s.id, name: s.name, audience: s.audience };
  });
  return { segments };
}

export async function saveSegment(caller: Caller, input: z.output<typeof ZSegmentSave>) {
  await requireRole(input.orgId, caller, MANAGERS, { action: 'build audiences' });
  const id = `seg-${randomBytes(6).toString('hex')}`;
  await segmentsCollection(input.orgId).doc(id).create({
    id,
    name: input.name,
    audience: input.audience,
    createdBy: caller.uid,
    createdAt: new Date(),
  });
  return { segment: { id, name: input.name, audience: input.audience } };
}

export async function deleteSegment(caller: Caller, orgId: string, id: string) {
  await requireRole(orgId, caller, MANAGERS, { action: 'build audiences' });
  const ref = segmentsCollection(orgId).doc(id);
  if (!(await ref.get()).exists) throw new ApiError('not_found', 'There is no such segment.');
  await ref.delete();
  return { deleted: true as const };
}
