// What the blog suites share: waiting for what a trigger writes, a salon's
// site published as its owner would (so its blog has an address), and a
// post as the editor sends it.
import { expect } from 'vitest';
import { callApi } from './api';

/** Reads until `ok` holds (a trigger's work lands a moment later), or fails saying what it waited for. */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T;
  do {
    last = await read();
    if (ok(last)) return last;
    await new Promise((r) => setTimeout(r, 300));
  } while (Date.now() < deadline);
  throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(last!).slice(0, 300)}`);
}

/** The salon's site published under its name, as its owner would. */
export async function publishSalonSite(orgId: string, ownerToken: string, name: string) {
  const draft = await callApi(`/sites/${orgId}/draft`, { token: ownerToken });
  await callApi(`/sites/${orgId}/draft`, {
    method: 'PUT',
    token: ownerToken,
    body: { draft: { ...draft.body.draft, name } },
  });
  const published = await callApi(`/sites/${orgId}/publish`, { method: 'POST', token: ownerToken });
  expect(published.status).toBe(200);
}

/** A one-paragraph rich-text document. */
export const richText = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** A post by the blog's house author ('house'), published unless told otherwise. */
export const housePost = (title: string, slug: string, status = 'published') => ({
  title,
  slug,
  excerpt: `All about ${title.toLowerCase()}.`,
  content: richText('Words'),
  html_content: '<p>Words about hair that the salon wrote.</p>',
  author_id: 'house',
  categories: [],
  tags: [],
  status,
});
