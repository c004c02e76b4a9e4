// A person's own data: download it, delete the account, delete a salon
// (owners) with a grace period and undo. Each deletion is confirmed from an
// e-mailed link.
import {
  ZDeletionConfirm,
  ZSalonDeletionRequest,
  type DeletionState,
  type PersonalExport,
} from '../privacy';
import { z } from 'zod';
import { endpoint } from './endpoint';

const ZOrgOnly = z.object({ orgId: ZSalonDeletionRequest.shape.orgId });

export const privacyContracts = {
  /** GET /api/account/export: everything held about the caller, as JSON. */
  exportData: endpoint<PersonalExport>()('GET', 'account', '/export'),
  /** GET /api/account/export/csv: the same, one CSV row per field. */
  exportCsv: endpoint<string>()('GET', 'account', '/export/csv'),
  /** GET /api/account/deletion: what the caller may delete, and what is under way. */
  deletionState: endpoint<DeletionState>()('GET', 'account', '/deletion'),
  /** POST /api/account/deletion: e-mails a link that confirms deleting the caller's account. */
  requestAccountDeletion: endpoint<{ emailed: boolean }>()('POST', 'account', '/deletion'),
  /** POST /api/account/deletion/confirm: deletes the account (the e-mailed token). */
  confirmAccountDeletion: endpoint<{ deleted: true }>()(
    'POST',
    'account',
    '/deletion/confirm',
    ZDeletionConfirm,
  ),
  /** POST /api/account/salon-deletion: e-mails the owner a link that confirms deleting the salon. */
  requestSalonDeletion: endpoint<{ emailed: boolean }>()(
    'POST',
    'account',
    '/salon-deletion',
    ZSalonDeletionRequest,
  ),
  /** POST /api/account/salon-deletion/confirm: schedules the salon's deletion in 14 days. */
  confirmSalonDeletion: endpoint<{ orgId: string; deleteAt: string }>()(
    'POST',
    'account',
    '/salon-deletion/confirm',
    ZDeletionConfirm,
  ),
  /** POST /api/account/salon-deletion/undo: keeps the salon (owners, during the grace period). */
  undoSalonDeletion: endpoint<{ orgId: string; kept: true }>()(
    'POST',
    'account',
    '/salon-deletion/undo',
    ZOrgOnly,
  ),
} as const;
