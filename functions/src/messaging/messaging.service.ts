// Direct messages between a salon and a client with an account. The salon's
// side of a conversation is its owners, managers and front desk and the
// client's stylist (or the booth renter whose client it is); the client's
// side is the client's own account. Sending is one transaction: the message,
// the conversation's last message, every other participant's unread count in
// it, and their total (unreadCounts/{uid}, which the header's badge listens to,
// rolled up just after the message commits).
import type { Transaction } from 'firebase-admin/firestore';
import { queueRollup, type RollupChange } from '../records/rollups';
import type {
  ClientReach,
  ConversationView,
  MessageView,
} from '@chairside/core/contracts/messaging';
import { MESSAGING_PAGE, conversationIdFor, type SendMessage } from '@chairside/core/messaging';
import type {
  ConversationRecord,
  MessageRecord,
  MessageVia,
} from '@chairside/core/records/conversation';
import type { ClientRecord } from '@chairside/core/records/client';
import { isEditable } from '@chairside/core/booking';
import { formatAppointmentTime } from '@chairside/core/format';
import { servicesLabel } from '../bookings';
import { manageToken } from '../platform/manage-links';
import { resolveSalon } from '../platform/salon';
import { appOriginForSites } from '../config';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { membershipOf } from '../http/membership';
import { clientDoc, clientsCollection } from '../records/clients';
import {
  conversationDoc,
  conversationsCollection,
  messagesCollection,
  readUnreadCount,
  unreadCountDoc,
} from '../records/conversations';
import { bookingsCollection } from '../records/bookings';
import { activeServices } from '../records/services';
import { membersCollection, staffDoc } from '../records/team';
import { isOneOf } from '../platform/lists';
import { orgDoc, userDoc } from '../records/orgs';
import { replySuggestions } from '../ai';
import { reachOf, relayToClient } from './relay';

const fullName = (c: ClientRecord) => `${c.firstName} ${c.lastName}`.trim() || 'Client';

/** The roles that read and answer every client's messages. */
const DESK_ROLES = ['owner', 'manager', 'front_desk'] as const;

/** Everyone at the salon who takes part in a client's conversation. */
async function salonSide(orgId: string, client: ClientRecord): Promise<string[]> {
  const stylistId = client.ownerStaffId ?? client.preferredStaffId ?? null;
  const [desk, stylist] = await Promise.all([
    membersCollection(orgId)
      .where('role', 'in', [...DESK_ROLES])
      .get(),
    stylistId ? staffDoc(orgId, stylistId).get() : Promise.resolve(null),
  ]);
  // A booth renter's own client is the renter's alone.
  const deskIds = client.ownerStaffId ? [] : desk.docs.map((d) => d.id);
  const stylistUid = stylist?.data()?.userId ?? null;
  return [...new Set([...deskIds, ...(stylistUid ? [stylistUid] : [])])];
}

interface Side {
  side: 'salon' | 'client';
  name: string;
}

/** Whether the caller may write into a client's conversation, and as whom. */
async function sideOf(caller: Caller, orgId: string, client: ClientRecord): Promise<Side | null> {
  if (client.userId && client.userId === caller.uid) {
    return { side: 'client', name: fullName(client) };
  }
  const member = await membershipOf(orgId, caller.uid);
  if (!member) return null;
  const stylistId = client.ownerStaffId ?? client.preferredStaffId;
  const allowed =
    (!client.ownerStaffId && isOneOf(DESK_ROLES, member.role)) ||
    (member.staffId !== null && member.staffId === stylistId);
  if (!allowed) return null;
  const staff = member.staffId ? (await staffDoc(orgId, member.staffId).get()).data() : null;
  return { side: 'salon', name: staff?.displayName || caller.token.name || 'The salon' };
}

const notYours = () =>
  new ApiError('not_found', 'There is no such conversation, or it is not one of yours.');

