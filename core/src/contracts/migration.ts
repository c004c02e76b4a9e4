// The spec's platform-migration calls (schemas, upload, process, execute,
// rollback, status), with cancel and the list of a salon's imports; Booksy's
// and any spreadsheet's imports are the same calls with the source set.
import {
  ZDemoData,
  ZImportAction,
  ZImportListQuery,
  ZImportProcess,
  ZImportQuery,
  ZImportUploadFields,
  type ImportSchemaView,
  type ImportView,
} from '../migration/job';
import { ZStorageCopy, ZStorageScanQuery, type StorageMigrationView } from '../migration/storage';
import { endpoint, upload } from './endpoint';

export const migrationContracts = {
  schemas: endpoint<{ sources: ImportSchemaView[] }>()('GET', 'platform-migration', '/schemas'),
  /** Multipart: orgId, source, optional importId, and the file. */
  upload: upload<ImportView>()('platform-migration', '/upload', ZImportUploadFields),
  process: endpoint<ImportView>()('POST', 'platform-migration', '/process', ZImportProcess),
  /** Runs for a while and answers; call again while `status` is running. */
  execute: endpoint<ImportView>()('POST', 'platform-migration', '/execute', ZImportAction),
  cancel: endpoint<ImportView>()('POST', 'platform-migration', '/cancel', ZImportAction),
  rollback: endpoint<ImportView>()('POST', 'platform-migration', '/rollback', ZImportAction),
  status: endpoint<ImportView>()('GET', 'platform-migration', '/status', undefined, ZImportQuery),
  /** The salon's sample data, if it has some. */
  demoStatus: endpoint<{ demo: ImportView | null }>()(
    'GET',
    'platform-migration',
    '/demo-data',
    undefined,
    ZImportListQuery,
  ),
  /** Adds sample data (through the import) or removes it (its rollback), in one call. */
  demoData: endpoint<ImportView>()('POST', 'platform-migration', '/demo-data', ZDemoData),
  list: endpoint<{ imports: ImportView[] }>()(
    'GET',
    'platform-migration',
    '/list',
    undefined,
    ZImportListQuery,
  ),
} as const;

/** /api/storage-migration: pictures shown from elsewhere, copied into the media store. */
export const storageMigrationContracts = {
  scan: endpoint<StorageMigrationView>()(
    'GET',
    'storage-migration',
    '/scan',
    undefined,
    ZStorageScanQuery,
  ),
  /** Runs for a while and answers; call again with `startedAt` while `remaining` > 0. */
  copy: endpoint<StorageMigrationView>()('POST', 'storage-migration', '/copy', ZStorageCopy),
} as const;
