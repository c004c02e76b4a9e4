import { Router } from 'express';
import { CLIENT_CSV_COLUMNS } from '@chairside/core/clients';
import { clientContracts as c } from '@chairside/core/contracts/clients';
import { slugify } from '@chairside/core/org';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { sendCsv } from '../http/csv';
import { requireRole } from '../http/membership';
import { perCaller } from '../http/rate-limit';
import { parse } from '../http/validate';
import { orgDoc } from '../records/orgs';
import { actorOf } from '../platform/actor';
import { clientRows, mergeClientRecords } from './clients.service';

export const router = Router();

/** Who may merge and export: people who manage client records, and booth renters for their own. */
const CLIENT_ADMIN_ROLES = ['owner', 'manager', 'booth_renter'] as const;

/** POST /api/clients/merge: fold a duplicate client into another. */
router.post(c.merge.path, requireAuth, async (req, res) => {
  const input = parse(c.merge.body, req.body, 'merge');
  const actor = await requireRole(input.orgId, callerOf(res), CLIENT_ADMIN_ROLES, {
    action: 'merge clients',
  });
  const merged = await mergeClientRecords(
    input.orgId,
    actor,
    input.primaryId,
    input.duplicateId,
    await actorOf(input.orgId, callerOf(res)),
  );
  reply(res, c.merge, merged);
});

/** GET /api/clients/export?orgId=: every client as a CSV file. */
/** The CSV is streamed a page at a time, so it is written directly rather than answered whole. */
router.get(
  c.export.path,
  requireAuth,
  perCaller('client-export:uid', 20, 3600),
  async (req, res) => {
    const { orgId } = parse(c.export.query, req.query, 'export');
    const actor = await requireRole(orgId, callerOf(res), CLIENT_ADMIN_ROLES, {
      action: 'export clients',
    });
    const org = (await orgDoc(orgId).get()).data();
    const name = slugify(org?.name || 'salon') || 'salon';
    await sendCsv(res, `${name}-clients.csv`, CLIENT_CSV_COLUMNS, clientRows(orgId, actor));
  },
);
