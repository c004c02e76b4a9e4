// Who may write which blog. The platform blog: super-admins and the blog
// editors they choose. A salon's blog: its owners and managers edit all of
// it; the team members they make authors write and edit their own posts.
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { membershipOf } from '../http/membership';
import { blogAuthorsCollection, type BlogScope } from '../records/blog';

export interface BlogAccess {
  blog: BlogScope;
  /** editor: the whole blog (posts, categories, tags, authors); writer: their own posts. */
  role: 'editor' | 'writer';
  uid: string;
  /** A writer's own author records (a team member author is linked to their account). */
  authorIds: string[];
}

/** Super-admins, and the people they make blog editors, write the platform blog. */
export function isBlogEditor(caller: Caller | null | undefined): boolean {
  return !!caller && (caller.superAdmin || caller.token['blogEditor'] === true);
}

export const SALON_BLOG_FORBIDDEN =
  "Only the salon's owners, managers and the team members they make authors can write its blog.";

/** What the caller may do with a blog, or null when they may only read it. */
export async function accessOf(blog: BlogScope, caller: Caller | null): Promise<BlogAccess | null> {
  if (!caller) return null;
  if (blog === null)
    return isBlogEditor(caller) ? { blog, role: 'editor', uid: caller.uid, authorIds: [] } : null;
  const membership = await membershipOf(blog, caller.uid);
  if (!membership) return null;
  if (membership.role === 'owner' || membership.role === 'manager')
    return { blog, role: 'editor', uid: caller.uid, authorIds: [] };
  const own = await blogAuthorsCollection(blog)
    .withConverter(null)
    .where('uid', '==', caller.uid)
    .limit(5)
    .get();
  const authorIds = own.docs.map((d) => d.id);
  return authorIds.length ? { blog, role: 'writer', uid: caller.uid, authorIds } : null;
}

/** Refuses anyone who may not write posts in this blog. */
export async function requireWriter(blog: BlogScope, caller: Caller): Promise<BlogAccess> {
  const access = await accessOf(blog, caller);
  if (access) return access;
  throw new ApiError(
    'forbidden',
    blog === null
      ? 'Only platform administrators and blog editors can do this.'
      : SALON_BLOG_FORBIDDEN,
  );
}

/** Refuses anyone but the blog's editors (categories, tags, authors, other people's posts). */
export async function requireEditor(blog: BlogScope, caller: Caller): Promise<BlogAccess> {
  const access = await requireWriter(blog, caller);
  if (access.role === 'editor') return access;
  throw new ApiError(
    'forbidden',
    "Only the salon's owners and managers can change this. Authors write their own posts.",
  );
}
