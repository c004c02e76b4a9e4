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
    await setDoc(doc(db, 'blogNetwork/nova'), { posts: { published: 2 }, batch_quota: 10 });
    await setDoc(doc(db, 'blogPicks/nova_p1'), { org_id: 'nova', post_id: 'p1', url: 'x' });
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

describe('the network of salon blogs and the platform’s picks (API only)', () => {
  it('a super-admin reads them, and cannot change an allowance or a pick from the browser', async () => {
    const db = p.superAdmin.db();
    await assertSucceeds(getDoc(doc(db, 'blogNetwork/nova')));
    await assertSucceeds(getDocs(collection(db, 'blogPicks')));
    await assertFails(updateDoc(doc(db, 'blogNetwork/nova'), { batch_quota: 1000 }));
    await assertFails(setDoc(doc(db, 'blogPicks/nova_p2'), { org_id: 'nova', post_id: 'p2' }));
    await assertFails(deleteDoc(doc(db, 'blogPicks/nova_p1')));
  });
  for (const who of p.everyoneBut(p.superAdmin)) {
    it(`${who.name} neither reads nor writes them (a salon cannot raise its own allowance)`, async () => {
      await assertFails(getDoc(doc(who.db(), 'blogNetwork/nova')));
      await assertFails(updateDoc(doc(who.db(), 'blogNetwork/nova'), { batch_quota: 1000 }));
      await assertFails(getDocs(collection(who.db(), 'blogPicks')));
      await assertFails(
        setDoc(doc(who.db(), 'blogPicks/nova_p2'), { org_id: 'nova', post_id: 'p2' }),
      );
    });
  }
});

describe('a salon blog’s settings (its newsletter choice): through the API only', () => {
  beforeEach(async () => {
    await rules().withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'orgs/nova/blogSettings/main'), { newsletter: 'draft' });
    });
  });
  for (const who of everyone) {
    it(`${who.name} neither reads nor changes them from the browser`, async () => {
      await assertFails(getDoc(doc(who.db(), 'orgs/nova/blogSettings/main')));
      await assertFails(
        setDoc(doc(who.db(), 'orgs/nova/blogSettings/main'), { newsletter: 'send' }),
      );
    });
  }
});

