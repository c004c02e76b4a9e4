// A salon owner writes a post on their own blog, schedules it, and it goes
// live on the salon's site at its time (the due work run with a driven
// clock), in the site's own header and theme, with its SEO checklist.
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, callApi, salonInput } from '../support/api';
import { signInAt, useBrowser } from '../support/e2e';
import { APP_URL, signUp } from '../support/emulators';
import { page as fetchPage } from '../support/page';

const run = Date.now();
let orgId = '';
const email = `owner-blog-${run}@salon-blog.test`;
const PASSWORD = 'blog-owner-1';
const newPage = useBrowser();
let idToken = '';

beforeAll(async () => {
  const owner = await signUp(email, PASSWORD);
  idToken = owner.idToken;
  const created = await callApi('/orgs', {
    token: idToken,
    body: salonInput('Studio Nova', `blog-e2e-${run}`),
  });
  orgId = created.body.orgId;
  const draft = await callApi(`/sites/${orgId}/draft`, { token: idToken });
  await callApi(`/sites/${orgId}/draft`, {
    method: 'PUT',
    token: idToken,
    body: { draft: draft.body.draft },
  });
  await callApi(`/sites/${orgId}/publish`, { method: 'POST', token: idToken });
  await callApi(`/blog/authors?orgId=${orgId}`, {
    token: idToken,
    body: { name: 'Maya Chen', bio: 'Colourist' },
  });
});

