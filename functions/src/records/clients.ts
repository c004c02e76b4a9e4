// orgs/{orgId}/clients/{clientId}.
import { ZClientRecord } from '@chairside/core/records/client';
import { db } from '../firebase';
import { converterFor } from './repository';

const clients = converterFor(ZClientRecord);

export const clientsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/clients`).withConverter(clients);
export const clientDoc = (orgId: string, clientId: string) =>
  db().doc(`orgs/${orgId}/clients/${clientId}`).withConverter(clients);
