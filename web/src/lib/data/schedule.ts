import { dashboardContracts as c } from '@chairside/core/contracts/dashboard';
import { keepPreviousData } from '@tanstack/react-query';
import { useContract } from '../api/contract-query';

/** The week's hours per team member, and a day's appointments (asked again each minute). */
export const useScheduleGrid = (orgId: string, from: string | undefined, day: string | undefined) =>
  useContract(
    c.schedule,
    {
      query: { orgId, ...(from ? { from } : {}), ...(day ? { day } : {}) },
      secure: true,
    },
    { staleTime: 0, refetchInterval: 60_000, placeholderData: keepPreviousData },
  );
