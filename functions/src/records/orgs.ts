// orgs/{orgId}, orgSlugs/{slug} and users/{uid}.
import { ZOrgRecord, ZOrgSlugRecord, ZUserProfileRecord } from '@chairside/core/records/org';
import { db } from '../firebase';
import { converterFor } from './repository';

const orgs = converterFor(ZOrgRecord);
const slugs = converterFor(ZOrgSlugRecord);
const users = converterFor(ZUserProfileRecord);

export const orgDoc = (orgId: string) => db().doc(`orgs/${orgId}`).withConverter(orgs);
export const orgsCollection = () => db().collection('orgs').withConverter(orgs);
export const orgSlugDoc = (slug: string) => db().doc(`orgSlugs/${slug}`).withConverter(slugs);
export const userDoc = (uid: string) => db().doc(`users/${uid}`).withConverter(users);
