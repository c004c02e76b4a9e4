// Moving a salon in from another platform: the API does the work (upload,
// dry run, execute, rollback); the screen follows the import's progress live
// from its document (owners and managers may read it).
import {
  migrationContracts as c,
  storageMigrationContracts as sc,
} from '@chairside/core/contracts/migration';
import type { ImportEntity, ImportSourceId } from '@chairside/core/migration/sources';
import { call, upload } from '../api/api';
import { useLiveDoc } from './live';
import { invalidateContracts, useContract } from '../api/contract-query';

export const useImportSchemas = () =>
  useContract(
    c.schemas,
    {},
    {
      staleTime: Infinity,
    },
  );

export const useImports = (orgId: string) =>
  useContract(c.list, { query: { orgId }, secure: true });

/** The import's document, live: its progress moves as the batches land. */
export function useImportLive(orgId: string, importId: string | null) {
  return useLiveDoc(
    'imports',
    ['orgs', orgId, 'imports', importId ?? '-'],
    (r) => r.ZImportJobRecord,
  );
}

export function uploadImportFile(
  orgId: string,
  source: ImportSourceId,
  file: File,
  importId: string | null,
) {
  return upload(c.upload, { orgId, source, importId: importId ?? undefined }, file);
}

export const checkImport = (input: {
  orgId: string;
  importId: string;
  files: { uploadId: string; entity: ImportEntity | null; mapping: Record<string, number> }[];
  duplicates: 'merge' | 'skip' | 'create';
  decisions: Record<string, 'merge' | 'skip' | 'create'>;
}) => call(c.process, { body: input, secure: true });

export const runImport = (orgId: string, importId: string) =>
  call(c.execute, { body: { orgId, importId }, secure: true });
export const stopImport = (orgId: string, importId: string) =>
  call(c.cancel, { body: { orgId, importId }, secure: true });
export const undoImport = (orgId: string, importId: string) =>
  call(c.rollback, { body: { orgId, importId }, secure: true });

/** Pictures the salon still shows from elsewhere (a check: nothing is written). */
export const useStorageScan = (orgId: string) =>
  useContract(sc.scan, { query: { orgId }, secure: true });

/** After copying: the scan is asked again. */
export const refreshStorageScan = () => invalidateContracts(sc.scan);

/** One copy call; call again with the answer's startedAt while `remaining` > 0. */
export const copyPictures = (orgId: string, startedAt: string | null) =>
  call(sc.copy, { body: { orgId, startedAt }, secure: true });
