// /api/marketing: the unsubscribe link (no sign-in; rate-limited per visitor).
import { Router } from 'express';
import { marketingContracts as c, ZTrackQuery } from '@chairside/core/contracts/marketing';
import { noStore } from '../http/cache';
import { reply } from '../http/contract';
import { perVisitorContact } from '../http/rate-limit';
import { parse } from '../http/validate';
import { recordClick, recordOpen } from './tracking.service';
import { unsubscribe, unsubscribeInfo } from './unsubscribe.service';

export const router = Router();

router.get(
  c.unsubscribeInfo.path,
  ...perVisitorContact('unsubscribe', 30, 600),
  async (req, res) => {
    const { token } = parse(c.unsubscribeInfo.query, req.query, 'link');
    noStore(res);
    reply(res, c.unsubscribeInfo, await unsubscribeInfo(token));
  },
);

/** RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` to the link; the page's button does too. */
router.post(c.unsubscribe.path, ...perVisitorContact('unsubscribe', 30, 600), async (req, res) => {
  const { token, n } = parse(c.unsubscribe.query, req.query, 'link');
  noStore(res);
  reply(res, c.unsubscribe, await unsubscribe(token, n));
});

/** The open pixel: a transparent GIF, whatever the link (an open is approximate). */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
router.get('/open', async (req, res) => {
  const q = ZTrackQuery.safeParse(req.query);
  if (q.success) await recordOpen(q.data.o, q.data.n, q.data.s).catch(() => undefined);
  noStore(res);
  res.type('image/gif').send(PIXEL);
});

/** A tracked link: counted, then on to where it pointed (only a link we signed). */
router.get('/click', async (req, res) => {
  const q = parse(ZTrackQuery, req.query, 'link');
  const to = await recordClick(q.o, q.n, q.u ?? '', q.s);
  noStore(res);
  res.redirect(302, to);
});
