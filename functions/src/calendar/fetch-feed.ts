// Fetching a calendar someone pasted the address of, through the fetcher that
// refuses our own network (../http/public-fetch), in a calendar's words.
import { MAX_ICS_BYTES } from '@chairside/core/calendar';
import { fetchPublic, PublicFetchProblem } from '../http/public-fetch';

export { PublicFetchProblem as FeedFetchProblem };

function refused(status: number, host: string): string {
  if (status === 401 || status === 403)
    return `${host} refused to share this calendar (${status}). The link may have been reset: copy the calendar’s secret address again.`;
  if (status === 404 || status === 410) return `${host} no longer has this calendar (${status}).`;
  if (status === 429 || status >= 500)
    return `${host} is busy or failing (${status}). We will try again later.`;
  return `${host} answered ${status} instead of the calendar.`;
}

/** GET one calendar address, following a few redirects; answers the body as text. */
export async function fetchFeed(address: string): Promise<string> {
  const answer = await fetchPublic(address, {
    maxBytes: MAX_ICS_BYTES,
    accept: 'text/calendar, */*;q=0.5',
    userAgent: 'Chairside-Calendar/1.0',
    allowHttp: true,
    refused,
    tooLarge: `This calendar is larger than ${MAX_ICS_BYTES / 1024 / 1024} MB. Export a shorter range.`,
    offSite: 'The calendar’s address sent us somewhere that is not a web address.',
    tooManyRedirects: 'The calendar’s address redirects too many times.',
  });
  return answer.body.toString('utf8');
}
