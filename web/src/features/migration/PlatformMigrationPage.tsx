import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  IMPORT_STATUS_LABELS,
  type DuplicateChoice,
  type ImportFileView,
  type ImportView,
  type RowProblem,
} from '@chairside/core/migration/job';
import {
  ENTITY_FIELDS,
  ENTITY_LABELS,
  FIELD_LABELS,
  IMPORT_ENTITIES,
  IMPORT_SOURCES,
  REQUIRED_FIELDS,
  missingRequired,
  type ImportEntity,
  type ImportSourceId,
} from '@chairside/core/migration/sources';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import { fieldErrorsOf } from '../../lib/api/api-client';
import {
  checkImport,
  runImport,
  stopImport,
  undoImport,
  uploadImportFile,
  useImportLive,
  useImportSchemas,
  useImports,
} from '../../lib/data/migration';
import { PageFrame } from '../../ui/PageFrame';
import { useWrite } from '../../lib/api/write';
import { DuplicatesPanel, ImportProgress } from './MigrationPanels';

const STEPS = ['Where from', 'Upload', 'Check', 'Import'];

/** /platform-migration (and /booky-import for Booksy): move a salon in with a preview and a way back. */
export default function PlatformMigrationPage({ preset }: { preset?: ImportSourceId }) {
  return (
    <SalonGate
      roles={['owner', 'manager']}
      title="Import data"
      denied="Importing data is for the salon’s owner and managers."
    >
      {(salon) => <Migration salon={salon} preset={preset ?? null} />}
    </SalonGate>
  );
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : 'Something went wrong.');

