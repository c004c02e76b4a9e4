// Online booking, step 4: the client's details.
import { type BaseSyntheticEvent } from 'react';
import { type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type BookingContact, type BookingContactDraft } from '@chairside/core/booking';

/** Step 4: who the appointment is for; the form the Book button submits. */
export function DetailsStep({
  form,
  onSubmit,
}: {
  form: UseFormReturn<BookingContactDraft, unknown, BookingContact>;
  onSubmit: (e?: BaseSyntheticEvent) => Promise<void>;
}) {
  const { register, formState } = form;
  return (
    <Box
      component="form"
      id="booking-details"
      onSubmit={onSubmit}
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
  );
}
