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

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'publicSites/nova'), {
      salon_id: 'nova',
      slug: 'studio-nova',
      name: 'Studio Nova',
    });
    await setDoc(doc(db, 'orgs/nova/site/draft'), { draft: { name: 'Studio Nova' } });
    await setDoc(doc(db, 'orgs/nova/contactMessages/m1'), {
      name: 'Rosa',
      archived: false,
      read: false,
    });
    await setDoc(doc(db, 'orgs/luxe/contactMessages/m2'), {
      name: 'Lux',
      archived: false,
      read: false,
    });
    await setDoc(doc(db, 'domains/www.nova.test'), {
      orgId: 'nova',
      status: 'pending',
      token: 't',
    });
  });
});

const p = personas(rules);
const everyone = [p.anonymous, p.stranger, p.client, ...p.team, p.otherOwner, p.superAdmin];

describe('publicSites/{orgId}: the published site', () => {
  for (const who of everyone) {
    it(`${who.name} can read one published site but not list them or write one`, async () => {
      await assertSucceeds(getDoc(doc(who.db(), 'publicSites/nova')));
      await assertFails(getDocs(collection(who.db(), 'publicSites')));
      await assertFails(setDoc(doc(who.db(), 'publicSites/nova'), { name: 'Hacked' }));
      await assertFails(setDoc(doc(who.db(), 'publicSites/new'), { name: 'Fake' }));
    });
  }
  it('a visitor reads nothing else of the salon', async () => {
    await assertFails(getDoc(doc(p.anonymous.db(), 'orgs/nova')));
    await assertFails(getDoc(doc(p.anonymous.db(), 'orgs/nova/site/draft')));
    await assertFails(getDocs(collection(p.anonymous.db(), 'orgs/nova/services')));
  });
});

describe('orgs/{orgId}/site: the editor draft', () => {
  for (const who of [p.owner, p.manager, p.superAdmin]) {
    it(`${who.name} can read the draft but not write it from the browser`, async () => {
      await assertSucceeds(getDoc(doc(who.db(), 'orgs/nova/site/draft')));
      await assertFails(
        setDoc(doc(who.db(), 'orgs/nova/site/draft'), { draft: { name: '<script>' } }),
      );
    });
  }
  for (const who of p.everyoneBut(p.owner, p.manager, p.superAdmin)) {
    it(`${who.name} cannot read the draft`, async () => {
      await assertFails(getDoc(doc(who.db(), 'orgs/nova/site/draft')));
    });
  }
});

describe('orgs/{orgId}/contactMessages: the site inbox', () => {
  const inbox = (db: ReturnType<typeof p.owner.db>) =>
    getDocs(query(collection(db, 'orgs/nova/contactMessages'), where('archived', '==', false)));
  for (const who of [p.owner, p.manager, p.frontDesk]) {
    it(`${who.name} can read the inbox but changes go through the API`, async () => {
      await assertSucceeds(inbox(who.db()));
      await assertSucceeds(getDoc(doc(who.db(), 'orgs/nova/contactMessages/m1')));
      await assertFails(updateDoc(doc(who.db(), 'orgs/nova/contactMessages/m1'), { read: true }));
      await assertFails(setDoc(doc(who.db(), 'orgs/nova/contactMessages/m9'), { name: 'Fake' }));
    });
  }
  for (const who of p.everyoneBut(p.owner, p.manager, p.frontDesk)) {
    it(`${who.name} cannot read the inbox or write a message`, async () => {
      await assertFails(inbox(who.db()));
      await assertFails(setDoc(doc(who.db(), 'orgs/nova/contactMessages/m9'), { name: 'Spam' }));
    });
  }
  it('an owner cannot read another salon’s inbox', async () => {
    await assertFails(getDoc(doc(p.owner.db(), 'orgs/luxe/contactMessages/m2')));
  });
});

describe('domains/{host}: custom domain claims', () => {
  for (const who of [p.owner, p.manager]) {
    it(`${who.name} can read the salon’s claim but not verify it from the browser`, async () => {
      await assertSucceeds(getDoc(doc(who.db(), 'domains/www.nova.test')));
      await assertFails(updateDoc(doc(who.db(), 'domains/www.nova.test'), { status: 'verified' }));
      await assertFails(
        setDoc(doc(who.db(), 'domains/evil.test'), { orgId: 'nova', status: 'verified' }),
      );
    });
  }
  for (const who of p.everyoneBut(p.owner, p.manager)) {
    it(`${who.name} cannot read the claim`, async () => {
      await assertFails(getDoc(doc(who.db(), 'domains/www.nova.test')));
    });
  }
});

describe('website analytics: the functions’ alone (owners read them through the API)', () => {
  beforeEach(async () => {
    await rules().withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await setDoc(doc(db, 'orgs/nova/siteAnalytics/2026-11-27'), { date: '2026-11-27', views: 3 });
      await setDoc(doc(db, 'orgs/nova/siteVisitors/2026-11-27-abc'), { date: '2026-11-27' });
      await setDoc(doc(db, 'orgs/nova/siteConversions/booking-b1'), { amount: 6500 });
      await setDoc(doc(db, 'orgs/nova/siteVisitorSteps/2026-11-27-abc-booked'), { date: 'x' });
      await setDoc(doc(db, 'orgs/nova/siteAnalyticsShards/2026-11-27-0'), { views: 2 });
      await setDoc(doc(db, 'analyticsSalts/current'), { salts: { '2026-11-27': 'secret' } });
    });
  });
  for (const who of everyone) {
    it(`${who.name} reads and writes none of the figures, visitors, conversions or salts`, async () => {
      const db = who.db();
      for (const path of [
        'orgs/nova/siteAnalytics/2026-11-27',
        'orgs/nova/siteVisitors/2026-11-27-abc',
        'orgs/nova/siteConversions/booking-b1',
        'orgs/nova/siteVisitorSteps/2026-11-27-abc-booked',
        'orgs/nova/siteAnalyticsShards/2026-11-27-0',
        'analyticsSalts/current',
      ]) {
        await assertFails(getDoc(doc(db, path)));
        await assertFails(setDoc(doc(db, path), { views: 1_000_000 }));
      }
      await assertFails(getDocs(collection(db, 'orgs/nova/siteVisitors')));
    });
  }
});
