import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/api';
import { signInAt, useBrowser } from '../support/e2e';
import { APP_URL, signUp } from '../support/emulators';
import { page as fetchPage } from '../support/page';

const run = Date.now();
const PASSWORD = 'blog-pass-1';
const adminEmail = `root-blog-${run}@chairside.test`;
let editor: Page;
const newPage = useBrowser();

async function clearBlog() {
  const { db } = admin();
  for (const name of [
    'posts',
    'blogCategories',
    'blogTags',
    'blogAuthors',
    'blogPublicPosts',
    'blogPublic',
  ]) {
    await db.recursiveDelete(db.collection(name));
  }
}

beforeAll(async () => {
  await clearBlog();
  await signUp(adminEmail, PASSWORD);
  const user = await admin().auth.getUserByEmail(adminEmail);
  await admin().auth.setCustomUserClaims(user.uid, { superAdmin: true });
  editor = await newPage();
  await signInAt(editor, '/blog-admin', adminEmail, PASSWORD);
  await editor.goto(`${APP_URL}/blog`);
});

describe('the blog: seeded, read, written', () => {
  it('fills an empty blog with the seed tool, showing its progress', async () => {
    await editor.getByRole('heading', { name: 'Your Blog Is Empty' }).waitFor();
    for (const name of ['Go to Blog Admin', 'Create New Post'])
      await editor.getByRole('link', { name }).waitFor();
    await editor.getByRole('button', { name: 'Add Sample Content' }).click();
    await editor.getByRole('heading', { name: 'Seed Blog Content' }).waitFor();
    await expect
      .poll(() => editor.getByTestId('seed-to-create').textContent())
      .toBe('8 categories, 12 tags, 5 authors, 10 posts');
    await editor.getByRole('button', { name: 'Seed Blog Content' }).click();
    await editor
      .getByText(/^Seeding content: \d+ of 35$/)
      .first()
      .waitFor();
    await editor
      .getByText('Sample blog content has been created successfully!')
      .waitFor({ timeout: 90_000 });
    await editor
      .getByRole('heading', { name: 'Salon Industry Insights & Tips' })
      .waitFor({ timeout: 30_000 });
  }, 150_000);

  it('lets a visitor on a phone read, filter by category and tag, and open related articles', async () => {
    const visitor = await newPage({ width: 390 });
    await visitor.goto(`${APP_URL}/blog`);
    await visitor
      .getByRole('heading', { name: 'Salon Industry Insights & Tips', level: 1 })
      .waitFor();
    await visitor.getByText('Featured', { exact: true }).waitFor();
    // The category chip row: 'All' plus the first eight categories.
    const chips = visitor.getByRole('navigation', { name: 'Categories' }).getByRole('link');
    expect(await chips.count()).toBe(9);
    await chips.filter({ hasText: 'Hair Care' }).click();
    await visitor.waitForURL(/\/blog\/category\/hair-care$/);
    await visitor.getByRole('heading', { name: 'Hair Care', level: 1 }).waitFor();
    await visitor.getByRole('link', { name: 'Back to all posts' }).waitFor();
    await visitor.getByRole('link', { name: '#Curly hair' }).first().click();
    await visitor.waitForURL(/\/blog\/tag\/curly-hair$/);
    await visitor.getByRole('heading', { name: 'Tag: Curly hair' }).waitFor();
    await visitor
      .getByRole('link', {
        name: 'The Curly Hair Consultation: Questions That Change the Result',
        exact: true,
      })
      .click();
    await visitor.waitForURL(/\/blog\/curly-hair-consultation$/);
    await visitor.getByText('5 min read').waitFor();
    await visitor.getByRole('heading', { name: 'About Priya Shah' }).waitFor();
    const related = visitor.getByRole('region', { name: 'Related Articles' }).getByRole('article');
    expect(await related.count()).toBeGreaterThan(0);
    expect(await related.count()).toBeLessThanOrEqual(3);
    for (const name of ['Facebook', 'Twitter', 'LinkedIn', 'Email'])
      await visitor.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor();
    await visitor.getByRole('button', { name: /Like/ }).click();
    await expect
      .poll(() => visitor.getByRole('button', { name: /Like/ }).getAttribute('aria-pressed'))
      .toBe('true');
  }, 60_000);

  it('lets the super-admin write and publish a post with a table and an image, shared with its head', async () => {
    await editor.goto(`${APP_URL}/blog-admin/posts/new`);
    // The heaviest page (the rich-text editor) waits for its categories and authors: on a busy
    // two-core runner the API's first call can take a while to start.
    await editor.getByRole('heading', { name: 'Create New Post' }).waitFor({ timeout: 30_000 });
    // The three validation messages first.
    await editor.getByRole('button', { name: 'Save Post' }).click();
    await editor.getByText('Please enter a title').first().waitFor();
    await editor.getByText('Please add some content').first().waitFor();
    await editor.getByText('Please select an author').first().waitFor();
    // A duplicate slug is flagged as the title is typed.
    await editor.getByLabel('Title').fill('Training a New Assistant');
    await editor.getByLabel('Slug').fill('training-a-new-assistant');
    await editor.getByText('Slug already exists').waitFor();
    await editor.getByText('Duplicate slug detected').waitFor();
    await editor.getByLabel('Slug').fill('');
    const title = `Toner Basics ${run}`;
    await editor.getByLabel('Title').fill(title);
    await editor.getByText('Slug available').waitFor();
    const content = editor.getByRole('textbox', { name: 'Content' });
    await content.click();
    await editor.keyboard.type('Toner neutralises unwanted warmth after lightening.');
    await editor
      .getByTestId('content-counter')
      .getByText(/^5\d \/ 50,000 characters$/)
      .waitFor();
    await editor.getByRole('button', { name: 'Insert table' }).click();
    await editor.keyboard.type('Level');
    await editor.getByRole('button', { name: 'Image', exact: true }).click();
    await editor.getByLabel('Image address').fill('images.example.test/toner.jpg');
    await editor.getByText('Will be saved as https://images.example.test/toner.jpg').waitFor();
    await editor.getByLabel('Describe the image').fill('Toner bowls');
    await editor.getByRole('button', { name: 'Insert image' }).click();
    await editor.getByLabel('Image URL').fill('/img/blog/cover-3.jpg');
    await editor.getByRole('combobox', { name: 'Status' }).click();
    await editor.getByRole('option', { name: 'Published' }).click();
    await editor.getByRole('combobox', { name: 'Author' }).click();
    await editor.getByRole('option', { name: 'Leo Martins' }).click();
    await editor.getByRole('checkbox', { name: 'Hair Care' }).check();
    await editor.getByRole('checkbox', { name: 'Balayage' }).check();
    await editor.getByRole('button', { name: 'Save Post' }).click();
    await editor.waitForURL(/\/blog-admin\/posts\/edit\/[\w-]+$/);
    await editor.getByText('Post created successfully').waitFor({ timeout: 30_000 });
    await editor.getByRole('heading', { name: 'Edit Post' }).waitFor();

    const slug = `toner-basics-${run}`;
    await expect
      .poll(async () => (await fetchPage('localhost:5000', `/blog/${slug}`)).status, {
        timeout: 20_000,
      })
      .toBe(200);
    const shared = await fetchPage('localhost:5000', `/blog/${slug}`);
    expect(shared.html).toContain(
      `<meta property="og:title" content="${title} · Chairside Blog" />`,
    );
    expect(shared.html).toContain(
      '<meta property="og:image" content="http://localhost:5000/img/blog/cover-3.jpg" />',
    );

    const reader = await newPage();
    await reader.goto(`${APP_URL}/blog/${slug}`);
    await reader.getByRole('heading', { name: title, level: 1 }).waitFor();
    await reader.locator('.cb-prose table').getByText('Level').waitFor();
    expect(
      await reader
        .locator('.cb-prose img[src="https://images.example.test/toner.jpg"]')
        .getAttribute('alt'),
    ).toBe('Toner bowls');
    await reader.goto(`${APP_URL}/blog/category/hair-care`);
    await reader.getByRole('link', { name: title, exact: true }).waitFor();
  }, 120_000);
});
