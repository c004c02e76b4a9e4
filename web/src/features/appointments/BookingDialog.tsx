import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RiskLine } from './RiskLine';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  BOOKING_STATUS_LABELS,
  MAX_BOOKING_NOTES,
  STATUS_TRANSITIONS,
  isEditable,
  type BookingStatus,
} from '@chairside/core/booking';
import { balanceDue } from '@chairside/core/payments';
import { BookingMoney } from '../payments/BookingMoney';
import { localParts } from '@chairside/core/zoned-time';
import { changeBookingStatus, moveBooking, saveBookingNotes } from '../../lib/data/bookings';
import type { BookingRecord, StaffRecord } from '../../lib/data/converters';
import { minutes, money, timeLabel, whenLabel } from '../booking/booking-format';
import { RepeatedHourChoice, resolveReading } from './RepeatedHourChoice';
import { usePhoneFormat } from '../../app/workspace/use-phone-format';
import { useActions } from '../../lib/api/write';

const ACTION_LABELS: Record<BookingStatus, string> = {
  booked: 'Mark as booked',
  confirmed: 'Confirm',
  checked_in: 'Check in',
  completed: 'Complete',
  cancelled: 'Cancel appointment',
  no_show: 'No-show',
};

/** The way through an appointment's day: a status later in it is a step forward. */
const FLOW: readonly BookingStatus[] = ['booked', 'confirmed', 'checked_in', 'completed'];

/** A step back is named as one ("Undo check-in"), never as if it were the next step. */
const BACK_LABELS: Partial<Record<BookingStatus, Partial<Record<BookingStatus, string>>>> = {
  confirmed: { booked: 'Back to unconfirmed' },
  checked_in: { confirmed: 'Undo check-in' },
  no_show: { confirmed: 'Undo no-show' },
};

/** The buttons for a status: steps forward first, then steps back, then cancel and no-show. */
function statusActions(from: BookingStatus) {
  const at = FLOW.indexOf(from);
  const next = STATUS_TRANSITIONS[from];
  const forward = next.filter((s) => FLOW.includes(s) && (at < 0 ? false : FLOW.indexOf(s) > at));
  const back = next.filter((s) => BACK_LABELS[from]?.[s]);
  const ending = next.filter((s) => s === 'cancelled' || s === 'no_show');
  return [
    ...forward.map((s) => ({ to: s, label: ACTION_LABELS[s], kind: 'forward' as const })),
    ...back.map((s) => ({ to: s, label: BACK_LABELS[from]![s]!, kind: 'back' as const })),
    ...ending.map((s) => ({ to: s, label: ACTION_LABELS[s], kind: 'ending' as const })),
  ];
}

const SOURCE_LABELS: Record<string, string> = {
  online: 'Booked online',
  staff: 'Booked by the salon',
  walk_in: 'Walk-in',
  recurring: 'Part of a series',
};

