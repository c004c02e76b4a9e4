import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STAFF_COLORS, ZStaffEmail, ZStaffProfile } from '@chairside/core/staff-profile';
import type { Org } from '../../lib/data/converters';
import { addStaffMember, useStaff } from '../../lib/data/staff';

const ZNewStaff = ZStaffProfile.pick({ displayName: true, title: true }).extend({
  email: ZStaffEmail.default(''),
  role: z.enum(['staff', 'booth_renter']),
});
type NewStaff = z.input<typeof ZNewStaff>;

/** Adds a stylist who has no account (yet): bookable straight away, invitable later. */
export function AddStaffDialog({
  org,
  onClose,
  onAdded,
}: {
  org: Org;
  onClose: () => void;
  onAdded: (staffId: string) => void;
}) {
  const staff = useStaff(org.id);
  const [error, setError] = useState<string | null>(null);
  const { register, control, handleSubmit, formState } = useForm<
    NewStaff,
    unknown,
    z.output<typeof ZNewStaff>
  >({
    resolver: zodResolver(ZNewStaff),
    defaultValues: { displayName: '', title: '', email: '', role: 'staff' },
  });
  const errors = formState.errors;
  const used = new Set(staff.items.map((s) => s.color));
  const color =
    STAFF_COLORS.find((c) => !used.has(c)) ??
    STAFF_COLORS[staff.items.length % STAFF_COLORS.length];

  const save = handleSubmit(async (input) => {
    setError(null);
    try {
      const id = await addStaffMember(org.id, {
        ...input,
        email: input.email.toLowerCase(),
        bio: '',
        photoUrl: '',
        color: color ?? STAFF_COLORS[0],
      });
      onAdded(id);
      onClose();
    } catch {
      setError('They were not added. Check your connection and try again.');
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-staff-title">
      <form noValidate onSubmit={save}>
        <DialogTitle id="add-staff-title">Add a stylist</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            For someone who works here but does not sign in yet. They can be booked right away;
            invite them later to give them access.
          </Typography>
          <Stack spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              {...register('displayName')}
              label="Name"
              required
              autoFocus
              error={!!errors.displayName}
              helperText={errors.displayName?.message}
            />
            <TextField
              {...register('title')}
              label="Title"
              placeholder="Stylist, Colourist, Barber"
              error={!!errors.title}
              helperText={errors.title?.message}
            />
            <TextField
              {...register('email')}
              label="E-mail (optional)"
              type="email"
              error={!!errors.email}
              helperText={
                errors.email?.message ??
                'An invitation to this address links their account to this record'
              }
            />
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <TextField
                  select
                  label="Works as"
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                >
                  <MenuItem value="staff">Stylist employed by the salon</MenuItem>
                  <MenuItem value="booth_renter">Booth renter with their own clients</MenuItem>
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Add to the team
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
