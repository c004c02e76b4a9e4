// Unsubscribing from a salon's marketing, without signing in: the link names
// the salon, the client and the channel; the opt-out is kept apart from the
// client record the team edits (orgs/{orgId}/marketingOptOuts/{clientId},
// functions only), so no edit of the record undoes it, and every send checks it.
import type { UnsubscribeView } from '@chairside/core/contracts/marketing';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { isDocId } from '@chairside/core/ids';
import { notificationDoc } from '../records/notifications';
import { orgDoc } from '../records/orgs';
import { verifyUnsubscribeToken } from './links';

export const optOutDoc = (orgId: string, clientId: string) =>
  db().doc(`orgs/${orgId}/marketingOptOuts/${clientId}`);

async function viewOf(token: string, done?: boolean): Promise<UnsubscribeView> {
  const { orgId, clientId, channel } = verifyUnsubscribeToken(token);
  const [salon, optOut] = await Promise.all([
    orgDoc(orgId).get(),
    done === undefined ? optOutDoc(orgId, clientId).get() : null,
  ]);
  const name = salon.data()?.name;
  if (!name) throw new ApiError('not_found', 'This salon is no longer on Chairside.');
  return {
    salon: name,
    channel,
    unsubscribed: done ?? optOut?.get(channel) === true,
  };
}

/** GET marketing/unsubscribe: where the link stands. */
export const unsubscribeInfo = (token: string) => viewOf(token);

/** POST marketing/unsubscribe: no more marketing on the link's channel from its salon (again is fine). */
export async function unsubscribe(token: string, messageId?: string): Promise<UnsubscribeView> {
  const { orgId, clientId, channel } = verifyUnsubscribeToken(token);
  await optOutDoc(orgId, clientId).set(
    { [channel]: true, [`${channel}At`]: FieldValue.serverTimestamp() },
    { merge: true },
  );
  // The message whose header was used counts the unsubscribe (when it was this client's).
  if (messageId && isDocId(messageId)) {
    const ref = notificationDoc(orgId, messageId);
    const n = (await ref.get()).data();
    if (n?.clientId === clientId && n.source && !n.unsubscribed)
      await ref.update({ unsubscribed: 1 });
  }
  return viewOf(token, true);
}
