import { Router } from 'express';
import { adminContracts as c } from '@chairside/core/contracts/admin';
import { noStore } from '../http/cache';
import { reply } from '../http/contract';
import { parse } from '../http/validate';
import { lastReset, startDemoReset, testAccounts, testSignIn } from './test-accounts.service';

// Emulators only (each call answers 404 elsewhere): testers sign in as any
// demo persona without a password, and put the demo data back.
export const router = Router();

router.get(c.testAccounts.path, async (_req, res) => {
  const [accounts, reset] = await Promise.all([testAccounts(), lastReset()]);
  noStore(res);
  reply(res, c.testAccounts, { accounts, lastReset: reset });
});

router.post(c.testSignIn.path, async (req, res) => {
  const { uid } = parse(c.testSignIn.body, req.body, 'request');
  noStore(res);
  reply(res, c.testSignIn, { token: await testSignIn(uid) });
});

router.post(c.testReset.path, (_req, res) => {
  reply(res, c.testReset, { startedAt: startDemoReset() }, 202);
});
