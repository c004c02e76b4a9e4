// A person's own data (the data-deletion page's flows): downloading it as
// JSON or CSV, deleting one's account, and an owner deleting a salon with a
// grace period during which it can be undone. Every deletion is confirmed
// from a link e-mailed to the person first.
import { z } from 'zod';
import { zDocId } from './ids';

/** Days between an owner confirming a salon's deletion and its data going. */
export const SALON_DELETION_GRACE_DAYS = 14;
/** How long a confirmation link works. */
export const DELETION_LINK_MINUTES = 60;

export const ZDeletionConfirm = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This confirmation link is not valid. Ask for a new one.'),
});

export const ZSalonDeletionRequest = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
  /** The salon's name typed again, as a check that the right salon goes. */
  confirmName: z.string().trim().min(1, 'Type the salon’s name to confirm.'),
});

/** One section of a person's data: its records, each a flat object. */
export interface ExportSection {
  name: string;
  records: Record<string, string | number | boolean | null>[];
}

export interface PersonalExport {
  exportedAt: string;
  person: {
    uid: string;
    email: string | null;
    displayName: string | null;
    createdAt: string | null;
  };
  sections: ExportSection[];
}

/** The export as CSV rows, one per field (section, record, field, value): every section in one file. */
export function exportCsvRows(data: PersonalExport): string[][] {
  const rows: string[][] = [];
  for (const [field, value] of Object.entries(data.person))
    rows.push(['person', '1', field, value === null ? '' : String(value)]);
  for (const section of data.sections)
    section.records.forEach((record, i) => {
      for (const [field, value] of Object.entries(record))
        rows.push([section.name, String(i + 1), field, value === null ? '' : String(value)]);
    });
  return rows;
}
export const EXPORT_CSV_HEADER = ['section', 'record', 'field', 'value'] as const;

export interface DeletionState {
  /** The caller's own account: whether a confirmation e-mail is out. */
  account: { requested: boolean; blockedBy: string[] };
  /** Salons the caller owns, with any deletion under way. */
  salons: { orgId: string; name: string; deleteAt: string | null }[];
}
