// /smart-scheduling-page: each team member's week as the book sees it (how
// full, the gaps no service fits, what those gaps cost) and the moves that
// would close them. Accepting a move asks the client by e-mail or text;
// nothing moves until they say yes from their link.
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
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
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type {
  ScheduleDay,
  ScheduleOptimisation,
  ScheduleProposal,
  ScheduleRequestView,
} from '@chairside/core/contracts/intelligence';
import { formatMinorUnits, minorDigits } from '@chairside/core/money';
import { isoDateIn } from '@chairside/core/staff-profile';
import { addDays } from '@chairside/core/zoned-time';
import { SalonGate } from '../../app/workspace/SalonGate';
import {
  askClientToMove,
  scheduleKey,
  useScheduleOptimisation,
} from '../../lib/data/smart-schedule';
import { PageFrame } from '../../ui/PageFrame';

const PLANNERS = ['owner', 'manager', 'front_desk'] as const;

export default function SmartSchedulingPage() {
  return (
    <SalonGate
      roles={PLANNERS}
      title="Smart scheduling"
      denied="Owners, managers and the front desk plan the salon’s schedule."
    >
      {(salon) => (
        <SmartScheduling key={salon.orgId} orgId={salon.orgId} timeZone={salon.org.timeZone} />
      )}
    </SalonGate>
  );
}

/** Gap values are expectations (a price weighed by how often it is booked): shown to the unit. */
const wholeMoney = (currency: string) => (minor: number) => {
  const unit = 10 ** minorDigits(currency);
  return formatMinorUnits(Math.round(minor / unit) * unit, currency);
};

const percent = (x: number) => `${Math.round(x * 100)}%`;

function hours(minutes: number) {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

function whenIn(timeZone: string) {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return {
    day: (iso: string) => day.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
  };
}

const dateLabel = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options }).format(
    new Date(`${date}T00:00:00Z`),
  );

