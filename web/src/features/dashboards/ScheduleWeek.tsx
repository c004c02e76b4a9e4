// /schedule-dashboard: how full the week is, hour by hour, for each team
// member (a heat map of booked against working minutes, with gaps and
// overbooked hours called out), and the chosen day's appointments in order.
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  occupancyPercent,
  type HourCell,
  type ScheduleGrid,
} from '@chairside/core/dashboard-summary';
import { addDays } from '@chairside/core/zoned-time';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { useScheduleGrid } from '../../lib/data/schedule';
import { ScheduleHeading } from './ScheduleHeading';

const WEEK = 'week';
const hourLabel = (h: number) => `${((h + 11) % 12) + 1}${h < 12 ? 'a' : 'p'}`;
const dayLabel = (date: string, style: 'short' | 'long') =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: style,
    month: 'short',
    day: 'numeric',
  });

/** The week's cells of one row summed hour by hour. */
function weekCells(days: Record<string, HourCell[]>): HourCell[] {
  const all = Object.values(days);
  return (all[0] ?? []).map((c, i) => ({
    hour: c.hour,
    working: all.reduce((n, d) => n + (d[i]?.working ?? 0), 0),
    booked: all.reduce((n, d) => n + (d[i]?.booked ?? 0), 0),
  }));
}

function Cell({ cell, name }: { cell: HourCell; name: string }) {
  const over = cell.booked > cell.working;
  const pct = occupancyPercent(cell.booked, cell.working);
  const label = !cell.working
    ? cell.booked
      ? `${name}, ${hourLabel(cell.hour)}: ${cell.booked} minutes booked outside working hours`
      : `${name}, ${hourLabel(cell.hour)}: not working`
    : `${name}, ${hourLabel(cell.hour)}: ${pct}% booked${over ? ', overbooked' : ''}`;
  return (
    <Box
      component="td"
      title={label}
      aria-label={label}
      sx={(theme) => ({
        p: 0,
        height: 36,
        minWidth: 34,
        textAlign: 'center',
        fontSize: 12,
        border: 1,
        borderColor: 'background.paper',
        bgcolor: over
          ? (theme.vars ?? theme).palette.error.main
          : !cell.working
            ? 'action.disabledBackground'
            : `color-mix(in srgb, ${(theme.vars ?? theme).palette.primary.main} ${Math.max(8, pct)}%, transparent)`,
        color: over || pct > 55 ? 'primary.contrastText' : 'text.primary',
      })}
    >
      {over ? '!' : cell.working ? `${pct}` : ''}
    </Box>
  );
}

function HeatMap({ grid, tab }: { grid: ScheduleGrid; tab: string }) {
  const hours = Array.from(
    { length: grid.lastHour - grid.firstHour + 1 },
    (_, i) => grid.firstHour + i,
  );
  const rows = grid.rows.map((r) => ({
    ...r,
    cells: tab === WEEK ? weekCells(r.days) : (r.days[tab] ?? []),
  }));
  const gaps = rows.flatMap((r) =>
    r.cells.filter((c) => c.working >= 45 && c.booked === 0).map((c) => ({ name: r.name, c })),
  );
  const over = rows.flatMap((r) =>
    r.cells.filter((c) => c.booked > c.working).map((c) => ({ name: r.name, c })),
  );
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          sx={{ borderCollapse: 'collapse', width: '100%' }}
          aria-label={`Booked share of working time by hour, ${tab === WEEK ? 'the whole week' : dayLabel(tab, 'long')}`}
        >
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ textAlign: 'left', pr: 1 }}>
                Team member
              </Box>
              {hours.map((h) => (
                <Box component="th" scope="col" key={h} sx={{ fontSize: 12, fontWeight: 500 }}>
                  {hourLabel(h)}
                </Box>
              ))}
              <Box component="th" scope="col" sx={{ fontSize: 12, pl: 1 }}>
                Booked
              </Box>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const booked = r.cells.reduce((n, c) => n + c.booked, 0);
              const working = r.cells.reduce((n, c) => n + c.working, 0);
              return (
                <tr key={r.staffId}>
                  <Box
                    component="th"
                    scope="row"
                    sx={{ textAlign: 'left', pr: 1, whiteSpace: 'nowrap' }}
                  >
                    {r.name}
                  </Box>
                  {r.cells.map((c) => (
                    <Cell key={c.hour} cell={c} name={r.name} />
                  ))}
                  <Box component="td" sx={{ pl: 1, fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {working ? `${occupancyPercent(booked, working)}%` : '–'}
                  </Box>
                </tr>
              );
            })}
          </tbody>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Each square is an hour: the number is the share of working time booked; grey is not working;
        “!” is booked beyond working hours.
      </Typography>
      {(over.length > 0 || gaps.length > 0) && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          {over.length > 0 && (
            <Alert severity="warning">
              Overbooked: {over.map((o) => `${o.name} at ${hourLabel(o.c.hour)}`).join(', ')}.
            </Alert>
          )}
          {gaps.length > 0 && tab !== WEEK && (
            <Alert severity="info">
              Free hours to fill:{' '}
              {gaps
                .slice(0, 12)
                .map((g) => `${g.name} at ${hourLabel(g.c.hour)}`)
                .join(', ')}
              {gaps.length > 12 ? ` and ${gaps.length - 12} more` : ''}.
            </Alert>
          )}
        </Stack>
      )}
    </>
  );
}

