// A generated design of the salon's site and the site as it is now, both as
// visitors would see them (the salon's menu, shop and contact details from
// the owner's preview, the design from the generator).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PublicSite } from '@chairside/core/site';
import { generateWebsite, type SiteAsk } from '../../lib/data/ai';
import { useSitePreview } from '../../lib/data/site';

export function useGeneratedSite(ask: SiteAsk) {
  const base = useSitePreview(ask.orgId);
  const made = useQuery({
    queryKey: ['ai', 'site', ask],
    queryFn: () => generateWebsite(ask),
    staleTime: Infinity,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const current = base.data?.salon_data ?? null;
  const generated: PublicSite | null =
    current && made.data
      ? {
          ...current,
          name: made.data.draft.name,
          description: made.data.draft.description,
          site_config: made.data.draft.site_config as PublicSite['site_config'],
          theme: made.data.draft.theme,
          seo: made.data.draft.seo,
        }
      : null;
  return { base, made, current, generated };
}
