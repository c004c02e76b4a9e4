// orgs/{orgId}/imports/{importId}: one import, written by functions only and
// read live by owners and managers (its progress bar follows this document).
// Below it, server-only: chunks/{n} (the checked rows, waiting to be written)
// and undo/{n} (what each written batch created or changed, to roll it back).
import { z } from 'zod';
import { DUPLICATE_CHOICES, IMPORT_STATUSES } from '../migration/job';
import { IMPORT_ENTITIES, IMPORT_SOURCE_IDS } from '../migration/sources';
import { storedString, ZStoredDate, ZStoredOptionalDate } from './stored';

const ZFile = z.object({
  uploadId: z.string(),
  name: storedString(),
  bytes: z.number().catch(0),
  kind: z.enum(['csv', 'xlsx']),
  encoding: storedString('utf-8'),
  delimiter: storedString(','),
  header: z.array(z.string()).catch([]),
  /** The first rows (Firestore keeps no arrays in arrays: each row is an object). */
  sample: z.array(z.object({ cells: z.array(z.string()) })).catch([]),
  detected: z
    .object({ source: z.enum(IMPORT_SOURCE_IDS), entity: z.enum(IMPORT_ENTITIES) })
    .nullable()
    .catch(null),
  entity: z.enum(IMPORT_ENTITIES).nullable().catch(null),
  mapping: z.record(z.string(), z.number()).catch({}),
  missing: z.array(z.string()).catch([]),
  /** Where the uploaded bytes are kept (private, in the media store). */
  path: z.string(),
});

export const ZImportJobRecord = z.object({
  id: z.string(),
  source: z.enum(IMPORT_SOURCE_IDS),
  /** Sample data a salon tries the product with (removed by its rollback). */
  demo: z.boolean().catch(false).default(false),
  status: z.enum(IMPORT_STATUSES),
  files: z.array(ZFile).catch([]),
  duplicates: z.enum(DUPLICATE_CHOICES).catch('merge'),
  decisions: z.record(z.string(), z.enum(DUPLICATE_CHOICES)).catch({}),
  /** The dry-run report and the result, kept as written (plain JSON). */
  report: z.any().nullable().catch(null),
  result: z.any().nullable().catch(null),
  progress: z
    .object({
      phase: z.enum([...IMPORT_ENTITIES, 'rollback']).nullable(),
      done: z.number(),
      total: z.number(),
    })
    .catch({ phase: null, done: 0, total: 0 }),
  /** How many checked chunks there are, and the next one to write. */
  chunks: z.number().int().catch(0),
  nextChunk: z.number().int().catch(0),
  /** How many undo batches were written, and how many are undone. */
  undoBatches: z.number().int().catch(0),
  undone: z.number().int().catch(0),
  error: z.string().nullable().catch(null),
  /** Until when the call working on it holds it (a second call meanwhile only answers progress). */
  leaseUntil: ZStoredOptionalDate,
  createdBy: z.string(),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
  finishedAt: ZStoredOptionalDate,
});
export type ImportJobRecord = z.output<typeof ZImportJobRecord>;
export type ImportFileRecord = z.output<typeof ZFile>;
