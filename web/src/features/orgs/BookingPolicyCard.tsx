import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SLOT_INTERVALS,
  ZBookingPolicy,
  bookingPolicyOf,
  type BookingPolicy,
} from '@chairside/core/booking';
import type { Org } from '../../lib/data/converters';
import { updateBookingPolicy } from '../../lib/data/orgs';

/** Settings → Online booking: notice, how far ahead, the time grid, the cancellation window. */
export function BookingPolicyCard({ org }: { org: Org }) {
  const current = bookingPolicyOf(org.bookingPolicy);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { control, register, handleSubmit, reset, formState } = useForm<BookingPolicy>({
    resolver: zodResolver(ZBookingPolicy),
    defaultValues: current,
  });
  const e = formState.errors;
  const serialized = JSON.stringify(current);
  useEffect(() => {
    if (!formState.isDirty) reset(JSON.parse(serialized) as BookingPolicy);
  }, [serialized, formState.isDirty, reset]);
  const bookingLink = `/book-now?salon=${encodeURIComponent(org.slug)}`;

  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent
        component="form"
        noValidate
        aria-labelledby="booking-policy-title"
        sx={{ p: { xs: 2, sm: 4 } }}
        onSubmit={handleSubmit(async (policy) => {
          setError(null);
          try {
            await updateBookingPolicy(org.id, policy);
            reset(policy);
            setSaved(true);
          } catch {
            setError('We could not save the booking rules. Check your connection and try again.');
          }
        })}
      >
        <Typography id="booking-policy-title" variant="h5" component="h2">
          Online booking
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Clients book at <Link href={bookingLink}>{`${window.location.host}${bookingLink}`}</Link>.
          These rules apply to online bookings; the front desk can book any free time.
        </Typography>
        <Stack spacing={2.5}>
          {error && <Alert severity="error">{error}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Minimum notice"
              type="number"
              {...register('leadMinutes', { valueAsNumber: true })}
              error={!!e.leadMinutes}
              helperText={e.leadMinutes?.message ?? 'How soon before a time it can be booked'}
              slotProps={{
                input: { endAdornment: <InputAdornment position="end">min</InputAdornment> },
              }}
              fullWidth
            />
            <TextField
              label="Book up to"
              type="number"
              {...register('maxAdvanceDays', { valueAsNumber: true })}
              error={!!e.maxAdvanceDays}
              helperText={e.maxAdvanceDays?.message ?? 'How far ahead clients can book'}
              slotProps={{
                input: { endAdornment: <InputAdornment position="end">days ahead</InputAdornment> },
              }}
              fullWidth
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Controller
              control={control}
              name="slotIntervalMinutes"
              render={({ field }) => (
                <TextField
                  select
                  label="Start times every"
                  value={field.value}
                  onChange={(ev) => field.onChange(Number(ev.target.value))}
                  error={!!e.slotIntervalMinutes}
                  helperText={e.slotIntervalMinutes?.message ?? 'Appointments start on this grid'}
                  fullWidth
                >
                  {SLOT_INTERVALS.map((n) => (
                    <MenuItem key={n} value={n}>
                      {n} minutes
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              label="Cancellation window"
              type="number"
              {...register('cancellationHours', { valueAsNumber: true })}
              error={!!e.cancellationHours}
              helperText={
                e.cancellationHours?.message ??
                'Clients may cancel or move online until this many hours before'
              }
              slotProps={{
                input: { endAdornment: <InputAdornment position="end">hours</InputAdornment> },
              }}
              fullWidth
            />
          </Stack>
          <TextField
            label="Members with priority booking"
            type="number"
            {...register('priorityAdvanceDays', { valueAsNumber: true })}
            error={!!e.priorityAdvanceDays}
            helperText={
              e.priorityAdvanceDays?.message ??
              'Extra days ahead for clients whose membership plan includes priority booking'
            }
            slotProps={{
              input: { endAdornment: <InputAdornment position="end">more days</InputAdornment> },
            }}
            sx={{ maxWidth: { sm: 'calc(50% - 8px)' } }}
          />
          <Controller
            control={control}
            name="allowAnyStaff"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(ev) => field.onChange(ev.target.checked)}
                  />
                }
                label="Clients may choose “Anyone available” instead of a stylist"
              />
            )}
          />
          <Stack direction="row" spacing={1.5}>
            <Button
              type="submit"
              variant="contained"
              disabled={!formState.isDirty || formState.isSubmitting}
            >
              {formState.isSubmitting ? 'Saving…' : 'Save booking rules'}
            </Button>
            <Button disabled={!formState.isDirty} onClick={() => reset(current)}>
              Discard
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      <Snackbar
        open={saved}
        autoHideDuration={3000}
        onClose={() => setSaved(false)}
        message="Booking rules saved"
      />
    </Card>
  );
}
