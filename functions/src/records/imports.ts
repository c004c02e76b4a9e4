// orgs/{orgId}/imports/{importId} and its server-only chunks and undo batches.
import { z } from 'zod';
import { IMPORT_ENTITIES } from '@chairside/core/migration/sources';
import { ZImportJobRecord } from '@chairside/core/records/import';
import { db } from '../firebase';
import { converterFor } from './repository';

const jobs = converterFor(ZImportJobRecord);

export const importsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/imports`).withConverter(jobs);
export const importDoc = (orgId: string, importId: string) =>
  db().doc(`orgs/${orgId}/imports/${importId}`).withConverter(jobs);

/** Checked rows waiting to be written, in the order they are written. */
export const ZImportChunkRecord = z.object({
  id: z.string(),
  seq: z.number().int(),
  entity: z.enum(IMPORT_ENTITIES),
  /** The checked rows (migration/dry-run.service.ts `Item`), server-only. */
  items: z.array(z.unknown()),
});
export type ImportChunkRecord = z.output<typeof ZImportChunkRecord>;
const chunks = converterFor(ZImportChunkRecord);
export const importChunkDoc = (orgId: string, importId: string, seq: number) =>
  db()
    .doc(`orgs/${orgId}/imports/${importId}/chunks/${String(seq).padStart(6, '0')}`)
    .withConverter(chunks);
export const importChunksCollection = (orgId: string, importId: string) =>
  db().collection(`orgs/${orgId}/imports/${importId}/chunks`).withConverter(chunks);

/**
 * One written batch's undo: each document it created (before: null) or
 * changed (before: its fields then), and the counters it moved.
 */
export const ZUndoRecord = z.object({
  id: z.string(),
  seq: z.number().int(),
  writes: z.array(
    z.object({
      path: z.string(),
      before: z.record(z.string(), z.unknown()).nullable(),
      /** A booking on the book: its busy time is taken off the day documents too. */
      booking: z.boolean().optional(),
    }),
  ),
  counters: z
    .array(
      z.object({
        path: z.string(),
        increments: z.record(z.string(), z.number()),
        /** The import brought the counter into being: back at zero, it is removed. */
        wasAbsent: z.boolean().optional(),
      }),
    )
    .default([]),
});
export type UndoRecord = z.output<typeof ZUndoRecord>;
const undos = converterFor(ZUndoRecord);
export const importUndoDoc = (orgId: string, importId: string, seq: number) =>
  db()
    .doc(`orgs/${orgId}/imports/${importId}/undo/${String(seq).padStart(6, '0')}`)
    .withConverter(undos);
