// orgs/{orgId}/loyaltyEntries (functions write them; see core/records/loyalty).
import { ZLoyaltyEntryRecord } from '@chairside/core/records/loyalty';
import { db } from '../firebase';
import { converterFor } from './repository';

const entries = converterFor(ZLoyaltyEntryRecord);

export const loyaltyEntriesCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/loyaltyEntries`).withConverter(entries);
export const loyaltyEntryDoc = (orgId: string, id: string) =>
  loyaltyEntriesCollection(orgId).doc(id);
