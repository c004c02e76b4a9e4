// orgs/{orgId}/contactMessages.
import { ZContactMessageRecord } from '@chairside/core/records/contact';
import { db } from '../firebase';
import { converterFor } from './repository';

const messages = converterFor(ZContactMessageRecord);

export const contactMessagesCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/contactMessages`).withConverter(messages);
