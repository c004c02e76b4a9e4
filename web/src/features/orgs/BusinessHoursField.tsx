import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WEEKDAYS, WEEKDAY_LABELS } from '@chairside/core/org';
import type { SalonDetails } from '@chairside/core/salon-details';

/** Opening hours for each day of the week: open or closed, from and to. */
export function BusinessHoursField({
  control,
  errors,
  watchOpen,
}: {
  control: Control<SalonDetails>;
  errors: FieldErrors<SalonDetails>;
  watchOpen: (day: (typeof WEEKDAYS)[number]) => boolean;
}) {
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Opening hours
      </Typography>
      {WEEKDAYS.map((day) => {
        const open = watchOpen(day);
        const endError = errors.businessHours?.[day]?.end?.message;
        return (
          <Stack
            key={day}
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: { xs: 1, sm: 2 }, alignItems: { sm: 'center' } }}
          >
            <Controller
              control={control}
              name={`businessHours.${day}.open`}
              render={({ field }) => (
                <FormControlLabel
                  sx={{ width: 170, m: 0 }}
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                  label={WEEKDAY_LABELS[day]}
                />
              )}
            />
            {open ? (
              <Stack
                direction="row"
                sx={{ gap: 1, alignItems: 'flex-start', width: { xs: '100%', sm: 'auto' } }}
              >
                <Controller
                  control={control}
                  name={`businessHours.${day}.start`}
                  render={({ field }) => (
                    <TextField
                      {...field}
                      type="time"
                      size="small"
                      label="Opens"
                      slotProps={{ inputLabel: { shrink: true } }}
                      sx={{ flex: 1, minWidth: 128, maxWidth: 160 }}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`businessHours.${day}.end`}
                  render={({ field }) => (
                    <TextField
                      {...field}
                      type="time"
                      size="small"
                      label="Closes"
                      error={!!endError}
                      helperText={endError}
                      slotProps={{ inputLabel: { shrink: true } }}
                      sx={{ flex: 1, minWidth: 128, maxWidth: 160 }}
                    />
                  )}
                />
              </Stack>
            ) : (
              <Typography color="text.secondary">Closed</Typography>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