/** The salon and the client a message is for, and who the caller is in it. */
async function target(
  caller: Caller,
  input: Pick<SendMessage, 'conversationId' | 'orgId' | 'clientId'>,
) {
  let orgId = input.orgId ?? null;
  let clientId = input.clientId ?? null;
  if (input.conversationId) {
    const known = (await conversationDoc(input.conversationId).get()).data();
    if (!known) throw notYours();
    orgId = known.orgId;
    clientId = known.clientId;
  } else if (orgId && !clientId) {
    // A client writes to their salon: their client record there, linked to their account.
    const mine = await clientsCollection(orgId).where('userId', '==', caller.uid).limit(1).get();
    if (mine.empty) {
      throw new ApiError(
        'forbidden',
        'You can write to a salon once you have booked with it while signed in.',
      );
    }
    clientId = mine.docs[0]!.id;
  }
  if (!orgId || !clientId) throw notYours();
  const [client, salon] = await Promise.all([
    clientDoc(orgId, clientId)
      .get()
      .then((s) => s.data()),
    orgDoc(orgId)
      .get()
      .then((s) => s.data()),
  ]);
  if (!client || !salon) throw notYours();
  const side = await sideOf(caller, orgId, client);
  if (!side && client.ownerStaffId && !input.conversationId) {
    const member = await membershipOf(orgId, caller.uid);
    if (member) {
      throw new ApiError(
        'forbidden',
        'This is a booth renter’s own client: only the renter writes to them.',
      );
    }
  }
  if (!side) throw notYours();
  return { orgId, clientId, client, salon, salonName: salon.name, side };
}

function conversationView(
  c: ConversationRecord,
  uid: string,
  reach: ClientReach | null = null,
): ConversationView {
  return {
    id: c.id,
    orgId: c.orgId,
    salonName: c.salonName,
    clientId: c.clientId,
    clientName: c.clientName,
    unread: c.unread_counts[uid] ?? 0,
    reach,
    lastMessage: c.last_message
      ? {
          text: c.last_message.text,
          senderName: c.last_message.senderName,
          mine: c.last_message.senderId === uid,
          at: c.last_message.at.toISOString(),
        }
      : null,
    updatedAt: c.updatedAt.toISOString(),
  };
}

const messageView = (m: MessageRecord, uid: string): MessageView => ({
  id: m.id,
  senderName: m.senderName,
  side: m.side,
  mine: m.senderId === uid,
  text: m.text,
  image: m.image ? { url: m.image.url } : null,
  via: m.via,
  createdAt: m.createdAt.toISOString(),
});

/** Clears the caller's unread messages in a conversation (and from their total). */
function markRead(tx: Transaction, conversation: ConversationRecord, uid: string) {
  const unread = conversation.unread_counts[uid] ?? 0;
  if (!unread) return;
  tx.update(conversationDoc(conversation.id), { [`unread_counts.${uid}`]: 0 });
  queueRollup(tx, conversation.orgId, unreadChange(uid, -unread));
}

/** A change to a person's total (applied after the commit, records/rollups.ts). */
const unreadChange = (uid: string, by: number): RollupChange => ({
  target: unreadCountDoc(uid).path,
  add: { unread_count: by },
});

/** GET reach: how the salon's messages reach a client (the salon's side only). */
export async function reachFor(caller: Caller, orgId: string, clientId: string) {
  const t = await target(caller, { orgId, clientId });
  if (t.side.side !== 'salon') throw notYours();
  return reachOf(t.client);
}

/** Where a photo for a conversation would be stored, once the caller may send it. */
export async function photoTarget(
  caller: Caller,
  input: Pick<SendMessage, 'conversationId' | 'orgId' | 'clientId'>,
) {
  const t = await target(caller, input);
  return { orgId: t.orgId, conversationId: conversationIdFor(t.orgId, t.clientId) };
}

/**
 * POST send (and upload-image, with the stored photo): the message, the last
 * message and the conversation's unread counts, in one transaction; each
 * person's total just after.
 */
