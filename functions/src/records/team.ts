// orgs/{orgId}/staff, staffPay, members, staffContacts and invites.
import {
  ZInviteRecord,
  ZMemberRecord,
  ZStaffContactRecord,
  ZStaffPayRecord,
  ZStaffRecord,
} from '@chairside/core/records/team';
import { db } from '../firebase';
import { converterFor } from './repository';

const staff = converterFor(ZStaffRecord);
const pay = converterFor(ZStaffPayRecord);
const members = converterFor(ZMemberRecord);
const contacts = converterFor(ZStaffContactRecord);
const invites = converterFor(ZInviteRecord);

export const staffCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/staff`).withConverter(staff);
export const staffDoc = (orgId: string, staffId: string) =>
  db().doc(`orgs/${orgId}/staff/${staffId}`).withConverter(staff);
export const staffPayDoc = (orgId: string, staffId: string) =>
  db().doc(`orgs/${orgId}/staffPay/${staffId}`).withConverter(pay);

export const membersCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/members`).withConverter(members);
export const memberDoc = (orgId: string, uid: string) =>
  db().doc(`orgs/${orgId}/members/${uid}`).withConverter(members);

export const staffContactsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/staffContacts`).withConverter(contacts);
export const staffContactDoc = (orgId: string, staffId: string) =>
  db().doc(`orgs/${orgId}/staffContacts/${staffId}`).withConverter(contacts);

export const invitesCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/invites`).withConverter(invites);
export const inviteDoc = (orgId: string, inviteId: string) =>
  db().doc(`orgs/${orgId}/invites/${inviteId}`).withConverter(invites);
/** Every salon's invitations, to find one by its token's hash. */
export const allInvites = () => db().collectionGroup('invites').withConverter(invites);
