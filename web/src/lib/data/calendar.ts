// Calendar sync in the browser: the feeds to subscribe to, the calendars
// imported as busy time and connected Google and Outlook accounts, all through the API (addresses and secrets never
// reach Firestore listeners).
import { calendarContracts as c, connectContractsFor } from '@chairside/core/contracts/calendar';
import type { ProcessIcal } from '@chairside/core/calendar';
import type {
  ConnectCallback,
  ConnectProvider,
  ConnectionPreferences,
} from '@chairside/core/calendar-connect';
import { call, upload } from '../api/api';
import { invalidateArea, useContract } from '../api/contract-query';

/** After a change: every calendar answer is asked again. */
const refresh = () => invalidateArea(c.status.area);

/** Everyone's (owners and managers, staffId left out), one member's, or the caller's own. */
export const useIcalStatus = (orgId: string, staffId: string | null) =>
  useContract(c.status, { query: staffId ? { orgId, staffId } : { orgId }, secure: true });

/** Busy time from the team's own calendars for the appointment book (a week at most). */
export const useExternalBusy = (
  orgId: string,
  from: string,
  to: string,
  staffId: string | null,
  enabled = true,
) =>
  useContract(
    c.busy,
    { query: staffId ? { orgId, from, to, staffId } : { orgId, from, to }, secure: true },
    { enabled },
  );

export async function importCalendar(input: ProcessIcal) {
  const answer = await call(c.processIcal, { body: input, secure: true });
  await refresh();
  return answer;
}

export async function uploadCalendar(orgId: string, staffId: string, name: string, file: File) {
  const answer = await upload(c.uploadIcal, { orgId, staffId, name }, file);
  await refresh();
  return answer;
}

export async function syncCalendar(orgId: string, feedId: string) {
  const answer = await call(c.sync, { body: { orgId, feedId }, secure: true });
  await refresh();
  return answer;
}

export async function removeCalendar(orgId: string, feedId: string) {
  const answer = await call(c.removeFeed, { body: { orgId, feedId }, secure: true });
  await refresh();
  return answer;
}

export async function rotateFeed(orgId: string, staffId: string | null) {
  const answer = await call(c.rotate, { body: { orgId, staffId }, secure: true });
  await refresh();
  return answer;
}

// ---- Google Calendar and Outlook ---------------------------------------------

const refreshConnections = refresh;

export const useConnectStatus = (p: ConnectProvider, orgId: string, staffId: string | null) =>
  useContract(connectContractsFor(p).status, {
    query: staffId ? { orgId, staffId } : { orgId },
    secure: true,
  });

/** Sends the browser to the provider's sign-in; it comes back to /{p}-calendar-callback. */
export async function startConnect(p: ConnectProvider, orgId: string, staffId: string) {
  const { url } = await call(connectContractsFor(p).start, {
    body: { orgId, staffId },
    secure: true,
  });
  window.location.assign(url);
}

export const finishConnect = (p: ConnectProvider, answer: ConnectCallback) =>
  call(connectContractsFor(p).callback, { query: answer, secure: true });

export async function saveConnectionPreferences(p: ConnectProvider, input: ConnectionPreferences) {
  const answer = await call(connectContractsFor(p).preferences, { body: input, secure: true });
  await refreshConnections();
  return answer;
}

export async function syncConnection(p: ConnectProvider, orgId: string, staffId: string) {
  const answer = await call(connectContractsFor(p).sync, {
    body: { orgId, staffId },
    secure: true,
  });
  await refreshConnections();
  return answer;
}

export const testConnection = (p: ConnectProvider, orgId: string, staffId: string) =>
  call(connectContractsFor(p).test, { query: { orgId, staffId }, secure: true });

export async function disconnectCalendar(p: ConnectProvider, orgId: string, staffId: string) {
  const answer = await call(connectContractsFor(p).disconnect, {
    body: { orgId, staffId },
    secure: true,
  });
  await refreshConnections();
  return answer;
}
