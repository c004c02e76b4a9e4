// What a salon's blog does when a post goes live: its newsletter (a campaign
// draft to review, sent at once, or nothing). Its editors read and change it.
import {
  BLOG_SUBSCRIBER_TAG,
  ZBlogSettings,
  type BlogSettings,
} from '@chairside/core/blog-newsletter';
import { ApiError } from '../http/api-error';
import { blogSettingsDoc } from '../records/blog';
import { clientsCollection } from '../records/clients';
import type { BlogAccess } from './blog-access';

/** The salon's settings, or the defaults (read leniently: a bad field is its default). */
export async function readBlogSettings(orgId: string): Promise<BlogSettings> {
  return ZBlogSettings.parse((await blogSettingsDoc(orgId).get()).data() ?? {});
}

function editorOnly(access: BlogAccess) {
  if (access.role !== 'editor' || access.blog === null)
    throw new ApiError('forbidden', "Only the salon's owners and managers can change this.");
}

/** The settings, and how many clients subscribed (a count query: one read per thousand). */
export async function blogSettings(orgId: string, access: BlogAccess) {
  editorOnly(access);
  const [settings, subscribers] = await Promise.all([
    readBlogSettings(orgId),
    clientsCollection(orgId).where('tags', 'array-contains', BLOG_SUBSCRIBER_TAG).count().get(),
  ]);
  return { ...settings, subscribers: subscribers.data().count };
}

export async function saveBlogSettings(orgId: string, access: BlogAccess, input: BlogSettings) {
  editorOnly(access);
  await blogSettingsDoc(orgId).set({ ...input, updatedBy: access.uid }, { merge: true });
  return input;
}
