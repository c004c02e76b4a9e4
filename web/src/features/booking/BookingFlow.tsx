import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
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
import { bookingContracts, type BookingConfirmation } from '@chairside/core/contracts/booking';
import { call } from '../../lib/api/api';
import type { ApiRequestError } from '../../lib/api/api-client';
import type { SalonMenu } from './booking-frame';
import { SlotPicker } from './SlotPicker';
import { WaitlistDialog } from './WaitlistDialog';
import { minutes, money, visitorZoneDiffers, whenLabel, zoneLabel } from './booking-format';
import { retryIdempotent } from '../../lib/api/retry';
import { useAuthState } from '../../lib/auth/use-auth-state';
import { useMyMembership } from '../../lib/data/memberships';
import { refreshMyLoyalty, useMyLoyalty } from '../../lib/data/loyalty';
import { fieldErrorsOf } from '../../lib/api/api-client';
import { rewardValue } from '@chairside/core/loyalty';
import { memberServicePricing } from '@chairside/core/memberships';
import { RedeemPoints, redeemableOn } from './RedeemPoints';

import { DetailsStep } from './DetailsStep';
import { ServicesStep } from './ServicesStep';
import { StylistStep } from './StylistStep';
import { Confirmed } from './Confirmed';
import { CardStep, DepositStep, type GiftPart } from './DepositStep';
import type { SavedCardView } from '@chairside/core/records/payment';
import { depositFor, describeCharge, takesFees } from '@chairside/core/payment-policy';
const STEPS = ['Services', 'Stylist', 'Time', 'Your details'] as const;
const MAX_SERVICES = 5;

