import { Router } from 'express';
import { stripeContracts as c } from '@chairside/core/contracts/stripe';
import { appOrigin } from '../config';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { orgIdFrom, parse } from '../http/validate';
import { createAccountLink, createConnectAccount, onboardingStatus } from './connect.service';

// The spec's connected-account calls, at the API's root.
export const router = Router();

/** POST /api/create-connect-account: the salon's own Stripe account (owners). */
router.post(c.createConnectAccount.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.createConnectAccount.body, orgIdFrom(req.body), 'request');
  reply(res, c.createConnectAccount, await createConnectAccount(callerOf(res), orgId), 201);
});

/** POST /api/create-account-link: a link into Stripe's onboarding (owners). */
router.post(c.createAccountLink.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.createAccountLink.body, orgIdFrom(req.body), 'request');
  reply(res, c.createAccountLink, await createAccountLink(callerOf(res), orgId, appOrigin(req)));
});

/** POST /api/onboarding-status: the account's state from Stripe (owners and managers). */
router.post(c.onboardingStatus.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.onboardingStatus.body, orgIdFrom(req.body), 'request');
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.onboardingStatus, await onboardingStatus(callerOf(res), orgId));
});
