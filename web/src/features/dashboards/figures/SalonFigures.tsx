// The figures of a dashboard (GET /api/dashboard-summary): the day, the money,
// how full the book is, what comes next and what needs attention, each a link
// to the screen it comes from. The salon's for owners, managers and the desk;
// a stylist's or renter's own otherwise. Loaded after the dashboard's frame.
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  occupancyPercent,
  type AppointmentCounts,
  type DashboardSummary,
} from '@chairside/core/dashboard-summary';
import { formatMinorUnits } from '@chairside/core/money';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@chairside/core/payments';
import { addDays } from '@chairside/core/zoned-time';
import { isoDateIn } from '@chairside/core/staff-profile';
import { useDashboardSummary } from '../../../lib/data/dashboard';
import { BarChart } from '../../../ui/LazyBarChart';

type Period = 'today' | 'week' | 'month';
const PERIOD_DAYS: Record<Period, number> = { today: 1, week: 7, month: 30 };
const PERIOD_LABELS: Record<Period, string> = {
  today: 'Today',
  week: 'Last 7 days',
  month: 'Last 30 days',
};

function Figure({
  label,
  value,
  detail,
  to,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  to: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="overline" color="text.secondary" component="h3">
            {label}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {value}
          </Typography>
          {detail && (
            <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
              {detail}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

const countsText = (c: AppointmentCounts) =>
  [
    `${c.upcoming} to come`,
    `${c.completed} done`,
    c.noShow ? `${c.noShow} no-show${c.noShow === 1 ? '' : 's'}` : null,
    c.cancelled ? `${c.cancelled} cancelled` : null,
  ]
    .filter(Boolean)
    .join(' · ');

const hours = (minutes: number) =>
  minutes < 60 ? `${minutes} min` : `${Math.round((minutes / 60) * 10) / 10} h`;

function Figures({ s, period }: { s: DashboardSummary; period: Period }) {
  const money = (n: number) => formatMinorUnits(n, s.currency);
  const own = s.scope === 'own';
  const taken = period === 'today' ? s.takings.today : s.takings.period;
  const counts = period === 'today' ? s.appointments.today : s.appointments.period;
  const total = counts.upcoming + counts.completed + counts.noShow + counts.cancelled;
  const methods = PAYMENT_METHODS.filter((m) => taken.byMethod[m] !== 0);
  const occupancy = occupancyPercent(s.occupancy.bookedMinutes, s.occupancy.workingMinutes);
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        <Figure
          label={own ? 'My appointments' : 'Appointments'}
          value={total}
          detail={countsText(counts)}
          to="/appointments"
        />
        <Figure
          label={own ? 'My takings' : 'Takings'}
          value={money(taken.net)}
          detail={
            taken.payments
              ? [
                  ...methods.map((m) => `${PAYMENT_METHOD_LABELS[m]} ${money(taken.byMethod[m])}`),
                  taken.tips ? `tips ${money(taken.tips)}` : null,
                  taken.refunded ? `refunds ${money(taken.refunded)}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')
              : 'No payments yet'
          }
          to="/financial-hub"
        />
        <Figure
          label={own ? 'My book' : 'Occupancy'}
          value={`${occupancy}%`}
          detail={`${hours(s.occupancy.bookedMinutes)} booked of ${hours(s.occupancy.workingMinutes)} working`}
          to="/appointments"
        />
        {s.retail ? (
          <Figure
            label="Retail"
            value={money(s.retail.revenue)}
            detail={`${s.retail.units} product${s.retail.units === 1 ? '' : 's'} in ${s.retail.sales} sale${s.retail.sales === 1 ? '' : 's'}${s.giftCardLiability !== null ? ` · gift cards owed ${money(s.giftCardLiability)}` : ''}`}
            to="/retail-reports-page"
          />
        ) : (
          <Figure
            label={own ? 'My tips' : 'Tips'}
            value={money(taken.tips)}
            detail={PERIOD_LABELS[period]}
            to="/financial-hub"
          />
        )}
      </Box>

      {s.byDay.length > 1 && (
        <Card variant="outlined" sx={{ mt: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {own ? 'My days' : 'The salon’s days'}
            </Typography>
            <BarChart
              height={240}
              xAxis={[
                {
                  scaleType: 'band',
                  data: s.byDay.map((d) => d.date.slice(5)),
                },
              ]}
              yAxis={[{ id: 'money', valueFormatter: (v: number) => money(v) }]}
              series={[
                {
                  label: 'Takings',
                  data: s.byDay.map((d) => d.net),
                  valueFormatter: (v) => money(v ?? 0),
                },
              ]}
              margin={{ left: 16 }}
            />
          </CardContent>
        </Card>
      )}

      <Box
        sx={{
          mt: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: own ? '1fr' : '1fr 1fr' },
        }}
      >
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {own ? 'My next clients' : 'Next appointments'}
            </Typography>
            {s.next.length ? (
              <List dense aria-label="Next appointments">
                {s.next.map((n) => (
                  <ListItem key={n.bookingId} disableGutters>
                    <ListItemText
                      primary={`${new Date(n.start).toLocaleString('en-US', {
                        timeZone: s.timeZone,
                        weekday: 'short',
                        hour: 'numeric',
                        minute: '2-digit',
                      })} · ${n.clientName || 'Walk-in'}`}
                      secondary={`${n.services}${own ? '' : ` with ${n.staffName}`}`}
                    />
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                Nothing booked ahead yet.
              </Typography>
            )}
            <Link component={RouterLink} to="/appointments">
              Open the appointment book
            </Link>
          </CardContent>
        </Card>
        {!own && (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2">
                The team’s book
              </Typography>
              <Stack spacing={1.5} sx={{ mt: 1 }}>
                {s.occupancy.staff.map((o) => {
                  const pct = occupancyPercent(o.bookedMinutes, o.workingMinutes);
                  return (
                    <Box key={o.staffId}>
                      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                        <Typography id={`occ-${o.staffId}`}>{o.name}</Typography>
                        <Typography color="text.secondary">
                          {o.workingMinutes ? `${pct}%` : 'Not working'}
                        </Typography>
                      </Stack>
                      <LinearProgress
                        variant="determinate"
                        value={pct}
                        aria-labelledby={`occ-${o.staffId}`}
                        sx={{ height: 6, borderRadius: 3 }}
                      />
                    </Box>
                  );
                })}
              </Stack>
            </CardContent>
          </Card>
        )}
      </Box>

      {s.attention.length > 0 && (
        <Stack spacing={1} sx={{ mt: 2 }} aria-label="Needs attention" component="section">
          {s.attention.map((a) => (
            <Alert
              key={a.kind}
              severity="warning"
              action={
                <Link component={RouterLink} to={a.to} color="inherit">
                  Open
                </Link>
              }
            >
              {a.label}
            </Alert>
          ))}
        </Stack>
      )}
    </>
  );
}

/** The dashboard's figures for the active salon, with the period to show. */
export function SalonFigures({ orgId, timeZone }: { orgId: string; timeZone: string }) {
  const [period, setPeriod] = useState<Period>('today');
  const today = isoDateIn(new Date(), timeZone);
  const from = addDays(today, 1 - PERIOD_DAYS[period]);
  const answer = useDashboardSummary(orgId, from, today);
  return (
    <Box component="section" aria-labelledby="figures-title" sx={{ mb: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h2" id="figures-title">
          {PERIOD_LABELS[period]}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={period}
          onChange={(_e, v: Period | null) => v && setPeriod(v)}
          aria-label="Period"
        >
          {(Object.keys(PERIOD_LABELS) as Period[]).map((p) => (
            <ToggleButton key={p} value={p}>
              {PERIOD_LABELS[p]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {answer.error ? (
        <Alert severity="error">
          The figures could not be loaded: {answer.error.message} They are tried again in a minute.
        </Alert>
      ) : answer.data ? (
        <Figures s={answer.data} period={period} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          }}
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={120} />
          ))}
        </Box>
      )}
    </Box>
  );
}
