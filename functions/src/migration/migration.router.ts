// /api/platform-migration: the spec's schemas, upload, process, execute,
// rollback and status, with cancel and list. /api/booksy-import and
// /api/smart-data-import are the same calls with the source fixed (Booksy,
// or any spreadsheet). Owners and managers only; every body is checked.
import { Router, type Request, type Response } from 'express';
import {
  migrationContracts as c,
  storageMigrationContracts as sc,
} from '@chairside/core/contracts/migration';
import { MAX_IMPORT_BYTES } from '@chairside/core/migration/job';
import type { ImportSourceId } from '@chairside/core/migration/sources';
import { callerOf, requireAuth } from '../http/auth';
import { noStore } from '../http/cache';
import { reply } from '../http/contract';
import { perCaller } from '../http/rate-limit';
import { orgIdFrom, parse } from '../http/validate';
import { readUpload } from '../media';
import { addDemoData, demoStatus, removeDemoData } from './demo-data.service';
import { dryRun } from './dry-run.service';
import { cancelImport, executeImport, rollbackImport } from './run.service';
import { copyImages, scanImages } from './storage.service';
import { assertImporter, importSchemas, importStatus, listImports, uploadFile } from './uploads';

function migrationRouter(fixedSource: ImportSourceId | null) {
  const router = Router();

  /** GET schemas (public): each source's files and the columns read from them. */
  router.get(c.schemas.path, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    reply(res, c.schemas, importSchemas());
  });

  router.use(requireAuth);

  /** POST upload (multipart: orgId, source, importId?, file): a file added to an import. */
  router.post(c.upload.path, perCaller('import-upload:uid', 60, 3600), async (req, res) => {
    const upload = await readUpload(req, MAX_IMPORT_BYTES, 'the file');
    const fields = parse(
      c.upload.form,
      orgIdFrom({ ...upload.fields, ...(fixedSource ? { source: fixedSource } : {}) }),
      'upload',
    );
    reply(res, c.upload, await uploadFile(callerOf(res), fields, upload), 201);
  });

  /** POST process: the dry run (nothing of the salon is written). */
  router.post(c.process.path, perCaller('import-process:uid', 60, 3600), async (req, res) => {
    const input = parse(c.process.body, orgIdFrom(req.body), 'import check');
    await assertImporter(input.orgId, callerOf(res));
    await dryRun(input.orgId, input);
    reply(res, c.process, await importStatus(callerOf(res), input.orgId, input.importId));
  });

  const action =
    (
      run: (
        caller: ReturnType<typeof callerOf>,
        orgId: string,
        importId: string,
      ) => Promise<unknown>,
    ) =>
    async (req: Request, res: Response) => {
      const { orgId, importId } = parse(c.execute.body, orgIdFrom(req.body), 'import');
      noStore(res);
      res.status(200).json(await run(callerOf(res), orgId, importId));
    };

  /** POST execute: writes (or goes on writing) the checked rows. */
  router.post(c.execute.path, action(executeImport));
  /** POST cancel: stops a running import after the batch it is writing. */
  router.post(c.cancel.path, action(cancelImport));
  /** POST rollback: removes what the import created and restores what it changed. */
  router.post(c.rollback.path, action(rollbackImport));

  /** GET status?orgId&importId. */
  router.get(c.status.path, async (req, res) => {
    const { orgId, importId } = parse(c.status.query, orgIdFrom(req.query), 'import query');
    noStore(res);
    reply(res, c.status, await importStatus(callerOf(res), orgId, importId));
  });

  /** GET demo-data?orgId: the salon's sample data, if any. */
  router.get(c.demoStatus.path, async (req, res) => {
    const { orgId } = parse(c.demoStatus.query, orgIdFrom(req.query), 'sample data');
    noStore(res);
    reply(res, c.demoStatus, await demoStatus(callerOf(res), orgId));
  });

  /** POST demo-data { orgId, action: add | remove }: sample data in, or out, in one call. */
  router.post(c.demoData.path, perCaller('demo-data:uid', 20, 3600), async (req, res) => {
    const { orgId, action } = parse(c.demoData.body, orgIdFrom(req.body), 'sample data');
    noStore(res);
    const caller = callerOf(res);
    const view =
      action === 'add' ? await addDemoData(caller, orgId) : await removeDemoData(caller, orgId);
    reply(res, c.demoData, view, action === 'add' ? 201 : 200);
  });

  /** GET list?orgId: the salon's last imports. */
  router.get(c.list.path, async (req, res) => {
    const { orgId } = parse(c.list.query, orgIdFrom(req.query), 'import query');
    noStore(res);
    reply(res, c.list, await listImports(callerOf(res), orgId));
  });

  return router;
}

export const router = migrationRouter(null);
export const booksyRouter = migrationRouter('booksy');
export const spreadsheetRouter = migrationRouter('spreadsheet');

/** /api/storage-migration: GET scan?orgId, POST copy { orgId, startedAt? }. */
export const storageRouter = Router();
storageRouter.use(requireAuth);
storageRouter.get(sc.scan.path, async (req, res) => {
  const { orgId } = parse(sc.scan.query, orgIdFrom(req.query), 'picture check');
  noStore(res);
  reply(res, sc.scan, await scanImages(callerOf(res), orgId));
});
storageRouter.post(sc.copy.path, perCaller('storage-copy:uid', 120, 3600), async (req, res) => {
  const input = parse(sc.copy.body, orgIdFrom(req.body), 'picture copy');
  noStore(res);
  reply(res, sc.copy, await copyImages(callerOf(res), input));
});
