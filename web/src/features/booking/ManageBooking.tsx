import { Suspense, lazy, useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import { BOOKING_STATUS_LABELS, type SlotAnswer } from '@chairside/core/booking';
import {
  bookingContracts,
  type ManagedBooking,
  type ManagedPayment,
} from '@chairside/core/contracts/booking';
import { call } from '../../lib/api/api';
import { setContractData, useContract } from '../../lib/api/contract-query';
import { useWrite } from '../../lib/api/write';
import { useDocumentTitle } from '../../ui/use-document-title';
import { BookingFrame } from './booking-frame';
import { SlotPicker } from './SlotPicker';
import { money, whenLabel } from './booking-format';

const StripePaymentForm = lazy(() => import('../payments/StripePaymentForm'));

/**
 * Paying what is due ahead of the visit: Stripe's card form on the salon's
 * own account (the card is saved for the salon), or, where the salon takes
 * no cards online, how to pay at the salon.
 */
function PayAhead({
  token,
  view,
  onPaid,
}: {
  token: string;
  view: ManagedBooking;
  onPaid: () => void;
}) {
  const [payment, setPayment] = useState<ManagedPayment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = useWrite(() => call(bookingContracts.payManaged, { params: { token } }), {
    onMutate: () => setError(null),
    onSuccess: setPayment,
    onError: (err) => setError(err.message),
  });
  const { salon, booking } = view;
  return (
    <Card
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, mt: 3 }}
      component="section"
      aria-labelledby="pay-title"
    >
      <Typography id="pay-title" variant="h5" component="h2">
        {money(view.due, booking.currency)} to pay
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
      {!payment ? (
        <>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            Pay now and there is nothing to settle at the desk, or pay at {salon.name} on the day.
          </Typography>
          <Button variant="contained" onClick={() => start.mutate()} disabled={start.isPending}>
            {start.isPending ? 'Opening…' : `Pay ${money(view.due, booking.currency)} now`}
          </Button>
        </>
      ) : payment.intent ? (
        <Suspense fallback={<CircularProgress aria-label="Loading Stripe’s form" sx={{ mt: 2 }} />}>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            Your card is kept safely by Stripe for {salon.name}, as its payment policy says.
          </Typography>
          <StripePaymentForm
            orgId={salon.id}
            intent={payment.intent}
            returnPath={`/book-now?manage=${encodeURIComponent(token)}`}
            onPaid={onPaid}
          />
        </Suspense>
      ) : (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {payment.howToPay}
        </Alert>
      )}
    </Card>
  );
}

