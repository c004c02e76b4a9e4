// POST platform-migration/upload, GET status, list and schemas: an import is
// made by its first file; each file is kept privately in the media store,
// recognised (which platform, which list) and mapped column by column.
import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_FILES,
  type ImportSchemaView,
  type ImportView,
  type ZImportUploadFields,
} from '@chairside/core/migration/job';
import {
  ENTITY_FIELDS,
  ENTITY_LABELS,
  FIELD_LABELS,
  IMPORT_SOURCES,
  REQUIRED_FIELDS,
  autoMapping,
  detectLayout,
  guessEntity,
  missingRequired,
  sourceById,
  type ImportSourceId,
} from '@chairside/core/migration/sources';
import type { ImportFileRecord, ImportJobRecord } from '@chairside/core/records/import';
import type { Role } from '@chairside/core/roles';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { mediaStore } from '../media';
import { importDoc, importsCollection } from '../records/imports';
import { headOf, sniffFile } from './files';
import { readRecord } from '../platform/read';

/** Only the people who run the salon move its data in or out. */
export const IMPORT_ROLES: readonly Role[] = ['owner', 'manager'];

export const assertImporter = (orgId: string, caller: Caller) =>
  requireRole(orgId, caller, IMPORT_ROLES, { action: 'import data into the salon' });

export async function loadUpload(path: string): Promise<Buffer> {
  const stored = await mediaStore().get(path);
  if (!stored)
    throw new ApiError('not_found', 'An uploaded file of this import is gone. Upload it again.');
  return stored.data;
}

const newId = () => randomBytes(10).toString('hex');

/** A new import's document: nothing uploaded, checked or written yet. */
export function newImport(
  id: string,
  source: ImportSourceId,
  caller: Caller,
  demo: boolean,
): ImportJobRecord {
  const now = new Date();
  return {
    id,
    source,
    demo,
    status: 'uploaded',
    files: [],
    duplicates: demo ? 'skip' : 'merge',
    decisions: {},
    report: null,
    result: null,
    progress: { phase: null, done: 0, total: 0 },
    chunks: 0,
    nextChunk: 0,
    undoBatches: 0,
    undone: 0,
    error: null,
    leaseUntil: null,
    createdBy: caller.uid,
    createdAt: now,
    updatedAt: now,
    finishedAt: null,
  };
}

export async function uploadFile(
  caller: Caller,
  fields: z.output<typeof ZImportUploadFields>,
  upload: { file: Buffer | null; fileName: string; tooLarge: boolean },
): Promise<ImportView> {
  await assertImporter(fields.orgId, caller);
  const name = (upload.fileName || 'file').slice(0, 120);
  if (upload.tooLarge)
    throw new ApiError(
      'payload_too_large',
      `“${name}” is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Export it in parts (by date range) or as CSV, which is smaller, and upload each part.`,
    );
  if (!upload.file)
    throw new ApiError('validation_failed', 'Choose a CSV or Excel file to upload.');
  const data = upload.file;
  const opened = sniffFile(data, name);
  const { header, sample } = await headOf(data, opened);
  const detected = detectLayout(header);
  const source = sourceById(fields.source);
  if (detected && fields.source !== 'spreadsheet' && detected.source !== fields.source) {
    const other = sourceById(detected.source).name;
    throw new ApiError(
      'unprocessable',
      `“${name}” looks like a ${other} export (${ENTITY_LABELS[detected.entity].toLowerCase()}), not ${source.name}. Choose ${other} as the source, or “Any spreadsheet”.`,
    );
  }
  const entity = detected?.entity ?? guessEntity(header);
  const mapping = entity
    ? autoMapping(entity, header, fields.source === 'spreadsheet' ? null : fields.source)
    : {};
  const uploadId = newId();
  const importId = fields.importId ?? newId();
  const path = `imports/${fields.orgId}/${importId}/${uploadId}.${opened.kind}`;
  const file: ImportFileRecord = {
    uploadId,
    name,
    bytes: data.length,
    kind: opened.kind,
    encoding: opened.encoding,
    delimiter: opened.delimiter,
    header,
    sample: sample.map((r) => ({ cells: r.slice(0, 60).map((c) => c.slice(0, 200)) })),
    detected: detected ? { source: detected.source, entity: detected.entity } : null,
    entity,
    mapping,
    missing: entity ? missingRequired(entity, mapping) : [],
    path,
  };
  const ref = importDoc(fields.orgId, importId);
  await mediaStore().put(
    path,
    data,
    opened.kind === 'xlsx'
      ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
      : 'text/csv',
    { private: true },
  );
  await db().runTransaction(async (tx) => {
    const job = (await tx.get(ref)).data();
    if (!job) {
      if (fields.importId) throw new ApiError('not_found', 'That import could not be found.');
      tx.create(ref, { ...newImport(importId, fields.source, caller, false), files: [file] });
      return;
    }
    if (!['uploaded', 'ready'].includes(job.status))
      throw new ApiError(
        'conflict',
        'This import has already run. Start a new import for more files.',
      );
    if (job.source !== fields.source)
      throw new ApiError(
        'unprocessable',
        `This import is from ${sourceById(job.source).name}. Start a new import for ${source.name}.`,
      );
    if (job.files.length >= MAX_IMPORT_FILES)
      throw new ApiError('unprocessable', `An import takes up to ${MAX_IMPORT_FILES} files.`);
    // A new file changes what the check found: it is checked again before it runs.
    tx.update(ref, {
      files: FieldValue.arrayUnion(file),
      status: 'uploaded',
      report: null,
      updatedAt: new Date(),
    });
  });
  return importView(await readRecord(ref));
}

export function importView(job: ImportJobRecord): ImportView {
  return {
    id: job.id,
    source: job.source,
    demo: job.demo,
    status: job.status,
    files: job.files.map(({ path: _path, sample, ...f }) => ({
      ...f,
      sample: sample.map((r) => r.cells),
    })),
    duplicates: job.duplicates,
    report: job.report,
    progress: job.progress,
    result: job.result,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

/** The import, for an owner or manager of its salon. */
export async function importerJob(caller: Caller, orgId: string, importId: string) {
  await assertImporter(orgId, caller);
  const job = (await importDoc(orgId, importId).get()).data();
  if (!job) throw new ApiError('not_found', 'That import could not be found.');
  return job;
}

export async function importStatus(caller: Caller, orgId: string, importId: string) {
  return importView(await importerJob(caller, orgId, importId));
}

export async function listImports(caller: Caller, orgId: string) {
  await assertImporter(orgId, caller);
  const snap = await importsCollection(orgId).orderBy('createdAt', 'desc').limit(20).get();
  return { imports: snap.docs.map((d) => importView(d.data())) };
}

/** For each source, the files it exports and the columns Chairside reads. */
export function importSchemas(): { sources: ImportSchemaView[] } {
  return {
    sources: IMPORT_SOURCES.map((s) => ({
      id: s.id,
      name: s.name,
      note: s.note,
      files: s.layouts.map((l) => {
        const required = new Set(REQUIRED_FIELDS[l.entity].flat());
        return {
          entity: l.entity,
          label: ENTITY_LABELS[l.entity],
          howToExport: l.howToExport,
          columns: ENTITY_FIELDS[l.entity]
            .filter((f) => l.columns[f])
            .map((f) => ({
              field: f,
              label: FIELD_LABELS[f] ?? f,
              header: l.columns[f]![0]!,
              required: required.has(f),
            })),
        };
      }),
    })),
  };
}
