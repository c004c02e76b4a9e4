import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
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
    await setDoc(doc(db, 'posts/live'), { title: 'Live', slug: 'live', status: 'published' });
    await setDoc(doc(db, 'posts/draft'), { title: 'Draft', slug: 'draft', status: 'draft' });
    await setDoc(doc(db, 'posts/later'), { title: 'Later', slug: 'later', status: 'scheduled' });
    await setDoc(doc(db, 'blogCategories/c1'), { name: 'Hair Care', slug: 'hair-care' });
    await setDoc(doc(db, 'blogTags/t1'), { name: 'Balayage', slug: 'balayage' });
    await setDoc(doc(db, 'blogAuthors/maya-chen'), { name: 'Maya Chen' });
    await setDoc(doc(db, 'blogPublic/index'), { posts: [] });
    await setDoc(doc(db, 'blogPublicPosts/live'), { title: 'Live' });
    await setDoc(doc(db, 'blogEditors/bea'), { email: 'bea@x.test' });
  });
});

const p = personas(rules);
const everyone = p.everyoneBut();
const editors = [p.superAdmin, p.blogEditor];
const published = (db: ReturnType<typeof p.owner.db>) =>
  getDocs(query(collection(db, 'posts'), where('status', '==', 'published')));

describe('posts: only published posts are public', () => {
  for (const who of everyone) {
    it(`${who.name} reads published posts, and never writes one from the browser`, async () => {
      await assertSucceeds(getDoc(doc(who.db(), 'posts/live')));
      await assertSucceeds(published(who.db()));
      await assertFails(setDoc(doc(who.db(), 'posts/new'), { title: 'x', status: 'published' }));
      await assertFails(updateDoc(doc(who.db(), 'posts/live'), { title: 'Changed' }));
      await assertFails(deleteDoc(doc(who.db(), 'posts/live')));
    });
  }
  for (const who of editors) {
    it(`${who.name} also reads drafts and scheduled posts, and lists them all`, async () => {
      await assertSucceeds(getDoc(doc(who.db(), 'posts/draft')));
      await assertSucceeds(getDoc(doc(who.db(), 'posts/later')));
      await assertSucceeds(getDocs(collection(who.db(), 'posts')));
    });
  }
  for (const who of p.everyoneBut(...editors)) {
    it(`${who.name} cannot read a draft or a scheduled post, or list every post`, async () => {
      await assertFails(getDoc(doc(who.db(), 'posts/draft')));
      await assertFails(getDoc(doc(who.db(), 'posts/later')));
      await assertFails(getDocs(collection(who.db(), 'posts')));
    });
  }
});

describe('categories, tags and authors', () => {
  for (const who of everyone) {
    it(`${who.name} reads them but changes go through the API`, async () => {
      for (const path of ['blogCategories/c1', 'blogTags/t1', 'blogAuthors/maya-chen']) {
        await assertSucceeds(getDoc(doc(who.db(), path)));
        await assertFails(updateDoc(doc(who.db(), path), { name: 'Changed' }));
      }
      await assertSucceeds(getDocs(collection(who.db(), 'blogCategories')));
      await assertFails(setDoc(doc(who.db(), 'blogTags/t2'), { name: 'New', slug: 'new' }));
    });
  }
});

describe('the public read model', () => {
  for (const who of everyone) {
    it(`${who.name} reads one page's document but cannot list or write them`, async () => {
      await assertSucceeds(getDoc(doc(who.db(), 'blogPublic/index')));
      await assertSucceeds(getDoc(doc(who.db(), 'blogPublicPosts/live')));
      await assertFails(getDocs(collection(who.db(), 'blogPublicPosts')));
      await assertFails(setDoc(doc(who.db(), 'blogPublicPosts/fake'), { title: 'Fake' }));
      await assertFails(setDoc(doc(who.db(), 'blogPublic/index'), { posts: [] }));
    });
  }
});

describe('blogEditors: who may write the blog', () => {
  it('a super-admin reads the list, from the browser only', async () => {
    await assertSucceeds(getDocs(collection(p.superAdmin.db(), 'blogEditors')));
    await assertFails(setDoc(doc(p.superAdmin.db(), 'blogEditors/zed'), { email: 'z@x.test' }));
  });
  for (const who of p.everyoneBut(p.superAdmin)) {
    it(`${who.name} cannot read or grant the role`, async () => {
      await assertFails(getDoc(doc(who.db(), 'blogEditors/bea')));
      await assertFails(setDoc(doc(who.db(), 'blogEditors/zed'), { email: 'z@x.test' }));
    });
  }
});
