// What a salon's blog does when a post goes live: its newsletter (a campaign
// draft to review, sent at once, or nothing). Its editors read and change it.
import { ZBlogSettings, type BlogSettings } from '@chairside/core/blog-newsletter';
import { ApiError } from '../http/api-error';
import { blogSettingsDoc } from '../records/blog';
import type { BlogAccess } from './blog-access';

/** The salon's settings, or the defaults (read leniently: a bad field is its default). */
export async function readBlogSettings(orgId: string): Promise<BlogSettings> {
  return ZBlogSettings.parse((await blogSettingsDoc(orgId).get()).data() ?? {});
}

function editorOnly(access: BlogAccess) {
  if (access.role !== 'editor' || access.blog === null)
    throw new ApiError('forbidden', "Only the salon's owners and managers can change this.");
}

export async function blogSettings(orgId: string, access: BlogAccess) {
  editorOnly(access);
  return readBlogSettings(orgId);
}

export async function saveBlogSettings(orgId: string, access: BlogAccess, input: BlogSettings) {
  editorOnly(access);
  await blogSettingsDoc(orgId).set({ ...input, updatedBy: access.uid }, { merge: true });
  return input;
}
