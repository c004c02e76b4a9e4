import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import { isActive } from '@chairside/core/booking';
import type { Role } from '@chairside/core/roles';
import { CASHIER_ROLES } from '@chairside/core/roles';
import { isoDateIn } from '@chairside/core/staff-profile';
import { LocalDay, addDays, weekdayIndex } from '@chairside/core/zoned-time';
import { useBookings } from '../../lib/data/bookings';
import { useExternalBusy } from '../../lib/data/calendar';
import type { BookingRecord, StaffRecord } from '../../lib/data/converters';
import { useServices } from '../../lib/data/services';
import { useStaff } from '../../lib/data/staff';
import { DataErrorAlert } from '../../ui/DataErrorAlert';
import { PageFrame } from '../../ui/PageFrame';
import { usePreloadWhenIdle } from '../../ui/use-preload';
import { dayLabel } from '../booking/booking-format';
import { NoSalonYet } from '../../app/workspace/NoSalonYet';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { BookGrid } from './BookGrid';
import { bookColumns } from './book-columns';
import { WithRisks } from './RiskBadge';
import type { NewBookingDraft } from './NewBookingDialog';
import { WaitlistButton } from './WaitlistButton';

// The dialogs (an appointment's details and checkout; a new appointment) load
// after the book has painted: started when the browser is idle, so a click
// finds them ready.
const loadBookingDialog = () => import('./BookingDialog');
const loadNewBookingDialog = () => import('./NewBookingDialog');
const BookingDialog = lazy(() => loadBookingDialog().then((m) => ({ default: m.BookingDialog })));
const NewBookingDialog = lazy(() =>
  loadNewBookingDialog().then((m) => ({ default: m.NewBookingDialog })),
);

/** Roles that see and book every stylist's column. */
const ALL_COLUMNS: readonly Role[] = ['owner', 'manager', 'front_desk'];

/** /appointments: the appointment book. */
// On a phone the week is a list of each day's appointments (loaded for phones alone).
const WeekAgenda = lazy(() => import('./WeekAgenda').then((m) => ({ default: m.WeekAgenda })));
const NARROW = '(max-width: 599.95px)';
const subscribeNarrow = (fn: () => void) => {
  const q = window.matchMedia(NARROW);
  q.addEventListener('change', fn);
  return () => q.removeEventListener('change', fn);
};
/** A phone-width screen (MUI's xs), followed as it turns. */
const useNarrowScreen = () =>
  useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );

export default function AppointmentBookPage() {
  const { active, user } = useWorkspace();
  if (!active) return <NoSalonYet />;
  if (!active.org) return null;
  return (
    <Book
      key={active.orgId}
      orgId={active.orgId}
      role={active.role}
      uid={user.uid}
      org={active.org}
    />
  );
}

type Org = NonNullable<NonNullable<ReturnType<typeof useWorkspace>['active']>['org']>;

