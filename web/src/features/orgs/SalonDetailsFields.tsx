import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CURRENCIES, TIME_ZONES } from '@chairside/core/org';
import type { SalonDetails } from '@chairside/core/salon-details';
import { COUNTRIES, countryName, DEFAULT_COUNTRY } from '@chairside/core/countries';
import { BusinessHoursField } from './BusinessHoursField';

const currencyName = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'currency' });
  return (code: string) => `${code} · ${names.of(code) ?? code}`;
})();

/** The salon details shared by onboarding and the settings screen. */
export function SalonDetailsFields({ form }: { form: UseFormReturn<SalonDetails> }) {
  const { register, control, formState } = form;
  const hours = useWatch({ control, name: 'businessHours' });
  const errors = formState.errors;
  return (
    <Stack spacing={2.5}>
      <TextField
        label="Salon name"
        required
        {...register('name')}
        error={!!errors.name}
        helperText={errors.name?.message}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <Autocomplete
              options={COUNTRIES}
              getOptionLabel={countryName}
              value={field.value}
              onChange={(_e, v) => field.onChange(v ?? DEFAULT_COUNTRY)}
              disableClearable
              sx={{ flex: 1 }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Country"
                  required
                  error={!!errors.country}
                  helperText={errors.country?.message ?? 'How phone numbers are read and shown'}
                />
              )}
            />
          )}
        />
        <Controller
          control={control}
          name="timeZone"
          render={({ field }) => (
            <Autocomplete
              options={TIME_ZONES}
              value={field.value}
              onChange={(_e, v) => field.onChange(v ?? '')}
              disableClearable
              sx={{ flex: 1 }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Time zone"
                  required
                  error={!!errors.timeZone}
                  helperText={
                    errors.timeZone?.message ?? 'Bookings and opening hours use this zone'
                  }
                />
              )}
            />
          )}
        />
        <Controller
          control={control}
          name="currency"
          render={({ field }) => (
            <Autocomplete
              options={CURRENCIES}
              getOptionLabel={currencyName}
              value={field.value}
              onChange={(_e, v) => field.onChange(v ?? '')}
              disableClearable
              sx={{ flex: 1 }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Currency"
                  required
                  error={!!errors.currency}
                  helperText={errors.currency?.message}
                />
              )}
            />
          )}
        />
      </Stack>
      <TextField
        label="Address"
        multiline
        minRows={2}
        autoComplete="street-address"
        {...register('address')}
        error={!!errors.address}
        helperText={errors.address?.message ?? 'Shown to clients and on your map'}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          sx={{ flex: 1 }}
          {...register('phone')}
          error={!!errors.phone}
          helperText={errors.phone?.message}
        />
        <TextField
          label="Salon e-mail"
          type="email"
          autoComplete="email"
          sx={{ flex: 1 }}
          {...register('email')}
          error={!!errors.email}
          helperText={errors.email?.message}
        />
      </Stack>
      <BusinessHoursField control={control} errors={errors} watchOpen={(day) => hours[day].open} />
    </Stack>
  );
}
