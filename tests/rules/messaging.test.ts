import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules';
import { personas, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();
const { client, stylist, frontDesk, manager, owner, everyoneBut } = personas(rules);

// Sam (a client of Nova) talks with Nova's desk and Leo, Sam's stylist.
const participants = ['maya', 'jordan', 'ava', 'leo', 'sam'];
const CONVERSATION = 'conversations/nova__c-sam';

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, CONVERSATION), {
      orgId: 'nova',
      clientId: 'c-sam',
      participant_ids: participants,
      unread_counts: { maya: 1, jordan: 1, ava: 1, leo: 1, sam: 0 },
      last_message: { text: 'Running 5 minutes late', senderId: 'sam' },
    });
    await setDoc(doc(db, `${CONVERSATION}/messages/m1`), {
      senderId: 'sam',
      text: 'Running 5 minutes late',
    });
    for (const uid of participants) {
      await setDoc(doc(db, `unreadCounts/${uid}`), { unread_count: uid === 'sam' ? 0 : 1 });
    }
  });
});

describe('conversations/{id} and its messages', () => {
  for (const p of [client, stylist, frontDesk, manager, owner]) {
    it(`${p.name} (a participant) reads the conversation and its messages`, async () => {
      await assertSucceeds(getDoc(doc(p.db(), CONVERSATION)));
      await assertSucceeds(getDocs(collection(p.db(), `${CONVERSATION}/messages`)));
    });
  }

  it('a participant lists their own conversations, and only by their id', async () => {
    const mine = query(
      collection(owner.db(), 'conversations'),
      where('participant_ids', 'array-contains', 'maya'),
    );
    await assertSucceeds(getDocs(mine));
    await assertFails(getDocs(collection(owner.db(), 'conversations')));
  });

  for (const p of everyoneBut(client, stylist, frontDesk, manager, owner)) {
    it(`${p.name} reads neither the conversation nor its messages`, async () => {
      await assertFails(getDoc(doc(p.db(), CONVERSATION)));
      await assertFails(getDoc(doc(p.db(), `${CONVERSATION}/messages/m1`)));
    });
  }

  for (const p of [client, owner, frontDesk]) {
    it(`${p.name} writes no message, count or conversation from the browser`, async () => {
      await assertFails(
        setDoc(doc(p.db(), `${CONVERSATION}/messages/m2`), { senderId: 'maya', text: 'hi' }),
      );
      await assertFails(updateDoc(doc(p.db(), CONVERSATION), { 'unread_counts.maya': 0 }));
      await assertFails(
        setDoc(doc(p.db(), 'conversations/nova__c-new'), { participant_ids: ['maya'] }),
      );
    });
  }
});

describe('unreadCounts/{uid}', () => {
  it('each person reads their own total, and nobody else’s', async () => {
    await assertSucceeds(getDoc(doc(owner.db(), 'unreadCounts/maya')));
    await assertSucceeds(getDoc(doc(client.db(), 'unreadCounts/sam')));
    await assertFails(getDoc(doc(client.db(), 'unreadCounts/maya')));
    await assertFails(getDoc(doc(owner.db(), 'unreadCounts/sam')));
  });

  for (const p of [client, owner, stylist]) {
    it(`${p.name} cannot change a total`, async () => {
      await assertFails(
        setDoc(doc(p.db(), `unreadCounts/${p === client ? 'sam' : p === owner ? 'maya' : 'leo'}`), {
          unread_count: 0,
        }),
      );
    });
  }
});