describe('a salon’s blog: its owners and managers, and the authors they make', () => {
  beforeEach(async () => {
    await rules().withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      const base = 'orgs/nova';
      await setDoc(doc(db, `${base}/blogPosts/owners`), {
        title: 'Owner’s draft',
        status: 'draft',
        created_by: 'maya',
      });
      await setDoc(doc(db, `${base}/blogPosts/leos`), {
        title: 'Leo’s draft',
        status: 'draft',
        created_by: 'leo',
      });
      await setDoc(doc(db, `${base}/blogCategories/c1`), { name: 'Colour', slug: 'colour' });
      await setDoc(doc(db, `${base}/blogTags/t1`), { name: 'Curls', slug: 'curls' });
      await setDoc(doc(db, `${base}/blogAuthors/s-leo`), { name: 'Leo', uid: 'leo' });
      await setDoc(doc(db, `${base}/blogPublic/index`), { posts: [] });
      await setDoc(doc(db, `${base}/blogPublicPosts/live`), { title: 'Live' });
    });
  });
  const editorsOfNova = [p.owner, p.manager, p.superAdmin];

  for (const who of everyone) {
    it(`${who.name} reads the public pages’ documents, and writes nothing from the browser`, async () => {
      const db = who.db();
      await assertSucceeds(getDoc(doc(db, 'orgs/nova/blogPublic/index')));
      await assertSucceeds(getDoc(doc(db, 'orgs/nova/blogPublicPosts/live')));
      await assertFails(getDocs(collection(db, 'orgs/nova/blogPublicPosts')));
      await assertFails(setDoc(doc(db, 'orgs/nova/blogPosts/x'), { title: 'x', created_by: 'x' }));
      await assertFails(updateDoc(doc(db, 'orgs/nova/blogPosts/leos'), { title: 'Changed' }));
      await assertFails(deleteDoc(doc(db, 'orgs/nova/blogPosts/owners')));
      await assertFails(setDoc(doc(db, 'orgs/nova/blogAuthors/s-x'), { name: 'x', uid: 'x' }));
      await assertFails(setDoc(doc(db, 'orgs/nova/blogPublicPosts/live'), { title: 'Hacked' }));
    });
  }
  for (const who of editorsOfNova) {
    it(`${who.name} reads and lists every post of the salon’s blog`, async () => {
      await assertSucceeds(getDocs(collection(who.db(), 'orgs/nova/blogPosts')));
      await assertSucceeds(getDoc(doc(who.db(), 'orgs/nova/blogPosts/leos')));
    });
  }
  it('an author reads the posts they write, not the owner’s', async () => {
    await assertSucceeds(getDoc(doc(p.stylist.db(), 'orgs/nova/blogPosts/leos')));
    await assertFails(getDoc(doc(p.stylist.db(), 'orgs/nova/blogPosts/owners')));
    await assertFails(getDocs(collection(p.stylist.db(), 'orgs/nova/blogPosts')));
  });
  for (const who of p.everyoneBut(...editorsOfNova, p.stylist)) {
    it(`${who.name} reads none of the salon’s drafts`, async () => {
      await assertFails(getDoc(doc(who.db(), 'orgs/nova/blogPosts/owners')));
      await assertFails(getDoc(doc(who.db(), 'orgs/nova/blogPosts/leos')));
    });
  }
  for (const who of [...p.team, p.superAdmin]) {
    it(`${who.name} reads the salon’s categories, tags and authors`, async () => {
      await assertSucceeds(getDoc(doc(who.db(), 'orgs/nova/blogCategories/c1')));
      await assertSucceeds(getDoc(doc(who.db(), 'orgs/nova/blogTags/t1')));
      await assertSucceeds(getDoc(doc(who.db(), 'orgs/nova/blogAuthors/s-leo')));
    });
  }
  for (const who of p.everyoneBut(...p.team, p.superAdmin)) {
    it(`${who.name} cannot read the salon’s authors (they name accounts) or categories`, async () => {
      await assertFails(getDoc(doc(who.db(), 'orgs/nova/blogAuthors/s-leo')));
      await assertFails(getDoc(doc(who.db(), 'orgs/nova/blogCategories/c1')));
      await assertFails(getDoc(doc(who.db(), 'orgs/nova/blogTags/t1')));
    });
  }
});

describe('the editorial plans', () => {
  beforeEach(async () => {
    await rules().withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await setDoc(doc(db, 'orgs/nova/blogPlan/t1'), {
        topic: 'Summer',
        target_date: '2027-06-01',
      });
      await setDoc(doc(db, 'blogPlan/t1'), { topic: 'Pricing', target_date: '2027-06-01' });
    });
  });
  for (const who of [p.owner, p.manager, p.superAdmin]) {
    it(`${who.name} reads the salon’s plan`, async () => {
      await assertSucceeds(getDoc(doc(who.db(), 'orgs/nova/blogPlan/t1')));
    });
  }
  for (const who of p.everyoneBut(p.owner, p.manager, p.superAdmin)) {
    it(`${who.name} cannot read the salon’s plan`, async () => {
      await assertFails(getDoc(doc(who.db(), 'orgs/nova/blogPlan/t1')));
    });
  }
  for (const who of everyone) {
    it(`${who.name} writes no plan from the browser; only blog editors read the platform’s`, async () => {
      await assertFails(setDoc(doc(who.db(), 'orgs/nova/blogPlan/t2'), { topic: 'x' }));
      await assertFails(setDoc(doc(who.db(), 'blogPlan/t2'), { topic: 'x' }));
      const read = getDoc(doc(who.db(), 'blogPlan/t1'));
      if (editors.includes(who)) await assertSucceeds(read);
      else await assertFails(read);
    });
  }
});
