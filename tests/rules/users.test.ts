import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules';

const rules = useRulesEnvironment();

beforeEach(async () => {
  await rules().clearFirestore();
  await rules().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'users/maya'), {
      displayName: 'Maya',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await setDoc(doc(db, 'orgs/studio-luxe'), { name: 'Studio Luxe', ownerId: 'maya' });
    await setDoc(doc(db, 'orgs/studio-luxe/members/maya'), { uid: 'maya', role: 'owner' });
    await setDoc(doc(db, 'orgs/elsewhere'), { name: 'Elsewhere', ownerId: 'olga' });
  });
});

const anonymous = () => rules().unauthenticatedContext().firestore();
const maya = () => rules().authenticatedContext('maya').firestore();
const leo = () => rules().authenticatedContext('leo').firestore();
const superAdmin = () => rules().authenticatedContext('root', { superAdmin: true }).firestore();

describe('users/{uid}: a person’s own profile', () => {
  it('a visitor who is not signed in cannot read or write any profile', async () => {
    await assertFails(getDoc(doc(anonymous(), 'users/maya')));
    await assertFails(
      setDoc(doc(anonymous(), 'users/anon'), {
        displayName: 'x',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('a person reads their own profile but not somebody else’s', async () => {
    await assertSucceeds(getDoc(doc(maya(), 'users/maya')));
    await assertFails(getDoc(doc(leo(), 'users/maya')));
  });

  it('a person creates their own profile with server timestamps', async () => {
    await assertSucceeds(
      setDoc(doc(leo(), 'users/leo'), {
        displayName: 'Leo',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('a person cannot create a profile for somebody else', async () => {
    await assertFails(
      setDoc(doc(leo(), 'users/someone'), {
        displayName: 'Not me',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('a profile cannot carry extra fields, such as a self-granted admin flag', async () => {
    await assertFails(
      updateDoc(doc(maya(), 'users/maya'), { superAdmin: true, updatedAt: serverTimestamp() }),
    );
  });

  it('a profile keeps its creation time and takes a bounded name', async () => {
    await assertFails(
      updateDoc(doc(maya(), 'users/maya'), {
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(doc(maya(), 'users/maya'), {
        displayName: 'x'.repeat(101),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(
      updateDoc(doc(maya(), 'users/maya'), {
        displayName: 'Maya C.',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('an update must stamp updatedAt with the server time', async () => {
    await assertFails(
      updateDoc(doc(maya(), 'users/maya'), {
        displayName: 'Maya',
        updatedAt: new Date(2000, 1, 1),
      }),
    );
  });

  it('nobody deletes a profile from the browser, not even its owner', async () => {
    await assertFails(deleteDoc(doc(maya(), 'users/maya')));
    await assertFails(deleteDoc(doc(superAdmin(), 'users/maya')));
  });

  it('a super-admin reads any profile but cannot write one', async () => {
    await assertSucceeds(getDoc(doc(superAdmin(), 'users/maya')));
    await assertFails(
      updateDoc(doc(superAdmin(), 'users/maya'), {
        displayName: 'Hacked',
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('users/{uid}: the salon index and the active salon', () => {
  it('a person cannot write their own salon index (memberships, client links)', async () => {
    await assertFails(
      updateDoc(doc(maya(), 'users/maya'), {
        memberships: { elsewhere: 'owner' },
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(doc(maya(), 'users/maya'), {
        clientOf: { elsewhere: 'c1' },
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('a person switches to a salon they belong to, never to another salon', async () => {
    await assertSucceeds(
      updateDoc(doc(maya(), 'users/maya'), {
        activeOrgId: 'studio-luxe',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(doc(maya(), 'users/maya'), {
        activeOrgId: 'elsewhere',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('a new profile cannot arrive with a salon index already in it', async () => {
    await assertFails(
      setDoc(doc(leo(), 'users/leo'), {
        displayName: 'Leo',
        memberships: { 'studio-luxe': 'owner' },
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('everything else is denied by default', () => {
  it('no persona reads or writes a collection that has no policy yet', async () => {
    for (const db of [anonymous(), maya(), leo(), superAdmin()]) {
      await assertFails(getDoc(doc(db, 'rateLimits/invite:abc')));
      // The mail outbox holds sign-in and payment links: the functions' alone.
      await assertFails(getDoc(doc(db, 'mailOutbox/k-receipt-1')));
      await assertFails(setDoc(doc(db, 'mailOutbox/k-receipt-1'), { mail: { to: 'x@y.z' } }));
      // A published product's page is read by the page function, not by browsers.
      await assertFails(getDoc(doc(db, 'publicSites/nova/products/serum')));
      // The platform's no-show prior and the salons' anonymised samples: functions only.
      await assertFails(getDoc(doc(db, 'noShowPrior/platform')));
      await assertFails(getDoc(doc(db, 'noShowPrior/platform/samples/abc123')));
      await assertFails(setDoc(doc(db, 'noShowPrior/platform/samples/abc123'), { labels: [1] }));
      await assertFails(setDoc(doc(db, 'orgs/new-salon'), { name: 'New' }));
      await assertFails(getDoc(doc(db, 'anything/at-all')));
    }
  });
});
