// What the sites slice does when other slices' events happen: the published
// site (one document a visitor reads) is brought up to date.
import { on } from '../platform/events';

on('site.content-changed', 'sites: refresh the published site', async ({ orgId }) => {
  const { refreshPublished } = await import('./site.service');
  await refreshPublished(orgId);
});
