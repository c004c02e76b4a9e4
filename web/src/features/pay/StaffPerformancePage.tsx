// /staff-performance: each team member over a range, from the same ledger as
// pay: revenue, average ticket, how full the book was, who came back, retail
// bought on a visit, no-shows and late cancellations. Sortable, with a chart;
// a stylist sees only their own row.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { formatMinorUnits, minorDigits } from '@chairside/core/money';
import type { StaffPerformance } from '@chairside/core/performance';
import { addDays } from '@chairside/core/zoned-time';
import { SalonGate } from '../../app/workspace/SalonGate';
import { usePerformance } from '../../lib/data/pay';
import { BarChart } from '../../ui/LazyBarChart';
import { PageFrame } from '../../ui/PageFrame';
import { periodWords } from './PayRunPanel';
import { PeriodPicker } from '../../ui/PeriodPicker';

type Range = '7' | '30' | '90' | 'custom';
type Key = keyof Pick<
  StaffPerformance,
  | 'name'
  | 'serviceRevenue'
  | 'retailRevenue'
  | 'averageTicket'
  | 'utilisation'
  | 'rebookRate'
  | 'attachRate'
  | 'noShowRate'
  | 'lateCancelRate'
>;

const COLUMNS: { key: Key; label: string; kind: 'text' | 'money' | 'rate' }[] = [
  { key: 'name', label: 'Team member', kind: 'text' },
  { key: 'serviceRevenue', label: 'Services', kind: 'money' },
  { key: 'retailRevenue', label: 'Retail', kind: 'money' },
  { key: 'averageTicket', label: 'Average ticket', kind: 'money' },
  { key: 'utilisation', label: 'Booked', kind: 'rate' },
  { key: 'rebookRate', label: 'Rebooked in 8 weeks', kind: 'rate' },
  { key: 'attachRate', label: 'Retail with a visit', kind: 'rate' },
  { key: 'noShowRate', label: 'No-shows', kind: 'rate' },
  { key: 'lateCancelRate', label: 'Late cancellations', kind: 'rate' },
];

const today = () => new Date().toISOString().slice(0, 10);

export default function StaffPerformancePage() {
  return (
    <SalonGate
      roles={['owner', 'manager', 'front_desk', 'staff']}
      title="Staff performance"
      denied="Booth renters see their own figures on the booth renter dashboard."
    >
      {(salon) => (
        <Performance
          orgId={salon.orgId}
          currency={salon.org.currency}
          manages={salon.role === 'owner' || salon.role === 'manager'}
        />
      )}
    </SalonGate>
  );
}

function Performance({
  orgId,
  currency,
  manages,
}: {
  orgId: string;
  currency: string;
  manages: boolean;
}) {
  const [range, setRange] = useState<Range>('30');
  const [custom, setCustom] = useState({ from: addDays(today(), -29), to: today() });
  const { from, to } =
    range === 'custom' ? custom : { from: addDays(today(), -(Number(range) - 1)), to: today() };
  const data = usePerformance(orgId, from, to);
  const [sort, setSort] = useState<{ key: Key; asc: boolean }>({
    key: 'serviceRevenue',
    asc: false,
  });
  const money = (minor: number) => formatMinorUnits(minor, currency);
  // The chart's axis in short: $6K.
  const short = (minor: number) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    }).format(minor / 10 ** minorDigits(currency));
  const rows = useMemo(() => {
    const list = [...(data.data?.rows ?? [])];
    const value = (r: StaffPerformance) => r[sort.key];
    list.sort((a, b) => {
      const x = value(a);
      const y = value(b);
      if (x === y) return a.name.localeCompare(b.name);
      if (x === null) return 1;
      if (y === null) return -1;
      const order = typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number);
      return sort.asc ? order : -order;
    });
    return list;
  }, [data.data, sort]);
  const earners = rows.filter((r) => r.serviceRevenue + r.retailRevenue !== 0);
  const show = (r: StaffPerformance, c: (typeof COLUMNS)[number]) => {
    const v = r[c.key];
    if (v === null) return '–';
    if (c.kind === 'money') return money(v as number);
    if (c.kind === 'rate') return `${Math.round((v as number) * 100)}%`;
    return v as string;
  };
  return (
    <PageFrame
      title={manages ? 'Staff performance' : 'My performance'}
      subtitle="Revenue from the payments ledger (as pay counts it), the book, and how clients came back."
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, mb: 3, alignItems: { sm: 'center' } }}
      >
        <PeriodPicker
          label="Range"
          options={[
            ['7', '7 days'],
            ['30', '30 days'],
            ['90', '90 days'],
          ]}
          value={range}
          onChange={setRange}
          custom={custom}
          onCustom={setCustom}
        />
        <Typography color="text.secondary">{periodWords(from, to)}</Typography>
      </Stack>
      {data.error && <Alert severity="error">{data.error.message}</Alert>}
      {!data.data && !data.error && <Skeleton variant="rounded" height={360} />}
      {data.data && (
        <Stack spacing={3}>
          {earners.length > 1 && (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h6" component="h2">
                Revenue by team member
              </Typography>
              <BarChart
                height={260}
                xAxis={[{ scaleType: 'band', data: earners.map((r) => r.name) }]}
                yAxis={[{ valueFormatter: (v: number) => short(v) }]}
                series={[
                  {
                    label: 'Services',
                    data: earners.map((r) => r.serviceRevenue),
                    stack: 'revenue',
                    valueFormatter: (v) => money(v ?? 0),
                  },
                  {
                    label: 'Retail',
                    data: earners.map((r) => r.retailRevenue),
                    stack: 'revenue',
                    valueFormatter: (v) => money(v ?? 0),
                  },
                ]}
              />
            </Paper>
          )}
          <TableContainer component={Paper} variant="outlined">
            <Table aria-label={`Performance, ${periodWords(from, to)}`}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell
                      key={c.key}
                      align={c.kind === 'text' ? 'left' : 'right'}
                      sx={c.kind === 'text' ? { minWidth: 180 } : undefined}
                      sortDirection={sort.key === c.key ? (sort.asc ? 'asc' : 'desc') : false}
                    >
                      <TableSortLabel
                        active={sort.key === c.key}
                        direction={sort.key === c.key && sort.asc ? 'asc' : 'desc'}
                        onClick={() =>
                          setSort((s) => ({
                            key: c.key,
                            asc: s.key === c.key ? !s.asc : c.kind === 'text',
                          }))
                        }
                      >
                        {c.label}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.staffId} hover>
                    {COLUMNS.map((c) => (
                      <TableCell key={c.key} align={c.kind === 'text' ? 'left' : 'right'}>
                        {c.key === 'name' ? (
                          <>
                            <Typography sx={{ fontWeight: 600 }}>{r.name}</Typography>
                            <Typography variant="body2" color="text.secondary">
                              {r.visits} visits · {r.clientsSeen} clients
                              {r.newClients
                                ? ` · ${r.newRetained} of ${r.newClients} new back`
                                : ''}
                            </Typography>
                          </>
                        ) : (
                          show(r, c)
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="body2" color="text.secondary">
            Booked: appointment time kept, out of scheduled hours. Rebooked: clients seen who have
            another appointment within 8 weeks of their visit. No-shows and late cancellations are
            shares of the appointments that fell in the range. Reviews will show here once the salon
            collects them.
          </Typography>
        </Stack>
      )}
    </PageFrame>
  );
}
