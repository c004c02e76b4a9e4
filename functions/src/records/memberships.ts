// orgs/{orgId}/membershipDefinitions and memberships (functions write them;
// see core/records/membership).
import { ZMembershipDefinitionRecord, ZMembershipRecord } from '@chairside/core/records/membership';
import { db } from '../firebase';
import { converterFor } from './repository';

const definitions = converterFor(ZMembershipDefinitionRecord);
const memberships = converterFor(ZMembershipRecord);

export const membershipDefinitionsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/membershipDefinitions`).withConverter(definitions);
export const membershipDefinitionDoc = (orgId: string, id: string) =>
  membershipDefinitionsCollection(orgId).doc(id);
export const membershipsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/memberships`).withConverter(memberships);
export const membershipDoc = (orgId: string, id: string) => membershipsCollection(orgId).doc(id);
