import { Router } from 'express';
import { privacyContracts as c } from '@chairside/core/contracts/privacy';
import { EXPORT_CSV_HEADER, exportCsvRows } from '@chairside/core/privacy';
import { callerOf, requireAuth } from '../http/auth';
import { noStore } from '../http/cache';
import { reply } from '../http/contract';
import { sendCsv } from '../http/csv';
import { perCaller } from '../http/rate-limit';
import { parse } from '../http/validate';
import { personalExport } from './export.service';
import {
  confirmAccountDeletion,
  confirmSalonDeletion,
  deletionState,
  requestAccountDeletion,
  requestSalonDeletion,
  undoSalonDeletion,
} from './deletion.service';

export const router = Router();

const exportLimit = perCaller('export-me:uid', 10, 3600);

/** GET /api/account/export: everything held about the caller, as JSON. */
router.get(c.exportData.path, requireAuth, exportLimit, async (_req, res) => {
  const data = await personalExport(callerOf(res));
  noStore(res);
  reply(res, c.exportData, data);
});

/** GET /api/account/export/csv: the same, one row per field. */
router.get(c.exportCsv.path, requireAuth, exportLimit, async (_req, res) => {
  const data = await personalExport(callerOf(res));
  async function* rows() {
    yield* exportCsvRows(data);
  }
  const day = data.exportedAt.slice(0, 10);
  await sendCsv(res, `chairside-my-data-${day}.csv`, EXPORT_CSV_HEADER, rows());
});

router.get(c.deletionState.path, requireAuth, async (_req, res) => {
  noStore(res);
  reply(res, c.deletionState, await deletionState(callerOf(res)));
});

router.post(
  c.requestAccountDeletion.path,
  requireAuth,
  perCaller('delete-me:uid', 5, 3600),
  async (_req, res) => {
    reply(res, c.requestAccountDeletion, { emailed: await requestAccountDeletion(callerOf(res)) });
  },
);

router.post(c.confirmAccountDeletion.path, requireAuth, async (req, res) => {
  const { token } = parse(c.confirmAccountDeletion.body, req.body, 'request');
  await confirmAccountDeletion(callerOf(res), token);
  reply(res, c.confirmAccountDeletion, { deleted: true });
});

router.post(
  c.requestSalonDeletion.path,
  requireAuth,
  perCaller('delete-salon:uid', 5, 3600),
  async (req, res) => {
    const { orgId, confirmName } = parse(c.requestSalonDeletion.body, req.body, 'request');
    reply(res, c.requestSalonDeletion, {
      emailed: await requestSalonDeletion(callerOf(res), orgId, confirmName),
    });
  },
);

router.post(c.confirmSalonDeletion.path, requireAuth, async (req, res) => {
  const { token } = parse(c.confirmSalonDeletion.body, req.body, 'request');
  reply(res, c.confirmSalonDeletion, await confirmSalonDeletion(callerOf(res), token));
});

router.post(c.undoSalonDeletion.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.undoSalonDeletion.body, req.body, 'request');
  await undoSalonDeletion(callerOf(res), orgId);
  reply(res, c.undoSalonDeletion, { orgId, kept: true });
});
