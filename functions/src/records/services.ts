// orgs/{orgId}/services/{serviceId}.
import { ZServiceRecord, type ServiceRecord } from '@chairside/core/records/service';
import { db } from '../firebase';
import { converterFor, readableRecords } from './repository';

const services = converterFor(ZServiceRecord);

export const servicesCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/services`).withConverter(services);
export const serviceDoc = (orgId: string, serviceId: string) =>
  db().doc(`orgs/${orgId}/services/${serviceId}`).withConverter(services);

/** The salon's active services (an unreadable one is logged and left out of the menu). */
export async function activeServices(orgId: string): Promise<ServiceRecord[]> {
  const snap = await servicesCollection(orgId).where('status', '==', 'active').get();
  return readableRecords(snap.docs);
}
