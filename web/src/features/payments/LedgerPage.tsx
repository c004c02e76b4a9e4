import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
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
import DownloadIcon from '@mui/icons-material/Download';
import { formatMinorUnits } from '@chairside/core/money';
import { slugify } from '@chairside/core/org';
import {
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_PURPOSE_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentMethod,
} from '@chairside/core/payments';
import { CASHIER_ROLES, ROLES } from '@chairside/core/roles';
import { isoDateIn } from '@chairside/core/staff-profile';
import { addDays } from '@chairside/core/zoned-time';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import { useWorkspace } from '../../app/workspace/workspace-context';
import type { PaymentRecord } from '../../lib/data/converters';
import {
  LEDGER_PAGE,
  downloadPaymentsCsv,
  useLedgerTotals,
  usePayments,
} from '../../lib/data/payments';
import { useStaff } from '../../lib/data/staff';
import { DataErrorAlert } from '../../ui/DataErrorAlert';
import { PageFrame } from '../../ui/PageFrame';
import { PaymentDialog } from './PaymentDialog';

/** /financial-hub: the salon's payments (a stylist's own and their tips), with totals and CSV. */
export default function LedgerPage() {
  return (
    <SalonGate roles={ROLES} title="Payments" denied="">
      {(salon) => <Ledger salon={salon} />}
    </SalonGate>
  );
}

function Ledger({ salon }: { salon: ActiveSalon }) {
  const { orgId, role } = salon;
  const { user } = useWorkspace();
  const seesAll = CASHIER_ROLES.includes(role);
  const staff = useStaff(orgId);
  const me = staff.items.find((s) => s.userId === user.uid) ?? null;
  if (!seesAll && staff.status !== 'success') return <Skeleton height={240} />;
  if (!seesAll && !me) {
    return (
      <PageFrame title="Your payments">
        <Alert severity="info">Your team record is not linked to your account yet.</Alert>
      </PageFrame>
    );
  }
  return <LedgerView salon={salon} staffId={seesAll ? null : me!.id} seesAll={seesAll} />;
}

