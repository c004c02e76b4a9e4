// /api/memberships: the spec's CRUD on definitions and {definitionId} and its
// public plan list, and joining, the member's own membership, the desk's
// sign-ups and renewals, cancelling, and the members with their revenue.
import { Router } from 'express';
import { membershipContracts as c } from '@chairside/core/contracts/memberships';
import { ZMembershipDefinitionId, ZMembershipId } from '@chairside/core/memberships';
import { zDocId } from '@chairside/core/ids';
import { z } from 'zod';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { noStore } from '../http/cache';
import { clientIp, perCaller, rateLimit } from '../http/rate-limit';
import { orgIdFrom, parse } from '../http/validate';
import {
  deleteDefinition,
  getDefinition,
  listDefinitions,
  publicMemberships,
  saveDefinition,
} from './plans.service';
import {
  clientMembership,
  enrolMember,
  membersOverview,
  myMembership,
  renewMember,
} from './members.service';
import { cancelMembership } from './cancel.service';
import { confirmMembership, joinMembership } from './subscription.service';

export const router = Router();
const definitionIdOf = (req: { params: Record<string, unknown> }) =>
  parse(ZMembershipDefinitionId, req.params['definitionId'], 'membership plan id');
const membershipIdOf = (req: { params: Record<string, unknown> }) =>
  parse(ZMembershipId, req.params['membershipId'], 'membership id');
const ZSalonId = z.string().trim().pipe(zDocId('Not a salon id'));

/** GET /api/memberships/public/salons/:salonId/memberships (public; 120 an hour per address). */
router.get(
  c.publicPlans.path,
  rateLimit({
    name: 'plans:ip',
    limit: 120,
    windowSeconds: 3600,
    key: (req) => clientIp(req),
    store: 'instance',
  }),
  async (req, res) => {
    const salonId = parse(ZSalonId, req.params['salonId'], 'salon id');
    res.set('Cache-Control', 'public, max-age=60');
    reply(res, c.publicPlans, await publicMemberships(salonId));
  },
);

router.get(c.definitions.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.definitions.query, orgIdFrom(req.query), 'membership query');
  noStore(res);
  reply(res, c.definitions, { definitions: await listDefinitions(callerOf(res), orgId) });
});

router.post(c.createDefinition.path, requireAuth, async (req, res) => {
  const { orgId, definition } = parse(c.createDefinition.body, orgIdFrom(req.body), 'plan');
  reply(res, c.createDefinition, await saveDefinition(callerOf(res), orgId, null, definition), 201);
});

router.get(c.definition.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.definition.query, orgIdFrom(req.query), 'membership query');
  noStore(res);
  reply(res, c.definition, await getDefinition(callerOf(res), orgId, definitionIdOf(req)));
});

router.put(c.updateDefinition.path, requireAuth, async (req, res) => {
  const { orgId, definition } = parse(c.updateDefinition.body, orgIdFrom(req.body), 'plan');
  reply(
    res,
    c.updateDefinition,
    await saveDefinition(callerOf(res), orgId, definitionIdOf(req), definition),
  );
});

router.delete(c.deleteDefinition.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.deleteDefinition.query, orgIdFrom(req.query), 'membership query');
  reply(res, c.deleteDefinition, await deleteDefinition(callerOf(res), orgId, definitionIdOf(req)));
});

/** POST /api/memberships/join (a signed-in client; 20 an hour per person). */
router.post(
  c.join.path,
  requireAuth,
  perCaller('membership-join:uid', 20, 3600),
  async (req, res) => {
    const input = parse(c.join.body, orgIdFrom(req.body), 'membership');
    noStore(res);
    reply(res, c.join, await joinMembership(callerOf(res), input), 201);
  },
);

router.post(c.confirm.path, requireAuth, async (req, res) => {
  const { orgId, membershipId } = parse(c.confirm.body, orgIdFrom(req.body), 'membership');
  noStore(res);
  reply(res, c.confirm, await confirmMembership(callerOf(res), orgId, membershipId));
});

router.get(c.mine.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.mine.query, orgIdFrom(req.query), 'membership query');
  noStore(res);
  reply(res, c.mine, await myMembership(callerOf(res), orgId));
});

router.get(c.members.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.members.query, orgIdFrom(req.query), 'membership query');
  noStore(res);
  reply(res, c.members, await membersOverview(callerOf(res), orgId));
});

router.get(c.ofClient.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.ofClient.query, orgIdFrom(req.query), 'membership query');
  const clientId = parse(zDocId('Not a client id'), req.params['clientId'], 'client id');
  noStore(res);
  reply(res, c.ofClient, await clientMembership(callerOf(res), orgId, clientId));
});

router.post(c.enrol.path, requireAuth, async (req, res) => {
  const input = parse(c.enrol.body, orgIdFrom(req.body), 'membership');
  reply(res, c.enrol, await enrolMember(callerOf(res), input), 201);
});

router.post(c.renew.path, requireAuth, async (req, res) => {
  const input = parse(c.renew.body, orgIdFrom(req.body), 'renewal');
  reply(res, c.renew, await renewMember(callerOf(res), membershipIdOf(req), input));
});

router.post(c.cancel.path, requireAuth, async (req, res) => {
  const input = parse(c.cancel.body, orgIdFrom(req.body), 'cancellation');
  reply(res, c.cancel, await cancelMembership(callerOf(res), membershipIdOf(req), input));
});
