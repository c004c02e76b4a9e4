// Calendar sync in the rules: an imported calendar's status is read by the
// team member it belongs to and by owners and managers; its address (a
// private link to someone's calendar) and the subscribed feeds' secrets are
// the server's alone; nobody writes any of them from the browser. Google and
// Outlook connections read the same way; their tokens and channels are the
// server's alone.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules';
import { personas, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();
const { owner, manager, stylist, renter, superAdmin, everyoneBut } = personas(rules);

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'orgs/nova/calendarFeeds/leo-personal'), {
      staffId: 's-leo',
      status: 'ok',
      source: 'calendar.example.com',
    });
    await setDoc(doc(db, 'orgs/nova/calendarFeedSecrets/leo-personal'), {
      url: 'https://calendar.example.com/private-abc/basic.ics',
    });
    await setDoc(doc(db, 'orgs/nova/calendarExports/s-leo'), { secret: 'feed-secret' });
    await setDoc(doc(db, 'orgs/luxe/calendarFeeds/olga-personal'), { staffId: 's-olga' });
    await setDoc(doc(db, 'orgs/nova/calendarConnections/google_s-leo'), {
      staffId: 's-leo',
      provider: 'google',
      status: 'ok',
    });
    await setDoc(doc(db, 'orgs/nova/calendarConnectionSecrets/google_s-leo'), {
      tokens: 'v1.sealed',
    });
    await setDoc(doc(db, 'calendarChannels/channel-1'), { orgId: 'nova' });
    await setDoc(doc(db, 'orgs/luxe/calendarConnections/outlook_s-olga'), { staffId: 's-olga' });
  });
});

describe('orgs/{orgId}/calendarFeeds: imported calendars’ status', () => {
  for (const p of [stylist, owner, manager, superAdmin]) {
    it(`${p.name} reads Leo’s import`, async () => {
      await assertSucceeds(getDoc(doc(p.db(), 'orgs/nova/calendarFeeds/leo-personal')));
    });
  }
  for (const p of everyoneBut(stylist, owner, manager, superAdmin)) {
    it(`${p.name} does not read it`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/calendarFeeds/leo-personal')));
    });
  }
  it('another salon’s owner does not read Nova’s, nor Nova’s owner theirs', async () => {
    await assertFails(getDoc(doc(owner.db(), 'orgs/luxe/calendarFeeds/olga-personal')));
  });
  it('a booth renter does not read a stylist’s import', async () => {
    await assertFails(getDoc(doc(renter.db(), 'orgs/nova/calendarFeeds/leo-personal')));
  });
  for (const p of everyoneBut()) {
    it(`${p.name} never writes imports, addresses or feed secrets`, async () => {
      const db = p.db();
      await assertFails(setDoc(doc(db, 'orgs/nova/calendarFeeds/new'), { staffId: 's-leo' }));
      await assertFails(
        updateDoc(doc(db, 'orgs/nova/calendarFeeds/leo-personal'), { status: 'ok' }),
      );
      await assertFails(deleteDoc(doc(db, 'orgs/nova/calendarFeeds/leo-personal')));
      await assertFails(getDoc(doc(db, 'orgs/nova/calendarFeedSecrets/leo-personal')));
      await assertFails(setDoc(doc(db, 'orgs/nova/calendarFeedSecrets/x'), { url: 'http://x' }));
      await assertFails(getDoc(doc(db, 'orgs/nova/calendarExports/s-leo')));
      await assertFails(setDoc(doc(db, 'orgs/nova/calendarExports/s-leo'), { secret: 'mine' }));
    });
  }
});

describe('orgs/{orgId}/calendarConnections: Google and Outlook connections', () => {
  const leoGoogle = 'orgs/nova/calendarConnections/google_s-leo';
  for (const p of [stylist, owner, manager, superAdmin]) {
    it(`${p.name} reads Leo’s connection`, async () => {
      await assertSucceeds(getDoc(doc(p.db(), leoGoogle)));
    });
  }
  for (const p of everyoneBut(stylist, owner, manager, superAdmin)) {
    it(`${p.name} does not read it`, async () => {
      await assertFails(getDoc(doc(p.db(), leoGoogle)));
    });
  }
  it('another salon’s connections stay theirs', async () => {
    await assertFails(getDoc(doc(owner.db(), 'orgs/luxe/calendarConnections/outlook_s-olga')));
  });
  for (const p of everyoneBut()) {
    it(`${p.name} never writes connections, nor reads tokens or channels`, async () => {
      const db = p.db();
      await assertFails(
        setDoc(doc(db, 'orgs/nova/calendarConnections/google_s-ana'), { staffId: 's-ana' }),
      );
      await assertFails(updateDoc(doc(db, leoGoogle), { status: 'ok' }));
      await assertFails(deleteDoc(doc(db, leoGoogle)));
      await assertFails(getDoc(doc(db, 'orgs/nova/calendarConnectionSecrets/google_s-leo')));
      await assertFails(setDoc(doc(db, 'orgs/nova/calendarConnectionSecrets/x'), { tokens: 'x' }));
      await assertFails(getDoc(doc(db, 'calendarChannels/channel-1')));
      await assertFails(setDoc(doc(db, 'calendarChannels/mine'), { orgId: 'nova' }));
    });
  }
});
