// POST /api/platform-migration/demo-data: sample data for a salon trying the
// product, added and removed in one click. The sample is a set of
// spreadsheets (core/migration/demo-data) run through the import itself, so
// it gets the same checks (no double booking), its records carry the import's
// stamp, and removing it is that import's rollback: exactly what the sample
// created goes, whatever the owner added beside it stays.
import { randomBytes } from 'node:crypto';
import { demoFiles } from '@chairside/core/migration/demo-data';
import type { ImportView } from '@chairside/core/migration/job';
import { autoMapping } from '@chairside/core/migration/sources';
import { localParts } from '@chairside/core/zoned-time';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { importDoc, importsCollection } from '../records/imports';
import { orgDoc } from '../records/orgs';
import { dryRun } from './dry-run.service';
import { executeImport, rollbackImport } from './run.service';
import { assertImporter, importView, newImport, uploadFile } from './uploads';

/** A call keeps going while the work does (a sample is one batch or two). */
const MAX_ROUNDS = 20;

/** The salon's sample data still in place (not undone), or null. */
export async function liveDemo(orgId: string) {
  // A salon has a sample or two in its life: no index needed to sort them here.
  const snap = await importsCollection(orgId).where('demo', '==', true).get();
  const live = snap.docs.map((d) => d.data()).filter((job) => job.status !== 'rolled_back');
  return live.sort((a, b) => +b.createdAt - +a.createdAt)[0] ?? null;
}

/** Runs one step until its status is no longer `working`. */
async function untilSettled(
  step: () => Promise<ImportView>,
  working: ImportView['status'],
): Promise<ImportView> {
  let view = await step();
  for (let round = 1; view.status === working && round < MAX_ROUNDS; round++) {
    view = await step();
  }
  return view;
}

export async function addDemoData(caller: Caller, orgId: string, now = new Date()) {
  await assertImporter(orgId, caller);
  if (await liveDemo(orgId))
    throw new ApiError(
      'conflict',
      'The salon already has sample data. Remove it first to add a fresh sample.',
    );
  const salon = (await orgDoc(orgId).get()).data();
  if (!salon) throw new ApiError('not_found', 'That salon could not be found.');
  const importId = randomBytes(10).toString('hex');
  await importDoc(orgId, importId).create(newImport(importId, 'spreadsheet', caller, true));
  const today = localParts(now.getTime(), salon.timeZone).date;
  const files = demoFiles(salon.businessHours, today);
  let view: ImportView | null = null;
  for (const file of files) {
    view = await uploadFile(
      caller,
      { orgId, source: 'spreadsheet', importId },
      { file: Buffer.from(file.csv, 'utf8'), fileName: file.name, tooLarge: false },
    );
  }
  await dryRun(
    orgId,
    {
      orgId,
      importId,
      // Each sample file says what it lists; its columns are read by their names.
      files: view!.files.map((f, i) => ({
        uploadId: f.uploadId,
        entity: files[i]!.entity,
        mapping: autoMapping(files[i]!.entity, f.header, 'spreadsheet'),
      })),
      // A sample client who is already a real client stays the real one.
      duplicates: 'skip',
      decisions: {},
    },
    now.getTime(),
  );
  return untilSettled(() => executeImport(caller, orgId, importId), 'running');
}

export async function removeDemoData(caller: Caller, orgId: string) {
  await assertImporter(orgId, caller);
  const job = await liveDemo(orgId);
  if (!job) throw new ApiError('not_found', 'This salon has no sample data to remove.');
  if (['uploaded', 'ready'].includes(job.status)) {
    // Stopped before anything was written: nothing to take out.
    await importDoc(orgId, job.id).update({ status: 'rolled_back', finishedAt: new Date() });
    return importView({ ...job, status: 'rolled_back' });
  }
  return untilSettled(() => rollbackImport(caller, orgId, job.id), 'rolling_back');
}

/** GET demo-data: the salon's sample data, if it has some. */
export async function demoStatus(caller: Caller, orgId: string) {
  await assertImporter(orgId, caller);
  const job = await liveDemo(orgId);
  return { demo: job ? importView(job) : null };
}
