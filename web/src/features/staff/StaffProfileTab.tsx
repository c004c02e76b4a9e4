import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { OurPicturesButton } from '../../ui/OurPictures';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import Skeleton from '@mui/material/Skeleton';
import { STAFF_COLORS, ZCommissionRate, ZStaffProfile } from '@chairside/core/staff-profile';
import type { StaffRecord } from '../../lib/data/converters';
import { updateStaffProfile, useStaffPay } from '../../lib/data/staff';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { AiWriteButton } from '../../ui/ai/AiWriteButton';
import type { StaffTabProps } from './staff-tabs';
import { StaffWork } from './StaffWork';

const ZDraft = ZStaffProfile.extend({
  commissionRate: z.coerce.number<string>().pipe(ZCommissionRate),
});
type Draft = z.input<typeof ZDraft>;
type Saved = z.output<typeof ZDraft>;

const draftOf = (s: StaffRecord, commissionRate: number | null): Draft => ({
  displayName: s.displayName,
  title: s.title,
  bio: s.bio,
  photoUrl: s.photoUrl,
  color: s.color,
  commissionRate: String(commissionRate ?? 0),
});

/**
 * Name, title, bio, photo, calendar colour and commission; their work from
 * the portfolio below. Pay is shown to
 * owners, managers and the person themself (the rules keep it from the rest).
 */
export function StaffProfileTab(props: StaffTabProps) {
  const { user } = useWorkspace();
  const seesPay =
    props.role === 'owner' ||
    props.role === 'manager' ||
    (props.staff.userId !== null && props.staff.userId === user.uid);
  return (
    <>
      {seesPay ? <WithPay {...props} /> : <ProfileForm {...props} commissionRate={null} />}
      {props.role !== 'booth_renter' && (
        <StaffWork orgId={props.org.id} staffId={props.staff.id} name={props.staff.displayName} />
      )}
    </>
  );
}

function WithPay(props: StaffTabProps) {
  const pay = useStaffPay(props.org.id, props.staff.id);
  if (pay.status === 'loading') return <Skeleton height={320} />;
  return <ProfileForm {...props} commissionRate={pay.data?.commissionRate ?? 0} />;
}

function ProfileForm({
  org,
  staff,
  editable,
  onError,
  commissionRate,
}: StaffTabProps & { commissionRate: number | null }) {
  const [saved, setSaved] = useState(false);
  const form = useForm<Draft, unknown, Saved>({
    resolver: zodResolver(ZDraft),
    defaultValues: draftOf(staff, commissionRate),
  });
  const { register, control, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  useEffect(() => {
    if (!formState.isDirty) reset(draftOf(staff, commissionRate));
  }, [staff, commissionRate, formState.isDirty, reset]);

  const save = handleSubmit(async ({ commissionRate: rate, ...profile }) => {
    setSaved(false);
    try {
      const pay = commissionRate === null ? undefined : { commissionRate: rate };
      await updateStaffProfile(org.id, staff.id, profile, pay);
      reset(draftOf({ ...staff, ...profile }, pay ? rate : null));
      setSaved(true);
    } catch {
      onError('The profile was not saved. Check your connection and try again.');
    }
  });

  return (
    <Box component="form" noValidate onSubmit={save}>
      <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
        {!editable && <Alert severity="info">Only owners and managers change team profiles.</Alert>}
        {saved && !formState.isDirty && <Alert severity="success">Profile saved.</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...register('displayName')}
            label="Name"
            required
            fullWidth
            disabled={!editable}
            error={!!errors.displayName}
            helperText={errors.displayName?.message ?? 'Shown to clients when they book'}
          />
          <TextField
            {...register('title')}
            label="Title"
            placeholder="Senior stylist"
            fullWidth
            disabled={!editable}
            error={!!errors.title}
            helperText={errors.title?.message}
          />
        </Stack>
        <TextField
          {...register('bio')}
          label="Bio"
          multiline
          minRows={3}
          disabled={!editable}
          error={!!errors.bio}
          helperText={errors.bio?.message ?? 'Specialities and experience, for the booking page'}
        />
        {editable && (
          <AiWriteButton
            kind="staff-bio"
            ask={{ orgId: org.id, staffId: staff.id }}
            onUse={(o) => form.setValue('bio', o.bio, { shouldDirty: true, shouldValidate: true })}
          />
        )}
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          <TextField
            {...register('photoUrl')}
            label="Photo address"
            placeholder="https://"
            disabled={!editable}
            error={!!errors.photoUrl}
            helperText={errors.photoUrl?.message}
            fullWidth
          />
          {editable && (
            <OurPicturesButton
              kind="team"
              label="Ours"
              onPick={(p) =>
                form.setValue('photoUrl', p.url, { shouldDirty: true, shouldValidate: true })
              }
            />
          )}
        </Stack>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} disabled={!editable}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
            Calendar colour
          </Typography>
          <Controller
            control={control}
            name="color"
            render={({ field }) => (
              <RadioGroup
                row
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                aria-label="Calendar colour"
              >
                {STAFF_COLORS.map((c, i) => (
                  <Radio
                    key={c}
                    value={c}
                    disabled={!editable}
                    slotProps={{ input: { 'aria-label': `Colour ${i + 1}` } }}
                    icon={<Box sx={{ width: 28, height: 28, borderRadius: '50%', bgcolor: c }} />}
                    checkedIcon={
                      <Box
                        sx={{
                          width: 28,
                          height: 28,
                          borderRadius: '50%',
                          bgcolor: c,
                          outline: 3,
                          outlineColor: 'text.primary',
                          outlineOffset: 2,
                        }}
                      />
                    }
                  />
                ))}
              </RadioGroup>
            )}
          />
        </Box>
        {commissionRate === null ? (
          <Typography variant="body2" color="text.secondary">
            Pay is seen only by owners, managers and {staff.displayName}.
          </Typography>
        ) : (
          <TextField
            {...register('commissionRate')}
            label="Commission"
            type="number"
            disabled={!editable}
            slotProps={{
              htmlInput: { min: 0, max: 100, step: 0.5 },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
            error={!!errors.commissionRate}
            helperText={errors.commissionRate?.message ?? 'Share of service sales paid to them'}
            sx={{ maxWidth: 220 }}
          />
        )}
        {editable && (
          <Box>
            <Button
              type="submit"
              variant="contained"
              loading={formState.isSubmitting}
              disabled={!formState.isDirty}
            >
              Save profile
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