function LedgerView({
  salon,
  staffId,
  seesAll,
}: {
  salon: ActiveSalon;
  staffId: string | null;
  seesAll: boolean;
}) {
  const { orgId, org } = salon;
  const today = isoDateIn(new Date(), org.timeZone);
  const [from, setFrom] = useState(addDays(today, -6));
  const [to, setTo] = useState(today);
  const [method, setMethod] = useState<PaymentMethod | 'all'>('all');
  const [exportError, setExportError] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  // A payment's story and refunds are for the salon's cashiers (a stylist sees the list).
  const seesDetails = CASHIER_ROLES.includes(salon.role);
  const [shown, setShown] = useState(LEDGER_PAGE);
  const range = from <= to ? { from, to } : { from: to, to: from };
  const filter = { orgId, ...range, staffId, method: method === 'all' ? null : method };
  const payments = usePayments(filter, shown);
  const rows = payments.items;
  const money = (n: number, currency = org.currency) => formatMinorUnits(n, currency);
  // A new payment, or a change to a shown one, asks for the totals again.
  const version = `${rows.length}:${Math.max(0, ...rows.map((p) => p.updatedAt.getTime()))}`;
  const totalsQuery = useLedgerTotals(filter, version);
  const totals = totalsQuery.data;
  const refilter = (change: () => void) => {
    change();
    setShown(LEDGER_PAGE);
  };
  const time = (p: PaymentRecord) =>
    new Intl.DateTimeFormat(undefined, {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: org.timeZone,
    }).format(p.createdAt);

  const exportCsv = async () => {
    setExportError(null);
    try {
      await downloadPaymentsCsv(
        { orgId, ...range },
        `${slugify(org.name) || 'salon'}-payments-${range.from}-to-${range.to}.csv`,
      );
    } catch (e) {
      setExportError(e instanceof Error ? e.message : 'The export failed. Try again.');
    }
  };

  return (
    <PageFrame
      title={seesAll ? 'Payments' : 'Your payments'}
      subtitle={
        seesAll
          ? `${org.name} · every payment, as it was taken`
          : 'Your appointments’ payments and tips'
      }
      actions={
        seesAll && (
          <>
            <Button component={RouterLink} to="/cash-payment" variant="contained">
              Check out
            </Button>
            {(salon.role === 'owner' || salon.role === 'manager') && (
              <Button component={RouterLink} to="/stripe-settings" variant="outlined">
                Card payments
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => void exportCsv()}
            >
              Export CSV
            </Button>
          </>
        )
      }
    >
      <DataErrorAlert area="payments" />
      {exportError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {exportError}
        </Alert>
      )}
      <Stack
        direction="row"
        sx={{
          gap: 2,
          mb: 2,
          flexWrap: 'wrap',
          '& > *': { flex: { xs: '1 1 140px', sm: '0 0 auto' } },
        }}
      >
        <TextField
          type="date"
          label="From"
          value={from}
          onChange={(e) => {
            const v = e.target.value;
            if (v) refilter(() => setFrom(v));
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label="To"
          value={to}
          onChange={(e) => {
            const v = e.target.value;
            if (v) refilter(() => setTo(v));
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label="Method"
          value={method}
          onChange={(e) => refilter(() => setMethod(e.target.value as PaymentMethod | 'all'))}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="all">All methods</MenuItem>
          {PAYMENT_METHODS.map((m) => (
            <MenuItem key={m} value={m}>
              {PAYMENT_METHOD_LABELS[m]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          mb: 2,
        }}
      >
        {/* Read as a sum: services and products, plus tips, less refunds, is what was kept. */}
        {[
          [
            totals
              ? `Sales (${totals.count.toLocaleString()} ${totals.count === 1 ? 'payment' : 'payments'})`
              : 'Sales',
            totals?.taken,
          ],
          ['+ Tips', totals?.tips],
          ['− Refunds', totals?.refunded],
          ['= Total kept', totals ? totals.taken + totals.tips - totals.refunded : undefined],
        ].map(([label, value]) => (
          <Card key={label} variant="outlined">
            <CardContent>
              <Typography color="text.secondary">{label}</Typography>
              <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {typeof value === 'number' ? money(value) : '…'}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>

      {totalsQuery.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The totals could not be worked out just now: {totalsQuery.error.message}
        </Alert>
      )}
      {payments.status === 'loading' ? (
        <Skeleton height={240} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">No payments in these days.</Typography>
      ) : (
        <TableContainer component={Card} variant="outlined">
          <Table size="small" aria-label="Payments">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Client</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>For</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Stylist</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Method</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell align="right">Tip</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((p) => (
                <TableRow key={p.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{time(p)}</TableCell>
                  <TableCell>
                    {seesDetails ? (
                      <Link
                        component="button"
                        type="button"
                        onClick={() => setOpen(p.id)}
                        sx={{ textAlign: 'left' }}
                      >
                        {p.clientName || 'No client'}
                      </Link>
                    ) : (
                      p.clientName || '—'
                    )}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {PAYMENT_PURPOSE_LABELS[p.purpose]}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {p.staffName}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {PAYMENT_METHOD_LABELS[p.method]}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {money(p.amount, p.currency)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {p.tip ? money(p.tip, p.currency) : '—'}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    <Chip
                      size="small"
                      label={PAYMENT_STATUS_LABELS[p.status]}
                      color={p.status === 'succeeded' ? 'success' : 'default'}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {rows.length === shown && (
        <Button sx={{ mt: 2 }} onClick={() => setShown(shown + LEDGER_PAGE)}>
          Show {LEDGER_PAGE} more
        </Button>
      )}
      {open && (
        <PaymentDialog
          orgId={salon.orgId}
          paymentId={open}
          timeZone={org.timeZone}
          canRefund={salon.role === 'owner' || salon.role === 'manager'}
          onClose={() => setOpen(null)}
        />
      )}
    </PageFrame>
  );
}
