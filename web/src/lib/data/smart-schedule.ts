// Smart scheduling through the API: each stylist's days and the moves that
// close their gaps; asking a client to move (or withdrawing the ask).
import { useQuery } from '@tanstack/react-query';
import { scheduleContracts } from '@chairside/core/contracts/intelligence';
import { call } from '../api/api';

export const scheduleKey = (orgId: string, from: string, staffId: string | null) => [
  'ai',
  'schedule',
  orgId,
  from,
  staffId,
];

export const useScheduleOptimisation = (orgId: string, from: string, staffId: string | null) =>
  useQuery({
    queryKey: scheduleKey(orgId, from, staffId),
    queryFn: () =>
      call(scheduleContracts.optimise, { body: { orgId, from, days: 7, staffId }, secure: true }),
    staleTime: 30_000,
  });

/** Asks the client about a new time (an ISO instant), or withdraws the ask (null). */
export const askClientToMove = (orgId: string, bookingId: string, start: string | null) =>
  call(scheduleContracts.request, { body: { orgId, bookingId, start }, secure: true });