/** One appointment: who, what, when; status changes, a new time or stylist, notes. */
export function BookingDialog(props: {
  orgId: string;
  timeZone: string;
  booking: BookingRecord;
  staff: StaffRecord[];
  /** Owners, managers and the front desk take payments. */
  takesPayments: boolean;
  onClose: () => void;
  onMessage: (text: string) => void;
}) {
  const formatPhone = usePhoneFormat();
  const { orgId, timeZone, booking } = props;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const local = localParts(booking.startTime.getTime(), timeZone);
  const [date, setDate] = useState(local.date);
  const [time, setTime] = useState(local.time);
  /** Which pass of a time that happens twice (the night clocks go back): its instant. */
  const [pass, setPass] = useState<number | null>(booking.startTime.getTime());
  const [staffId, setStaffId] = useState(booking.staffId);
  // Cancel and no-show ask once before they act.
  const [ending, setEnding] = useState<BookingStatus | null>(null);
  const [notes, setNotes] = useState(booking.notes);
  const actions = useActions({ onDone: props.onMessage });
  const busy = actions.busy !== null;
  const error = actions.error?.message ?? null;
  const target = resolveReading(date, time, timeZone, pass)?.instant ?? null;
  const changedTime =
    (target !== null && target !== booking.startTime.getTime()) || staffId !== booking.staffId;

  const run = (work: () => Promise<unknown>, done: string) => actions.run(done, work, done);

  return (
    <Dialog
      open
      onClose={props.onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="booking-title"
    >
      <DialogTitle id="booking-title" sx={{ pr: 6 }}>
        {booking.clientName || 'No client'}
        <Chip
          size="small"
          label={BOOKING_STATUS_LABELS[booking.status]}
          sx={{ ml: 1.5, verticalAlign: 'middle' }}
          color={
            booking.status === 'cancelled' || booking.status === 'no_show'
              ? 'default'
              : booking.status === 'completed'
                ? 'success'
                : 'primary'
          }
        />
      </DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Typography sx={{ fontWeight: 600 }}>
          {booking.services.map((s) => s.name).join(' + ')}
        </Typography>
        <Typography color="text.secondary">
          {whenLabel(booking.startTime, timeZone)} – {timeLabel(booking.endTime, timeZone)} ·{' '}
          {minutes(Math.round((booking.endTime.getTime() - booking.startTime.getTime()) / 60_000))}{' '}
          with {booking.staffName}
        </Typography>
        <Typography color="text.secondary">
          {money(booking.price, booking.currency)} ·{' '}
          {SOURCE_LABELS[booking.source] ?? booking.source}
        </Typography>
        {(booking.status === 'booked' || booking.status === 'confirmed') && (
          <RiskLine bookingId={booking.id} />
        )}
        {(booking.clientPhone || booking.clientEmail || booking.clientId) && (
          <Stack direction="row" sx={{ gap: 2, mt: 1, flexWrap: 'wrap' }}>
            {booking.clientPhone && (
              <Link href={`tel:${booking.clientPhone}`}>{formatPhone(booking.clientPhone)}</Link>
            )}
            {booking.clientEmail && (
              <Link href={`mailto:${booking.clientEmail}`}>{booking.clientEmail}</Link>
            )}
            {booking.clientId && (
              <Link component={RouterLink} to={`/clients?client=${booking.clientId}`}>
                Client record
              </Link>
            )}
          </Stack>
        )}
        {booking.clientDetailsToConfirm && (
          <Alert severity="info" sx={{ mt: 1 }}>
            Booked online with a name or phone number that differs from the client record. The
            record was not changed: check with {booking.clientName || 'the client'} before you
            update it.
          </Alert>
        )}

        {STATUS_TRANSITIONS[booking.status].length > 0 && (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Status
            </Typography>
            {ending ? (
              <Alert
                severity="warning"
                action={
                  <Stack direction="row" sx={{ gap: 1 }}>
                    <Button
                      color="error"
                      variant="contained"
                      size="small"
                      disabled={busy}
                      onClick={() => {
                        const to = ending;
                        setEnding(null);
                        run(
                          () => changeBookingStatus(orgId, booking.id, to),
                          `${BOOKING_STATUS_LABELS[to]}: ${booking.clientName || 'appointment'}`,
                        );
                      }}
                    >
                      {ending === 'cancelled' ? 'Yes, cancel it' : 'Yes, no-show'}
                    </Button>
                    <Button size="small" color="inherit" onClick={() => setEnding(null)}>
                      Keep it
                    </Button>
                  </Stack>
                }
              >
                {ending === 'cancelled'
                  ? `Cancel ${booking.clientName || 'this'}’s appointment? The time is freed.`
                  : `Mark ${booking.clientName || 'the client'} as a no-show?`}
              </Alert>
            ) : (
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {statusActions(booking.status).map((a) => (
                  <Button
                    key={a.to}
                    size="small"
                    variant={
                      a.kind === 'forward' ? 'contained' : a.kind === 'ending' ? 'outlined' : 'text'
                    }
                    color={a.kind === 'ending' ? 'error' : 'primary'}
                    disabled={busy}
                    onClick={() =>
                      a.kind === 'ending'
                        ? setEnding(a.to)
                        : run(
                            () => changeBookingStatus(orgId, booking.id, a.to),
                            `${BOOKING_STATUS_LABELS[a.to]}: ${booking.clientName || 'appointment'}`,
                          )
                    }
                  >
                    {a.label}
                  </Button>
                ))}
              </Stack>
            )}
          </>
        )}

        <PaymentSummary booking={booking} takesPayments={props.takesPayments} />
        <BookingMoney
          orgId={orgId}
          timeZone={timeZone}
          booking={booking}
          takesPayments={props.takesPayments}
        />

        {isEditable(booking.status) && (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
              Time and stylist
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
              <TextField
                type="date"
                label="Date"
                value={date}
                onChange={(e) => setDate(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="time"
                label="Start"
                value={time}
                onChange={(e) => setTime(e.target.value)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
              />
              <TextField
                select
                label="Stylist"
                value={staffId}
                onChange={(e) => setStaffId(e.target.value)}
                sx={{ minWidth: 160 }}
              >
                {props.staff.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.displayName}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Box sx={{ mt: 1.5 }}>
              <RepeatedHourChoice
                date={date}
                time={time}
                timeZone={timeZone}
                value={pass}
                onChange={setPass}
              />
            </Box>
            <Button
              sx={{ mt: 1.5 }}
              variant="outlined"
              disabled={!changedTime || busy || target === null}
              onClick={() =>
                run(
                  () =>
                    moveBooking(orgId, booking.id, {
                      start: new Date(target!).toISOString(),
                      staffId,
                    }),
                  'Appointment moved',
                )
              }
            >
              Move appointment
            </Button>
          </>
        )}

        <Divider sx={{ my: 2 }} />
        <TextField
          label="Notes"
          multiline
          minRows={2}
          fullWidth
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_BOOKING_NOTES } }}
          helperText={`${notes.length}/${MAX_BOOKING_NOTES}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
        <Button
          variant="contained"
          disabled={busy || notes === booking.notes}
          onClick={() => run(() => saveBookingNotes(orgId, booking.id, notes), 'Notes saved')}
        >
          Save notes
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** What was paid and what is owed, with a way to the cash checkout while something is. */
function PaymentSummary({
  booking,
  takesPayments,
}: {
  booking: BookingRecord;
  takesPayments: boolean;
}) {
  if (booking.status === 'cancelled' && booking.paid === 0) return null;
  const due = balanceDue(booking.price, booking.paid);
  const label =
    booking.paymentStatus === 'paid'
      ? 'Paid'
      : booking.paymentStatus === 'deposit_paid'
        ? 'Deposit paid'
        : 'Not paid yet';
  return (
    <>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Payment
      </Typography>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={label}
          color={booking.paymentStatus === 'paid' ? 'success' : 'default'}
        />
        <Typography color="text.secondary">
          {money(booking.paid, booking.currency)} paid
          {booking.tips > 0 ? ` + ${money(booking.tips, booking.currency)} tip` : ''}
          {due > 0 ? ` · ${money(due, booking.currency)} due` : ''}
        </Typography>
        {takesPayments &&
          due > 0 &&
          ['booked', 'confirmed', 'checked_in', 'completed'].includes(booking.status) && (
            <Button
              component={RouterLink}
              to={`/cash-payment?booking=${encodeURIComponent(booking.id)}`}
              size="small"
              variant="contained"
              sx={{ ml: 'auto' }}
            >
              Take payment
            </Button>
          )}
      </Stack>
    </>
  );
}