export async function sendMessage(
  caller: Caller,
  input: Omit<SendMessage, 'text'> & { text: string },
  image: MessageRecord['image'] = null,
) {
  const t = await target(caller, input);
  const salonIds = await salonSide(t.orgId, t.client);
  const participants = [
    ...new Set([...salonIds, ...(t.client.userId ? [t.client.userId] : []), caller.uid]),
  ];
  const id = conversationIdFor(t.orgId, t.clientId);
  const ref = conversationDoc(id);
  const messageRef = messagesCollection(id).doc();
  const at = new Date();
  const message: MessageRecord = {
    id: messageRef.id,
    senderId: caller.uid,
    senderName: t.side.name,
    side: t.side.side,
    text: input.text,
    image,
    via: null,
    createdAt: at,
  };
  const after = await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    const counts = { ...(current?.unread_counts ?? {}) };
    // The other side's unread grows: the client's for the salon's answer, everyone at the
    // salon's for the client's message (a colleague's answer is not news to the team).
    const clientUid = t.client.userId;
    const others = participants.filter((uid) =>
      t.side.side === 'salon' ? uid === clientUid : uid !== caller.uid,
    );
    // Each person's total follows after the commit, so messages to one salon's
    // desk never queue on its members' totals (records/rollups.ts).
    const totals: RollupChange[] = [];
    // Whoever left the conversation (a former front desk) keeps no count in it.
    for (const uid of Object.keys(counts)) {
      if (!participants.includes(uid) && counts[uid]) {
        totals.push(unreadChange(uid, -counts[uid]!));
        delete counts[uid];
      }
    }
    for (const uid of others) {
      counts[uid] = (counts[uid] ?? 0) + 1;
      totals.push(unreadChange(uid, 1));
    }
    const mineBefore = counts[caller.uid] ?? 0;
    if (mineBefore) totals.push(unreadChange(caller.uid, -mineBefore));
    counts[caller.uid] = 0;
    queueRollup(tx, t.orgId, ...totals);
    const next: ConversationRecord = {
      id,
      orgId: t.orgId,
      salonName: t.salonName,
      clientId: t.clientId,
      clientName: fullName(t.client),
      clientUserId: t.client.userId,
      participant_ids: participants,
      unread_counts: counts,
      last_message: {
        text: input.text.slice(0, 200) || (image ? 'Photo' : ''),
        senderId: caller.uid,
        senderName: t.side.name,
        at,
      },
      createdAt: current?.createdAt ?? at,
      updatedAt: at,
    };
    tx.set(ref, next);
    tx.create(messageRef, message);
    return next;
  });
  // A client without an account reads it as a text or an e-mail (relay.ts).
  const salonSideMessage = t.side.side === 'salon';
  if (salonSideMessage && !t.client.userId) {
    message.via = await relayToClient({
      orgId: t.orgId,
      clientId: t.clientId,
      client: t.client,
      salon: { name: t.salon.name, email: t.salon.email ?? '', slug: t.salon.slug || t.orgId },
      senderName: t.side.name,
      text: input.text || (image ? 'Sent you a photo: open your messages to see it.' : ''),
      messageId: messageRef.id,
    });
    if (message.via) await messageRef.update({ via: message.via });
  }
  return {
    conversation: conversationView(after, caller.uid, salonSideMessage ? reachOf(t.client) : null),
    message: messageView(message, caller.uid),
  };
}

/**
 * A client's answer that came back by text or e-mail: a message on the
 * client's side of their conversation, unread for everyone at the salon in it.
 * Answers false when that conversation's client no longer exists.
 */
export async function receiveClientMessage(
  orgId: string,
  clientId: string,
  text: string,
  via: MessageVia,
): Promise<boolean> {
  const client = (await clientDoc(orgId, clientId).get()).data();
  const salon = (await orgDoc(orgId).get()).data();
  if (!client || !salon) return false;
  const salonIds = await salonSide(orgId, client);
  const id = conversationIdFor(orgId, clientId);
  const ref = conversationDoc(id);
  const messageRef = messagesCollection(id).doc();
  const at = new Date();
  const senderId = client.userId ?? `client:${clientId}`;
  const message: MessageRecord = {
    id: messageRef.id,
    senderId,
    senderName: fullName(client),
    side: 'client',
    text,
    image: null,
    via,
    createdAt: at,
  };
  await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    const counts = { ...(current?.unread_counts ?? {}) };
    const participants = [...new Set([...salonIds, ...(client.userId ? [client.userId] : [])])];
    const totals: RollupChange[] = [];
    for (const uid of salonIds) {
      counts[uid] = (counts[uid] ?? 0) + 1;
      totals.push(unreadChange(uid, 1));
    }
    queueRollup(tx, orgId, ...totals);
    tx.set(ref, {
      id,
      orgId,
      salonName: salon.name,
      clientId,
      clientName: fullName(client),
      clientUserId: client.userId,
      participant_ids: participants,
      unread_counts: counts,
      last_message: { text: text.slice(0, 200), senderId, senderName: fullName(client), at },
      createdAt: current?.createdAt ?? at,
      updatedAt: at,
    } satisfies ConversationRecord);
    tx.create(messageRef, message);
  });
  return true;
}

/** GET unread-count: the caller's total (one read). */
export async function unreadCount(caller: Caller) {
  return { unread_count: Math.max(0, await readUnreadCount(caller.uid)) };
}

/** The conversations of the salons the caller is a client of (users/{uid}.clientOf). */
async function myClientConversationIds(uid: string): Promise<Set<string>> {
  const profile = (await userDoc(uid).get()).data();
  return new Set(
    Object.entries(profile?.clientOf ?? {}).map(([orgId, clientId]) =>
      conversationIdFor(orgId, String(clientId)),
    ),
  );
}

/**
 * GET conversations: the caller's most recent (one page), and, for a client,
 * the thread a salon started before they had an account.
 */
