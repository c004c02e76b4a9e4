import { sendBeacon } from '@chairside/site/analytics';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import {
  advanceDaysFor,
  ZBookingContact,
  type BookingContact,
  type BookingContactDraft,
  type PublicService,
  type SlotAnswer,
} from '@chairside/core/booking';
import { bookingContracts } from '@chairside/core/contracts/booking';
import { call } from '../../lib/api/api';
import type { ApiRequestError } from '../../lib/api/api-client';
import type { SalonMenu } from './booking-frame';
import { SlotPicker } from './SlotPicker';
import { WaitlistDialog } from './WaitlistDialog';
import { visitorZoneDiffers, zoneLabel } from './booking-format';
import { retryIdempotent } from '../../lib/api/retry';
import { useAuthState } from '../../lib/auth/use-auth-state';
import { useMyMembership } from '../../lib/data/memberships';
import { useClientSummary } from '../../lib/data/dashboard';
import { refreshMyLoyalty, useMyLoyalty } from '../../lib/data/loyalty';
import { fieldErrorsOf } from '../../lib/api/api-client';
import { rewardValue } from '@chairside/core/loyalty';
import { useWrite } from '../../lib/api/write';
import { RedeemPoints, redeemableOn } from './RedeemPoints';
import { DetailsStep } from './DetailsStep';
import { ServicesStep } from './ServicesStep';
import { StylistStep } from './StylistStep';
import { AppointmentSummary } from './AppointmentSummary';
import { BookingOutcome } from './BookingOutcome';
import { memberDue } from './booking-price';

const STEPS = ['Services', 'Stylist', 'Time', 'Your details'] as const;
const MAX_SERVICES = 5;

