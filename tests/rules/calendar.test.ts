// Calendar sync in the rules: an imported calendar's status is read by the
// team member it belongs to and by owners and managers; its address (a
// private link to someone's calendar) and the subscribed feeds' secrets are
// the server's alone; nobody writes any of them from the browser.
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
