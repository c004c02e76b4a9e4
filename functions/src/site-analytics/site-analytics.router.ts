// /api/site-analytics/*: the public beacon (track, and the pixel pages seen
// without JavaScript load), the salon's report and CSV, and the platform's view.
import { Router, type Request } from 'express';
import { siteAnalyticsContracts as c } from '@chairside/core/contracts/site-analytics';
import { normaliseHost } from '@chairside/core/hosts';
import { ANALYTICS_CSV_HEADER, MAX_HIT_BYTES } from '@chairside/core/site-analytics';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth } from '../http/auth';
import { noStore } from '../http/cache';
import { reply } from '../http/contract';
import { sendCsv } from '../http/csv';
import { clientIp, rateLimit } from '../http/rate-limit';
import { orgIdFrom, parse } from '../http/validate';
import { recordHit, recordNoScript } from './track.service';
import { platformReport, siteExport, siteReport } from './report.service';

export const router = Router();

const userAgentOf = (req: Request) => (req.get('user-agent') ?? '').slice(0, 512);

/** 600 hits in ten minutes from one address and browser (a visitor), counted in this instance. */
const perVisitorHits = rateLimit({
  name: 'site-analytics:visitor',
  limit: 600,
  windowSeconds: 600,
  key: (req) => `${clientIp(req)}|${userAgentOf(req)}`,
  store: 'instance',
});

/** POST /api/site-analytics/track: a page view or a step (public; 204, 404 for no such site). */
router.post(c.track.path, perVisitorHits, async (req, res) => {
  if (Number(req.get('content-length') ?? 0) > MAX_HIT_BYTES)
    throw new ApiError('validation_failed', 'That beacon is too large.');
  const hit = parse(c.track.body, req.body ?? {}, 'beacon');
  const outcome = await recordHit(hit, {
    address: clientIp(req),
    userAgent: userAgentOf(req),
    private: req.get('dnt') === '1' || req.get('sec-gpc') === '1' || hit.private === true,
    host: normaliseHost(req.get('x-forwarded-host')?.split(',')[0] ?? req.get('host') ?? ''),
  });
  if (outcome === 'unknown_site') throw new ApiError('not_found', 'There is no such site.');
  noStore(res);
  res.status(204).end();
});

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** GET /api/site-analytics/pixel.gif?o={orgId}: a page seen without JavaScript (kept with bots). */
router.get('/pixel.gif', perVisitorHits, async (req, res) => {
  const orgId = typeof req.query['o'] === 'string' ? req.query['o'].slice(0, 128) : '';
  if (/^[A-Za-z0-9_-]{1,128}$/.test(orgId)) await recordNoScript(orgId);
  noStore(res);
  res.type('image/gif').send(GIF);
});

/** GET /api/site-analytics/report?orgId&from&to (owners, managers; super-admins). */
router.get(c.report.path, requireAuth, async (req, res) => {
  const input = parse(c.report.query, orgIdFrom(req.query), 'range');
  noStore(res);
  reply(res, c.report, await siteReport(callerOf(res), input));
});

/** GET /api/site-analytics/export?orgId&from&to: the range as CSV. */
router.get(c.export.path, requireAuth, async (req, res) => {
  const input = parse(c.export.query, orgIdFrom(req.query), 'range');
  const { name, rows } = await siteExport(callerOf(res), input);
  await sendCsv(
    res,
    `${name}-website-${input.from}-to-${input.to}.csv`,
    ANALYTICS_CSV_HEADER,
    (async function* () {
      yield* rows;
    })(),
  );
});

/** GET /api/site-analytics/platform?from&to (super-admins). */
router.get(c.platform.path, requireAuth, async (req, res) => {
  const input = parse(c.platform.query, req.query, 'range');
  noStore(res);
  reply(res, c.platform, await platformReport(callerOf(res), input));
});