export function BookingFlow({ menu }: { menu: SalonMenu }) {
  const { salon, services, staff } = menu;
  const [step, setStep] = useState(0);
  // The booking page's view, for the salon's website analytics (a beacon, nothing stored).
  useEffect(() => sendBeacon('/api', salon.id, { kind: 'view', step: 'booking' }), [salon.id]);
  // "Book again" from the client's dashboard names the services and stylist of the last visit.
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string[]>(() =>
    (params.get('services') ?? '').split(',').filter((id) => services.some((s) => s.id === id)),
  );
  const [staffId, setStaffId] = useState<string | null | undefined>(() => {
    const wanted = params.get('staff');
    if (wanted && staff.some((m) => m.id === wanted)) return wanted;
    return salon.policy.allowAnyStaff ? null : undefined;
  });
  const [slot, setSlot] = useState<SlotAnswer | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [waitlistDate, setWaitlistDate] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  // A signed-in client books as themselves: their membership's benefits apply (checked by the server).
  const auth = useAuthState();
  const signedIn = auth.status === 'signed-in' && auth.user.emailVerified ? auth.user : null;
  const mine = useMyMembership(salon.id, signedIn !== null).data?.membership ?? null;
  // Members whose plan has priority booking book further ahead (the server applies the same rule).
  const priority = mine !== null && mine.status === 'active' && mine.priorityBooking;
  const advanceDays = advanceDaysFor(salon.policy, priority);
  // A signed-in client may redeem loyalty points off the price (taken in the booking's own write).
  const myPoints = useMyLoyalty(salon.id, signedIn !== null).data?.loyalty ?? null;
  const points = myPoints?.settings.enabled ? myPoints : null;
  const [redeem, setRedeem] = useState(0);

  const chosenServices = chosen.map((id) => services.find((s) => s.id === id)!).filter(Boolean);
  const performers = staff.filter((m) => chosen.every((id) => m.serviceIds.includes(id)));
  const stylist = staff.find((m) => m.id === staffId) ?? null;
  const lineFor = (s: PublicService) =>
    s.staff.find((x) => x.id === staffId) ?? { price: s.price, durationMinutes: s.durationMinutes };
  const total = chosenServices.reduce((sum, s) => sum + lineFor(s).price, 0);
  const length = chosenServices.reduce((sum, s) => sum + lineFor(s).durationMinutes, 0);
  // What a member will pay (the server prices it again): points are redeemed against that.
  const due = memberDue(
    mine,
    chosenServices.map((s) => ({ serviceId: s.id, price: lineFor(s).price })),
  );
  const redeemPoints = Math.min(redeem, redeemableOn(points, due));
  const pointsOff = points ? Math.min(rewardValue(points.settings, redeemPoints), due) : 0;
  const toggle = (id: string) => {
    setSlot(null);
    setChosen((list) =>
      list.includes(id)
        ? list.filter((x) => x !== id)
        : list.length >= MAX_SERVICES
          ? list
          : [...list, id],
    );
  };

  const form = useForm<BookingContactDraft, unknown, BookingContact>({
    resolver: zodResolver(ZBookingContact),
    defaultValues: {
      firstName: signedIn?.displayName?.split(' ')[0] ?? '',
      lastName: signedIn?.displayName?.split(' ').slice(1).join(' ') ?? '',
      email: signedIn?.email ?? '',
      phone: '',
      notes: '',
    },
    mode: 'onTouched',
  });
  const { handleSubmit } = form;
  // A client of this salon books with the details the salon already has (name, phone).
  const known = useClientSummary(salon.id, signedIn !== null).data?.me ?? null;
  useEffect(() => {
    if (!known) return;
    for (const key of ['firstName', 'lastName', 'phone'] as const)
      if (known[key] && !form.getFieldState(key).isDirty) form.setValue(key, known[key]);
  }, [known, form]);

  const book = useWrite(
    (input: { contact: BookingContact; start: string }) =>
      // The same key on every attempt: if a lost answer hid a booking that went
      // through, the retry answers with that booking instead of a second one.
      retryIdempotent(
        () =>
          call(bookingContracts.create, {
            body: {
              orgId: salon.id,
              serviceIds: chosen,
              staffId,
              start: input.start,
              contact: input.contact,
              redeemPoints,
              idempotencyKey,
            },
            secure: signedIn !== null,
          }),
        { onRetry: () => setNotice('The salon is busy right now. Still trying…') },
      ),
    {
      onSuccess: (res) => {
        sendBeacon('/api', salon.id, { kind: 'step', step: 'booked', ref: res.booking.id });
        if (res.booking.pointsRedeemed) void refreshMyLoyalty();
        window.scrollTo({ top: 0 });
      },
      onError: (err) => {
        const e = err as ApiRequestError;
        if (fieldErrorsOf(e).some((f) => f.path === 'redeemPoints')) {
          // The points were refused (balance or price changed): the time is still the visitor's choice.
          setIdempotencyKey(crypto.randomUUID());
          setRedeem(0);
        } else if (e.code === 'slot_taken' || e.code === 'unprocessable') {
          // A new attempt gets a new key: the old one stands for the refused request.
          setIdempotencyKey(crypto.randomUUID());
          setSlot(null);
          setStep(2);
        }
        setNotice(e.message);
      },
    },
  );
  const submitting = book.isPending;
  const submit = handleSubmit((contact) => {
    if (!slot) return;
    setNotice(null);
    book.mutate({ contact, start: slot.start });
  });

  if (book.data) return <BookingOutcome salon={salon} booked={book.data} />;

  const canNext = [chosen.length > 0, staffId !== undefined, slot !== null, true][step];

  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        Book online
      </Typography>
      <Typography variant="h3" component="h1">
        {salon.name}
      </Typography>
      {salon.address && <Typography color="text.secondary">{salon.address}</Typography>}

      <Stepper
        activeStep={step}
        alternativeLabel
        sx={{ my: 3, '& .MuiStepLabel-label': { display: { xs: 'none', sm: 'block' } } }}
      >
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {['Choose your services', 'Choose a stylist', 'Choose a time', 'Your details'][step]}
      </Typography>
      {notice && (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}

      {step === 0 && (
        <ServicesStep salon={salon} services={services} chosen={chosen} onToggle={toggle} />
      )}

      {step === 1 && (
        <StylistStep
          allowAnyone={salon.policy.allowAnyStaff}
          performers={performers}
          staffId={staffId}
          onPick={(id) => {
            setStaffId(id);
            setSlot(null);
          }}
        />
      )}

      {step === 2 && (
        <>
          {priority && advanceDays > salon.policy.maxAdvanceDays && (
            <Alert severity="success" sx={{ mb: 1.5 }}>
              As a {mine.planName} member you can book up to {advanceDays} days ahead (
              {advanceDays - salon.policy.maxAdvanceDays} days before other clients).
            </Alert>
          )}
          {visitorZoneDiffers(salon.timeZone) && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Times are shown in the salon’s time ({zoneLabel(salon.timeZone)}).
            </Typography>
          )}
          <SlotPicker
            orgId={salon.id}
            timeZone={salon.timeZone}
            serviceIds={chosen}
            staffId={staffId ?? null}
            maxAdvanceDays={advanceDays}
            secure={signedIn !== null}
            value={slot}
            onChange={setSlot}
            onFullDay={setWaitlistDate}
          />
        </>
      )}

      {step === 3 && <DetailsStep form={form} onSubmit={submit} />}
      {step === 3 && points && due > 0 && (
        <RedeemPoints loyalty={points} due={due} value={redeemPoints} onChange={setRedeem} />
      )}

      {chosen.length > 0 && (
        <AppointmentSummary
          salon={salon}
          services={chosenServices}
          length={length}
          total={total}
          due={due}
          member={mine}
          points={{ redeemed: redeemPoints, off: pointsOff }}
          stylistName={step >= 2 ? (stylist?.displayName ?? null) : undefined}
          slot={slot}
        />
      )}

      <Stack
        direction="row"
        sx={{
          gap: 1.5,
          justifyContent: 'space-between',
          position: 'sticky',
          bottom: 0,
          mt: 3,
          py: 1.5,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
          zIndex: 2,
        }}
      >
        <Button disabled={step === 0 || submitting} onClick={() => setStep(step - 1)}>
          Back
        </Button>
        {step < 3 ? (
          <Button
            variant="contained"
            size="large"
            disabled={!canNext}
            onClick={() => {
              setNotice(null);
              // The salon's website analytics: services chosen, then a time.
              if (step === 0) sendBeacon('/api', salon.id, { kind: 'step', step: 'service' });
              if (step === 2) sendBeacon('/api', salon.id, { kind: 'step', step: 'time' });
              setStep(step + 1);
            }}
          >
            Continue
          </Button>
        ) : (
          <Button
            variant="contained"
            size="large"
            type="submit"
            form="booking-details"
            disabled={submitting}
          >
            {submitting ? 'Booking…' : 'Book appointment'}
          </Button>
        )}
      </Stack>
      {waitlistDate && (
        <WaitlistDialog
          orgId={salon.id}
          date={waitlistDate}
          serviceIds={chosen}
          staffId={staffId ?? null}
          onClose={() => setWaitlistDate(null)}
        />
      )}
    </Box>
  );
}
