// Imports in the rules: owners and managers follow an import's progress and
// report live; nobody writes it from the browser, and its checked rows and
// undo batches are the server's alone. The stamp an import leaves on the
// records it wrote stays as the server wrote it: records stay editable, but
// nobody sets, changes or removes the stamp.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ZClientInput, clientFields, newClientFields } from '@chairside/core/clients';
import { useRulesEnvironment } from '../support/rules';
import { personas, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();
const { owner, manager, frontDesk, superAdmin, everyoneBut } = personas(rules);
const rita = ZClientInput.parse({ firstName: 'Rita', lastName: 'Moss', phone: '718 555 0111' });

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'orgs/nova/imports/imp1'), { status: 'ready', source: 'fresha' });
    await setDoc(doc(db, 'orgs/nova/imports/imp1/chunks/000000'), { items: [] });
    await setDoc(doc(db, 'orgs/nova/imports/imp1/undo/000000'), { writes: [] });
    await setDoc(doc(db, 'orgs/luxe/imports/imp9'), { status: 'done' });
    await setDoc(doc(db, 'orgs/nova/mediaCopies/abc'), { url: 'https://x.test/a.jpg' });
    await setDoc(doc(db, 'orgs/nova/clients/c-imported'), {
      ...newClientFields(rita, null),
      importId: 'imp1',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  });
});

describe('orgs/{orgId}/imports', () => {
  for (const p of [owner, manager, superAdmin]) {
    it(`${p.name} reads the import’s progress`, async () => {
      await assertSucceeds(getDoc(doc(p.db(), 'orgs/nova/imports/imp1')));
    });
  }
  for (const p of everyoneBut(owner, manager, superAdmin)) {
    it(`${p.name} does not read it`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/imports/imp1')));
    });
  }
  it('Nova’s owner does not read another salon’s imports', async () => {
    await assertFails(getDoc(doc(owner.db(), 'orgs/luxe/imports/imp9')));
  });
  for (const p of everyoneBut()) {
    it(`${p.name} never writes an import, nor reads its rows or undo batches`, async () => {
      const db = p.db();
      await assertFails(setDoc(doc(db, 'orgs/nova/imports/new'), { status: 'ready' }));
      await assertFails(updateDoc(doc(db, 'orgs/nova/imports/imp1'), { status: 'done' }));
      await assertFails(deleteDoc(doc(db, 'orgs/nova/imports/imp1')));
      await assertFails(getDoc(doc(db, 'orgs/nova/imports/imp1/chunks/000000')));
      await assertFails(getDoc(doc(db, 'orgs/nova/imports/imp1/undo/000000')));
      await assertFails(setDoc(doc(db, 'orgs/nova/imports/imp1/undo/000001'), { writes: [] }));
    });
  }
});

describe('the import stamp on records', () => {
  const edit = (change: Record<string, unknown>) =>
    updateDoc(doc(frontDesk.db(), 'orgs/nova/clients/c-imported'), {
      ...change,
      updatedAt: serverTimestamp(),
    });
  it('an imported client is edited like any other, the stamp kept', async () => {
    await assertSucceeds(edit(clientFields({ ...rita, notes: 'Moved from Fresha' })));
  });
  it('the stamp is not changed or removed', async () => {
    await assertFails(edit({ importId: 'imp2' }));
    await assertFails(edit({ importId: deleteField() }));
  });
  it('a new record does not carry a stamp', async () => {
    await assertFails(
      setDoc(doc(frontDesk.db(), 'orgs/nova/clients/c-new'), {
        ...newClientFields(rita, null),
        importId: 'imp1',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

describe('orgs/{orgId}/mediaCopies (what storage migration tried: server only)', () => {
  for (const p of everyoneBut()) {
    it(`${p.name} neither reads nor writes it`, async () => {
      const db = p.db();
      await assertFails(getDoc(doc(db, 'orgs/nova/mediaCopies/abc')));
      await assertFails(setDoc(doc(db, 'orgs/nova/mediaCopies/new'), { status: 'copied' }));
      await assertFails(deleteDoc(doc(db, 'orgs/nova/mediaCopies/abc')));
    });
  }
});
