// Calendar sync in the browser: the feeds to subscribe to and the calendars
// imported as busy time, all through the API (addresses and secrets never
// reach Firestore listeners).
import { calendarContracts as c, type CalendarFeedView } from '@chairside/core/contracts/calendar';
import type { ProcessIcal } from '@chairside/core/calendar';
import { call } from '../api/api';
import { queryClient, useApi } from '../api/query';
import { postForm } from '../api/upload';

const refresh = (orgId: string) => queryClient.invalidateQueries({ queryKey: ['calendar', orgId] });

/** Everyone's (owners and managers, staffId left out), one member's, or the caller's own. */
export const useIcalStatus = (orgId: string, staffId: string | null) =>
  useApi(['calendar', orgId, 'ical', staffId ?? ''], (signal) =>
    call(c.status, {
      query: staffId ? { orgId, staffId } : { orgId },
      secure: true,
      signal,
    }),
  );

export async function importCalendar(input: ProcessIcal) {
  const answer = await call(c.processIcal, { body: input, secure: true });
  await refresh(input.orgId);
  return answer;
}

export async function uploadCalendar(orgId: string, staffId: string, name: string, file: File) {
  const form = new FormData();
  form.set('orgId', orgId);
  form.set('staffId', staffId);
  form.set('name', name);
  form.set('file', file);
  const answer = await postForm<CalendarFeedView>(
    '/api/calendar/ical/upload',
    form,
    (b): b is CalendarFeedView => typeof b.id === 'string',
    'The calendar could not be uploaded. Please try again.',
  );
  await refresh(orgId);
  return answer;
}

export async function syncCalendar(orgId: string, feedId: string) {
  const answer = await call(c.sync, { body: { orgId, feedId }, secure: true });
  await refresh(orgId);
  return answer;
}

export async function removeCalendar(orgId: string, feedId: string) {
  const answer = await call(c.removeFeed, { body: { orgId, feedId }, secure: true });
  await refresh(orgId);
  return answer;
}

export async function rotateFeed(orgId: string, staffId: string | null) {
  const answer = await call(c.rotate, { body: { orgId, staffId }, secure: true });
  await refresh(orgId);
  return answer;
}