function Book({ orgId, role, uid, org }: { orgId: string; role: Role; uid: string; org: Org }) {
  const timeZone = org.timeZone;
  const [params, setParams] = useSearchParams();
  const today = isoDateIn(new Date(), timeZone);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : today;
  const view = params.get('view') === 'week' ? 'week' : 'day';
  const [showCancelled, setShowCancelled] = useState(false);
  const [selected, setSelected] = useState<BookingRecord | null>(null);
  const [draft, setDraft] = useState<NewBookingDraft | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  usePreloadWhenIdle(loadBookingDialog, loadNewBookingDialog);

  const staff = useStaff(orgId);
  const services = useServices(orgId);
  const seesAll = ALL_COLUMNS.includes(role);
  const me = staff.items.find((s) => s.userId === uid) ?? null;
  // Columns: people who perform a service (a stylist always sees their own).
  const performs = new Set(services.items.flatMap((s) => s.staffIds));
  const bookable = staff.items.filter(
    (s) =>
      s.status === 'active' &&
      s.role !== 'front_desk' &&
      (seesAll ? performs.has(s.id) : s.id === me?.id),
  );
  const weekFocus = params.get('staff');
  const weekStaff =
    bookable.find((s) => s.id === weekFocus) ?? (seesAll ? null : (bookable[0] ?? null));

  const dates =
    view === 'day'
      ? [date]
      : Array.from({ length: 7 }, (_, i) => addDays(addDays(date, -weekdayIndex(date)), i));
  const from = new Date(new LocalDay(dates[0]!, timeZone).lenient(0));
  const to = new Date(new LocalDay(addDays(dates.at(-1)!, 1), timeZone).lenient(0));
  // A stylist or renter may read only their own column: the query says so.
  const ownOnly = seesAll ? null : (me?.id ?? '__none__');
  const bookings = useBookings(
    orgId,
    from,
    to,
    ownOnly ?? (view === 'week' ? (weekStaff?.id ?? null) : null),
  );

  // A stylist's own busy time is asked for once their column is known (never for "nobody").
  const external = useExternalBusy(
    orgId,
    dates[0]!,
    dates.at(-1)!,
    ownOnly ?? (view === 'week' ? (weekStaff?.id ?? null) : null),
    ownOnly !== '__none__',
  );
  const phone = useNarrowScreen();
  const columns = bookColumns({
    view,
    dates,
    today,
    bookable,
    weekStaff,
    bookings: bookings.items.filter((b) => showCancelled || isActive(b.status)),
    busy: external.data?.blocks ?? [],
    timeZone,
  });

  const go = (next: Partial<Record<'date' | 'view' | 'staff', string | null>>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === null || v === undefined || v === '') p.delete(k);
      else p.set(k, v);
    }
    setParams(p, { replace: true });
  };
  const step = view === 'day' ? 1 : 7;
  const activeServices = services.items.filter((s) => s.status === 'active');
  const staffById = new Map(staff.items.map((s) => [s.id, s]));

  const newBooking = (over: Partial<NewBookingDraft> = {}) =>
    setDraft({
      date,
      time: '',
      staffId: view === 'day' ? (bookable[0]?.id ?? '') : (weekStaff?.id ?? bookable[0]?.id ?? ''),
      walkIn: false,
      ...over,
    });
  const walkIn = () => {
    const now = new Date();
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(now);
    const minutes = Math.floor((Number(local.slice(0, 2)) * 60 + Number(local.slice(3))) / 5) * 5;
    newBooking({
      date: today,
      time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
      // The instant too: at 1:30 AM on the night clocks go back, the second pass is now.
      start: new Date(Math.floor(now.getTime() / 300_000) * 300_000).toISOString(),
      walkIn: true,
      staffId: me && bookable.includes(me) ? me.id : (bookable[0]?.id ?? ''),
    });
  };

  const title =
    view === 'day'
      ? dayLabel(date, { weekday: 'long', month: 'long' })
      : `Week of ${dayLabel(dates[0]!, { weekday: undefined, month: 'long' })}`;
  return (
    <PageFrame
      title="Appointments"
      subtitle={`${org.name} · times in ${timeZone.replace(/_/g, ' ')}`}
      maxWidth={1600}
      actions={
        <>
          {seesAll && (
            <WaitlistButton
              orgId={orgId}
              from={dates[0]!}
              to={dates.at(-1)!}
              staffNames={new Map(staff.items.map((s) => [s.id, s.displayName]))}
            />
          )}
          <Button
            variant="outlined"
            startIcon={<DirectionsWalkIcon />}
            onClick={walkIn}
            disabled={!bookable.length}
          >
            Walk-in
          </Button>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => newBooking()}
            disabled={!bookable.length}
          >
            New appointment
          </Button>
        </>
      }
    >
      <DataErrorAlert area="bookings" />
      <DataErrorAlert area="staff" />
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', gap: 0.5, width: { xs: '100%', md: 'auto' } }}
        >
          <Button
            variant="outlined"
            size="small"
            onClick={() => go({ date: null })}
            disabled={date === today && view === 'day'}
          >
            Today
          </Button>
          <IconButton
            aria-label={view === 'day' ? 'Previous day' : 'Previous week'}
            onClick={() => go({ date: addDays(date, -step) })}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={view === 'day' ? 'Next day' : 'Next week'}
            onClick={() => go({ date: addDays(date, step) })}
          >
            <ChevronRightIcon />
          </IconButton>
          <Typography
            variant="h6"
            component="h2"
            sx={{ ml: 1, fontSize: { xs: 16, sm: 20 } }}
            aria-live="polite"
          >
            {title}
          </Typography>
        </Stack>
        <Box sx={{ flex: 1 }} />
        <TextField
          type="date"
          size="small"
          label="Go to date"
          value={date}
          onChange={(e) => e.target.value && go({ date: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        />
        {view === 'week' && seesAll && (
          <TextField
            select
            size="small"
            label="Stylist"
            value={weekStaff?.id ?? ''}
            onChange={(e) => go({ staff: e.target.value || null })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">Everyone</MenuItem>
            {bookable.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.displayName}
              </MenuItem>
            ))}
          </TextField>
        )}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, v: string | null) => v && go({ view: v === 'day' ? null : v })}
          aria-label="View"
        >
          <ToggleButton value="day">Day</ToggleButton>
          <ToggleButton value="week">Week</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch checked={showCancelled} onChange={(e) => setShowCancelled(e.target.checked)} />
          }
          label="Show cancelled"
        />
      </Stack>

      {staff.status === 'success' && bookable.length === 0 ? (
        <Alert severity="info">
          {seesAll
            ? 'Nobody on the team takes appointments yet. Add a stylist under Staff, then give them services.'
            : 'Your account is not linked to a column in this salon’s book yet. Ask the owner to check your staff record.'}
        </Alert>
      ) : view === 'week' && phone ? (
        <Suspense fallback={null}>
          <WeekAgenda columns={columns} timeZone={timeZone} onOpen={setSelected} />
        </Suspense>
      ) : (
        <WithRisks orgId={orgId} role={role} first={dates[0]!} last={dates.at(-1)!}>
          <BookGrid
            orgId={orgId}
            timeZone={timeZone}
            businessHours={org.businessHours}
            columns={columns}
            mode={view}
            staffById={staffById}
            canDragAcrossColumns={view === 'day'}
            onOpen={setSelected}
            onCreate={(col, time, start) =>
              newBooking({
                date: col.date,
                time,
                ...(start ? { start } : {}),
                staffId: col.staff?.id ?? weekStaff?.id ?? bookable[0]?.id ?? '',
              })
            }
            onMessage={setMessage}
            loading={bookings.status === 'loading'}
          />
        </WithRisks>
      )}

      <Suspense fallback={null}>
        {selected && (
          <WithRisks orgId={orgId} role={role} first={dates[0]!} last={dates.at(-1)!}>
            <BookingDialog
              orgId={orgId}
              timeZone={timeZone}
              booking={bookings.items.find((b) => b.id === selected.id) ?? selected}
              staff={bookable}
              takesPayments={CASHIER_ROLES.includes(role)}
              onClose={() => setSelected(null)}
              onMessage={setMessage}
            />
          </WithRisks>
        )}
        {draft && (
          <NewBookingDialog
            orgId={orgId}
            timeZone={timeZone}
            role={role}
            myStaffId={me?.id ?? null}
            draft={draft}
            staff={bookable as StaffRecord[]}
            services={activeServices}
            onClose={() => setDraft(null)}
            onMessage={setMessage}
          />
        )}
      </Suspense>
      <Snackbar
        open={!!message}
        autoHideDuration={6000}
        onClose={() => setMessage(null)}
        message={message}
      />
    </PageFrame>
  );
}
