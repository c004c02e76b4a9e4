import { searchContracts as c } from '@chairside/core/contracts/search';
import { useContract } from '../api/contract-query';

/** What the salon holds that matches `q` (asked once the person pauses typing). */
export const useSalonSearch = (orgId: string, q: string) =>
  useContract(
    c.search,
    { query: { orgId, q }, secure: true },
    { enabled: q.trim().length >= 2, staleTime: 30_000 },
  );
