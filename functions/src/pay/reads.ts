// What the pay slice's calls read first: the salon, today there, and the active team.
import type { OrgRecord } from '@chairside/core/records/org';
import { localParts } from '@chairside/core/zoned-time';
import { ApiError } from '../http/api-error';
import { countReads } from '../http/read-count';
import { orgDoc } from '../records/orgs';
import { readableRecords } from '../records/repository';
import { staffCollection } from '../records/team';

export async function salonOf(orgId: string): Promise<OrgRecord> {
  const salon = (await orgDoc(orgId).get()).data();
  countReads(1);
  if (!salon) throw new ApiError('not_found', 'That salon could not be found.');
  return salon;
}

export const todayAt = (salon: OrgRecord, now = Date.now()) => localParts(now, salon.timeZone).date;

export async function teamOf(orgId: string) {
  const snap = await staffCollection(orgId).where('status', '==', 'active').get();
  countReads(Math.max(1, snap.size));
  return readableRecords(snap.docs).sort((a, b) => a.displayName.localeCompare(b.displayName));
}
