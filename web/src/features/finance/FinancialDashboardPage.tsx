// /financial-dashboard (owners and managers): the salon's money over a
// period, summed on the server from daily and monthly rollups: sales by
// category, team member and payment method, retail margin, tax, tips,
// refunds, what the salon owes (gift cards, deposits, memberships), Stripe
// payouts when connected, and the period before for comparison. Every figure
// opens the ledger lines behind it; the ledger check finds a day that does
// not add up, and the owner can rewrite it from the ledger.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  REVENUE_CATEGORIES,
  figureName,
  salesOf,
  type FigureKey,
  type Figures,
  type FinanceView,
} from '@chairside/core/finance';
import { formatMinorUnits, minorDigits } from '@chairside/core/money';
import { addDays } from '@chairside/core/zoned-time';
import { SalonGate } from '../../app/workspace/SalonGate';
import { useFinance } from '../../lib/data/finance';
import { BarChart } from '../../ui/LazyBarChart';
import { DashboardFrame } from '../dashboards/DashboardFrame';
import { FigureLinesDialog, drillRange } from './FigureLinesDialog';
import { LedgerCheck } from './LedgerCheck';
import { PeriodPicker } from '../../ui/PeriodPicker';

type Range = 'month' | 'lastMonth' | '90' | '365' | 'custom';

const localToday = () => {
  const d = new Date();
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

function periodOf(range: Range, custom: { from: string; to: string }) {
  const today = localToday();
  if (range === 'custom') return custom;
  if (range === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  if (range === 'lastMonth') {
    const to = addDays(`${today.slice(0, 8)}01`, -1);
    return { from: `${to.slice(0, 8)}01`, to };
  }
  return { from: addDays(today, -(Number(range) - 1)), to: today };
}

export default function FinancialDashboardPage() {
  return (
    <SalonGate
      roles={['owner', 'manager']}
      title="Finances"
      denied="The salon’s finances are for its owner and managers. Your own pay is under Pay."
    >
      {(salon) => (
        <Finances
          orgId={salon.orgId}
          currency={salon.org.currency}
          isOwner={salon.role === 'owner'}
        />
      )}
    </SalonGate>
  );
}

function Finances({
  orgId,
  currency,
  isOwner,
}: {
  orgId: string;
  currency: string;
  isOwner: boolean;
}) {
  const [range, setRange] = useState<Range>('month');
  const [custom, setCustom] = useState(() => periodOf('month', { from: '', to: '' }));
  const period = periodOf(range, custom);
  const data = useFinance(orgId, period.from, period.to);
  const [figure, setFigure] = useState<FigureKey | null>(null);
  const money = (minor: number) => formatMinorUnits(minor, currency, 'en-US', true);
  return (
    <DashboardFrame
      title="Finances"
      subtitle="Sales, money taken and what the salon owes, from the ledger. Open any figure to see the payments and sales behind it."
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 2, mb: 3, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <PeriodPicker
          options={[
            ['month', 'This month'],
            ['lastMonth', 'Last month'],
            ['90', '90 days'],
            ['365', '12 months'],
          ]}
          value={range}
          onChange={setRange}
          custom={custom}
          onCustom={setCustom}
        />
      </Stack>
      {data.error && <Alert severity="error">{data.error.message}</Alert>}
      {!data.data && !data.error && <Skeleton variant="rounded" height={420} />}
      {data.data && (
        <Overview view={data.data} money={money} currency={currency} open={setFigure} />
      )}
      {data.data && (
        <LedgerCheck orgId={orgId} range={drillRange(period)} isOwner={isOwner} money={money} />
      )}
      {figure && data.data && (
        <FigureLinesDialog
          orgId={orgId}
          figure={figure}
          period={period}
          name={figureName(figure, data.data.staffNames)}
          money={money}
          onClose={() => setFigure(null)}
        />
      )}
    </DashboardFrame>
  );
}

/** "▲ 12% on the 30 days before", or nothing to compare with. */
function change(now: number, before: number) {
  if (!before) return now ? 'Nothing in the period before' : '';
  const pct = Math.round(((now - before) / Math.abs(before)) * 100);
  if (pct === 0) return 'Same as the period before';
  return `${pct > 0 ? '▲' : '▼'} ${Math.abs(pct)}% on the period before`;
}

function Overview({
  view,
  money,
  currency,
  open,
}: {
  view: FinanceView;
  money: (minor: number) => string;
  currency: string;
  open: (figure: FigureKey) => void;
}) {
  const f = view.figures;
  const p = view.previous.figures;
  const retail = f['revenue.products'] ?? 0;
  const cost = f['cost'] ?? 0;
  const cards: { key: FigureKey; label: string; value: number; before: number; note?: string }[] = [
    { key: 'sales', label: 'Sales', value: salesOf(f), before: salesOf(p) },
    { key: 'taken', label: 'Money taken', value: f['taken'] ?? 0, before: p['taken'] ?? 0 },
    { key: 'tips', label: 'Tips', value: f['tips'] ?? 0, before: p['tips'] ?? 0 },
    { key: 'tax', label: 'Tax collected', value: f['tax'] ?? 0, before: p['tax'] ?? 0 },
    { key: 'refunds', label: 'Refunds', value: f['refunds'] ?? 0, before: p['refunds'] ?? 0 },
    {
      key: 'discounts',
      label: 'Discounts given',
      value: f['discounts'] ?? 0,
      before: p['discounts'] ?? 0,
      ...(f['approvedDiscounts']
        ? {
            note: `${money(f['approvedDiscounts'])} of them above a seller’s limit, approved by a manager`,
          }
        : {}),
    },
    {
      key: 'cost',
      label: 'Retail gross margin',
      value: retail - cost,
      before: (p['revenue.products'] ?? 0) - (p['cost'] ?? 0),
      note: retail
        ? `${Math.round(((retail - cost) / retail) * 100)}% of ${money(retail)} retail; cost of goods ${money(cost)}`
        : 'No retail sold in the period',
    },
  ];
  const short = (minor: number) =>
    new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    }).format(minor / 10 ** minorDigits(currency));
  const label = (key: string) =>
    view.step === 'month'
      ? new Date(`${key}-01T12:00:00Z`).toLocaleDateString(undefined, {
          month: 'short',
          year: '2-digit',
        })
      : new Date(`${key}T12:00:00Z`).toLocaleDateString(undefined, {
          day: 'numeric',
          month: 'short',
        });
  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {cards.map((c) => (
          <Paper key={c.label} variant="outlined" sx={{ p: 2 }}>
            <Typography color="text.secondary">{c.label}</Typography>
            <Typography
              variant="h4"
              component="p"
              sx={{ fontVariantNumeric: 'tabular-nums', fontSize: { xs: '1.35rem', sm: '2rem' } }}
            >
              {money(c.value)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {c.note ?? change(c.value, c.before)}
            </Typography>
            <Button
              size="small"
              sx={{ mt: 1, ml: -1 }}
              onClick={() => open(c.key)}
              aria-label={`See the lines behind ${c.label}`}
            >
              See the lines
            </Button>
          </Paper>
        ))}
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          Sales and money taken, by {view.step}
        </Typography>
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: view.series.map((b) => label(b.key)) }]}
          yAxis={[{ valueFormatter: (v: number) => short(v) }]}
          series={[
            {
              label: 'Sales',
              data: view.series.map((b) => b.sales),
              valueFormatter: (v) => money(v ?? 0),
            },
            {
              label: 'Money taken',
              data: view.series.map((b) => b.taken),
              valueFormatter: (v) => money(v ?? 0),
            },
          ]}
        />
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Breakdown
          title="By category"
          keys={REVENUE_CATEGORIES.map((c) => `revenue.${c}`)}
          view={view}
          money={money}
          open={open}
          note="Gift cards sold are owed to their holders until spent: they are not in Sales."
        />
        <Breakdown
          title="By payment method"
          keys={keysOf(f, p, 'method')}
          view={view}
          money={money}
          open={open}
          note="Money taken less refunds. Gift card payments spend balances sold earlier."
        />
        <Breakdown
          title="By team member"
          keys={keysOf(f, p, 'staff')}
          view={view}
          money={money}
          open={open}
          note="Sales credited to each person (services, retail, memberships, fees)."
        />
        <Owed view={view} money={money} />
      </Box>
    </Stack>
  );
}

