// A pay period's run: the totals, one line per team member (open it for what
// each sale, payment and refund earned), adjustments with their reasons,
// closing the period once it has ended, and the CSV downloads.
import { Fragment, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/Download';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockIcon from '@mui/icons-material/Lock';
import type { PayRunView } from '@chairside/core/contracts/pay';
import { COMMISSION_CATEGORY_LABELS } from '@chairside/core/commissions';
import { parseMoneyInput } from '@chairside/core/money';
import type { PayRunRow } from '@chairside/core/pay-runs';
import { adjustPay, closePayRun, downloadPayRun, usePayRun } from '../../lib/data/pay';
import { useWrite } from '../../lib/api/write';
import { DeclareTipsDialog } from './DeclareTipsDialog';

type Money = (minor: number) => string;

/** Today's date where the browser is. */
const localToday = () => {
  const d = new Date();
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** "2 Nov 2026". */
export const dayWords = (d: string) =>
  new Date(`${d}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "2 Nov – 15 Nov 2026". */
export function periodWords(from: string, to: string): string {
  const day = (d: string, withYear: boolean) =>
    new Date(`${d}T12:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
  return `${day(from, from.slice(0, 4) !== to.slice(0, 4))} – ${day(to, true)}`;
}

export function PayRunPanel(props: { orgId: string; manages: boolean; money: Money }) {
  const [from, setFrom] = useState<string | null>(null);
  const run = usePayRun(props.orgId, from);
  if (run.error) return <Alert severity="error">{run.error.message}</Alert>;
  if (!run.data) return <Skeleton variant="rounded" height={360} />;
  return <Run {...props} run={run.data} step={setFrom} />;
}

function Run({
  orgId,
  manages,
  money,
  run,
  step,
}: {
  orgId: string;
  manages: boolean;
  money: Money;
  run: PayRunView;
  step: (from: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [declaring, setDeclaring] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('md'));
  const ended = run.next !== null;
  const closing = useWrite(() => closePayRun(orgId, run.from), {
    onSuccess: () => setConfirming(false),
    onError: (e) => setProblem(e.message),
  });
  const label = periodWords(run.from, run.to);
  const download = (staffId?: string, name?: string) =>
    downloadPayRun(
      { orgId, from: run.from, ...(staffId ? { staffId } : {}) },
      `pay-${name ? `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-` : 'run-'}${run.from}-to-${run.to}.csv`,
    ).catch((e: Error) => setProblem(e.message));
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <IconButton aria-label="Previous pay period" onClick={() => step(run.previous)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="h5" component="h2" sx={{ minWidth: 200, textAlign: 'center' }}>
          {label}
        </Typography>
        <IconButton
          aria-label="Next pay period"
          disabled={!run.next}
          onClick={() => run.next && step(run.next)}
        >
          <ChevronRightIcon />
        </IconButton>
        {run.status === 'closed' ? (
          <Chip icon={<LockIcon />} label="Closed" color="success" variant="outlined" />
        ) : (
          <Chip label={ended ? 'Draft: ready to close' : 'Draft: period still running'} />
        )}
        <Box sx={{ flex: 1 }} />
        {run.status === 'draft' && run.rows.length > 0 && (
          <Button onClick={() => setDeclaring(true)}>Declare cash tips</Button>
        )}
        {manages && (
          <Button startIcon={<DownloadIcon />} onClick={() => void download()}>
            Download CSV
          </Button>
        )}
        {manages && run.status === 'draft' && (
          <Button
            variant="contained"
            disabled={!ended}
            onClick={() => {
              setProblem(null);
              setConfirming(true);
            }}
          >
            Close this period
          </Button>
        )}
      </Stack>
      {run.status === 'closed' && (
        <Alert severity="success" icon={<LockIcon />}>
          Closed by {run.closedBy ?? 'a manager'}
          {run.closedAt ? ` on ${new Date(run.closedAt).toLocaleDateString()}` : ''}. These lines
          are stored as they were paid; a correction goes into the next period as an adjustment.
        </Alert>
      )}
      {!ended && run.status === 'draft' && (
        <Alert severity="info">
          This period runs until {dayWords(run.to)}: its figures move as the salon takes payments,
          and it can be closed once it has ended.
        </Alert>
      )}
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
        }}
      >
        {(
          [
            ['Commission', run.totals.commission],
            ['Hourly pay', run.totals.hourlyPay],
            ['Tips', run.totals.tips],
            ['Adjustments', run.totals.adjustments],
            ['To pay', run.totals.total],
          ] as const
        ).map(([name, value]) => (
          <Paper key={name} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {name}
            </Typography>
            <Typography variant="h5" component="p">
              {money(value)}
            </Typography>
          </Paper>
        ))}
      </Box>
      {phone ? (
        <Stack spacing={2} component="ul" aria-label={`Pay for ${label}`} sx={{ p: 0, m: 0 }}>
          {run.rows.map((row) => (
            <PersonCard
              key={row.staffId}
              row={row}
              money={money}
              canAdjust={manages && run.status === 'draft'}
              onAdjust={(amount, reason) =>
                adjustPay({ orgId, from: run.from, staffId: row.staffId, amount, reason })
              }
              onDownload={() => void download(row.staffId, row.name)}
              currency={run.currency}
            />
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={`Pay for ${label}`}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>Team member</TableCell>
                <TableCell align="right">Services</TableCell>
                <TableCell align="right">Products</TableCell>
                <TableCell align="right">Commission</TableCell>
                <TableCell align="right">Hours</TableCell>
                <TableCell align="right">Tips</TableCell>
                <TableCell align="right">Adjustments</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {run.rows.map((row) => (
                <PersonRow
                  key={row.staffId}
                  row={row}
                  money={money}
                  open={run.rows.length === 1}
                  canAdjust={manages && run.status === 'draft'}
                  onAdjust={(amount, reason) =>
                    adjustPay({ orgId, from: run.from, staffId: row.staffId, amount, reason })
                  }
                  onDownload={() => void download(row.staffId, row.name)}
                  currency={run.currency}
                />
              ))}
              {run.rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={9}>
                    <Typography color="text.secondary">
                      No one on the team is paid here yet.
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {declaring && (
        <DeclareTipsDialog
          orgId={orgId}
          run={run}
          today={localToday()}
          onClose={() => setDeclaring(false)}
        />
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="close-run">
        <DialogTitle id="close-run">Close {label}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Every line is stored as it is now ({money(run.totals.total)} in all) and the period is
            locked: plans and adjustments can no longer change it. A correction later goes into the
            next period as an adjustment.
          </DialogContentText>
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button
            variant="contained"
            disabled={closing.isPending}
            onClick={() => closing.mutate(undefined)}
          >
            {closing.isPending ? 'Closing…' : 'Close the period'}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** One person's line and what can be done with it (adjust, download). */
interface PersonProps {
  row: PayRunRow;
  money: Money;
  canAdjust: boolean;
  onAdjust: (amount: number, reason: string) => Promise<unknown>;
  onDownload: () => void;
  currency: string;
}

function PersonRow({ open: openAtFirst, ...person }: PersonProps & { open: boolean }) {
  const { row, money } = person;
  const [open, setOpen] = useState(openAtFirst);
  const detailsId = `pay-lines-${row.staffId}`;
  return (
    <Fragment>
      <TableRow hover sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`${open ? 'Hide' : 'Show'} ${row.name}’s lines`}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        </TableCell>
        <TableCell>
          <Typography sx={{ fontWeight: 600 }}>{row.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {row.role} · {row.plan}
          </Typography>
          <ApprovedDiscounts row={row} money={money} />
        </TableCell>
        <TableCell align="right">{money(row.categories.services.commission)}</TableCell>
        <TableCell align="right">{money(row.categories.products.commission)}</TableCell>
        <TableCell align="right">{money(row.commission)}</TableCell>
        <TableCell align="right">
          {row.hours.toFixed(1)}
          {row.hourlyPay ? (
            <Typography variant="body2" color="text.secondary">
              {money(row.hourlyPay)}
            </Typography>
          ) : null}
        </TableCell>
        <TableCell align="right">
          {money(row.tips)}
          {row.tipsHow ? (
            <Typography variant="body2" color="text.secondary">
              {row.tipsHow}
            </Typography>
          ) : null}
        </TableCell>
        <TableCell align="right">{money(row.adjustmentsTotal)}</TableCell>
        <TableCell align="right" sx={{ fontWeight: 700 }}>
          {money(row.total)}
        </TableCell>
      </TableRow>
      {open && (
        <TableRow id={detailsId}>
          <TableCell colSpan={9} sx={{ bgcolor: 'action.hover' }}>
            <Lines {...person} />
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}

/** Discounts a person gave above their limit, approved by a manager, if any. */
function ApprovedDiscounts({ row, money }: { row: PayRunRow; money: Money }) {
  const { count, amount } = row.approvedDiscounts;
  if (!count) return null;
  return (
    <Typography variant="body2" color="warning.main">
      {count} discount{count === 1 ? '' : 's'} above their limit ({money(amount)}), approved by a
      manager
    </Typography>
  );
}

/** A person's pay on a phone: a card, the total first; open it for the lines. */
function PersonCard(person: PersonProps) {
  const { row, money } = person;
  const [open, setOpen] = useState(false);
  const detailsId = `pay-card-${row.staffId}`;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{row.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {row.role} · {row.plan}
          </Typography>
          <ApprovedDiscounts row={row} money={money} />
        </Box>
        <Typography variant="h6" component="p" sx={{ whiteSpace: 'nowrap' }}>
          {money(row.total)}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Commission {money(row.commission)} · Tips {money(row.tips)} · {row.hours.toFixed(1)} h
        {row.hourlyPay ? ` (${money(row.hourlyPay)})` : ''}
        {row.adjustmentsTotal ? ` · Adjustments ${money(row.adjustmentsTotal)}` : ''}
      </Typography>
      {row.tipsHow && (
        <Typography variant="body2" color="text.secondary">
          Tips: {row.tipsHow}
        </Typography>
      )}
      <Button
        size="small"
        sx={{ mt: 1, ml: -1 }}
        aria-expanded={open}
        aria-controls={detailsId}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide lines' : 'Show lines'}
      </Button>
      {open && (
        <Box id={detailsId}>
          <Lines {...person} compact />
        </Box>
      )}
    </Paper>
  );
}

function Lines({
  row,
  money,
  canAdjust,
  onAdjust,
  onDownload,
  currency,
  compact = false,
}: PersonProps & {
  /** A phone: the lines as a list, not a table. */
  compact?: boolean;
}) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const adding = useWrite((v: { amount: number; reason: string }) => onAdjust(v.amount, v.reason), {
    onSuccess: () => {
      setAmount('');
      setReason('');
    },
    onError: (e) => setError(e.message),
  });
  const add = () => {
    setError(null);
    const minor = parseMoneyInput(amount.replace(/^-/, ''), currency);
    if (minor === null || minor === 0) return setError('Enter an amount, such as 25 or -25');
    if (reason.trim().length < 3) return setError('Say why, in a few words');
    adding.mutate({
      amount: amount.trim().startsWith('-') ? -minor : minor,
      reason: reason.trim(),
    });
  };
  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      {row.basis && <Typography variant="body2">{row.basis}.</Typography>}
      {row.lines.length && compact ? (
        <Stack component="ul" aria-label={`What ${row.name} earned`} sx={{ p: 0, m: 0 }}>
          {row.lines.map((l) => (
            <Box
              component="li"
              key={l.id}
              sx={{ listStyle: 'none', py: 1, borderTop: 1, borderColor: 'divider' }}
            >
              <Stack direction="row" sx={{ gap: 1 }}>
                <Typography variant="body2" sx={{ flex: 1 }}>
                  {l.name}
                </Typography>
                <Typography
                  variant="body2"
                  sx={{ fontWeight: 600, color: l.commission < 0 ? 'error.main' : undefined }}
                >
                  {money(l.commission)}
                </Typography>
              </Stack>
              <Typography variant="caption" color="text.secondary">
                {l.date} · {COMMISSION_CATEGORY_LABELS[l.category]} · on {money(l.base)} · {l.how}
              </Typography>
            </Box>
          ))}
        </Stack>
      ) : row.lines.length ? (
        <Table size="small" aria-label={`What ${row.name} earned`}>
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>What</TableCell>
              <TableCell>Category</TableCell>
              <TableCell align="right">Earns on</TableCell>
              <TableCell align="right">Commission</TableCell>
              <TableCell>How</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {row.lines.map((l) => (
              <TableRow key={l.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{l.date}</TableCell>
                <TableCell>{l.name}</TableCell>
                <TableCell>{COMMISSION_CATEGORY_LABELS[l.category]}</TableCell>
                <TableCell align="right">{money(l.base)}</TableCell>
                <TableCell
                  align="right"
                  sx={{ color: l.commission < 0 ? 'error.main' : undefined }}
                >
                  {money(l.commission)}
                </TableCell>
                <TableCell>{l.how}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography color="text.secondary">No sales or payments in this period.</Typography>
      )}
      {row.adjustments.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            Adjustments
          </Typography>
          {row.adjustments.map((a) => (
            <Typography key={a.id} variant="body2">
              {money(a.amount)}: {a.reason} ({a.by})
            </Typography>
          ))}
        </Box>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}
      >
        {canAdjust && (
          <>
            <TextField
              size="small"
              label="Adjustment"
              placeholder="-25.00"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              inputProps={{ inputMode: 'decimal' }}
              helperText="Negative takes off"
            />
            <TextField
              size="small"
              label="Reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              sx={{ flex: 1 }}
            />
            <Button variant="outlined" onClick={add} disabled={adding.isPending}>
              Add adjustment
            </Button>
          </>
        )}
        <Box sx={{ flex: canAdjust ? 0 : 1 }} />
        <Button startIcon={<DownloadIcon />} onClick={onDownload} sx={{ whiteSpace: 'nowrap' }}>
          Download lines
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
