import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventIcon from '@mui/icons-material/Event';
import {
  ZBookingContact,
  type BookingContact,
  type BookingContactDraft,
  type PublicService,
  type SlotAnswer,
} from '@chairside/core/booking';
import { bookingContracts, type BookingConfirmation } from '@chairside/core/contracts/booking';
import { call } from '../../lib/api/api';
import type { ApiRequestError } from '../../lib/api/api-client';
import type { SalonMenu } from './BookNowPage';
import { SlotPicker } from './SlotPicker';
import { WaitlistDialog } from './WaitlistDialog';
import { minutes, money, visitorZoneDiffers, whenLabel, zoneLabel } from './booking-format';
import { retryIdempotent } from '../../lib/api/retry';

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
  const [notice, setNotice] = useState<string | null>(null);
  const [waitlistDate, setWaitlistDate] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  const chosenServices = chosen.map((id) => services.find((s) => s.id === id)!).filter(Boolean);
  const performers = staff.filter((m) => chosen.every((id) => m.serviceIds.includes(id)));
  const stylist = staff.find((m) => m.id === staffId) ?? null;
  const lineFor = (s: PublicService) =>
    s.staff.find((x) => x.id === staffId) ?? { price: s.price, durationMinutes: s.durationMinutes };
  const total = chosenServices.reduce((sum, s) => sum + lineFor(s).price, 0);
  const length = chosenServices.reduce((sum, s) => sum + lineFor(s).durationMinutes, 0);
  const categories = useMemo(() => {
    const map = new Map<string, PublicService[]>();
    for (const s of services)
      map.set(s.category || 'Other', [...(map.get(s.category || 'Other') ?? []), s]);
    return [...map];
  }, [services]);

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
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', notes: '' },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState } = form;
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
              idempotencyKey,
            },
          }),
        { onRetry: () => setNotice('The salon is busy right now. Still trying…') },
      );
      setConfirmation(res);
      window.scrollTo({ top: 0 });
    } catch (err) {
      const e = err as ApiRequestError;
      if (e.code === 'slot_taken' || e.code === 'unprocessable') {
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

  if (confirmation) {
    return <Confirmed salon={salon} confirmation={confirmation} />;
  }

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
        <Stack sx={{ gap: 3 }}>
          {services.length === 0 && (
            <Alert severity="info">
              This salon is not taking online bookings right now. Please call them
              {salon.phone ? ` on ${salon.phone}` : ''}.
            </Alert>
          )}
          {categories.map(([category, list]) => (
            <Box key={category}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                {category}
              </Typography>
              <Stack sx={{ gap: 1 }}>
                {list.map((s) => {
                  const selected = chosen.includes(s.id);
                  const prices = s.staff.map((x) => x.price);
                  const low = Math.min(s.price, ...prices);
                  const high = Math.max(s.price, ...prices);
                  return (
                    <Card
                      key={s.id}
                      variant="outlined"
                      sx={{ borderColor: selected ? 'primary.main' : 'divider' }}
                    >
                      <CardActionArea
                        onClick={() => toggle(s.id)}
                        role="checkbox"
                        aria-checked={selected}
                        aria-label={`${s.name}, ${minutes(s.durationMinutes)}, ${money(low, s.currency)}`}
                      >
                        <Stack direction="row" sx={{ p: 2, gap: 1.5, alignItems: 'flex-start' }}>
                          <Checkbox
                            checked={selected}
                            tabIndex={-1}
                            sx={{ p: 0, mt: 0.25 }}
                            inputProps={{ 'aria-hidden': true }}
                          />
                          <Box sx={{ flex: 1, minWidth: 0 }}>
                            <Typography sx={{ fontWeight: 600 }}>{s.name}</Typography>
                            {s.description && (
                              <Typography variant="body2" color="text.secondary">
                                {s.description}
                              </Typography>
                            )}
                            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                              {minutes(s.durationMinutes)}
                            </Typography>
                          </Box>
                          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                            {low === high
                              ? money(low, s.currency)
                              : `from ${money(low, s.currency)}`}
                          </Typography>
                        </Stack>
                      </CardActionArea>
                    </Card>
                  );
                })}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}

      {step === 1 && (
        <Box
          role="radiogroup"
          aria-label="Stylist"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
        >
          {salon.policy.allowAnyStaff && (
            <StylistCard
              selected={staffId === null}
              onClick={() => {
                setStaffId(null);
                setSlot(null);
              }}
              name="Anyone available"
              detail="The first free stylist who offers your services"
            />
          )}
          {performers.map((m) => (
            <StylistCard
              key={m.id}
              selected={staffId === m.id}
              onClick={() => {
                setStaffId(m.id);
                setSlot(null);
              }}
              name={m.displayName}
              detail={m.title}
              photoUrl={m.photoUrl}
              color={m.color}
            />
          ))}
          {performers.length === 0 && (
            <Alert severity="info">
              No single stylist offers all of these services together. Try fewer services.
            </Alert>
          )}
        </Box>
      )}

      {step === 2 && (
        <>
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
            maxAdvanceDays={salon.policy.maxAdvanceDays}
            value={slot}
            onChange={setSlot}
            onFullDay={setWaitlistDate}
          />
        </>
      )}

      {step === 3 && (
        <Box
          component="form"
          id="booking-details"
          onSubmit={submit}
          noValidate
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <TextField
            label="First name"
            autoComplete="given-name"
            required
            {...register('firstName')}
            error={!!formState.errors.firstName}
            helperText={formState.errors.firstName?.message}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            required
            {...register('lastName')}
            error={!!formState.errors.lastName}
            helperText={formState.errors.lastName?.message}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...register('email')}
            error={!!formState.errors.email}
            helperText={formState.errors.email?.message ?? 'We send your confirmation here'}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            {...register('phone')}
            error={!!formState.errors.phone}
            helperText={formState.errors.phone?.message ?? 'In case the salon needs to reach you'}
          />
          <TextField
            label="Anything the salon should know? (optional)"
            multiline
            minRows={2}
            {...register('notes')}
            error={!!formState.errors.notes}
            helperText={formState.errors.notes?.message}
            sx={{ gridColumn: '1 / -1' }}
          />
        </Box>
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
          {step >= 2 && (
            <Typography variant="body2">
              With {stylist ? stylist.displayName : 'anyone available'}
              {slot ? `, ${whenLabel(slot.start, salon.timeZone)}` : ''}
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

function StylistCard(props: {
  selected: boolean;
  onClick: () => void;
  name: string;
  detail: string;
  photoUrl?: string;
  color?: string;
}) {
  return (
    <Card
      variant="outlined"
      sx={{
        borderColor: props.selected ? 'primary.main' : 'divider',
        borderWidth: props.selected ? 2 : 1,
      }}
    >
      <CardActionArea
        role="radio"
        aria-checked={props.selected}
        onClick={props.onClick}
        sx={{ p: 2 }}
      >
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
          <Avatar
            src={props.photoUrl || undefined}
            sx={{ bgcolor: props.color ?? 'primary.main' }}
            alt=""
          >
            {props.name === 'Anyone available' ? '★' : props.name.slice(0, 1)}
          </Avatar>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{props.name}</Typography>
            {props.detail && (
              <Typography variant="body2" color="text.secondary">
                {props.detail}
              </Typography>
            )}
          </Box>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

function Confirmed({
  salon,
  confirmation,
}: {
  salon: SalonMenu['salon'];
  confirmation: BookingConfirmation;
}) {
  const { booking, manageToken } = confirmation;
  const icsUrl = manageToken ? `/api/booking/manage/${encodeURIComponent(manageToken)}/ics` : null;
  return (
    <Card variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
      <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
        You’re booked!
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {booking.services.map((s) => s.name).join(' + ')} with {booking.staffName} at {salon.name}
      </Typography>
      <Typography sx={{ fontWeight: 700, mt: 0.5 }}>
        {whenLabel(booking.start, salon.timeZone)}
      </Typography>
      <Typography color="text.secondary">
        {money(booking.price, booking.currency)} · pay at the salon
      </Typography>
      {salon.address && <Typography color="text.secondary">{salon.address}</Typography>}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        A confirmation is on its way by email.{' '}
        {salon.policy.cancellationHours > 0
          ? `You can cancel or move it online up to ${salon.policy.cancellationHours} hours before.`
          : 'You can cancel or move it online until it starts.'}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'center', mt: 3 }}
      >
        {icsUrl && (
          <Button
            variant="contained"
            startIcon={<EventIcon />}
            href={icsUrl}
            download="appointment.ics"
          >
            Add to calendar
          </Button>
        )}
        {manageToken && (
          <Button variant="outlined" href={`/book-now?manage=${encodeURIComponent(manageToken)}`}>
            Manage booking
          </Button>
        )}
        <Button href={`/book-now?salon=${encodeURIComponent(salon.slug || salon.id)}`}>
          Book another
        </Button>
      </Stack>
      {!manageToken && (
        <Alert severity="info" sx={{ mt: 3, textAlign: 'left' }}>
          Online changes are not set up for this salon yet. To cancel or move, please call the salon
          {salon.phone ? ` on ${salon.phone}` : ''}.
        </Alert>
      )}
    </Card>
  );
}