/** The schedule dashboard's body: the week's heat map per team member and the chosen day's list. */
export function ScheduleWeek() {
  const { active } = useWorkspace();
  const [params, setParams] = useSearchParams();
  const from = /^\d{4}-\d{2}-\d{2}$/.test(params.get('from') ?? '')
    ? params.get('from')!
    : undefined;
  const [tab, setTab] = useState<string>(WEEK);
  const listDay = tab === WEEK ? undefined : tab;
  const grid = useScheduleGrid(active?.orgId ?? '', from, listDay);
  if (!active) return null;
  const data = grid.data;
  const move = (weeks: number) => {
    if (!data) return;
    setTab(WEEK);
    setParams({ from: addDays(data.dates[0]!, weeks * 7) });
  };
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <ScheduleHeading week={data ? `Week of ${dayLabel(data.dates[0]!, 'long')}` : undefined} />
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <IconButton aria-label="The week before" onClick={() => move(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Button onClick={() => setParams({})}>This week</Button>
          <IconButton aria-label="The week after" onClick={() => move(1)}>
            <ChevronRightIcon />
          </IconButton>
          <Button component={RouterLink} to="/appointments" variant="outlined">
            Open the book
          </Button>
        </Stack>
      </Stack>
      {grid.error ? (
        <Alert severity="error">The schedule could not be loaded: {grid.error.message}</Alert>
      ) : !data ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_e, v: string) => setTab(v)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label="Day"
            sx={{ mb: 2 }}
          >
            <Tab value={WEEK} label="Whole week" />
            {data.dates.map((d) => (
              <Tab key={d} value={d} label={dayLabel(d, 'short')} />
            ))}
          </Tabs>
          <Card variant="outlined">
            <CardContent>
              {data.rows.length ? (
                <HeatMap grid={data} tab={tab} />
              ) : (
                <Typography color="text.secondary">Nobody is on the team’s diary yet.</Typography>
              )}
            </CardContent>
          </Card>
          {tab !== WEEK && (
            <Card variant="outlined" sx={{ mt: 2 }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {dayLabel(data.day, 'long')}: {data.appointments.length} appointment
                  {data.appointments.length === 1 ? '' : 's'}
                </Typography>
                {data.appointments.length ? (
                  <List dense aria-label="The day’s appointments">
                    {data.appointments.map((a) => (
                      <ListItem key={a.bookingId} disableGutters>
                        <ListItemText
                          primary={`${new Date(a.start).toLocaleTimeString('en-US', {
                            timeZone: data.timeZone,
                            hour: 'numeric',
                            minute: '2-digit',
                          })} · ${a.clientName || 'Walk-in'} · ${a.services}`}
                          secondary={`${a.staffName} · ${a.status.replace('_', ' ')}`}
                        />
                      </ListItem>
                    ))}
                  </List>
                ) : (
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    Nothing booked that day.
                  </Typography>
                )}
                <Button component={RouterLink} to={`/appointments?date=${data.day}`} sx={{ mt: 1 }}>
                  Open this day in the book
                </Button>
              </CardContent>
            </Card>
          )}
        </>
      )}
    </>
  );
}
