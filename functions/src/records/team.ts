// orgs/{orgId}/staff/{staffId} and orgs/{orgId}/staffPay/{staffId}.
import { ZStaffPayRecord, ZStaffRecord } from '@chairside/core/records/team';
import { db } from '../firebase';
import { converterFor } from './repository';

const staff = converterFor(ZStaffRecord);
const pay = converterFor(ZStaffPayRecord);

export const staffCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/staff`).withConverter(staff);
export const staffDoc = (orgId: string, staffId: string) =>
  db().doc(`orgs/${orgId}/staff/${staffId}`).withConverter(staff);
export const staffPayDoc = (orgId: string, staffId: string) =>
  db().doc(`orgs/${orgId}/staffPay/${staffId}`).withConverter(pay);
