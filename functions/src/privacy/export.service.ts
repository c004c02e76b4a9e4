// GET /api/account/export: everything Chairside holds about the caller, as
// JSON or CSV: their sign-in and profile, their place in each salon's team,
// their client records with the appointments and payments on them, and the
// messages they wrote. Each list is bounded (the newest 1,000).
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { ExportSection, PersonalExport } from '@chairside/core/privacy';
import { adminAuth, db } from '../firebase';
import type { Caller } from '../http/auth';

const LIMIT = 1000;
type Flat = ExportSection['records'][number];

/** A stored document as flat fields: times as ISO text, lists and maps as JSON. */
function flat(data: DocumentData, keep?: readonly string[]): Flat {
  const out: Flat = {};
  for (const [k, v] of Object.entries(data)) {
    if (keep && !keep.includes(k)) continue;
    if (v instanceof Timestamp) out[k] = v.toDate().toISOString();
    else if (v === null || ['string', 'number', 'boolean'].includes(typeof v))
      out[k] = v as string | number | boolean | null;
    else out[k] = JSON.stringify(v);
  }
  return out;
}

const BOOKING_FIELDS = [
  'startTime', 'endTime', 'status', 'serviceName', 'staffName', 'clientName', 'clientEmail',
  'clientPhone', 'price', 'currency', 'notes', 'createdAt',
] as const; // prettier-ignore
const PAYMENT_FIELDS = [
  'createdAt', 'method', 'purpose', 'status', 'amount', 'tip', 'refunded', 'currency', 'clientName',
  'staffName',
] as const; // prettier-ignore

export async function personalExport(caller: Caller, now = new Date()): Promise<PersonalExport> {
  const firestore = db();
  const [user, profileSnap] = await Promise.all([
    adminAuth().getUser(caller.uid),
    firestore.doc(`users/${caller.uid}`).get(),
  ]);
  const profile = profileSnap.data() ?? {};
  const memberships = Object.entries((profile['memberships'] ?? {}) as Record<string, string>);
  const clientOf = Object.entries((profile['clientOf'] ?? {}) as Record<string, string>);
  const sections: ExportSection[] = [
    { name: 'profile', records: profileSnap.exists ? [flat(profile)] : [] },
  ];

  const team: Flat[] = [];
  for (const [orgId, role] of memberships) {
    const member = (await firestore.doc(`orgs/${orgId}/members/${caller.uid}`).get()).data();
    const staffId = typeof member?.['staffId'] === 'string' ? member['staffId'] : null;
    const staff = staffId
      ? (await firestore.doc(`orgs/${orgId}/staff/${staffId}`).get()).data()
      : undefined;
    team.push({ salon: orgId, role, ...(staff ? flat(staff, ['displayName', 'title', 'bio', 'color', 'status', 'createdAt']) : {}) }); // prettier-ignore
  }
  sections.push({ name: 'team memberships', records: team });

  const clients: Flat[] = [];
  const appointments: Flat[] = [];
  const payments: Flat[] = [];
  for (const [orgId, clientId] of clientOf) {
    const [client, bookings, paid] = await Promise.all([
      firestore.doc(`orgs/${orgId}/clients/${clientId}`).get(),
      firestore
        .collection(`orgs/${orgId}/bookings`)
        .where('clientId', '==', clientId)
        .orderBy('startTime', 'desc')
        .limit(LIMIT)
        .get(),
      firestore
        .collection(`orgs/${orgId}/payments`)
        .where('clientId', '==', clientId)
        .orderBy('createdAt', 'desc')
        .limit(LIMIT)
        .get(),
    ]);
    if (client.exists)
      clients.push({ salon: orgId, ...flat(client.data()!, ['firstName', 'lastName', 'email', 'phone', 'birthday', 'marketingConsent', 'loyaltyPoints', 'visitCount', 'createdAt']) }); // prettier-ignore
    for (const b of bookings.docs)
      appointments.push({ salon: orgId, ...flat(b.data(), BOOKING_FIELDS) });
    for (const p of paid.docs) payments.push({ salon: orgId, ...flat(p.data(), PAYMENT_FIELDS) });
  }
  sections.push({ name: 'client records', records: clients });
  sections.push({ name: 'appointments', records: appointments });
  sections.push({ name: 'payments', records: payments });

  const messages: Flat[] = [];
  const conversations = await firestore
    .collection('conversations')
    .where('participant_ids', 'array-contains', caller.uid)
    .orderBy('updatedAt', 'desc')
    .limit(100)
    .get();
  for (const c of conversations.docs) {
    const mine = await c.ref
      .collection('messages')
      .where('senderId', '==', caller.uid)
      .limit(LIMIT)
      .get();
    for (const m of mine.docs)
      messages.push({ conversation: c.id, ...flat(m.data(), ['body', 'text', 'createdAt']) });
  }
  sections.push({ name: 'messages written', records: messages });

  return {
    exportedAt: now.toISOString(),
    person: {
      uid: user.uid,
      email: user.email ?? null,
      displayName: user.displayName ?? null,
      createdAt: user.metadata.creationTime
        ? new Date(user.metadata.creationTime).toISOString()
        : null,
    },
    sections,
  };
}
