import { useRef } from 'react';
import Button from '@mui/material/Button';
import { fieldErrorsOf } from '../../lib/api/api-client';
import { useWrite } from '../../lib/api/write';
import { downloadProductsCsv, importProductsCsv } from '../../lib/data/retail';

export interface CatalogueNotice {
  severity: 'success' | 'error';
  text: string;
  list?: string[];
}

/** Import a supplier's or an old system's CSV, and export the catalogue (owners and managers). */
export function CatalogueFile({
  orgId,
  onNotice,
}: {
  orgId: string;
  onNotice: (notice: CatalogueNotice | null) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useWrite(
    async (file: File) => ({
      name: file.name,
      ...(await importProductsCsv(orgId, await file.text())),
    }),
    {
      onMutate: () => onNotice(null),
      onSuccess: (a) =>
        onNotice({
          severity: 'success',
          text: `Imported ${a.name}: ${a.created} added, ${a.updated} updated.`,
        }),
      onError: (e) =>
        onNotice({
          severity: 'error',
          text: e.message || 'The file could not be imported.',
          list: fieldErrorsOf(e).map((d) => `${d.path}: ${d.message}`),
        }),
    },
  );
  const download = useWrite(() => downloadProductsCsv(orgId, 'products.csv'), {
    onError: () =>
      onNotice({ severity: 'error', text: 'The export could not be made. Try again.' }),
  });
  return (
    <>
      <Button size="small" disabled={upload.isPending} onClick={() => fileInput.current?.click()}>
        {upload.isPending ? 'Importing…' : 'Import CSV'}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label="Import products from a CSV file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) upload.mutate(file);
        }}
      />
      <Button size="small" disabled={download.isPending} onClick={() => download.mutate()}>
        Export CSV
      </Button>
    </>
  );
}
