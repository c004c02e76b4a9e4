// How the salon's no-show model was measured (Settings), through the API.
import { intelligenceContracts } from '@chairside/core/contracts/intelligence';
import { useContract } from '../api/contract-query';

export const useNoShowReport = (orgId: string) =>
  useContract(
    intelligenceContracts.report,
    { query: { orgId }, secure: true },
    { staleTime: 60_000 },
  );
