import { Router, type Request } from 'express';
import { ROLE_INFO, ROLES, TEAM_ADMIN_ROLES } from '@chairside/core/roles';
import {
  ZAcceptInviteQuery,
  ZInviteInput,
  ZStaffListQuery,
  ZStaffOrgQuery,
  ZStaffUpdate,
  ZVerifyInvite,
} from '@chairside/core/team';
import { appOrigin } from '../config';
import { callerOf, requireAuth } from '../http/auth';
import { requireRole } from '../http/membership';
import { clientIp, rateLimit } from '../http/rate-limit';
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
import { zDocId } from '@chairside/core/ids';

export const router = Router();

const ZId = zDocId('Not a valid id');

/** GET /api/staff/roles: the roles a salon member can have. */
router.get('/roles', (_req, res) => {
  res.set('Cache-Control', 'public, max-age=3600').json({
    roles: ROLES.map((value) => ({ value, ...ROLE_INFO[value] })),
  });
});

/** Invitations sent (and sent again) per person and hour. */
const inviteLimit = rateLimit({
  name: 'invite:uid',
  limit: 30,
  windowSeconds: 3600,
  key: (_req, res) => callerOf(res).uid,
});

/** POST /api/staff/invite: an owner or manager invites someone by e-mail. */
router.post('/invite', requireAuth, inviteLimit, async (req, res) => {
  const caller = callerOf(res);
  const input = parse(ZInviteInput, req.body, 'invitation');
  const actor = await requireRole(input.orgId, caller, TEAM_ADMIN_ROLES, {
    action: 'invite people',
  });
  const result = await createInvite(caller, actor!, input, acceptUrlFor(req));
  res.status(201).json(result);
});

const acceptUrlFor = (req: Request) => {
  const origin = appOrigin(req);
  return (token: string) => `${origin}/staff-invite?token=${token}`;
};

/** POST /api/staff/verify-invite: what an invitation link offers (no sign-in needed). */
router.post(
  '/verify-invite',
  rateLimit({
    name: 'verify-invite:ip',
    limit: 30,
    windowSeconds: 600,
    key: (req) => clientIp(req),
  }),
  async (req, res) => {
    const { token } = parse(ZVerifyInvite, req.body, 'invitation link');
    res.set('Cache-Control', 'no-store').json({ invite: await verifyInvite(token) });
  },
);

/** POST /api/staff/accept-invite?token=…: join the salon as the invitation says. */
router.post(
  '/accept-invite',
  requireAuth,
  rateLimit({
    name: 'accept-invite:uid',
    limit: 10,
    windowSeconds: 600,
    key: (_req, res) => callerOf(res).uid,
  }),
  async (req, res) => {
    const { token } = parse(ZAcceptInviteQuery, req.query, 'invitation link');
    res.json(await acceptInvite(callerOf(res), token));
  },
);

/** GET /api/staff?orgId=…: the team; owners and managers also get pending invitations. */
router.get('/', requireAuth, async (req, res) => {
  const caller = callerOf(res);
  const query = parse(ZStaffListQuery, req.query, 'query');
  const member = await requireRole(query.orgId, caller, 'any', { allowSuperAdmin: true });
  const role = member?.role ?? null;
  const [staff, invites] = await Promise.all([
    listStaff(query.orgId, caller, role, query),
    role && TEAM_ADMIN_ROLES.includes(role)
      ? listPendingInvites(query.orgId)
      : Promise.resolve(null),
  ]);
  res.set('Cache-Control', 'private, no-store').json({ staff, invites });
});

/** DELETE /api/staff/invites/{inviteId}?orgId=…: withdraw an invitation. */
router.delete('/invites/:inviteId', requireAuth, async (req, res) => {
  const caller = callerOf(res);
  const { orgId } = parse(ZStaffOrgQuery, req.query, 'query');
  const inviteId = parse(ZId, req.params['inviteId'], 'invitation id');
  await requireRole(orgId, caller, TEAM_ADMIN_ROLES, { action: 'withdraw invitations' });
  await revokeInvite(orgId, inviteId);
  res.json({ revoked: true });
});

/** POST /api/staff/invites/{inviteId}/resend?orgId=…: e-mail a pending invitation again, with a new link. */
router.post('/invites/:inviteId/resend', requireAuth, inviteLimit, async (req, res) => {
  const caller = callerOf(res);
  const { orgId } = parse(ZStaffOrgQuery, req.query, 'query');
  const inviteId = parse(ZId, req.params['inviteId'], 'invitation id');
  await requireRole(orgId, caller, TEAM_ADMIN_ROLES, { action: 'invite people' });
  res.json(await resendInvite(orgId, inviteId, acceptUrlFor(req)));
});

/** GET /api/staff/{staffId}?orgId=…: one team member. */
router.get('/:staffId', requireAuth, async (req, res) => {
  const caller = callerOf(res);
  const { orgId } = parse(ZStaffOrgQuery, req.query, 'query');
  const staffId = parse(ZId, req.params['staffId'], 'staff id');
  const member = await requireRole(orgId, caller, 'any', { allowSuperAdmin: true });
  res.set('Cache-Control', 'private, no-store').json({
    staff: await getStaff(orgId, staffId, caller, member?.role ?? null),
  });
});

/** PUT /api/staff/{staffId}: change a team member's role or name. */
router.put('/:staffId', requireAuth, async (req, res) => {
  const caller = callerOf(res);
  const update = parse(ZStaffUpdate, req.body, 'change');
  const staffId = parse(ZId, req.params['staffId'], 'staff id');
  const actor = await requireRole(update.orgId, caller, 'any');
  res.json({ staff: await updateStaff(caller, actor!, staffId, update) });
});

/** DELETE /api/staff/{staffId}?orgId=…: take someone off the team (or leave it). */
router.delete('/:staffId', requireAuth, async (req, res) => {
  const caller = callerOf(res);
  const { orgId } = parse(ZStaffOrgQuery, req.query, 'query');
  const staffId = parse(ZId, req.params['staffId'], 'staff id');
  const actor = await requireRole(orgId, caller, 'any');
  await removeStaff(caller, actor!, orgId, staffId);
  res.json({ removed: true });
});
