import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from '@chairside/core/org';
import {
  ZDateException,
  ZWeeklyHours,
  hoursFromBusinessHours,
  isoDateIn,
  pruneSchedule,
} from '@chairside/core/staff-profile';
import type { StaffRecord, Org } from '../../lib/data/converters';
import { updateStaffSchedule } from '../../lib/data/staff';
import type { StaffTabProps } from './staff-tabs';

const ZHoursForm = z.object({
  weeklyHours: ZWeeklyHours,
  exceptions: z.array(ZDateException),
});
type HoursForm = z.input<typeof ZHoursForm>;

const formOf = (staff: StaffRecord, org: Org): HoursForm => ({
  weeklyHours: staff.weeklyHours ?? hoursFromBusinessHours(org.businessHours),
  exceptions: staff.exceptions,
});

const timeField = { type: 'time', size: 'small', slotProps: { htmlInput: { step: 300 } } } as const;

/** The weekly pattern with breaks, and dates that differ from it. */
export function StaffHoursTab({ org, staff, editable, onError }: StaffTabProps) {
  const [saved, setSaved] = useState(false);
  const form = useForm<HoursForm, unknown, z.output<typeof ZHoursForm>>({
    resolver: zodResolver(ZHoursForm),
    defaultValues: formOf(staff, org),
  });
  const { control, handleSubmit, formState, reset, register } = form;
  const exceptions = useFieldArray({ control, name: 'exceptions' });
  useEffect(() => {
    if (!formState.isDirty) reset(formOf(staff, org));
  }, [staff, org, formState.isDirty, reset]);

  const save = handleSubmit(async (values) => {
    setSaved(false);
    const today = isoDateIn(new Date(), org.timeZone);
    const schedule = pruneSchedule({ ...values, timeOff: staff.timeOff }, today);
    try {
      await updateStaffSchedule(org.id, staff.id, schedule);
      reset({ weeklyHours: schedule.weeklyHours, exceptions: schedule.exceptions });
      setSaved(true);
    } catch {
      onError('The hours were not saved. Check your connection and try again.');
    }
  });
  const errs = formState.errors;

  return (
    <Box component="form" noValidate onSubmit={save}>
      <Stack spacing={2}>
        {!staff.weeklyHours && (
          <Alert severity="info">
            {staff.displayName} works the salon’s opening hours until you set hours of their own.
          </Alert>
        )}
        {!editable && <Alert severity="info">Only owners and managers change working hours.</Alert>}
        {saved && !formState.isDirty && <Alert severity="success">Hours saved.</Alert>}
        <Box component="fieldset" disabled={!editable} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            Every week
          </Typography>
          {WEEKDAYS.map((day) => (
            <DayRow
              key={day}
              day={day}
              control={control}
              editable={editable}
              error={errs.weeklyHours?.[day]}
            />
          ))}
        </Box>
        <Box component="fieldset" disabled={!editable} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Dates that differ
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            A late shift, a short day or a day off that replaces the weekly hours on one date.
          </Typography>
          {exceptions.fields.map((field, i) => {
            const e = errs.exceptions?.[i] as Record<string, { message?: string }> | undefined;
            return (
              <Stack
                key={field.id}
                direction={{ xs: 'column', sm: 'row' }}
                sx={{
                  gap: 1.5,
                  py: 1,
                  alignItems: { sm: 'center' },
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              >
                <TextField
                  {...register(`exceptions.${i}.date`)}
                  type="date"
                  size="small"
                  label="Date"
                  error={!!e?.date}
                  helperText={e?.date?.message}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <Controller
                  control={control}
                  name={`exceptions.${i}.open`}
                  render={({ field: f }) => (
                    <FormControlLabel
                      control={
                        <Switch
                          checked={f.value}
                          onChange={(ev) => f.onChange(ev.target.checked)}
                        />
                      }
                      label={f.value ? 'Working' : 'Day off'}
                      sx={{ minWidth: 120 }}
                    />
                  )}
                />
                <ExceptionTimes index={i} control={control} register={register} error={e} />
                <TextField
                  {...register(`exceptions.${i}.note`)}
                  size="small"
                  label="Note"
                  placeholder="Late shift"
                  sx={{ flex: 1 }}
                />
                {editable && (
                  <IconButton aria-label="Remove this date" onClick={() => exceptions.remove(i)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                )}
              </Stack>
            );
          })}
          {editable && (
            <Button
              startIcon={<AddIcon />}
              onClick={() =>
                exceptions.append({
                  date: isoDateIn(new Date(), org.timeZone),
                  open: false,
                  start: '09:00',
                  end: '17:00',
                  breaks: [],
                  note: '',
                })
              }
            >
              Add a date
            </Button>
          )}
        </Box>
        {editable && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              type="submit"
              variant="contained"
              loading={formState.isSubmitting}
              disabled={!formState.isDirty}
            >
              Save hours
            </Button>
            <Button
              onClick={() =>
                form.setValue('weeklyHours', hoursFromBusinessHours(org.businessHours), {
                  shouldDirty: true,
                })
              }
            >
              Use the salon’s opening hours
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

function ExceptionTimes({
  index,
  control,
  register,
  error,
}: {
  index: number;
  control: Control<HoursForm>;
  register: ReturnType<typeof useForm<HoursForm>>['register'];
  error: Record<string, { message?: string }> | undefined;
}) {
  const open = useWatch({ control, name: `exceptions.${index}.open` });
  if (!open) return <Box sx={{ flex: 1 }} />;
  return (
    <Stack direction="row" spacing={1}>
      <TextField {...register(`exceptions.${index}.start`)} {...timeField} label="From" />
      <TextField
        {...register(`exceptions.${index}.end`)}
        {...timeField}
        label="To"
        error={!!error?.end}
        helperText={error?.end?.message}
      />
    </Stack>
  );
}

function DayRow({
  day,
  control,
  editable,
  error,
}: {
  day: Weekday;
  control: Control<HoursForm>;
  editable: boolean;
  error: unknown;
}) {
  const open = useWatch({ control, name: `weeklyHours.${day}.open` });
  const breaks = useFieldArray({ control, name: `weeklyHours.${day}.breaks` });
  const err = error as
    | {
        end?: { message?: string };
        breaks?: { start?: { message?: string }; end?: { message?: string } }[];
      }
    | undefined;
  const label = WEEKDAY_LABELS[day];
  return (
    <Box sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, alignItems: { sm: 'center' } }}
      >
        <Controller
          control={control}
          name={`weeklyHours.${day}.open`}
          render={({ field }) => (
            <FormControlLabel
              sx={{ width: 170 }}
              control={
                <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
              }
              label={<Typography sx={{ fontWeight: 600 }}>{label}</Typography>}
            />
          )}
        />
        {open ? (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Controller
              control={control}
              name={`weeklyHours.${day}.start`}
              render={({ field }) => (
                <TextField
                  {...field}
                  {...timeField}
                  label="From"
                  slotProps={{ htmlInput: { step: 300, 'aria-label': `${label} from` } }}
                />
              )}
            />
            <Controller
              control={control}
              name={`weeklyHours.${day}.end`}
              render={({ field }) => (
                <TextField
                  {...field}
                  {...timeField}
                  label="To"
                  error={!!err?.end}
                  helperText={err?.end?.message}
                  slotProps={{ htmlInput: { step: 300, 'aria-label': `${label} to` } }}
                />
              )}
            />
            {editable && breaks.fields.length < 4 && (
              <Button
                size="small"
                startIcon={<AddIcon />}
                onClick={() => breaks.append({ start: '13:00', end: '13:30' })}
                aria-label={`Add a break on ${label}`}
              >
                Break
              </Button>
            )}
          </Stack>
        ) : (
          <Typography color="text.secondary">Not working</Typography>
        )}
      </Stack>
      {open &&
        breaks.fields.map((b, i) => (
          <Stack
            key={b.id}
            direction="row"
            sx={{ gap: 1, mt: 1, ml: { sm: '182px' }, alignItems: 'flex-start' }}
          >
            <Controller
              control={control}
              name={`weeklyHours.${day}.breaks.${i}.start`}
              render={({ field }) => (
                <TextField
                  {...field}
                  {...timeField}
                  label="Break from"
                  error={!!err?.breaks?.[i]?.start}
                  helperText={err?.breaks?.[i]?.start?.message}
                />
              )}
            />
            <Controller
              control={control}
              name={`weeklyHours.${day}.breaks.${i}.end`}
              render={({ field }) => (
                <TextField
                  {...field}
                  {...timeField}
                  label="Break to"
                  error={!!err?.breaks?.[i]?.end}
                  helperText={err?.breaks?.[i]?.end?.message}
                />
              )}
            />
            {editable && (
              <IconButton aria-label={`Remove the ${label} break`} onClick={() => breaks.remove(i)}>
                <DeleteOutlineIcon />
              </IconButton>
            )}
          </Stack>
        ))}
    </Box>
  );
}