function Migration({ salon, preset }: { salon: ActiveSalon; preset: ImportSourceId | null }) {
  const [source, setSource] = useState<ImportSourceId>(preset ?? 'fresha');
  const [view, setView] = useState<ImportView | null>(null);
  const [files, setFiles] = useState<ImportFileView[]>([]);
  const [step, setStep] = useState(preset ? 1 : 0);
  const [duplicates, setDuplicates] = useState<DuplicateChoice>('merge');
  const [decisions, setDecisions] = useState<Record<string, DuplicateChoice>>({});
  const live = useImportLive(salon.orgId, view?.id ?? null).data;
  const status = live?.status ?? view?.status ?? null;

  // One step at a time (uploading, checking, importing, undoing, stopping): its
  // name says what the page is busy with; its error stays until the next step.
  const action = useWrite((step: { label: string; work: () => Promise<void> }) => step.work());
  const act = (label: string, work: () => Promise<void>) => action.mutate({ label, work });
  const busy = action.isPending ? (action.variables?.label ?? null) : null;
  const error = action.error
    ? [messageOf(action.error), ...fieldErrorsOf(action.error).map((d) => d.message)].join(' ')
    : null;

  // The files are taken now: the input is cleared for the next choice before the upload runs.
  const upload = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    act('Uploading', async () => {
      let current = view;
      for (const file of chosen) {
        current = await uploadImportFile(salon.orgId, source, file, current?.id ?? null);
        setView(current);
        setFiles(current.files);
      }
    });
  };

  const check = () =>
    act('Checking', async () => {
      const checked = await checkImport({
        orgId: salon.orgId,
        importId: view!.id,
        files: files.map((f) => ({ uploadId: f.uploadId, entity: f.entity, mapping: f.mapping })),
        duplicates,
        decisions,
      });
      setView(checked);
      setStep(2);
    });

  const loop = async (once: () => Promise<ImportView>, until: (v: ImportView) => boolean) => {
    let answer = await once();
    setView(answer);
    while (!until(answer)) {
      answer = await once();
      setView(answer);
    }
  };

  const run = () =>
    act('Importing', async () => {
      setStep(3);
      await loop(
        () => runImport(salon.orgId, view!.id),
        (v) => v.status !== 'running',
      );
    });

  const undo = () =>
    act('Undoing', () =>
      loop(
        () => undoImport(salon.orgId, view!.id),
        (v) => v.status !== 'rolling_back',
      ),
    );

  const startOver = () => {
    setView(null);
    setFiles([]);
    setDecisions({});
    setStep(preset ? 1 : 0);
  };

  const report = view?.report ?? null;
  const progress = live?.progress ?? view?.progress;
  const result = (live?.result ?? view?.result ?? null) as ImportView['result'];
  const ready =
    files.some((f) => f.entity) &&
    files.every((f) => !f.entity || !missingRequired(f.entity, f.mapping).length);

  return (
    <PageFrame
      title="Import data"
      subtitle="Bring your clients, menu, team, products, gift card balances and appointments from another platform. You see everything before it is written, and you can undo it."
    >
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((s) => (
          <Step key={s}>
            <StepLabel>{s}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => action.reset()}>
          {error}
        </Alert>
      )}
      {step === 0 && <SourceStep source={source} onSource={setSource} onNext={() => setStep(1)} />}
      {step === 1 && (
        <Stack spacing={2}>
          <ExportHelp source={source} />
          <Box>
            <Button
              component="label"
              variant="contained"
              startIcon={<UploadFileIcon />}
              disabled={busy !== null}
            >
              {files.length ? 'Add another file' : 'Choose files'}
              <input
                hidden
                type="file"
                multiple
                accept=".csv,.txt,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-label="Export files"
                onChange={(e) => {
                  upload(e.target.files);
                  e.target.value = '';
                }}
              />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              CSV or Excel (.xlsx), up to 30 MB each. Any encoding and separator.
            </Typography>
          </Box>
          {busy === 'Uploading' && <LinearProgress aria-label="Uploading" />}
          {files.map((f, i) => (
            <FileMapping
              key={f.uploadId}
              file={f}
              onChange={(next) => setFiles(files.map((x, j) => (j === i ? next : x)))}
            />
          ))}
          <Stack direction="row" spacing={1}>
            {!preset && <Button onClick={() => setStep(0)}>Back</Button>}
            <Button variant="contained" disabled={!ready || busy !== null} onClick={() => check()}>
              Check the files
            </Button>
          </Stack>
          {busy === 'Checking' && <LinearProgress aria-label="Checking the files" />}
        </Stack>
      )}
      {step === 2 && report && (
        <Stack spacing={2}>
          <Alert severity="info">
            Nothing has been written yet. Check the counts, then import.
          </Alert>
          <ReportTable report={report} />
          <Problems
            title="Rows that will be left out"
            rows={report.errors}
            severity="error"
            total={Object.values(report.entities).reduce((n, e) => n + (e?.errors ?? 0), 0)}
          />
          <Problems
            title="Rows imported with a change"
            rows={report.warnings}
            severity="warning"
            total={Object.values(report.entities).reduce((n, e) => n + (e?.warnings ?? 0), 0)}
          />
          {report.duplicateCount > 0 && (
            <DuplicatesPanel
              report={report}
              all={duplicates}
              decisions={decisions}
              busy={busy !== null}
              onAll={setDuplicates}
              onDecisions={setDecisions}
              onCheck={check}
            />
          )}
          <Stack direction="row" spacing={1}>
            <Button onClick={() => setStep(1)} disabled={busy !== null}>
              Back to the files
            </Button>
            <Button
              variant="contained"
              onClick={() => run()}
              disabled={busy !== null || !progress?.total}
            >
              Import {progress?.total ?? 0} records
            </Button>
          </Stack>
        </Stack>
      )}
      {step === 3 && (
        <Stack spacing={2}>
          <ImportProgress
            status={status}
            progress={progress ?? null}
            error={live?.error ?? null}
            onStop={() =>
              act('Stopping', async () => setView(await stopImport(salon.orgId, view!.id)))
            }
          />
          {result && status !== 'rolled_back' && <ResultView result={result} />}
          {status === 'rolled_back' && (
            <Alert severity="success">Undone: the salon is as it was before this import.</Alert>
          )}
          <Stack direction="row" spacing={1}>
            {status === 'failed' && (
              <Button variant="contained" onClick={() => run()} disabled={busy !== null}>
                Resume the import
              </Button>
            )}
            {(status === 'done' || status === 'cancelled' || status === 'failed') && (
              <UndoButton onUndo={() => undo()} disabled={busy !== null} />
            )}
            {(status === 'done' || status === 'rolled_back' || status === 'cancelled') && (
              <Button onClick={startOver}>Start another import</Button>
            )}
          </Stack>
        </Stack>
      )}
      <PastImports orgId={salon.orgId} current={view?.id ?? null} />
    </PageFrame>
  );
}

