import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { z } from 'zod';
import { ZBookingContact } from '@chairside/core/booking';
import { bookingContracts } from '@chairside/core/contracts/booking';
import { call } from '../../lib/api/api';
import { dayLabel } from './booking-format';

const ZForm = ZBookingContact.extend({
  timeOfDay: z.enum(['any', 'morning', 'afternoon', 'evening']),
});
type FormValues = z.input<typeof ZForm>;

/** A full day: leave details and hear from the salon if a time frees up. */
export function WaitlistDialog(props: {
  orgId: string;
  date: string;
  serviceIds: string[];
  staffId: string | null;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<
    FormValues,
    unknown,
    z.output<typeof ZForm>
  >({
    resolver: zodResolver(ZForm),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      notes: '',
      timeOfDay: 'any',
    },
  });
  const submit = handleSubmit(async ({ timeOfDay, ...contact }) => {
    setStatus('sending');
    setError(null);
    try {
      await call(bookingContracts.waitlist, {
        body: {
          orgId: props.orgId,
          serviceIds: props.serviceIds,
          staffId: props.staffId,
          date: props.date,
          timeOfDay,
          contact,
        },
      });
      setStatus('sent');
    } catch (err) {
      setError((err as Error).message);
      setStatus('editing');
    }
  });
  const e = formState.errors;
  return (
    <Dialog open onClose={props.onClose} fullScreen={phone} fullWidth maxWidth="sm">
      <DialogTitle>
        Join the waitlist for {dayLabel(props.date, { weekday: 'long', month: 'long' })}
      </DialogTitle>
      <DialogContent>
        {status === 'sent' ? (
          <Alert severity="success">
            You’re on the waitlist. The salon will contact you if a time frees up.
          </Alert>
        ) : (
          <Stack
            component="form"
            id="waitlist-form"
            onSubmit={submit}
            noValidate
            sx={{ gap: 2, pt: 1 }}
          >
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              select
              label="When can you come?"
              defaultValue="any"
              {...register('timeOfDay')}
            >
              <MenuItem value="any">Any time that day</MenuItem>
              <MenuItem value="morning">Morning</MenuItem>
              <MenuItem value="afternoon">Afternoon</MenuItem>
              <MenuItem value="evening">Evening</MenuItem>
            </TextField>
            <TextField
              label="First name"
              required
              {...register('firstName')}
              error={!!e.firstName}
              helperText={e.firstName?.message}
            />
            <TextField
              label="Last name"
              required
              {...register('lastName')}
              error={!!e.lastName}
              helperText={e.lastName?.message}
            />
            <TextField
              label="Email"
              type="email"
              required
              {...register('email')}
              error={!!e.email}
              helperText={e.email?.message}
            />
            <TextField
              label="Phone"
              type="tel"
              required
              {...register('phone')}
              error={!!e.phone}
              helperText={e.phone?.message}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{status === 'sent' ? 'Close' : 'Cancel'}</Button>
        {status !== 'sent' && (
          <Button
            type="submit"
            form="waitlist-form"
            variant="contained"
            disabled={status === 'sending'}
          >
            {status === 'sending' ? 'Joining…' : 'Join the waitlist'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
