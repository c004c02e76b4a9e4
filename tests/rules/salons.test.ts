import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnvironment, type Db } from '../support/rules';
import { personas, salon, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'orgs/nova/invites/i1'), { email: 'new@x.test', role: 'staff' });
    await setDoc(doc(db, 'orgs/luxe/invites/i2'), { email: 'new@x.test', role: 'staff' });
  });
});

const {
  anonymous,
  stranger,
  client,
  stylist,
  renter,
  frontDesk,
  manager,
  owner,
  superAdmin,
  team,
  outsiders,
} = personas(rules);

const rename = (db: Db, name = 'Nova Studio') =>
  updateDoc(doc(db, 'orgs/nova'), { name, updatedAt: serverTimestamp() });

describe('orgs/{orgId}: the salon', () => {
  for (const p of [...team, client, superAdmin]) {
    it(`${p.name} can read the salon`, async () => {
      await assertSucceeds(getDoc(doc(p.db(), 'orgs/nova')));
    });
  }
  for (const p of outsiders) {
    it(`${p.name} cannot read the salon`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova')));
    });
  }
  it('a member of one salon cannot read another salon', async () => {
    await assertFails(getDoc(doc(owner.db(), 'orgs/luxe')));
    await assertFails(getDoc(doc(client.db(), 'orgs/luxe')));
  });
  it('nobody lists every salon from the browser, not even a member', async () => {
    await assertFails(getDocs(collection(owner.db(), 'orgs')));
  });

  for (const p of [owner, manager]) {
    it(`${p.name} can edit the salon’s details`, async () => {
      await assertSucceeds(rename(p.db()));
    });
  }
  for (const p of [stylist, renter, frontDesk, client, superAdmin, ...outsiders]) {
    it(`${p.name} cannot edit the salon’s details`, async () => {
      await assertFails(rename(p.db()));
    });
  }

  it('the address slug, founding owner and creation time never change', async () => {
    const db = owner.db();
    for (const change of [{ slug: 'stolen' }, { ownerId: 'jordan' }, { createdAt: new Date() }]) {
      await assertFails(
        updateDoc(doc(db, 'orgs/nova'), { ...change, updatedAt: serverTimestamp() }),
      );
    }
  });

  it('deposits and fees are the API’s to write, and a salon that has them can still be edited', async () => {
    const fee = { kind: 'fixed', amount: 100, percent: 0 };
    for (const p of [owner, manager]) {
      await assertFails(
        updateDoc(doc(p.db(), 'orgs/nova'), {
          'paymentPolicy.noShowFee': fee,
          updatedAt: serverTimestamp(),
        }),
      );
    }
    await rules().withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), 'orgs/nova'), { paymentPolicy: { noShowFee: fee } });
    });
    await assertSucceeds(rename(owner.db()));
  });

  it('a salon holding the settings the API writes can still be edited, and those settings stay the API’s', async () => {
    await rules().withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), 'orgs/nova'), {
        reminderSettings: { email: true, sms: false, hoursBefore: [24] },
        retailSettings: { allowNegativeStock: false },
        loyaltySettings: { enabled: true },
        publicProfile: { listed: true },
      });
    });
    await assertSucceeds(rename(owner.db()));
    await assertSucceeds(
      updateDoc(doc(manager.db(), 'orgs/nova'), { country: 'GB', updatedAt: serverTimestamp() }),
    );
    for (const change of [
      { 'reminderSettings.sms': true },
      { 'loyaltySettings.enabled': false },
      { publicProfile: { listed: false } },
    ]) {
      await assertFails(
        updateDoc(doc(owner.db(), 'orgs/nova'), { ...change, updatedAt: serverTimestamp() }),
      );
    }
  });

  it('an edit must have the right shape and stamp the server time', async () => {
    const db = owner.db();
    await assertFails(rename(db, 'N'));
    await assertFails(updateDoc(doc(db, 'orgs/nova'), { name: 'Nova', updatedAt: new Date() }));
    await assertFails(
      updateDoc(doc(db, 'orgs/nova'), { currency: 'dollars', updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(db, 'orgs/nova'), { plan: 'free-forever', updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(db, 'orgs/nova'), {
        'businessHours.mon': { open: true, start: '18:00', end: '09:00' },
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(
      updateDoc(doc(db, 'orgs/nova'), {
        'businessHours.mon': { open: true, start: '10:00', end: '16:00' },
        updatedAt: serverTimestamp(),
      }),
    );
  });

  for (const p of [owner, superAdmin, stranger]) {
    it(`${p.name} cannot create or delete a salon from the browser`, async () => {
      await assertFails(setDoc(doc(p.db(), 'orgs/new'), salon('New', 'zed', 'new')));
      await assertFails(deleteDoc(doc(p.db(), 'orgs/nova')));
    });
  }
});

describe('orgs/{orgId}/members: who works here', () => {
  for (const p of [...team, superAdmin]) {
    it(`${p.name} can see the team’s roles`, async () => {
      await assertSucceeds(getDocs(collection(p.db(), 'orgs/nova/members')));
    });
  }
  for (const p of [client, ...outsiders]) {
    it(`${p.name} cannot see the team’s roles`, async () => {
      await assertFails(getDocs(collection(p.db(), 'orgs/nova/members')));
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/members/maya')));
    });
  }
  for (const p of [...team, superAdmin, stranger]) {
    it(`${p.name} cannot grant, change or remove a role from the browser`, async () => {
      const db = p.db();
      await assertFails(setDoc(doc(db, 'orgs/nova/members/zed'), { uid: 'zed', role: 'owner' }));
      await assertFails(updateDoc(doc(db, 'orgs/nova/members/leo'), { role: 'owner' }));
      await assertFails(deleteDoc(doc(db, 'orgs/nova/members/maya')));
    });
  }
  it('the stranger cannot make themself a member of a salon', async () => {
    await assertFails(
      setDoc(doc(stranger.db(), 'orgs/nova/members/zed'), { uid: 'zed', role: 'staff' }),
    );
  });
});

describe('orgs/{orgId}/invites: invitations', () => {
  for (const p of [owner, manager, superAdmin]) {
    it(`${p.name} can see pending invitations`, async () => {
      await assertSucceeds(getDocs(collection(p.db(), 'orgs/nova/invites')));
    });
  }
  for (const p of [stylist, renter, frontDesk, client, ...outsiders]) {
    it(`${p.name} cannot see invitations`, async () => {
      await assertFails(getDocs(collection(p.db(), 'orgs/nova/invites')));
    });
  }
  it('an owner cannot see another salon’s invitations', async () => {
    await assertFails(getDoc(doc(owner.db(), 'orgs/luxe/invites/i2')));
  });
  for (const p of [owner, manager, stranger]) {
    it(`${p.name} cannot create or accept an invitation in the browser`, async () => {
      await assertFails(setDoc(doc(p.db(), 'orgs/nova/invites/x'), { email: 'a@b.c' }));
      await assertFails(updateDoc(doc(p.db(), 'orgs/nova/invites/i1'), { status: 'accepted' }));
    });
  }
});

describe('orgSlugs/{slug}: unique salon addresses', () => {
  it('a signed-in person can check whether an address is taken', async () => {
    await assertSucceeds(getDoc(doc(stranger.db(), 'orgSlugs/studio-nova')));
    await assertSucceeds(getDoc(doc(stranger.db(), 'orgSlugs/free-name')));
  });
  it('an anonymous visitor cannot, and nobody can list or claim addresses', async () => {
    await assertFails(getDoc(doc(anonymous.db(), 'orgSlugs/studio-nova')));
    await assertFails(getDocs(collection(owner.db(), 'orgSlugs')));
    await assertFails(setDoc(doc(owner.db(), 'orgSlugs/mine'), { orgId: 'nova' }));
  });
});

describe('publicSites: what the checklist reads', () => {
  it('anyone reads one published site, nobody lists or writes sites', async () => {
    await assertSucceeds(getDoc(doc(anonymous.db(), 'publicSites/nova')));
    await assertFails(getDocs(collection(anonymous.db(), 'publicSites')));
    await assertFails(setDoc(doc(owner.db(), 'publicSites/nova'), { name: 'Hacked' }));
  });
});