function SourceStep({
  source,
  onSource,
  onNext,
}: {
  source: ImportSourceId;
  onSource: (s: ImportSourceId) => void;
  onNext: () => void;
}) {
  return (
    <Stack spacing={2}>
      <RadioGroup
        aria-label="Where your data comes from"
        value={source}
        onChange={(e) => onSource(e.target.value as ImportSourceId)}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
          }}
        >
          {IMPORT_SOURCES.map((s) => (
            <Paper
              key={s.id}
              variant="outlined"
              sx={{ p: 1.5, borderColor: s.id === source ? 'primary.main' : undefined }}
            >
              <FormControlLabel
                value={s.id}
                control={<Radio />}
                label={<strong>{s.name}</strong>}
              />
              <Typography variant="body2" color="text.secondary">
                {s.note}
              </Typography>
            </Paper>
          ))}
        </Box>
      </RadioGroup>
      <Box>
        <Button variant="contained" onClick={onNext}>
          Next
        </Button>
      </Box>
    </Stack>
  );
}

function ExportHelp({ source }: { source: ImportSourceId }) {
  const schemas = useImportSchemas();
  const schema = schemas.data?.sources.find((s) => s.id === source);
  if (!schema) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        What to export from {schema.name}
      </Typography>
      {schema.files.length === 0 ? (
        <Typography variant="body2">{schema.note}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {schema.files.map((f) => (
            <li key={f.entity}>
              <Typography variant="body2">
                <strong>{f.label}:</strong> {f.howToExport}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}

/** One file: what it lists, and which column fills each field (sample values beside). */
function FileMapping({
  file,
  onChange,
}: {
  file: ImportFileView;
  onChange: (f: ImportFileView) => void;
}) {
  const required = new Set(file.entity ? REQUIRED_FIELDS[file.entity].flat() : []);
  const missing = file.entity ? missingRequired(file.entity, file.mapping) : [];
  const setField = (field: string, column: string) => {
    const mapping = { ...file.mapping };
    for (const [f, i] of Object.entries(mapping)) if (String(i) === column) delete mapping[f];
    if (column === '') delete mapping[field];
    else mapping[field] = Number(column);
    onChange({ ...file, mapping });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, wordBreak: 'break-all' }}
        >
          {file.name}
        </Typography>
        {file.detected ? (
          <Chip
            size="small"
            color="success"
            label={`Recognised: ${ENTITY_LABELS[file.detected.entity]}`}
          />
        ) : (
          <Chip size="small" label="Columns matched by name" />
        )}
        <Typography variant="body2" color="text.secondary">
          {file.kind === 'xlsx'
            ? 'Excel'
            : `CSV · ${file.encoding} · ${file.delimiter === '\t' ? 'tab' : `“${file.delimiter}”`} separated`}
        </Typography>
      </Stack>
      <TextField
        select
        size="small"
        label="This file lists"
        value={file.entity ?? ''}
        onChange={(e) => {
          const entity = (e.target.value || null) as ImportEntity | null;
          onChange({ ...file, entity, mapping: entity === file.entity ? file.mapping : {} });
        }}
        sx={{ minWidth: 240, mb: 1 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">Leave this file out</MenuItem>
        {IMPORT_ENTITIES.map((e) => (
          <MenuItem key={e} value={e}>
            {ENTITY_LABELS[e]}
          </MenuItem>
        ))}
      </TextField>
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          Choose the column for {missing.join('; ')}.
        </Alert>
      )}
      {file.entity && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`Columns of ${file.name}`}>
            <TableHead>
              <TableRow>
                <TableCell>Chairside field</TableCell>
                <TableCell>Column in the file</TableCell>
                <TableCell>First row</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ENTITY_FIELDS[file.entity].map((field) => {
                const column = file.mapping[field];
                const label = `${FIELD_LABELS[field] ?? field}${required.has(field) ? ' *' : ''}`;
                return (
                  <TableRow key={field}>
                    <TableCell>{label}</TableCell>
                    <TableCell>
                      <TextField
                        select
                        size="small"
                        value={column === undefined ? '' : String(column)}
                        onChange={(e) => setField(field, e.target.value)}
                        sx={{ minWidth: 200 }}
                        slotProps={{
                          select: {
                            displayEmpty: true,
                            SelectDisplayProps: { 'aria-label': `Column for ${label}` },
                          },
                        }}
                      >
                        <MenuItem value="">Not in the file</MenuItem>
                        {file.header.map((h, i) => (
                          <MenuItem key={i} value={String(i)}>
                            {h || `Column ${i + 1}`}
                          </MenuItem>
                        ))}
                      </TextField>
                    </TableCell>
                    <TableCell
                      sx={{
                        maxWidth: 240,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {column === undefined ? '' : (file.sample[0]?.[column] ?? '')}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}

function ReportTable({ report }: { report: NonNullable<ImportView['report']> }) {
  const rows = IMPORT_ENTITIES.filter((e) => report.entities[e]);
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="What the import will do">
        <TableHead>
          <TableRow>
            <TableCell>List</TableCell>
            <TableCell align="right">Rows</TableCell>
            <TableCell align="right">To add</TableCell>
            <TableCell align="right">To update</TableCell>
            <TableCell align="right">Already there</TableCell>
            <TableCell align="right">Left out</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((e) => {
            const r = report.entities[e]!;
            return (
              <TableRow key={e}>
                <TableCell component="th" scope="row">
                  {ENTITY_LABELS[e]}
                  {e === 'appointments' && (
                    <Typography variant="body2" color="text.secondary">
                      {report.appointments.past} past (history), {report.appointments.future} ahead
                      (checked against the book)
                      {report.appointments.newClients
                        ? `, ${report.appointments.newClients} new clients`
                        : ''}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{r.rows}</TableCell>
                <TableCell align="right">{r.create}</TableCell>
                <TableCell align="right">{r.update}</TableCell>
                <TableCell align="right">{r.skip}</TableCell>
                <TableCell align="right">{r.errors}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}

function Problems({
  title,
  rows,
  severity,
  total,
}: {
  title: string;
  rows: RowProblem[];
  severity: 'error' | 'warning';
  total: number;
}) {
  const [open, setOpen] = useState(severity === 'error');
  if (!rows.length) return null;
  return (
    <Alert severity={severity} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <strong>
          {title} ({total})
        </strong>
        <Button size="small" color="inherit" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? 'Hide' : 'Show'}
        </Button>
      </Stack>
      {open && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {rows.map((p) => (
            <li key={`${p.file}:${p.row}:${p.messages[0]}`}>
              {p.file}, row {p.row}
              {p.label ? ` (${p.label})` : ''}: {p.messages.join('; ')}
            </li>
          ))}
          {total > rows.length && <li>…and {total - rows.length} more</li>}
        </Box>
      )}
    </Alert>
  );
}

function ResultView({ result }: { result: NonNullable<ImportView['result']> }) {
  const line = (counts: Partial<Record<ImportEntity, number>>) =>
    IMPORT_ENTITIES.filter((e) => counts[e])
      .map((e) => `${counts[e]} ${(counts[e] === 1 ? ONE : MANY)[e]}`)
      .join(', ');
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        Added: {line(result.created) || 'nothing'}.
        {Object.keys(result.updated).length > 0 && ` Updated: ${line(result.updated)}.`}
      </Alert>
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/storage-migration" color="inherit" size="small">
            Move pictures
          </Button>
        }
      >
        Pictures your services, products or website show from the old platform stay on its servers
        until you copy them into Chairside.
      </Alert>
      {result.conflicts.length > 0 && (
        <Problems
          title="Appointments left out because the time is taken"
          rows={result.conflicts}
          severity="warning"
          total={result.conflicts.length}
        />
      )}
      {result.newCodes.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Gift cards with a new code
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            These codes were not in Chairside’s format. Each card keeps its balance under a new
            code; look it up by its holder at the desk, or print it from Gift cards.
          </Typography>
          <Table size="small" aria-label="Gift cards with a new code">
            <TableHead>
              <TableRow>
                <TableCell>Old code</TableCell>
                <TableCell>New code ends in</TableCell>
                <TableCell>Holder</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.newCodes.map((c) => (
                <TableRow key={c.oldCode}>
                  <TableCell>{c.oldCode}</TableCell>
                  <TableCell>…{c.last4}</TableCell>
                  <TableCell>{c.holder}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}

const ONE: Record<ImportEntity, string> = {
  clients: 'client',
  services: 'service',
  staff: 'team member',
  products: 'product',
  giftCards: 'gift card',
  appointments: 'appointment',
};
const MANY: Record<ImportEntity, string> = {
  clients: 'clients',
  services: 'services',
  staff: 'team members',
  products: 'products',
  giftCards: 'gift cards',
  appointments: 'appointments',
};

function UndoButton({ onUndo, disabled }: { onUndo: () => void; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)} disabled={disabled}>
        Undo this import
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Undo this import?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Everything it added is removed (clients, services, team members, products, gift cards
            and appointments), and the clients and services it updated go back to how they were.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Keep it</Button>
          <Button
            color="error"
            onClick={() => {
              setOpen(false);
              onUndo();
            }}
          >
            Undo
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function PastImports({ orgId, current }: { orgId: string; current: string | null }) {
  const imports = useImports(orgId);
  const list = (imports.data?.imports ?? []).filter(
    (i) => i.id !== current && i.status !== 'uploaded',
  );
  if (!list.length) return null;
  return (
    <Box sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Earlier imports
      </Typography>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Earlier imports">
          <TableBody>
            {list.map((i) => (
              <PastImport key={i.id} orgId={orgId} item={i} />
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}

function PastImport({ orgId, item }: { orgId: string; item: ImportView }): ReactNode {
  const [state, setState] = useState<ImportView>(item);
  // Undone batch by batch until the server says it is rolled back.
  const undo = useWrite(async () => {
    let v = await undoImport(orgId, state.id);
    setState(v);
    while (v.status === 'rolling_back') {
      v = await undoImport(orgId, state.id);
      setState(v);
    }
  });
  const name = IMPORT_SOURCES.find((s) => s.id === state.source)?.name ?? state.source;
  const added = Object.values(state.result?.created ?? {}).reduce((n, c) => n + (c ?? 0), 0);
  return (
    <TableRow>
      <TableCell>{new Date(state.createdAt).toLocaleString()}</TableCell>
      <TableCell>{name}</TableCell>
      <TableCell>{IMPORT_STATUS_LABELS[state.status]}</TableCell>
      <TableCell>
        {added ? `${added} added` : ''}
        {undo.error && (
          <Typography variant="body2" color="error" role="alert">
            {undo.error.message}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">
        {['done', 'cancelled', 'failed'].includes(state.status) && (
          <UndoButton disabled={undo.isPending} onUndo={() => undo.mutate()} />
        )}
      </TableCell>
    </TableRow>
  );
}