export async function listConversations(caller: Caller) {
  const [snap, mine] = await Promise.all([
    conversationsCollection()
      .where('participant_ids', 'array-contains', caller.uid)
      .orderBy('updatedAt', 'desc')
      .limit(MESSAGING_PAGE)
      .get(),
    myClientConversationIds(caller.uid),
  ]);
  const found = new Map(snap.docs.map((d) => [d.id, d.data()]));
  const missing = [...mine].filter((id) => !found.has(id)).slice(0, 10);
  const earlier = await Promise.all(missing.map((id) => conversationDoc(id).get()));
  for (const d of earlier) {
    const c = d.data();
    if (c) found.set(d.id, c);
  }
  const all = [...found.values()].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  return { conversations: all.map((c) => conversationView(c, caller.uid)) };
}

/** GET messages/{conversationId}: a page of the thread, oldest first; the caller has now read it. */
export async function threadOf(caller: Caller, conversationId: string, before?: string) {
  const ref = conversationDoc(conversationId);
  const conversation = (await ref.get()).data();
  if (!conversation) throw notYours();
  const participant = conversation.participant_ids.includes(caller.uid);
  if (!participant && !(await myClientConversationIds(caller.uid)).has(conversationId)) {
    throw notYours();
  }
  const client =
    participant && conversation.clientUserId !== caller.uid
      ? (await clientDoc(conversation.orgId, conversation.clientId).get()).data()
      : null;
  let page = messagesCollection(conversationId).orderBy('createdAt', 'desc');
  if (before) {
    const from = await messagesCollection(conversationId).doc(before).get();
    if (!from.exists) throw new ApiError('not_found', 'That message is not in this conversation.');
    page = page.startAfter(from);
  }
  const snap = await page.limit(MESSAGING_PAGE + 1).get();
  const messages = snap.docs.slice(0, MESSAGING_PAGE).map((d) => messageView(d.data(), caller.uid));
  if (!before) {
    await db().runTransaction(async (tx) => {
      const fresh = (await tx.get(ref)).data();
      if (fresh) markRead(tx, fresh, caller.uid);
    });
  }
  return {
    conversation: {
      ...conversationView(conversation, caller.uid, client ? reachOf(client) : null),
      unread: 0,
    },
    messages: messages.reverse(),
    more: snap.size > MESSAGING_PAGE,
  };
}

/**
 * POST suggest-responses: replies for the salon's side of a conversation,
 * from the client's last message, their next appointment and the salon's
 * services, through the AI layer (the built-in rules of
 * core/reply-suggestions.ts, or the connected model). The client's side gets none.
 */
export async function suggestResponses(caller: Caller, conversationId: string) {
  const conversation = (await conversationDoc(conversationId).get()).data();
  if (!conversation || !conversation.participant_ids.includes(caller.uid)) throw notYours();
  if (conversation.clientUserId === caller.uid) return { suggestions: [] };
  const { orgId, clientId } = conversation;
  const now = new Date();
  const [salon, client, last, upcoming, services] = await Promise.all([
    resolveSalon(orgId),
    clientDoc(orgId, clientId)
      .get()
      .then((s) => s.data()),
    messagesCollection(conversationId).orderBy('createdAt', 'desc').limit(1).get(),
    bookingsCollection(orgId)
      .where('clientId', '==', clientId)
      .where('startTime', '>=', now)
      .orderBy('startTime')
      .limit(5)
      .get(),
    activeServices(orgId),
  ]);
  const lastMessage = last.docs[0]?.data();
  const next = upcoming.docs.map((d) => d.data()).find((b) => isEditable(b.status)) ?? null;
  const token = next ? manageToken(orgId, next.id) : null;
  const origin = appOriginForSites();
  return {
    suggestions: await replySuggestions(orgId, caller.uid, {
      clientFirstName: client?.firstName ?? conversation.clientName.split(' ')[0] ?? '',
      clientText: lastMessage?.side === 'client' ? lastMessage.text : '',
      salonName: salon.name,
      next: next && {
        when: formatAppointmentTime(next.startTime, salon.timeZone),
        what: servicesLabel(next.services),
        withWhom: next.staffName,
        manageUrl: token ? `${origin}/book-now?manage=${encodeURIComponent(token)}` : null,
      },
      bookUrl: `${origin}/book-now?salon=${encodeURIComponent(salon.slug || salon.id)}`,
      cancellationHours: salon.policy.cancellationHours,
      services: services
        .filter((s) => s.onlineBookable)
        .map((s) => ({
          name: s.name,
          price: s.price,
          currency: salon.currency,
          durationMinutes: s.durationMinutes,
        })),
    }),
  };
}