/** The client's own page for one appointment: details, calendar file, reschedule, cancel, pay. */
export function ManageBooking({ token }: { token: string }) {
  useDocumentTitle('Your appointment');
  const [mode, setMode] = useState<'view' | 'reschedule' | 'cancel'>('view');
  const [slot, setSlot] = useState<SlotAnswer | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    null,
  );
  const path = `booking/manage/${encodeURIComponent(token)}`;
  const args = { params: { token } };
  const managed = useContract(bookingContracts.manage, args);
  const view = managed.data ?? null;
  const error = managed.error?.message ?? null;

  /** A change (a new time, a cancellation): the page shows the appointment as it now is. */
  const change = useWrite((a: { work: () => Promise<ManagedBooking>; done: string }) => a.work(), {
    onMutate: () => setNotice(null),
    onSuccess: (next, a) => {
      setContractData(
        bookingContracts.manage,
        args,
        view
          ? { ...next, booking: { ...next.booking, serviceIds: view.booking.serviceIds } }
          : next,
      );
      setMode('view');
      setSlot(null);
      setNotice({ severity: 'success', text: a.done });
    },
    onError: (err) => setNotice({ severity: 'error', text: err.message }),
  });
  const busy = change.isPending;
  const act = (work: () => Promise<ManagedBooking>, done: string) => change.mutate({ work, done });

  if (error) {
    return (
      <BookingFrame>
        <Alert severity="error">{error}</Alert>
      </BookingFrame>
    );
  }
  if (!view) {
    return (
      <BookingFrame>
        <Skeleton variant="rounded" height={240} />
      </BookingFrame>
    );
  }
  const { salon, booking } = view;
  const cancelled = booking.status === 'cancelled';
  return (
    <BookingFrame>
      <Typography variant="overline" color="text.secondary">
        {salon.name}
      </Typography>
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        Your appointment
      </Typography>
      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {view.proposal?.status === 'pending' && (
        <Card
          variant="outlined"
          component="section"
          aria-labelledby="proposal-title"
          sx={{ p: { xs: 2.5, sm: 3 }, mb: 2, borderColor: 'primary.main', borderWidth: 2 }}
        >
          <Typography id="proposal-title" variant="h6" component="h2">
            Could you come at {whenLabel(view.proposal.start, salon.timeZone)}?
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {salon.name} asks whether your appointment with {booking.staffName} could move there
            from {whenLabel(booking.start, salon.timeZone)}. Nothing changes unless you say yes.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 2 }}>
            <Button
              variant="contained"
              disabled={busy}
              onClick={() =>
                act(
                  () => call(bookingContracts.answerProposal, { ...args, body: { accept: true } }),
                  'Your appointment has moved to the new time. We’ve sent you the details.',
                )
              }
            >
              Yes, move it
            </Button>
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() =>
                act(
                  () => call(bookingContracts.answerProposal, { ...args, body: { accept: false } }),
                  'Thanks for letting us know. Your appointment stays as it was.',
                )
              }
            >
              No, keep my time
            </Button>
          </Stack>
        </Card>
      )}
      <Card variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
            {booking.services.map((s) => s.name).join(' + ')}
          </Typography>
          <Chip
            label={BOOKING_STATUS_LABELS[booking.status]}
            color={cancelled ? 'default' : 'success'}
            variant={cancelled ? 'outlined' : 'filled'}
          />
        </Stack>
        <Typography
          sx={{ fontWeight: 600, textDecoration: cancelled ? 'line-through' : undefined }}
        >
          {whenLabel(booking.start, salon.timeZone)}
        </Typography>
        <Typography color="text.secondary">
          With {booking.staffName} · {money(booking.price, booking.currency)}
        </Typography>
        {booking.pointsRedeemed && (
          <Typography color="text.secondary">
            {booking.pointsRedeemed.points.toLocaleString('en-US')} points{' '}
            {cancelled ? 'given back to you' : 'redeemed'} (
            {money(booking.pointsRedeemed.value, booking.currency)})
          </Typography>
        )}
        {salon.address && <Typography color="text.secondary">{salon.address}</Typography>}
        {salon.phone && <Typography color="text.secondary">{salon.phone}</Typography>}
        {!cancelled && (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 3 }}>
            {view.canConfirm && (
              <Button
                variant="contained"
                color="success"
                disabled={busy}
                onClick={() =>
                  act(
                    () => call(bookingContracts.confirm, args),
                    'Thank you: your appointment is confirmed. See you then!',
                  )
                }
              >
                I’ll be there
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={<EventIcon />}
              href={`/api/${path}/ics`}
              download="appointment.ics"
            >
              Add to calendar
            </Button>
            {view.canChange && (
              <>
                <Button
                  variant={view.canConfirm ? 'outlined' : 'contained'}
                  onClick={() => setMode('reschedule')}
                >
                  Reschedule
                </Button>
                <Button color="error" onClick={() => setMode('cancel')}>
                  Cancel appointment
                </Button>
              </>
            )}
          </Stack>
        )}
        {!cancelled && !view.canChange && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Changes online close {salon.policy.cancellationHours} hours before the appointment. To
            change it now, please call the salon{salon.phone ? ` on ${salon.phone}` : ''}.
          </Alert>
        )}
        {cancelled && (
          <Button
            sx={{ mt: 2 }}
            variant="contained"
            href={`/book-now?salon=${encodeURIComponent(salon.slug || salon.id)}`}
          >
            Book again
          </Button>
        )}
      </Card>

      {view.due > 0 && mode === 'view' && (
        <PayAhead
          key={view.due}
          token={token}
          view={view}
          onPaid={() => {
            setNotice({ severity: 'success', text: 'Paid. Thank you!' });
            void managed.refetch();
          }}
        />
      )}

      {mode === 'reschedule' && (
        <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            Choose a new time with {booking.staffName}
          </Typography>
          <SlotPicker
            orgId={salon.id}
            timeZone={salon.timeZone}
            serviceIds={booking.serviceIds}
            staffId={booking.staffId}
            maxAdvanceDays={salon.policy.maxAdvanceDays}
            value={slot}
            onChange={setSlot}
          />
          <Stack direction="row" sx={{ gap: 1.5, justifyContent: 'flex-end', mt: 2 }}>
            <Button onClick={() => setMode('view')}>Keep my time</Button>
            <Button
              variant="contained"
              disabled={!slot || busy}
              onClick={() =>
                act(
                  () =>
                    call(bookingContracts.reschedule, {
                      params: { token },
                      body: { start: slot!.start },
                    }),
                  `Moved to ${whenLabel(slot!.start, salon.timeZone)}.`,
                )
              }
            >
              {busy
                ? 'Moving…'
                : slot
                  ? `Move to ${whenLabel(slot.start, salon.timeZone)}`
                  : 'Move'}
            </Button>
          </Stack>
        </Card>
      )}

      <Dialog open={mode === 'cancel'} onClose={() => setMode('view')}>
        <DialogTitle>Cancel this appointment?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {booking.services.map((s) => s.name).join(' + ')} with {booking.staffName},{' '}
            {whenLabel(booking.start, salon.timeZone)}. The time goes back to other clients
            {booking.pointsRedeemed
              ? `, and your ${booking.pointsRedeemed.points.toLocaleString('en-US')} points come back to you`
              : ''}
            .
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setMode('view')}>Keep it</Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() =>
              act(
                () => call(bookingContracts.cancel, { params: { token } }),
                'Your appointment is cancelled.',
              )
            }
          >
            {busy ? 'Cancelling…' : 'Cancel appointment'}
          </Button>
        </DialogActions>
      </Dialog>
    </BookingFrame>
  );
}
