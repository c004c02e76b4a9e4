import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BarChart } from '../../ui/LazyBarChart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReportRow, SalesReport } from '@chairside/core/contracts/retail';
import { formatMinorUnits, minorDigits, minorToInput } from '@chairside/core/money';
import { ZSalesReportQuery } from '@chairside/core/retail';
import { isoDateIn } from '@chairside/core/staff-profile';
import { addDays } from '@chairside/core/zoned-time';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import { saveTextFile, toCsv } from '../../lib/download';
import { useSalesReport } from '../../lib/data/retail';
import { PageFrame } from '../../ui/PageFrame';
import { Figure } from './Figure';

type View = 'byProduct' | 'byCategory' | 'byStaff';
const VIEWS: { key: View; label: string; column: string }[] = [
  { key: 'byProduct', label: 'By product', column: 'Product' },
  { key: 'byCategory', label: 'By category', column: 'Category' },
  { key: 'byStaff', label: 'By stylist', column: 'Stylist' },
];

/** /retail-reports-page: retail revenue, cost, margin and units over a date range. */
export default function RetailReportsPage() {
  return (
    <SalonGate
      roles={['owner', 'manager']}
      title="Retail sales"
      denied="Only owners and managers see the salon’s retail reports."
    >
      {(salon) => <Reports salon={salon} />}
    </SalonGate>
  );
}

function Reports({ salon }: { salon: ActiveSalon }) {
  const { orgId, org } = salon;
  const today = isoDateIn(new Date(), org.timeZone);
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const [view, setView] = useState<View>('byProduct');
  const query = ZSalesReportQuery.safeParse({ orgId, from, to });
  const rangeError = query.success ? null : (query.error.issues[0]?.message ?? 'Check the dates');
  const report = useSalesReport(query.success ? query.data : { orgId, from: today, to: today });
  const data = report.data;
  const money = (n: number) => formatMinorUnits(n, data?.currency ?? org.currency);
  const theme = useTheme();
  const unit = 10 ** minorDigits(data?.currency ?? org.currency);

  const presets = [
    { label: 'Today', from: today },
    { label: '7 days', from: addDays(today, -6) },
    { label: '30 days', from: addDays(today, -29) },
    { label: '90 days', from: addDays(today, -89) },
  ];

  return (
    <PageFrame
      title="Retail sales"
      subtitle={`${org.name} · revenue, cost and margin`}
      actions={
        <>
          <Button component={RouterLink} to="/point-of-sale-page" variant="outlined">
            Point of sale
          </Button>
          <Button
            variant="outlined"
            disabled={!data}
            onClick={() =>
              data && saveTextFile(reportCsv(data, view), `retail-${from}-to-${to}.csv`)
            }
          >
            Export CSV
          </Button>
        </>
      }
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, mb: 3, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          type="date"
          label="From"
          size="small"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label="To"
          size="small"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={!!rangeError}
          helperText={rangeError ?? undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          {presets.map((p) => (
            <Button
              key={p.label}
              size="small"
              variant={from === p.from && to === today ? 'contained' : 'text'}
              onClick={() => {
                setFrom(p.from);
                setTo(today);
              }}
            >
              {p.label}
            </Button>
          ))}
        </Stack>
      </Stack>

      {report.isError && <Alert severity="error">{report.error.message}</Alert>}
      {!data ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
              mb: 3,
            }}
          >
            <Figure
              label="Retail revenue"
              value={money(data.totals.revenue)}
              hint="After discounts, before tax"
            />
            <Figure
              label="Margin"
              value={money(data.totals.margin)}
              hint={marginPercent(data.totals.revenue, data.totals.margin)}
            />
            <Figure label="Units sold" value={String(data.totals.units)} />
            <Figure
              label="Sales"
              value={String(data.sales)}
              hint={`Services ${money(data.services)}`}
            />
            <Figure
              label="Tips"
              value={money(data.tips)}
              hint={`Tax collected ${money(data.totals.tax)}`}
            />
          </Box>
          <Card variant="outlined" sx={{ mb: 3 }}>
            <CardContent>
              <Typography variant="h6" component="h2" id="chart-title">
                Revenue and margin by day
              </Typography>
              {data.byDay.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 4 }}>
                  No retail sales in these days. Sales made at the point of sale show here.
                </Typography>
              ) : (
                <Box role="img" aria-labelledby="chart-title" aria-describedby="chart-summary">
                  <BarChart
                    height={280}
                    dataset={everyDay(data).map((d) => ({
                      date: d.date.slice(5),
                      revenue: d.revenue / unit,
                      margin: d.margin / unit,
                    }))}
                    xAxis={[{ scaleType: 'band', dataKey: 'date' }]}
                    series={[
                      {
                        dataKey: 'revenue',
                        label: 'Revenue',
                        color: theme.palette.primary.main,
                        valueFormatter: (v) => money(Math.round((v ?? 0) * unit)),
                      },
                      {
                        dataKey: 'margin',
                        label: 'Margin',
                        color: theme.palette.success.main,
                        valueFormatter: (v) => money(Math.round((v ?? 0) * unit)),
                      },
                    ]}
                  />
                  <Typography id="chart-summary" variant="caption" color="text.secondary">
                    {data.byDay.length} {data.byDay.length === 1 ? 'day' : 'days'} with sales; best
                    day {bestDay(data)?.date} with {money(bestDay(data)?.revenue ?? 0)}.
                  </Typography>
                </Box>
              )}
            </CardContent>
          </Card>
          <Card variant="outlined">
            <Tabs
              value={view}
              onChange={(_, v: View) => setView(v)}
              aria-label="Group the report"
              variant="scrollable"
            >
              {VIEWS.map((v) => (
                <Tab key={v.key} value={v.key} label={v.label} />
              ))}
            </Tabs>
            <Box sx={{ overflowX: 'auto' }}>
              <RowsTable
                rows={data[view]}
                column={VIEWS.find((v) => v.key === view)!.column}
                money={money}
              />
            </Box>
          </Card>
        </>
      )}
    </PageFrame>
  );
}

