import { Router, type Request } from 'express';
import { ROLE_INFO, ROLES, TEAM_ADMIN_ROLES } from '@chairside/core/roles';
import { teamContracts as c } from '@chairside/core/contracts/staff';
import { zDocId } from '@chairside/core/ids';
import { appOrigin } from '../config';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { requireRole } from '../http/membership';
import { clientIp, perCaller, rateLimit } from '../http/rate-limit';
import { parse } from '../http/validate';
import {
  acceptInvite,
  createInvite,
  listPendingInvites,
  resendInvite,
  revokeInvite,
  verifyInvite,
} from './invites.service';
import { getStaff, listStaff, removeStaff, updateStaff } from './staff.service';

export const router = Router();

const ZId = zDocId('Not a valid id');

/** GET /api/staff/roles: the roles a salon member can have. */
router.get(c.roles.path, (_req, res) => {
  res.set('Cache-Control', 'public, max-age=3600');
  reply(res, c.roles, { roles: ROLES.map((value) => ({ value, ...ROLE_INFO[value] })) });
});

/** Invitations sent (and sent again) per person and hour. */
const inviteLimit = perCaller('invite:uid', 30, 3600);

/** POST /api/staff/invite: an owner or manager invites someone by e-mail. */
router.post(c.invite.path, requireAuth, inviteLimit, async (req, res) => {
  const caller = callerOf(res);
  const input = parse(c.invite.body, req.body, 'invitation');
  const actor = await requireRole(input.orgId, caller, TEAM_ADMIN_ROLES, {
    action: 'invite people',
  });
  const result = await createInvite(caller, actor, input, acceptUrlFor(req));
  reply(res, c.invite, result, 201);
});

const acceptUrlFor = (req: Request) => {
  const origin = appOrigin(req);
  return (token: string) => `${origin}/staff-invite?token=${token}`;
};

/** POST /api/staff/verify-invite: what an invitation link offers (no sign-in needed). */
router.post(
  c.verifyInvite.path,
  rateLimit({
    name: 'verify-invite:ip',
    limit: 30,
    windowSeconds: 600,
    key: (req) => clientIp(req),
  }),
  async (req, res) => {
    const { token } = parse(c.verifyInvite.body, req.body, 'invitation link');
    res.set('Cache-Control', 'no-store');
    reply(res, c.verifyInvite, { invite: await verifyInvite(token) });
  },
);

/** POST /api/staff/accept-invite?token=…: join the salon as the invitation says. */
router.post(
  c.acceptInvite.path,
  requireAuth,
  perCaller('accept-invite:uid', 10, 600),
  async (req, res) => {
    const { token } = parse(c.acceptInvite.query, req.query, 'invitation link');
    reply(res, c.acceptInvite, await acceptInvite(callerOf(res), token));
  },
);

/** GET /api/staff?orgId=…: the team; owners and managers also get pending invitations. */
router.get(c.list.path, requireAuth, async (req, res) => {
  const caller = callerOf(res);
  const query = parse(c.list.query, req.query, 'query');
  const member = await requireRole(query.orgId, caller, 'any', { allowSuperAdmin: true });
  const role = member?.role ?? null;
  const [staff, invites] = await Promise.all([
    listStaff(query.orgId, caller, role, query),
    role && TEAM_ADMIN_ROLES.includes(role)
      ? listPendingInvites(query.orgId)
      : Promise.resolve(null),
  ]);
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.list, { staff, invites });
});

/** DELETE /api/staff/invites/{inviteId}?orgId=…: withdraw an invitation. */
router.delete(c.withdrawInvite.path, requireAuth, async (req, res) => {
  const caller = callerOf(res);
  const { orgId } = parse(c.withdrawInvite.query, req.query, 'query');
  const inviteId = parse(ZId, req.params['inviteId'], 'invitation id');
  await requireRole(orgId, caller, TEAM_ADMIN_ROLES, { action: 'withdraw invitations' });
  await revokeInvite(orgId, inviteId);
  reply(res, c.withdrawInvite, { revoked: true });
});

/** POST /api/staff/invites/{inviteId}/resend?orgId=…: e-mail a pending invitation again, with a new link. */
router.post(c.resendInvite.path, requireAuth, inviteLimit, async (req, res) => {
  const caller = callerOf(res);
  const { orgId } = parse(c.resendInvite.query, req.query, 'query');
  const inviteId = parse(ZId, req.params['inviteId'], 'invitation id');
  await requireRole(orgId, caller, TEAM_ADMIN_ROLES, { action: 'invite people' });
  reply(res, c.resendInvite, await resendInvite(orgId, inviteId, acceptUrlFor(req)));
});

/** GET /api/staff/{staffId}?orgId=…: one team member. */
router.get(c.get.path, requireAuth, async (req, res) => {
  const caller = callerOf(res);
  const { orgId } = parse(c.get.query, req.query, 'query');
  const staffId = parse(ZId, req.params['staffId'], 'staff id');
  const member = await requireRole(orgId, caller, 'any', { allowSuperAdmin: true });
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.get, { staff: await getStaff(orgId, staffId, caller, member?.role ?? null) });
});

/** PUT /api/staff/{staffId}: change a team member's role or name. */
router.put(c.update.path, requireAuth, async (req, res) => {
  const caller = callerOf(res);
  const update = parse(c.update.body, req.body, 'change');
  const staffId = parse(ZId, req.params['staffId'], 'staff id');
  const actor = await requireRole(update.orgId, caller, 'any');
  reply(res, c.update, { staff: await updateStaff(caller, actor, staffId, update) });
});

/** DELETE /api/staff/{staffId}?orgId=…: take someone off the team (or leave it). */
router.delete(c.remove.path, requireAuth, async (req, res) => {
  const caller = callerOf(res);
  const { orgId } = parse(c.remove.query, req.query, 'query');
  const staffId = parse(ZId, req.params['staffId'], 'staff id');
  const actor = await requireRole(orgId, caller, 'any');
  await removeStaff(caller, actor, orgId, staffId);
  reply(res, c.remove, { removed: true });
});