describe('a salon’s own blog', () => {
  it('lets the owner write and schedule a post that goes live on the salon’s site in its theme', async () => {
    const owner = await newPage();
    await signInAt(owner, '/salon-blog', email, PASSWORD);
    await owner.getByRole('heading', { name: 'Blog', level: 1 }).waitFor({ timeout: 30_000 });
    await owner.getByRole('link', { name: 'New post' }).click();
    await owner.getByRole('heading', { name: 'Create New Post' }).waitFor({ timeout: 30_000 });
    const title = `Balayage that grows out softly ${run}`;
    await owner.getByLabel('Title').fill(title);
    await owner.getByRole('textbox', { name: 'Content' }).click();
    await owner.keyboard.type('Balayage is colour painted by hand, so it grows out softly.');
    // A video block: YouTube's privacy-enhanced player (nothing is fetched from it here).
    await owner.route('https://www.youtube-nocookie.com/**', (r) => r.abort());
    await owner.getByRole('button', { name: 'Video', exact: true }).click();
    await owner.getByLabel('Video address').fill('https://youtu.be/dQw4w9WgXcQ');
    await owner.getByText('Plays from www.youtube-nocookie.com').waitFor();
    await owner.getByLabel('What the video shows').fill('Balayage in motion');
    await owner.getByRole('button', { name: 'Insert video' }).click();
    // The SEO checklist follows what is typed.
    await owner.getByLabel('Focus keyword').fill('balayage');
    await owner
      .getByRole('list', { name: 'SEO checklist' })
      .getByText('The title has it')
      .waitFor();
    await owner.getByRole('combobox', { name: 'Status' }).click();
    await owner.getByRole('option', { name: 'Published' }).click();
    // Two hours from now, in the browser's zone (UTC here).
    const at = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 60_000) * 60_000);
    await owner.getByLabel('Publish at').fill(at.toISOString().slice(0, 16));
    await owner.getByRole('combobox', { name: 'Author' }).click();
    await owner.getByRole('option', { name: 'Maya Chen' }).click();
    await owner.getByRole('button', { name: 'Save Post' }).click();
    await owner.waitForURL(/\/salon-blog\/posts\/edit\/[\w-]+$/, { timeout: 30_000 });
    const id = new URL(owner.url()).pathname.split('/').pop()!;

    // Scheduled: listed as such, not yet on the site.
    await owner.goto(`${APP_URL}/salon-blog`);
    await owner
      .getByText(/^Scheduled · /)
      // The status column's (the phone's copy under the title is hidden).
      .last()
      .waitFor({ timeout: 30_000 });
    const slug = `balayage-that-grows-out-softly-${run}`;
    const host = `blog-e2e-${run}.localhost:5000`;
    expect((await fetchPage(host, `/blog/${slug}`)).status).toBe(404);

    // The scheduler's drag moves it to a few seconds from now; when that time
    // has come, the due work publishes it, once. Before, running it does nothing.
    const soon = new Date(Date.now() + 4_000);
    const moved = await callApi(`/blog/posts/${id}/schedule?orgId=${orgId}`, {
      token: idToken,
      body: { published_at: soon.toISOString() },
    });
    expect(moved.body.post.status).toBe('scheduled');
    const { scheduledSalonPostsDue } = await import('../../functions/src/blog/blog.service');
    expect(await scheduledSalonPostsDue.run({ orgId, id }, new Date())).toBeNull();
    await new Promise((r) => setTimeout(r, Math.max(0, soon.getTime() - Date.now() + 500)));
    // Its task (planned for that time) or this run publishes it, whichever is first;
    // after that nothing publishes it again.
    await scheduledSalonPostsDue.run({ orgId, id }, new Date());
    const stored = admin().db.doc(`orgs/${orgId}/blogPosts/${id}`);
    await expect.poll(async () => (await stored.get()).get('status')).toBe('published');
    const publishedAt = (await stored.get()).get('updated_at');
    expect(await scheduledSalonPostsDue.run({ orgId, id }, new Date())).toBeNull();
    expect((await stored.get()).get('updated_at')).toEqual(publishedAt);
    await expect
      .poll(async () => (await fetchPage(host, `/blog/${slug}`)).status, { timeout: 90_000 })
      .toBe(200);

    // A visitor on a phone reads it on the salon's site, in its header and theme.
    const visitor = await newPage({ width: 390 });
    await visitor.route('https://www.youtube-nocookie.com/**', (r) => r.abort());
    await visitor.goto(`http://${host}/blog/${slug}`);
    await visitor.getByRole('heading', { name: title, level: 1 }).waitFor();
    await visitor.getByRole('link', { name: 'Book Appointment' }).first().waitFor();
    // Read aloud by the browser's own speech synthesis (the button shows where it can speak).
    await visitor.getByRole('button', { name: 'Listen to this post' }).waitFor();
    expect(await visitor.locator('.cb-video iframe').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(await visitor.locator('.cb-video iframe').getAttribute('title')).toBe(
      'Balayage in motion',
    );
    const primary = await visitor
      .locator('.cs-site-blog')
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--cs-primary').trim());
    const site = (await admin().db.doc(`publicSites/${orgId}`).get()).data()!;
    expect(primary.toLowerCase()).toBe(String(site['theme'].colors.primary).toLowerCase());
    await visitor.getByRole('link', { name: 'Back to Blog' }).click();
    await visitor.waitForURL(/\/blog$/, { timeout: 60_000 });
    const home = await fetchPage(host, '/blog');
    expect(home.status).toBe(200);
    expect(home.html).toContain(title);
  }, 180_000);

  it('schedules a draft by dragging it onto a day of the content scheduler', async () => {
    const draft = await callApi(`/blog/posts?orgId=${orgId}`, {
      token: idToken,
      body: {
        title: `Winter care ${run}`,
        content: { type: 'doc', content: [] },
        html_content: '<p>Deep conditioning once a month.</p>',
        author_id: (await callApi(`/blog/authors?orgId=${orgId}`)).body.authors[0].id,
        status: 'draft',
      },
    });
    const id = draft.body.post.id as string;
    const owner = await newPage();
    await signInAt(owner, '/content-scheduler', email, PASSWORD);
    await owner.getByRole('heading', { name: 'Drafts' }).waitFor({ timeout: 30_000 });
    // Two days on, in the salon's zone (New York): on this month's grid or the next's.
    const day = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'America/New_York',
    });
    const cell = owner.locator(`[data-date="${day}"]`).first();
    if (
      !(await cell.isVisible()) ||
      (await cell.evaluate((el) => getComputedStyle(el).opacity)) !== '1'
    )
      await owner.getByRole('button', { name: 'Next month' }).click();
    await owner.getByTestId(`draft-${id}`).dragTo(owner.locator(`[data-date="${day}"]`).first());
    await owner.getByText(`“Winter care ${run}” is scheduled for`).waitFor({ timeout: 20_000 });
    const stored = await admin().db.doc(`orgs/${orgId}/blogPosts/${id}`).get();
    expect(stored.get('status')).toBe('scheduled');
    // At 9:00 in the salon's zone, on that day.
    const at = (stored.get('published_at') as { toDate(): Date }).toDate();
    expect(
      at.toLocaleString('en-CA', { timeZone: 'America/New_York', hour12: false }).slice(0, 17),
    ).toBe(`${day}, 09:00`);
  }, 120_000);

  it('translates a post beside the original, and a French reader is offered it and switches language', async () => {
    const authorId = (await callApi(`/blog/authors?orgId=${orgId}`)).body.authors[0].id;
    const slug = `short-hair-${run}`;
    const created = await callApi(`/blog/posts?orgId=${orgId}`, {
      token: idToken,
      body: {
        title: `Short hair ${run}`,
        slug,
        content: { type: 'doc', content: [] },
        html_content: '<p>A crop takes 45 minutes.</p>',
        author_id: authorId,
        status: 'published',
      },
    });
    const id = created.body.post.id as string;
    const owner = await newPage();
    await signInAt(owner, `/salon-blog/posts/edit/${id}`, email, PASSWORD);
    await owner.getByRole('heading', { name: 'Languages' }).waitFor({ timeout: 30_000 });
    await owner.getByRole('combobox', { name: 'Add a translation' }).click();
    await owner.getByRole('option', { name: 'Français' }).click();
    await owner.getByRole('button', { name: 'Write the translation' }).click();
    const dialog = owner.getByRole('dialog', { name: /Français translation/ });
    // The original beside it; no model here, and the dialog says so.
    await dialog.getByText('A crop takes 45 minutes.').waitFor();
    await dialog.getByText(/Translating needs an AI model/).waitFor({ timeout: 20_000 });
    await dialog.getByLabel('Title in Français').fill(`Cheveux courts ${run}`);
    await dialog.getByRole('textbox', { name: 'Text in Français' }).click();
    await owner.keyboard.type('Une coupe courte prend 45 minutes.');
    await dialog.getByRole('button', { name: 'Keep translation' }).click();
    await owner
      .getByRole('list', { name: 'Translations' })
      .getByText(`Cheveux courts ${run}`)
      .waitFor();
    await owner.getByRole('button', { name: 'Save Post' }).click();
    await owner.getByText('Post updated successfully').waitFor({ timeout: 30_000 });

    const host = `blog-e2e-${run}.localhost:5000`;
    await expect
      .poll(async () => (await fetchPage(host, `/blog/${slug}/fr`)).status, { timeout: 60_000 })
      .toBe(200);
    // A reader whose browser prefers French opens the English article.
    const reader = await newPage({ width: 390, locale: 'fr-FR' });
    await reader.goto(`http://${host}/blog/${slug}`);
    await reader.getByRole('heading', { name: `Short hair ${run}`, level: 1 }).waitFor();
    expect(await reader.locator(`link[rel="alternate"][hreflang="fr"]`).getAttribute('href')).toBe(
      `http://${host}/blog/${slug}/fr`,
    );
    const hint = reader.locator('[data-language-hint]');
    await hint.getByRole('link', { name: 'Français' }).click();
    await reader.waitForURL(new RegExp(`/blog/${slug}/fr$`));
    await reader.getByRole('heading', { name: `Cheveux courts ${run}`, level: 1 }).waitFor();
    expect(await reader.locator('html').getAttribute('lang')).toBe('fr');
    expect(await reader.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `http://${host}/blog/${slug}/fr`,
    );
    expect(
      await reader.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href'),
    ).toBe(`http://${host}/blog/${slug}`);
    // Shown in French, the hint is gone; the switcher goes back to English.
    expect(await hint.isHidden()).toBe(true);
    await reader
      .getByRole('navigation', { name: 'Read this article in' })
      .getByRole('link', { name: 'English' })
      .click();
    await reader.waitForURL(new RegExp(`/blog/${slug}$`));
    await reader.getByRole('heading', { name: `Short hair ${run}`, level: 1 }).waitFor();
  }, 150_000);
});
