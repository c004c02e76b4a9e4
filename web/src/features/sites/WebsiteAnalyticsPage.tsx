// /website-analytics: who comes to the salon's site, from where, and how many
// of them book. Counted without cookies or anything kept in the visitor's
// browser (see core/site-analytics.ts), so the site needs no cookie banner.
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import DownloadIcon from '@mui/icons-material/Download';
import { formatMinorUnits } from '@chairside/core/money';
import type {
  AnalyticsReport,
  AnalyticsTotals,
  FunnelRow,
  RankedCount,
} from '@chairside/core/site-analytics';
import { isoDateIn } from '@chairside/core/staff-profile';
import { addDays } from '@chairside/core/zoned-time';
import { SalonGate } from '../../app/workspace/SalonGate';
import { downloadSiteAnalyticsCsv, useSiteAnalytics } from '../../lib/data/site-analytics';
import { LineChart } from '../../ui/LazyLineChart';
import { DashboardFrame } from '../dashboards/DashboardFrame';
import { PeriodPicker } from '../../ui/PeriodPicker';

type Range = '7' | '30' | '90' | 'custom';
const PERIODS = [
  ['7', '7 days'],
  ['30', '30 days'],
  ['90', '90 days'],
] as const;

export default function WebsiteAnalyticsPage() {
  return (
    <SalonGate
      roles={['owner', 'manager']}
      title="Website analytics"
      denied="The website’s analytics are for the salon’s owner and managers."
    >
      {(salon) => (
        <WebsiteAnalytics
          key={salon.orgId}
          orgId={salon.orgId}
          slug={salon.org.slug}
          timeZone={salon.org.timeZone}
        />
      )}
    </SalonGate>
  );
}

function periodOf(range: Range, today: string, custom: { from: string; to: string }) {
  if (range === 'custom')
    return custom.from <= custom.to ? custom : { from: custom.to, to: custom.to };
  return { from: addDays(today, -(Number(range) - 1)), to: today };
}

function WebsiteAnalytics({
  orgId,
  slug,
  timeZone,
}: {
  orgId: string;
  slug: string;
  timeZone: string;
}) {
  const [today] = useState(() => isoDateIn(new Date(), timeZone));
  const [range, setRange] = useState<Range>('30');
  const [custom, setCustom] = useState({ from: addDays(today, -29), to: today });
  const period = periodOf(range, today, custom);
  const data = useSiteAnalytics(orgId, period.from, period.to);
  const [exporting, setExporting] = useState<string | null>(null);

  const exportCsv = async () => {
    setExporting('');
    try {
      await downloadSiteAnalyticsCsv(
        { orgId, ...period },
        `${slug || 'salon'}-website-${period.from}-to-${period.to}.csv`,
      );
      setExporting(null);
    } catch (err) {
      setExporting((err as Error).message);
    }
  };

  return (
    <DashboardFrame
      title="Website analytics"
      subtitle="Who visits your site, where they come from, and how many of them book. Counted without cookies, so your site needs no cookie banner."
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 2, mb: 3, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <PeriodPicker
          options={PERIODS}
          value={range}
          onChange={setRange}
          custom={custom}
          onCustom={setCustom}
        />
        <Box sx={{ flexGrow: 1 }} />
        {data.data && <LiveChip count={data.data.live} />}
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void exportCsv()}
          disabled={exporting === ''}
        >
          Export CSV
        </Button>
      </Stack>
      {exporting && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {exporting}
        </Alert>
      )}
      {data.error && <Alert severity="error">{data.error.message}</Alert>}
      {!data.data && !data.error && <Skeleton variant="rounded" height={480} />}
      {data.data && <Report report={data.data} />}
    </DashboardFrame>
  );
}

function LiveChip({ count }: { count: number }) {
  return (
    <Chip
      role="status"
      aria-live="polite"
      variant="outlined"
      color={count > 0 ? 'success' : 'default'}
      icon={
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            ml: '8px !important',
            borderRadius: '50%',
            bgcolor: count > 0 ? 'success.main' : 'text.disabled',
          }}
        />
      }
      label={`${count} on the site in the last 30 minutes`}
    />
  );
}

