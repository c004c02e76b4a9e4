import { Router } from 'express';
import { searchContracts as c } from '@chairside/core/contracts/search';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { noStore } from '../http/cache';
import { perCaller } from '../http/rate-limit';
import { orgIdFrom, parse } from '../http/validate';
import { searchSalon } from './search.service';

export const router = Router();

/** GET /api/search?orgId&q: what the salon holds that matches, for the desk and managers. */
router.get(c.search.path, requireAuth, perCaller('search:uid', 600, 600), async (req, res) => {
  const query = parse(c.search.query, orgIdFrom(req.query), 'search');
  noStore(res);
  reply(res, c.search, await searchSalon(callerOf(res), query));
});
