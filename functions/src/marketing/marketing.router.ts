// /api/marketing: the unsubscribe link (no sign-in; rate-limited per visitor).
import { Router } from 'express';
import { marketingContracts as c } from '@chairside/core/contracts/marketing';
import { noStore } from '../http/cache';
import { reply } from '../http/contract';
import { perVisitorContact } from '../http/rate-limit';
import { parse } from '../http/validate';
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
  const { token } = parse(c.unsubscribe.query, req.query, 'link');
  noStore(res);
  reply(res, c.unsubscribe, await unsubscribe(token));
});
