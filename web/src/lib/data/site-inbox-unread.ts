// The site inbox's unread count for the salon menu's badge. The menu is part
// of every signed-in page, so the contract (and the zod it brings) loads only
// when the count is first asked for; it is asked again every minute and after
// the inbox marks a message read (patchMessage refreshes the 'contact' area).
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/api';
import { contractKey } from '../api/contract-keys';

/** The contract's identity (contactContracts.unread), known without loading it. */
const UNREAD = { area: 'contact', method: 'GET', path: '/unread/:salonId' } as const;

export const SITE_INBOX_POLL_MS = 60_000;

export function useSiteInboxUnread(orgId: string | null, enabled: boolean): number {
  const answer = useQuery({
    queryKey: contractKey(UNREAD, { params: { salonId: orgId } }),
    queryFn: async ({ signal }) => {
      const { contactContracts } = await import('@chairside/core/contracts/contact');
      return call(contactContracts.unread, { params: { salonId: orgId! }, secure: true, signal });
    },
    enabled: enabled && !!orgId,
    refetchInterval: SITE_INBOX_POLL_MS,
    staleTime: 30_000,
  });
  return answer.data?.unread_count ?? 0;
}