export function BookingFlow({ menu }: { menu: SalonMenu }) {
  const { salon, services, staff } = menu;
  const [step, setStep] = useState(0);
  const [chosen, setChosen] = useState<string[]>([]);
  const [staffId, setStaffId] = useState<string | null | undefined>(
    salon.policy.allowAnyStaff ? null : undefined,
  );
  const [slot, setSlot] = useState<SlotAnswer | null>(null);
  const [confirmation, setConfirmation] = useState<BookingConfirmation | null>(null);
  const [savedCard, setSavedCard] = useState<SavedCardView | null>(null);
  const [giftPart, setGiftPart] = useState<GiftPart | null>(null);
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
  const due =
    mine?.status === 'active'
      ? total -
        memberServicePricing(
          {
            includedServices: mine.included.map((i) => ({
              serviceId: i.serviceId,
              count: i.count,
            })),
            serviceDiscountPercent: mine.serviceDiscountPercent,
          },
          {
            periodStart: mine.currentPeriodStart ?? '',
            services: Object.fromEntries(mine.included.map((i) => [i.serviceId, i.used])),
          },
          chosenServices.map((s) => ({ serviceId: s.id, price: lineFor(s).price })),
        ).discount
      : total;
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
  const [submitting, setSubmitting] = useState(false);

  const submit = handleSubmit(async (contact) => {
    if (!slot) return;
    setSubmitting(true);
    setNotice(null);
    try {
      // The same key on every attempt: if a lost answer hid a booking that went
      // through, the retry answers with that booking instead of a second one.
      const res = await retryIdempotent(
        () =>
          call(bookingContracts.create, {
            body: {
              orgId: salon.id,
              serviceIds: chosen,
              staffId,
              start: slot.start,
              contact,
              redeemPoints,
              idempotencyKey,
            },
            secure: signedIn !== null,
          }),
        { onRetry: () => setNotice('The salon is busy right now. Still trying…') },
      );
      setConfirmation(res);
      if (res.booking.pointsRedeemed) void refreshMyLoyalty();
      window.scrollTo({ top: 0 });
    } catch (err) {
      const e = err as ApiRequestError;
      if (fieldErrorsOf(e).some((f) => f.path === 'redeemPoints')) {
        // The points were refused (balance or price changed): the time is still the visitor's choice.
        setIdempotencyKey(crypto.randomUUID());
        setRedeem(0);
        setNotice(e.message);
      } else if (e.code === 'slot_taken' || e.code === 'unprocessable') {
        // A new attempt gets a new key: the old one stands for the refused request.
        setIdempotencyKey(crypto.randomUUID());
        setSlot(null);
        setStep(2);
        setNotice(e.message);
      } else {
        setNotice(e.message);
      }
    } finally {
      setSubmitting(false);
    }
  });

  if (confirmation?.deposit) {
    const { deposit } = confirmation;
    return (
      <DepositStep
        salon={salon}
        confirmation={{ ...confirmation, deposit }}
        giftPart={giftPart}
        onGiftCard={(answer) => {
          setGiftPart({ amount: answer.paid, last4: answer.giftCard.last4 });
          setConfirmation({
            ...confirmation,
            deposit: answer.deposit,
            cardSetup: answer.cardSetup,
            booking: {
              ...confirmation.booking,
              awaiting: answer.awaiting,
              holdUntil: answer.holdUntil,
            },
          });
          if (!answer.deposit) window.scrollTo({ top: 0 });
        }}
        onPaid={() => {
          setConfirmation({
            ...confirmation,
            deposit: null,
            booking: { ...confirmation.booking, awaiting: null, holdUntil: null },
          });
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }
  if (confirmation?.cardSetup) {
    const { cardSetup } = confirmation;
    return (
      <CardStep
        salon={salon}
        confirmation={{ ...confirmation, cardSetup }}
        onSaved={(status) => {
          setSavedCard(status.card);
          setConfirmation({
            ...confirmation,
            cardSetup: null,
            booking: { ...confirmation.booking, awaiting: null, holdUntil: null },
          });
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }
  if (confirmation) {
    return (
      <Confirmed
        salon={salon}
        confirmation={confirmation}
        savedCard={savedCard}
        giftPart={giftPart}
      />
    );
  }
  // The most a deposit can be for this choice (a returning client may be asked for none).
  const depositNote = salon.money
    ? (() => {
        const most = depositFor(
          salon.money,
          { price: total, serviceIds: chosen },
          { hasVisited: false, hasNoShow: false },
        );
        if (!most) {
          return takesFees(salon.money)
            ? 'The salon asks for a card to hold your booking; nothing is charged now.'
            : null;
        }
        const amount = money(most, salon.currency);
        return salon.money.depositAudience === 'everyone'
          ? `A deposit of ${amount} is taken when you book; the rest is paid at the salon.`
          : `New clients (and clients who missed an appointment) pay a deposit of ${amount} when booking.`;
      })()
    : null;

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
        <Card variant="outlined" sx={{ mt: 3, p: 2, bgcolor: 'action.hover' }}>
          <Typography variant="subtitle2" component="h3">
            Your appointment
          </Typography>
          <Typography variant="body2">
            {chosenServices.map((s) => s.name).join(' + ')} · {minutes(length)} ·{' '}
            {money(total, salon.currency)}
          </Typography>
          {mine && due < total && (
            <Typography variant="body2" color="success.main">
              Your {mine.planName} member price: {money(due, salon.currency)}
            </Typography>
          )}
          {pointsOff > 0 && (
            <Typography variant="body2" color="success.main">
              {redeemPoints.toLocaleString('en-US')} points: {money(pointsOff, salon.currency)} off
              · {money(due - pointsOff, salon.currency)} to pay
            </Typography>
          )}
          {step >= 2 && (
            <Typography variant="body2">
              With {stylist ? stylist.displayName : 'anyone available'}
              {slot ? `, ${whenLabel(slot.start, salon.timeZone)}` : ''}
            </Typography>
          )}
          {depositNote && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {depositNote}
              {salon.money && salon.money.noShowFee.kind !== 'none'
                ? ` No-shows: ${describeCharge(salon.money.noShowFee, (n) => money(n, salon.currency))}.`
                : ''}
            </Typography>
          )}
        </Card>
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