/** "▲ 12% on the period before", or nothing to compare with. */
function change(now: number, before: number) {
  if (!before) return now ? 'Nothing in the period before' : 'None in the period before either';
  const pct = Math.round(((now - before) / Math.abs(before)) * 100);
  if (pct === 0) return 'Same as the period before';
  return `${pct > 0 ? '▲' : '▼'} ${Math.abs(pct)}% on the period before`;
}

const percent = (x: number | null) => (x === null ? '–' : `${(x * 100).toFixed(1)}%`);
const whole = (n: number) => n.toLocaleString();

function Report({ report }: { report: AnalyticsReport }) {
  const money = (minor: number) => formatMinorUnits(minor, report.currency, 'en-US', true);
  const t = report.totals;
  const p = report.previousTotals;
  const cards: { label: string; value: string; note: string }[] = [
    { label: 'Visitors', value: whole(t.visitors), note: change(t.visitors, p.visitors) },
    { label: 'Page views', value: whole(t.views), note: change(t.views, p.views) },
    {
      label: 'Bookings from the site',
      value: whole(t.bookings),
      note: change(t.bookings, p.bookings),
    },
    { label: 'Booked from the site', value: money(t.revenue), note: change(t.revenue, p.revenue) },
    {
      label: 'Visitors who booked',
      value: percent(t.conversion),
      note:
        p.conversion === null
          ? 'No visitors in the period before'
          : `${percent(p.conversion)} in the period before`,
    },
  ];
  const empty = t.views === 0 && t.anonymousViews === 0 && p.views === 0;
  return (
    <Stack spacing={3}>
      {empty && (
        <Alert severity="info">
          No visits in these days yet. Visits show here within seconds of someone opening your site;
          share its address or{' '}
          <Link component={RouterLink} to="/editor">
            publish it from the editor
          </Link>
          .
        </Alert>
      )}
      <Box
        component="section"
        aria-label="The period’s figures"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
        }}
      >
        {cards.map((c, i) => (
          <Paper
            key={c.label}
            variant="outlined"
            sx={{
              p: 2,
              gridColumn: i === cards.length - 1 ? { xs: 'span 2', md: 'auto' } : undefined,
            }}
          >
            <Typography color="text.secondary">{c.label}</Typography>
            <Typography
              variant="h4"
              component="p"
              sx={{ fontVariantNumeric: 'tabular-nums', fontSize: { xs: '1.35rem', sm: '1.9rem' } }}
            >
              {c.value}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {c.note}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Over report={report} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Funnel title="Booking" rows={report.funnel.booking} totals={t} money={money} />
        <Funnel title="Shop" rows={report.funnel.shop} totals={t} money={money} shop />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Ranked
          title="Top pages"
          head="Page"
          unit="Views"
          rows={report.pages}
          label={(path) => pageLabel(path, report.pageNames)}
        />
        <Ranked
          title="Where visitors come from"
          head="Site"
          unit="Visits"
          rows={report.referrers}
          empty="No visits from other sites yet: visitors typed your address or used a bookmark."
        />
        <Campaigns rows={report.campaigns} />
        <Devices report={report} />
      </Box>
      <Privacy totals={t} />
    </Stack>
  );
}

function Over({ report }: { report: AnalyticsReport }) {
  const label = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="wa-over">
      <Typography id="wa-over" variant="h6" component="h2">
        Visitors and page views
      </Typography>
      <LineChart
        height={260}
        xAxis={[{ scaleType: 'point', data: report.days.map((d) => label(d.date)) }]}
        series={[
          { label: 'Visitors', data: report.days.map((d) => d.visitors), showMark: false },
          { label: 'Page views', data: report.days.map((d) => d.views), showMark: false },
          { label: 'Bookings', data: report.days.map((d) => d.bookings), showMark: false },
        ]}
      />
    </Paper>
  );
}