function SmartScheduling({ orgId, timeZone }: { orgId: string; timeZone: string }) {
  const today = isoDateIn(new Date(), timeZone);
  // ?from=YYYY-MM-DD opens another week (a link from the book or a message).
  const [params, setParams] = useSearchParams();
  const asked = params.get('from') ?? '';
  const from = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : today;
  const setFrom = (date: string) =>
    setParams(
      (p) => {
        if (date === today) p.delete('from');
        else p.set('from', date);
        return p;
      },
      { replace: true },
    );
  const [staffId, setStaffId] = useState<string | null>(null);
  const plan = useScheduleOptimisation(orgId, from, staffId);
  const data = plan.data;
  const [teamList, setTeamList] = useState<{ id: string; name: string }[]>([]);
  // The team list is the one of the whole salon (kept while one person is shown).
  if (data && staffId === null) {
    const names = data.staff.map((s) => ({ id: s.staffId, name: s.name }));
    if (names.map((n) => n.id).join() !== teamList.map((n) => n.id).join()) setTeamList(names);
  }

  return (
    <PageFrame
      title="Smart scheduling"
      subtitle="Where each team member’s week has gaps too short for any service you offer, what they cost, and the moves that would close them. Clients are asked first: nothing moves without their yes."
      maxWidth={1280}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <IconButton aria-label="Previous week" onClick={() => setFrom(addDays(from, -7))}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography component="h2" variant="subtitle1" sx={{ minWidth: 190, fontWeight: 600 }}>
          {dateLabel(from, { month: 'short', day: 'numeric' })} –{' '}
          {dateLabel(addDays(from, 6), { month: 'short', day: 'numeric', year: 'numeric' })}
        </Typography>
        <IconButton aria-label="Next week" onClick={() => setFrom(addDays(from, 7))}>
          <ChevronRightIcon />
        </IconButton>
        {from !== today && (
          <Button size="small" onClick={() => setFrom(today)}>
            From today
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <TextField
          select
          size="small"
          label="Team member"
          value={staffId ?? ''}
          onChange={(e) => setStaffId(e.target.value || null)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Everyone</MenuItem>
          {teamList.map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {plan.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void plan.refetch()}>
              Try again
            </Button>
          }
        >
          {plan.error.message}
        </Alert>
      ) : !data ? (
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      ) : (
        <Plan orgId={orgId} data={data} busy={plan.isFetching} />
      )}
    </PageFrame>
  );
}

function Plan({ orgId, data, busy }: { orgId: string; data: ScheduleOptimisation; busy: boolean }) {
  const money = wholeMoney(data.currency);
  const working = data.staff.reduce((m, s) => m + s.week.workingMinutes, 0);
  const booked = data.staff.reduce((m, s) => m + s.week.bookedMinutes, 0);
  const gaps = data.staff.reduce((m, s) => m + s.week.gapMinutes, 0);
  const lost = data.staff.reduce((m, s) => m + s.week.lostValue, 0);
  return (
    <Stack spacing={3}>
      {busy && <LinearProgress aria-label="Updating" sx={{ mt: -2 }} />}
      {!data.learned && (
        <Alert severity="info">
          Chairside learns what your free time is worth from the last 90 days of appointments (once
          a week). Until it has, these figures weigh this week’s own appointments.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        <Figure label="Booked" value={working ? percent(booked / working) : '—'}>
          {hours(booked)} of {hours(working)} working time
        </Figure>
        <Figure label="Gap minutes" value={hours(gaps)}>
          Free time too short for any service
        </Figure>
        <Figure label="Revenue lost to gaps" value={money(lost)}>
          What the split-up free time can no longer hold
        </Figure>
        <Figure label="Proposed moves" value={String(data.proposals.length)}>
          {data.proposals.length
            ? `Could win back ${money(data.proposals.reduce((m, p) => m + p.saving, 0))}`
            : 'Nothing to move'}
        </Figure>
      </Box>
      <Proposals orgId={orgId} data={data} />
      {data.requests.length > 0 && <Requests orgId={orgId} data={data} />}
      <Box component="section" aria-labelledby="team-week">
        <Typography id="team-week" component="h2" variant="h6" sx={{ mb: 1 }}>
          The team’s week
        </Typography>
        {data.staff.length === 0 ? (
          <Alert severity="info">
            Nobody on the team does a service on the menu yet.{' '}
            <Link component={RouterLink} to="/services">
              Set up services
            </Link>
          </Alert>
        ) : (
          <Stack spacing={1.5}>
            {data.staff.map((s) => (
              <StaffWeek key={s.staffId} staff={s} money={money} />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

function Figure(props: { label: string; value: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {props.label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {props.value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {props.children}
      </Typography>
    </Paper>
  );
}

function StaffWeek({
  staff,
  money,
}: {
  staff: ScheduleOptimisation['staff'][number];
  money: (minor: number) => string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={`${staff.name}’s week`} role="group">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
        <Box
          aria-hidden
          sx={{
            width: 12,
            height: 12,
            borderRadius: '50%',
            bgcolor: staff.color || 'primary.main',
          }}
        />
        <Typography sx={{ fontWeight: 600 }}>{staff.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {percent(staff.week.fillRate)} booked · {hours(staff.week.gapMinutes)} in gaps ·{' '}
          {money(staff.week.lostValue)} lost
        </Typography>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(92px, 1fr))', md: 'repeat(7, 1fr)' },
        }}
      >
        {staff.days.map((d) => (
          <Day key={d.date} day={d} money={money} />
        ))}
        {staff.days.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Not working this week.
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

function Day({ day, money }: { day: ScheduleDay; money: (minor: number) => string }) {
  const label = dateLabel(day.date, { weekday: 'short', day: 'numeric' });
  return (
    <Box
      sx={{ p: 1, borderRadius: 1, bgcolor: 'action.hover' }}
      aria-label={`${dateLabel(day.date, { weekday: 'long', month: 'long', day: 'numeric' })}: ${percent(day.fillRate)} booked, ${day.gapMinutes} gap minutes, ${money(day.lostValue)} lost to gaps`}
      role="note"
    >
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, day.fillRate * 100)}
        sx={{ my: 0.5, height: 6, borderRadius: 3 }}
        aria-hidden
      />
      <Typography variant="caption" component="p">
        {percent(day.fillRate)}
      </Typography>
      <Typography
        variant="caption"
        component="p"
        color={day.lostValue > 0 ? 'warning.main' : 'text.secondary'}
      >
        {day.lostValue > 0 ? `${money(day.lostValue)} lost` : 'No gaps'}
      </Typography>
    </Box>
  );
}

function Proposals({ orgId, data }: { orgId: string; data: ScheduleOptimisation }) {
  const client = useQueryClient();
  const when = whenIn(data.timeZone);
  const [asking, setAsking] = useState<ScheduleProposal | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const send = async () => {
    if (!asking) return;
    setSending(true);
    setError(null);
    try {
      await askClientToMove(orgId, asking.bookingId, asking.to);
      setSent(
        `${asking.clientName} has been asked. Their appointment stays as it is until they say yes.`,
      );
      setAsking(null);
      await client.invalidateQueries({ queryKey: scheduleKey(orgId, data.from, null).slice(0, 3) });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSending(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="proposals">
      <Typography id="proposals" component="h2" variant="h6" sx={{ mb: 1 }}>
        Moves that close gaps
      </Typography>
      {sent && (
        <Alert severity="success" sx={{ mb: 1.5 }} onClose={() => setSent(null)}>
          {sent}
        </Alert>
      )}
      {data.proposals.length === 0 ? (
        <Typography color="text.secondary">
          No move would win anything back this week: the gaps left are ones no single move closes,
          or the appointments are less than a day away.
        </Typography>
      ) : (
        <Stack spacing={1}>
          {data.proposals.map((p) => (
            <Paper
              key={p.bookingId}
              variant="outlined"
              sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Box sx={{ flex: '1 1 260px' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {p.clientName || 'A client'} · {p.services}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  With {p.staffName}, {when.day(p.from)}: {when.time(p.from)} →{' '}
                  <strong>{when.time(p.to)}</strong>
                </Typography>
              </Box>
              <Chip
                color="success"
                variant="outlined"
                label={`Wins back ${wholeMoney(data.currency)(p.saving)}`}
              />
              {p.canAsk ? (
                <Button variant="contained" onClick={() => setAsking(p)}>
                  Ask {p.clientName.split(' ')[0] || 'the client'}
                </Button>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 220 }}>
                  No e-mail or mobile on the appointment: call them.
                </Typography>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      <Dialog
        open={asking !== null}
        onClose={() => !sending && setAsking(null)}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle>Ask {asking?.clientName || 'the client'} to move?</DialogTitle>
        <DialogContent>
          {asking && (
            <DialogContentText>
              We’ll send {asking.clientName || 'them'} a message asking whether their{' '}
              {asking.services} with {asking.staffName} on {when.day(asking.from)} can move from{' '}
              {when.time(asking.from)} to {when.time(asking.to)}. Nothing changes unless they say
              yes.
            </DialogContentText>
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)} disabled={sending}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void send()} disabled={sending}>
            Send the request
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

function Requests({ orgId, data }: { orgId: string; data: ScheduleOptimisation }) {
  const client = useQueryClient();
  const when = whenIn(data.timeZone);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const withdraw = async (r: ScheduleRequestView) => {
    setBusy(r.bookingId);
    setError(null);
    try {
      await askClientToMove(orgId, r.bookingId, null);
      await client.invalidateQueries({ queryKey: scheduleKey(orgId, data.from, null).slice(0, 3) });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box component="section" aria-labelledby="requests">
      <Typography id="requests" component="h2" variant="h6" sx={{ mb: 1 }}>
        Requests sent
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <Stack spacing={1}>
        {data.requests.map((r) => (
          <Paper
            key={r.bookingId}
            variant="outlined"
            sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Box sx={{ flex: '1 1 260px' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {r.clientName || 'A client'} · {r.services}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                With {r.staffName}, {when.day(r.from)}: {when.time(r.from)} → {when.time(r.to)}
              </Typography>
            </Box>
            {r.status === 'pending' ? (
              <>
                <Chip label="Waiting for the client" color="info" variant="outlined" />
                <Button
                  onClick={() => void withdraw(r)}
                  disabled={busy === r.bookingId}
                  aria-label={`Withdraw the request to ${r.clientName || 'the client'}`}
                >
                  Withdraw
                </Button>
              </>
            ) : (
              <Chip label="Declined: keeps their time" variant="outlined" />
            )}
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
