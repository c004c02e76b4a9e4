// An import as the owner sees it and as the server keeps it: the files with
// their mapping, the dry-run report, the run's progress and what it did.
import { z } from 'zod';
import { zDocId } from '../ids';
import {
  ENTITY_FIELDS,
  IMPORT_ENTITIES,
  IMPORT_SOURCE_IDS,
  type ImportEntity,
  type ImportSourceId,
} from './sources';

/** Files up to this size are imported (Cloud Functions take 32 MB a request). */
export const MAX_IMPORT_BYTES = 30 * 1024 * 1024;
export const MAX_IMPORT_FILES = 8;
/** Rows per file; more is split into several files (a salon has far fewer). */
export const MAX_IMPORT_ROWS = 200_000;
/** Rows listed by name in a report (the counts cover all of them). */
export const REPORT_LIST_LIMIT = 200;

export const IMPORT_STATUSES = [
  'uploaded',
  'ready',
  'running',
  'cancelling',
  'cancelled',
  'failed',
  'done',
  'rolling_back',
  'rolled_back',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  uploaded: 'Files uploaded',
  ready: 'Checked, nothing written yet',
  running: 'Importing',
  cancelling: 'Stopping',
  cancelled: 'Stopped part way',
  failed: 'Stopped by an error',
  done: 'Imported',
  rolling_back: 'Undoing',
  rolled_back: 'Undone',
};

export const DUPLICATE_CHOICES = ['merge', 'skip', 'create'] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];
export const DUPLICATE_CHOICE_LABELS: Record<DuplicateChoice, string> = {
  merge: 'Merge into the existing client',
  skip: 'Keep the existing client, skip the row',
  create: 'Import as a separate client',
};

export interface ImportFileView {
  uploadId: string;
  name: string;
  bytes: number;
  kind: 'csv' | 'xlsx';
  encoding: string;
  delimiter: string;
  header: string[];
  /** The first rows, to show beside the mapping. */
  sample: string[][];
  detected: { source: ImportSourceId; entity: ImportEntity } | null;
  entity: ImportEntity | null;
  mapping: Record<string, number>;
  /** Required fields the mapping lacks, in words. */
  missing: string[];
}

export interface RowProblem {
  file: string;
  /** The row's line in the spreadsheet (the header is row 1). */
  row: number;
  label: string;
  messages: string[];
}

export interface DuplicateView {
  file: string;
  row: number;
  label: string;
  existingId: string;
  existingName: string;
  by: 'e-mail' | 'phone';
  choice: DuplicateChoice;
}

export interface EntityReport {
  rows: number;
  create: number;
  update: number;
  skip: number;
  errors: number;
  warnings: number;
}

export interface ImportReport {
  entities: Partial<Record<ImportEntity, EntityReport>>;
  /** Appointments split by time (past ones become history). */
  appointments: { past: number; future: number; newClients: number };
  errors: RowProblem[];
  warnings: RowProblem[];
  duplicates: DuplicateView[];
  duplicateCount: number;
  /** How long the dry run took (ms). */
  tookMs: number;
}

export interface ImportResult {
  created: Partial<Record<ImportEntity, number>>;
  updated: Partial<Record<ImportEntity, number>>;
  /** Future appointments left out because the time was taken, and why. */
  conflicts: RowProblem[];
  /** Gift cards that got a new code: the old code and the new one's last four. */
  newCodes: { oldCode: string; last4: string; holder: string }[];
}

export interface ImportView {
  id: string;
  source: ImportSourceId;
  /** Sample data (added from the dashboard, removed in one click). */
  demo: boolean;
  status: ImportStatus;
  files: ImportFileView[];
  duplicates: DuplicateChoice;
  report: ImportReport | null;
  progress: { phase: ImportEntity | 'rollback' | null; done: number; total: number };
  result: ImportResult | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export interface ImportSchemaView {
  id: ImportSourceId;
  name: string;
  note: string;
  files: {
    entity: ImportEntity;
    label: string;
    howToExport: string;
    columns: { field: string; label: string; header: string; required: boolean }[];
  }[];
}

// ── Inputs ──────────────────────────────────────────────────────────────────

export const ZImportId = zDocId('Not an import id');
const ZEntity = z.enum(IMPORT_ENTITIES, { error: 'Choose what the file lists' });

export const ZImportQuery = z.object({ orgId: zDocId(), importId: ZImportId });
export const ZImportListQuery = z.object({ orgId: zDocId() });

/** The text fields of POST upload (the file itself is the multipart's `file`). */
export const ZImportUploadFields = z.object({
  orgId: zDocId(),
  source: z.enum(IMPORT_SOURCE_IDS, { error: 'Choose where the data comes from' }),
  /** Adds the file to an import not yet run; a new import otherwise. */
  importId: ZImportId.optional(),
});

const ZMapping = z
  .record(z.string(), z.number().int().min(0).max(500))
  .refine((m) => new Set(Object.values(m)).size === Object.values(m).length, {
    message: 'Each column can fill one field only',
  });

export const ZImportProcess = z
  .object({
    orgId: zDocId(),
    importId: ZImportId,
    files: z
      .array(
        z.object({
          uploadId: zDocId(),
          /** Null leaves the file out. */
          entity: ZEntity.nullable(),
          mapping: ZMapping,
        }),
      )
      .min(1, 'Upload a file first')
      .max(MAX_IMPORT_FILES),
    duplicates: z.enum(DUPLICATE_CHOICES).default('merge'),
    /** Per duplicate row ("uploadId:row"), a choice other than the default. */
    decisions: z.record(z.string().max(200), z.enum(DUPLICATE_CHOICES)).default({}),
  })
  .superRefine((input, ctx) => {
    input.files.forEach((f, i) => {
      if (!f.entity) return;
      const known = new Set<string>(ENTITY_FIELDS[f.entity]);
      for (const field of Object.keys(f.mapping)) {
        if (!known.has(field))
          ctx.addIssue({
            code: 'custom',
            path: ['files', i, 'mapping', field],
            message: `“${field}” is not a field of this list`,
          });
      }
    });
  });

export const ZImportAction = z.object({ orgId: zDocId(), importId: ZImportId });

/** POST demo-data: sample data for a salon trying the product, or removing it. */
export const ZDemoData = z.object({ orgId: zDocId(), action: z.enum(['add', 'remove']) });

export const ZStorageMigration = z.object({ orgId: zDocId(), dryRun: z.boolean().default(false) });
