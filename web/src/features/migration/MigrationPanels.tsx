// The import's larger panels: clients already in the salon (what to do with
// each), and the import's progress while it runs or is undone.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DUPLICATE_CHOICES,
  DUPLICATE_CHOICE_LABELS,
  IMPORT_STATUS_LABELS,
  type DuplicateChoice,
  type ImportView,
} from '@chairside/core/migration/job';
import { ENTITY_LABELS } from '@chairside/core/migration/sources';

/** Clients in the files that the salon already has: one choice for all, or one each. */
export function DuplicatesPanel({
  report,
  all,
  decisions,
  busy,
  onAll,
  onDecisions,
  onCheck,
}: {
  report: NonNullable<ImportView['report']>;
  all: DuplicateChoice;
  decisions: Record<string, DuplicateChoice>;
  busy: boolean;
  onAll: (choice: DuplicateChoice) => void;
  onDecisions: (decisions: Record<string, DuplicateChoice>) => void;
  onCheck: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Clients you already have ({report.duplicateCount})
      </Typography>
      <TextField
        select
        size="small"
        label="For all of them"
        value={all}
        onChange={(e) => onAll(e.target.value as DuplicateChoice)}
        sx={{ mb: 2, minWidth: 320 }}
      >
        {DUPLICATE_CHOICES.map((c) => (
          <MenuItem key={c} value={c}>
            {DUPLICATE_CHOICE_LABELS[c]}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Clients you already have">
          <TableHead>
            <TableRow>
              <TableCell>In the file</TableCell>
              <TableCell>In Chairside</TableCell>
              <TableCell>Found by</TableCell>
              <TableCell>What to do</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.duplicates.map((d) => {
              const key = `${d.file}:${d.row}`;
              return (
                <TableRow key={key}>
                  <TableCell>
                    {d.label}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      (row {d.row})
                    </Typography>
                  </TableCell>
                  <TableCell>{d.existingName}</TableCell>
                  <TableCell>{d.by}</TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      value={decisions[key] ?? all}
                      onChange={(e) =>
                        onDecisions({
                          ...decisions,
                          [key]: e.target.value as DuplicateChoice,
                        })
                      }
                      slotProps={{
                        select: {
                          SelectDisplayProps: {
                            'aria-label': `What to do with ${d.label}`,
                          },
                        },
                      }}
                    >
                      {DUPLICATE_CHOICES.map((c) => (
                        <MenuItem key={c} value={c}>
                          {DUPLICATE_CHOICE_LABELS[c]}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Button sx={{ mt: 1 }} onClick={onCheck} disabled={busy}>
        Check again with these choices
      </Button>
    </Paper>
  );
}

/** Where the import (or its undo) has got to, with a way to stop it. */
export function ImportProgress({
  status,
  progress,
  error,
  onStop,
}: {
  status: ImportView['status'] | null;
  progress: ImportView['progress'] | null;
  error: string | null;
  onStop: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {status ? IMPORT_STATUS_LABELS[status] : 'Importing'}
      </Typography>
      {progress &&
        progress.total > 0 &&
        (status === 'running' || status === 'rolling_back' || status === 'cancelling') && (
          <Box sx={{ mt: 1 }}>
            <LinearProgress
              variant="determinate"
              value={Math.round((100 * progress.done) / progress.total)}
              aria-label={status === 'rolling_back' ? 'Undo progress' : 'Import progress'}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {status === 'rolling_back'
                ? `Undoing batch ${progress.done} of ${progress.total}`
                : `${progress.done} of ${progress.total} records${progress.phase && progress.phase !== 'rollback' ? ` · ${ENTITY_LABELS[progress.phase].toLowerCase()}` : ''}`}
            </Typography>
          </Box>
        )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      {status === 'running' && (
        <Button sx={{ mt: 1 }} color="warning" onClick={onStop}>
          Stop
        </Button>
      )}
    </Paper>
  );
}
