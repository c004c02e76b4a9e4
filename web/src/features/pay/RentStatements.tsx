// A booth renter's rent, period by period: what each came to (fixed rent, the
// share of their takings, less commission on retail), what was paid, and
// whether it is due, late or paid. Shown to the salon and to the renter.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  RENT_STATUS_LABELS,
  type RentStatement,
  type RentStatus,
} from '@chairside/core/booth-rent';
import { dayWords, periodWords } from './PayRunPanel';

const STATUS_COLOR: Record<RentStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  open: 'info',
  paid: 'success',
  due: 'warning',
  late: 'error',
  credit: 'default',
};

export function RentStatusChip({ status }: { status: RentStatus }) {
  return (
    <Chip
      size="small"
      label={RENT_STATUS_LABELS[status]}
      color={STATUS_COLOR[status]}
      variant={status === 'open' ? 'outlined' : 'filled'}
    />
  );
}

/** How a statement's amount was made, in words. */
export function rentWorking(s: RentStatement, money: (minor: number) => string): string {
  const parts = [s.fixed ? `${money(s.fixed)} rent` : ''];
  if (s.takingsPart) parts.push(`+ ${money(s.takingsPart)} of ${money(s.takings)} takings`);
  if (s.commission) parts.push(`− ${money(s.commission)} commission on ${money(s.retail)} retail`);
  return parts.filter(Boolean).join(' ');
}

export function RentStatements({
  name,
  statements,
  money,
  action,
}: {
  name: string;
  statements: readonly RentStatement[];
  money: (minor: number) => string;
  /** A button for a statement (recording a payment), where the viewer may. */
  action?: (s: RentStatement) => React.ReactNode;
}) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  if (!statements.length)
    return <Typography color="text.secondary">No rent periods yet.</Typography>;
  if (phone)
    return (
      <Stack
        component="ul"
        aria-label={`Rent for ${name}`}
        divider={<Divider component="li" aria-hidden />}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {statements.map((s) => (
          <Box component="li" key={s.from} sx={{ py: 1.5 }}>
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
            >
              <Typography sx={{ fontWeight: 600 }}>{periodWords(s.from, s.to)}</Typography>
              <RentStatusChip status={s.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {rentWorking(s, money)}
              {s.status !== 'open' && s.status !== 'paid' ? ` · due ${dayWords(s.due)}` : ''}
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', mt: 0.5 }}>
              Rent {money(s.amount)} · paid {money(s.paid)} · owed {money(Math.max(0, s.balance))}
            </Typography>
            {action?.(s)}
          </Box>
        ))}
      </Stack>
    );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`Rent for ${name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Period</TableCell>
            <TableCell align="right">Rent</TableCell>
            <TableCell align="right">Paid</TableCell>
            <TableCell align="right">Owed</TableCell>
            <TableCell>Status</TableCell>
            {action && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {statements.map((s) => (
            <TableRow key={s.from}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {periodWords(s.from, s.to)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {rentWorking(s, money)}
                  {s.status !== 'open' && s.status !== 'paid' ? ` · due ${dayWords(s.due)}` : ''}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {money(s.amount)}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {money(s.paid)}
              </TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {money(Math.max(0, s.balance))}
              </TableCell>
              <TableCell>
                <RentStatusChip status={s.status} />
              </TableCell>
              {action && <TableCell align="right">{action(s)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