const marginPercent = (revenue: number, margin: number) =>
  revenue > 0 ? `${((margin / revenue) * 100).toFixed(1)}% of revenue` : undefined;
/** Every day of a short range (days without sales at zero); a long range only its days with sales. */
function everyDay(r: SalesReport): SalesReport['byDay'] {
  const known = new Map(r.byDay.map((d) => [d.date, d]));
  const days: SalesReport['byDay'] = [];
  for (let d = r.from; d <= r.to && days.length <= 92; d = addDays(d, 1)) {
    days.push(known.get(d) ?? { date: d, revenue: 0, units: 0, margin: 0 });
  }
  return days.length > 92 ? r.byDay : days;
}
const bestDay = (r: SalesReport) => [...r.byDay].sort((a, b) => b.revenue - a.revenue)[0];

function RowsTable({
  rows,
  column,
  money,
}: {
  rows: ReportRow[];
  column: string;
  money: (n: number) => string;
}) {
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        Nothing sold in these days.
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={`Sales by ${column.toLowerCase()}`}>
      <TableHead>
        <TableRow>
          <TableCell>{column}</TableCell>
          <TableCell align="right">Units</TableCell>
          <TableCell align="right">Revenue</TableCell>
          <TableCell align="right">Cost</TableCell>
          <TableCell align="right">Margin</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key}>
            <TableCell>{r.name}</TableCell>
            <TableCell align="right">{r.units}</TableCell>
            <TableCell align="right">{money(r.revenue)}</TableCell>
            <TableCell align="right">{money(r.cost)}</TableCell>
            <TableCell align="right">
              {money(r.margin)}
              <Typography
                component="span"
                variant="caption"
                color="text.secondary"
                sx={{ ml: 0.5 }}
              >
                {r.revenue > 0 ? `${Math.round((r.margin / r.revenue) * 100)}%` : ''}
              </Typography>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function reportCsv(r: SalesReport, view: View): string {
  const column = VIEWS.find((v) => v.key === view)!.column.toLowerCase();
  const amount = (n: number) => minorToInput(n, r.currency);
  const lines = [
    [column, 'units', 'revenue', 'cost', 'margin'],
    ...r[view].map((x) => [
      x.name,
      String(x.units),
      amount(x.revenue),
      amount(x.cost),
      amount(x.margin),
    ]),
    [
      'Total',
      String(r.totals.units),
      amount(r.totals.revenue),
      amount(r.totals.cost),
      amount(r.totals.margin),
    ],
  ];
  return toCsv(lines);
}
