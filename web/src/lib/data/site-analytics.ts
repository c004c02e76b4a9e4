// Website analytics through the API: the salon's report (a range beside the
// one before, and who is on the site now), its CSV, and the platform's view.
import { siteAnalyticsContracts as c } from '@chairside/core/contracts/site-analytics';
import { call } from '../api/api';
import { useContract } from '../api/contract-query';
import { saveTextFile } from '../download';

export const useSiteAnalytics = (orgId: string, from: string, to: string) =>
  useContract(
    c.report,
    { query: { orgId, from, to }, secure: true },
    // Who is on the site now changes by the minute.
    { refetchInterval: 60_000, staleTime: 30_000 },
  );

export const usePlatformSiteAnalytics = (from: string, to: string) =>
  useContract(c.platform, { query: { from, to }, secure: true }, { staleTime: 60_000 });

/** Downloads the range as CSV, a row a day. */
export async function downloadSiteAnalyticsCsv(
  query: { orgId: string; from: string; to: string },
  fileName: string,
) {
  saveTextFile(await call(c.export, { query, secure: true }), fileName);
}