function Funnel({
  title,
  rows,
  totals,
  money,
  shop = false,
}: {
  title: string;
  rows: FunnelRow[];
  totals: AnalyticsTotals;
  money: (minor: number) => string;
  shop?: boolean;
}) {
  const top = Math.max(1, ...rows.map((r) => r.visitors));
  const id = `wa-funnel-${title.toLowerCase()}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2">
        {title} funnel
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {shop
          ? `${whole(totals.reservations)} reservations worth ${money(totals.reservedValue)}`
          : `${whole(totals.bookings)} bookings worth ${money(totals.revenue)}`}
        . Each visitor counts once a day at each step.
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((r) => (
          <Box component="li" key={r.step} sx={{ mb: 1.25 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2">{r.label}</Typography>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {whole(r.visitors)}
                {r.dropOff !== null && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    · {Math.round(r.dropOff * 100)}% left
                  </Typography>
                )}
              </Typography>
            </Stack>
            <Box
              aria-hidden
              sx={{ height: 8, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}
            >
              <Box
                sx={{
                  height: '100%',
                  width: `${(r.visitors / top) * 100}%`,
                  bgcolor: 'primary.main',
                  borderRadius: 1,
                }}
              />
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

const PAGE_NAMES: Record<string, string> = {
  '/': 'Home',
  '/book': 'Booking',
  '/book-now': 'Booking (app page)',
  '(other)': 'Other addresses',
};

function pageLabel(path: string, names: Record<string, string>) {
  if (PAGE_NAMES[path]) return PAGE_NAMES[path];
  if (names[path]) return path.startsWith('/shop/') ? `Product · ${names[path]}` : names[path];
  if (path.startsWith('/shop/')) return 'A product no longer in the shop';
  const words = path.slice(1).replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function Ranked({
  title,
  head,
  unit,
  rows,
  label = (k) => k,
  empty = 'Nothing yet.',
}: {
  title: string;
  head: string;
  unit: string;
  rows: RankedCount[];
  label?: (key: string) => ReactNode;
  empty?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{head}</TableCell>
              <TableCell align="right">{unit}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(0, 10).map((r) => (
              <TableRow key={r.key}>
                <TableCell sx={{ wordBreak: 'break-word' }}>{label(r.key)}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {whole(r.count)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

function Campaigns({ rows }: { rows: AnalyticsReport['campaigns'] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Campaigns
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">
          No visits from tagged links yet. The links your campaigns and posts send carry UTM tags
          (source, medium, campaign), and their visits and bookings show here.
        </Typography>
      ) : (
        <Table size="small" aria-label="Campaigns">
          <TableHead>
            <TableRow>
              <TableCell>Source / medium / campaign</TableCell>
              <TableCell align="right">Visits</TableCell>
              <TableCell align="right">Bookings</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(0, 10).map((r) => (
              <TableRow key={r.key}>
                <TableCell sx={{ wordBreak: 'break-word' }}>{r.key}</TableCell>
                <TableCell align="right">{whole(r.count)}</TableCell>
                <TableCell align="right">{whole(r.bookings)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

const DEVICE_NAMES: Record<string, string> = {
  mobile: 'Phones',
  tablet: 'Tablets',
  desktop: 'Computers',
};

function Devices({ report }: { report: AnalyticsReport }) {
  const total = Math.max(
    1,
    report.devices.reduce((n, d) => n + d.count, 0),
  );
  const language = (code: string) => {
    try {
      return new Intl.DisplayNames(undefined, { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const line = (rows: RankedCount[], name: (k: string) => string) =>
    rows.length === 0
      ? '–'
      : rows
          .slice(0, 4)
          .map((r) => `${name(r.key)} ${Math.round((r.count / total) * 100)}%`)
          .join(' · ');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Devices
      </Typography>
      <Stack spacing={1}>
        <Typography>{line(report.devices, (k) => DEVICE_NAMES[k] ?? k)}</Typography>
        <Typography variant="body2" color="text.secondary">
          Browsers: {line(report.browsers, (k) => k)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Languages: {line(report.languages, language)}
        </Typography>
      </Stack>
    </Paper>
  );
}

function Privacy({ totals }: { totals: AnalyticsTotals }) {
  return (
    <Typography variant="body2" color="text.secondary" component="p">
      No cookie is set and nothing is kept in your visitors’ browsers. A visitor is counted once a
      day from a code that changes every day and cannot be traced back to anyone; addresses are
      never stored. {whole(totals.anonymousViews)} page views asked not to be tracked (Do Not Track
      or Global Privacy Control): they are counted as views, never as visitors. {whole(totals.bots)}{' '}
      visits from bots and pages loaded without JavaScript are left out.
    </Typography>
  );
}
