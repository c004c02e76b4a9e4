import { Router } from 'express';
import { stringify } from 'csv-stringify/sync';
import { CLIENT_CSV_COLUMNS } from '@chairside/core/clients';
import { clientContracts as c } from '@chairside/core/contracts/clients';
import { slugify } from '@chairside/core/org';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { requireRole } from '../http/membership';
import { rateLimit } from '../http/rate-limit';
import { parse } from '../http/validate';
import { orgDoc } from '../records/orgs';
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
  const merged = await mergeClientRecords(input.orgId, actor!, input.primaryId, input.duplicateId);
  reply(res, c.merge, merged);
});

/** GET /api/clients/export?orgId=: every client as a CSV file. */
/** The CSV is streamed a page at a time, so it is written directly rather than answered whole. */
router.get(
  c.export.path,
  requireAuth,
  rateLimit({
    name: 'client-export:uid',
    limit: 20,
    windowSeconds: 3600,
    key: (_req, res) => callerOf(res).uid,
  }),
  async (req, res) => {
    const { orgId } = parse(c.export.query, req.query, 'export');
    const actor = await requireRole(orgId, callerOf(res), CLIENT_ADMIN_ROLES, {
      action: 'export clients',
    });
    const org = (await orgDoc(orgId).get()).data();
    const name = slugify(org?.name || 'salon') || 'salon';
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-clients.csv"`,
      'Cache-Control': 'no-store',
    });
    // A byte-order mark so spreadsheet programs read the file as UTF-8.
    res.write(`\ufeff${stringify([[...CLIENT_CSV_COLUMNS]])}`);
    let batch: string[][] = [];
    for await (const row of clientRows(orgId, actor!)) {
      batch.push(row);
      if (batch.length === 500) {
        res.write(stringify(batch));
        batch = [];
      }
    }
    res.end(batch.length ? stringify(batch) : '');
  },
);