/** The figures of a group (`method`, `staff`) in either period, largest first. */
const keysOf = (f: Figures, p: Figures, group: string) =>
  [...new Set([...Object.keys(f), ...Object.keys(p)])]
    .filter((k) => k.startsWith(`${group}.`))
    .sort((a, b) => (f[b] ?? 0) - (f[a] ?? 0));

function Breakdown({
  title,
  keys,
  view,
  money,
  open,
  note,
}: {
  title: string;
  keys: FigureKey[];
  view: FinanceView;
  money: (minor: number) => string;
  open: (figure: FigureKey) => void;
  note: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {keys.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          Nothing in this period.
        </Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                This period
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                Before
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {keys.map((k) => (
              <TableRow key={k} hover>
                <TableCell>
                  <Link
                    component="button"
                    type="button"
                    variant="body2"
                    underline="hover"
                    sx={{ textAlign: 'left', fontWeight: 600 }}
                    onClick={() => open(k)}
                    aria-label={`${figureName(k, view.staffNames)}: see the lines`}
                  >
                    {figureName(k, view.staffNames)}
                  </Link>
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {money(view.figures[k] ?? 0)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}
                >
                  {money(view.previous.figures[k] ?? 0)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {note}
      </Typography>
    </Paper>
  );
}

function Owed({ view, money }: { view: FinanceView; money: (minor: number) => string }) {
  const l = view.liabilities;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        What the salon owes today
      </Typography>
      <Table size="small" aria-label="What the salon owes today">
        <TableBody>
          {(
            [
              ['Gift card balances', l.giftCards],
              ['Deposits on appointments to come', l.deposits],
              ['Membership time paid, not yet used', l.memberships],
              ['Total', l.giftCards + l.deposits + l.memberships],
            ] as const
          ).map(([what, amount]) => (
            <TableRow key={what}>
              <TableCell sx={what === 'Total' ? { fontWeight: 600 } : undefined}>{what}</TableCell>
              <TableCell
                align="right"
                sx={{
                  fontVariantNumeric: 'tabular-nums',
                  fontWeight: what === 'Total' ? 600 : 400,
                }}
              >
                {money(amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Payouts to the bank
      </Typography>
      {view.payouts.state === 'ok' ? (
        view.payouts.items.length ? (
          <Table size="small" aria-label="Payouts to the bank">
            <TableBody>
              {view.payouts.items.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{p.arrivalDate}</TableCell>
                  <TableCell>{p.status.replaceAll('_', ' ')}</TableCell>
                  <TableCell align="right">{money(p.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary">Stripe has made no payouts yet.</Typography>
        )
      ) : (
        <Alert severity="info" sx={{ mt: 1 }}>
          {view.payouts.message}
        </Alert>
      )}
    </Paper>
  );
}
