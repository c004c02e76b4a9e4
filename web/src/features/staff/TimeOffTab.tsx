import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { formatDate } from '@chairside/core/format';
import {
  MAX_TIME_OFF,
  ZTimeOff,
  formatTimeOfDay,
  isoDateIn,
  type TimeOff,
} from '@chairside/core/staff-profile';
import { updateStaffTimeOff } from '../../lib/data/staff';
import type { StaffTabProps } from './staff-tabs';

const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, 'UTC');

export function describeTimeOff(t: TimeOff): string {
  const span = t.from === t.to ? day(t.from) : `${day(t.from)} – ${day(t.to)}`;
  return t.allDay
    ? `${span} · all day`
    : `${span} · ${formatTimeOfDay(t.startTime)} to ${formatTimeOfDay(t.endTime)}`;
}

type Draft = z.input<typeof ZTimeOff>;

/** Holidays, appointments and sick days: blocks no client can book into. */
export function TimeOffTab({ org, staff, editable, onError }: StaffTabProps) {
  const today = isoDateIn(new Date(), org.timeZone);
  const upcoming = staff.timeOff
    .filter((t) => t.to >= today)
    .sort((a, b) => a.from.localeCompare(b.from));
  const [added, setAdded] = useState(false);
  const blank = (): Draft => ({
    id: crypto.randomUUID().slice(0, 12),
    from: today,
    to: today,
    allDay: true,
    startTime: '09:00',
    endTime: '17:00',
    reason: '',
  });
  const form = useForm<Draft, unknown, TimeOff>({
    resolver: zodResolver(ZTimeOff),
    defaultValues: blank(),
  });
  const { register, control, handleSubmit, formState, reset } = form;
  const allDay = useWatch({ control, name: 'allDay' });
  const errors = formState.errors;

  const write = async (timeOff: TimeOff[]) => {
    try {
      await updateStaffTimeOff(org.id, staff.id, timeOff);
      return true;
    } catch (e) {
      console.error(e);
      onError('Time off was not saved. Check your connection and try again.');
      return false;
    }
  };
  const add = handleSubmit(async (entry) => {
    setAdded(false);
    if (await write([...upcoming, entry].slice(-MAX_TIME_OFF))) {
      reset(blank());
      setAdded(true);
    }
  });

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Coming up
        </Typography>
        {upcoming.length === 0 ? (
          <Typography color="text.secondary">No time off planned.</Typography>
        ) : (
          <List aria-label="Time off" dense>
            {upcoming.map((t) => (
              <ListItem
                key={t.id}
                divider
                secondaryAction={
                  editable && (
                    <IconButton
                      edge="end"
                      aria-label={`Remove time off ${describeTimeOff(t)}`}
                      onClick={() => void write(upcoming.filter((x) => x.id !== t.id))}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  )
                }
              >
                <ListItemText primary={t.reason || 'Time off'} secondary={describeTimeOff(t)} />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      {editable ? (
        <Box component="form" noValidate onSubmit={add}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            Add time off
          </Typography>
          {added && !formState.isDirty && (
            <Alert severity="success" sx={{ mb: 2 }}>
              Time off added. Clients cannot book {staff.displayName} then.
            </Alert>
          )}
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            <Stack direction="row" spacing={1.5}>
              <TextField
                {...register('from')}
                type="date"
                label="From"
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
                error={!!errors.from}
                helperText={errors.from?.message}
              />
              <TextField
                {...register('to')}
                type="date"
                label="Until"
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
                error={!!errors.to}
                helperText={errors.to?.message}
              />
            </Stack>
            <Controller
              control={control}
              name="allDay"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={!!field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                  label="All day"
                />
              )}
            />
            {!allDay && (
              <Stack direction="row" spacing={1.5}>
                <TextField {...register('startTime')} type="time" label="From time" fullWidth />
                <TextField
                  {...register('endTime')}
                  type="time"
                  label="Until time"
                  fullWidth
                  error={!!errors.endTime}
                  helperText={errors.endTime?.message}
                />
              </Stack>
            )}
            <TextField
              {...register('reason')}
              label="Reason"
              placeholder="Holiday, training, appointment"
              error={!!errors.reason}
              helperText={errors.reason?.message ?? 'Only the team sees this'}
            />
            <Box>
              <Button type="submit" variant="contained" loading={formState.isSubmitting}>
                Add time off
              </Button>
            </Box>
          </Stack>
        </Box>
      ) : (
        <Alert severity="info">Ask an owner or manager to add time off.</Alert>
      )}
    </Stack>
  );
}
