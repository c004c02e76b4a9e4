// The ledger lines behind one figure of the financial dashboard: every sale
// line, payment, refund and return that makes it, for up to 31 days, with
// their sum beside the figure the dashboard shows (equal to the cent).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { MAX_DRILL_DAYS, type FigureKey } from '@chairside/core/finance';
import { addDays } from '@chairside/core/zoned-time';
import { useFinanceLines } from '../../lib/data/finance';
import { DateRangeFields } from '../../ui/DateRangeFields';

/** The period itself when it is 31 days or fewer, else its last 31 days. */
export const drillRange = (p: { from: string; to: string }) => {
  const earliest = addDays(p.to, -(MAX_DRILL_DAYS - 1));
  return { from: p.from < earliest ? earliest : p.from, to: p.to };
};

export function FigureLinesDialog({
  orgId,
  figure,
  period,
  name,
  money,
  onClose,
}: {
  orgId: string;
  figure: FigureKey;
  period: { from: string; to: string };
  name: string;
  money: (minor: number) => string;
  onClose: () => void;
}) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [range, setRange] = useState(() => drillRange(period));
  const lines = useFinanceLines(orgId, range, figure);
  const shortened = range.from !== period.from || range.to !== period.to;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>{name}: the ledger lines</DialogTitle>
      <DialogContent>
        <Stack direction="row" sx={{ gap: 1, my: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <DateRangeFields value={range} onChange={setRange} />
          {shortened && (
            <Typography variant="body2" color="text.secondary">
              Lines are listed {MAX_DRILL_DAYS} days at a time.
            </Typography>
          )}
        </Stack>
        {lines.error && <Alert severity="error">{lines.error.message}</Alert>}
        {!lines.data && !lines.error && <Skeleton variant="rounded" height={240} />}
        {lines.data && (
          <>
            <Alert severity={lines.data.total === lines.data.rollup ? 'success' : 'warning'}>
              {lines.data.total === lines.data.rollup
                ? `${lines.data.lines.length === 1 ? 'This line adds' : `These ${lines.data.lines.length} lines add`} up to the dashboard’s ${money(lines.data.rollup)} for these days, to the cent.`
                : `The dashboard shows ${money(lines.data.rollup)} for these days; the ledger lines add up to ${money(lines.data.total)}. Check the days against the ledger on the dashboard to find and rewrite them.`}
            </Alert>
            <Table size="small" aria-label={`${name}, line by line`} sx={{ mt: 1 }}>
              <TableHead>
                <TableRow>
                  {!phone && <TableCell>Day</TableCell>}
                  <TableCell>What</TableCell>
                  {!phone && <TableCell>Credited to</TableCell>}
                  <TableCell align="right">Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.data.lines.map((l) => (
                  <TableRow key={l.id}>
                    {!phone && <TableCell sx={{ whiteSpace: 'nowrap' }}>{l.day}</TableCell>}
                    <TableCell>
                      {l.name}
                      {phone && (
                        <Typography variant="body2" color="text.secondary">
                          {[l.day, l.who].filter(Boolean).join(' · ')}
                        </Typography>
                      )}
                    </TableCell>
                    {!phone && <TableCell>{l.who || '–'}</TableCell>}
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {money(l.amount)}
                    </TableCell>
                  </TableRow>
                ))}
                {lines.data.lines.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={4}>Nothing in the ledger for these days.</TableCell>
                  </TableRow>
                )}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={phone ? 1 : 3}>Total</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {money(lines.data.total)}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
