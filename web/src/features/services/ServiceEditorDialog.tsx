import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatDuration } from '@chairside/core/format';
import { nextSortOrder, type ServiceInput } from '@chairside/core/services';
import type { ServiceRecord, StaffRecord } from '../../lib/data/converters';
import { createService, updateService } from '../../lib/data/services';
import { AiWriteButton } from '../../ui/ai/AiWriteButton';
import {
  aiServiceOf,
  emptyServiceForm,
  serviceFormSchema,
  serviceToForm,
  type ServiceFormValues,
} from './service-form';

interface Props {
  orgId: string;
  currency: string;
  /** The service to edit, or a category for a new one. */
  editing: { service: ServiceRecord } | { category: string };
  services: readonly ServiceRecord[];
  staff: readonly StaffRecord[];
  onClose: () => void;
}

/** Adds or edits one service: details, timing, online booking, who performs it. */
export function ServiceEditorDialog({ orgId, currency, editing, services, staff, onClose }: Props) {
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [error, setError] = useState<string | null>(null);
  const existing = 'service' in editing ? editing.service : null;
  const form = useForm<ServiceFormValues, unknown, ServiceInput>({
    resolver: zodResolver(serviceFormSchema(currency)),
    defaultValues: existing
      ? serviceToForm(existing)
      : emptyServiceForm(
          'category' in editing ? editing.category : '',
          staff.map((s) => s.id),
        ),
  });
  const { register, control, handleSubmit, formState } = form;
  const errors = formState.errors;
  const duration = Number(useWatch({ control, name: 'durationMinutes' })) || 0;
  const imageUrl = useWatch({ control, name: 'imageUrl' });
  const typed = useWatch({ control }) as ServiceFormValues;
  const aiService = aiServiceOf(typed, currency);
  const categories = [...new Set(services.map((s) => s.category))].sort();
  const currencySymbol =
    new Intl.NumberFormat('en-US', { style: 'currency', currency })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? currency;

  const save = handleSubmit(async (input) => {
    setError(null);
    try {
      if (existing) await updateService(orgId, existing.id, input);
      else await createService(orgId, input, nextSortOrder(services, input.category));
      onClose();
    } catch (e) {
      setError(
        (e as { code?: string }).code === 'permission-denied'
          ? 'Only owners and managers can change services.'
          : 'The service was not saved. Check your connection and try again.',
      );
    }
  });

  const minutesField = (name: keyof ServiceFormValues, label: string, helper: string) => (
    <TextField
      {...register(name)}
      label={label}
      type="number"
      slotProps={{
        htmlInput: { min: 0, step: 5 },
        input: { endAdornment: <InputAdornment position="end">min</InputAdornment> },
      }}
      error={!!errors[name]}
      helperText={(errors[name]?.message as string | undefined) ?? helper}
      fullWidth
    />
  );

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <Box component="form" noValidate onSubmit={save} sx={{ display: 'contents' }}>
        <DialogTitle>{existing ? `Edit ${existing.name}` : 'New service'}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {error && <Alert severity="error">{error}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...register('name')}
                label="Name"
                required
                autoFocus
                fullWidth
                error={!!errors.name}
                helperText={errors.name?.message}
              />
              <Controller
                control={control}
                name="category"
                render={({ field }) => (
                  <Autocomplete
                    freeSolo
                    options={categories}
                    value={field.value}
                    onChange={(_, v) => field.onChange(v ?? '')}
                    onInputChange={(_, v) => field.onChange(v)}
                    fullWidth
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label="Category"
                        required
                        error={!!errors.category}
                        helperText={errors.category?.message ?? 'Pick one or type a new one'}
                      />
                    )}
                  />
                )}
              />
            </Stack>
            <TextField
              {...register('description')}
              label="Description"
              multiline
              minRows={2}
              error={!!errors.description}
              helperText={errors.description?.message ?? 'Shown to clients when they book online'}
            />
            <AiWriteButton
              kind="service-description"
              ask={{
                orgId,
                ...(existing ? { serviceId: existing.id } : {}),
                ...(aiService ? { service: aiService } : {}),
              }}
              disabled={!aiService}
              title={aiService ? undefined : 'Give the service a name, a length and a price first'}
              onUse={(o) =>
                form.setValue('description', o.description, {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {minutesField(
                'durationMinutes',
                'Length',
                duration
                  ? `The whole appointment: ${formatDuration(duration)}`
                  : 'The whole appointment',
              )}
              <TextField
                {...register('price')}
                label="Price"
                required
                inputMode="decimal"
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">{currencySymbol}</InputAdornment>
                    ),
                  },
                }}
                error={!!errors.price}
                helperText={errors.price?.message ?? currency}
                fullWidth
              />
            </Stack>
            <Typography variant="subtitle2" component="h3">
              Timing
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {minutesField(
                'processingMinutes',
                'Processing time',
                'Colour develops; the stylist is free',
              )}
              {minutesField('finishingMinutes', 'Finishing time', 'Work after processing')}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {minutesField('bufferBeforeMinutes', 'Buffer before', 'Set-up before the client')}
              {minutesField('bufferAfterMinutes', 'Buffer after', 'Clean-up after the client')}
            </Stack>
            <Controller
              control={control}
              name="onlineBookable"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                    />
                  }
                  label="Clients can book this online"
                />
              )}
            />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <TextField
                {...register('imageUrl')}
                label="Image address"
                placeholder="https://"
                fullWidth
                error={!!errors.imageUrl}
                helperText={errors.imageUrl?.message ?? 'An https:// link to a photo of the work'}
              />
              {imageUrl && /^(https:\/\/|\/img\/|\/api\/media\/)/.test(imageUrl) && (
                <Box
                  component="img"
                  src={imageUrl}
                  alt="Preview of the service image"
                  sx={{ width: 56, height: 56, borderRadius: 1, objectFit: 'cover', flexShrink: 0 }}
                />
              )}
            </Stack>
            <StaffChoice form={form} staff={staff} currencySymbol={currencySymbol} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {existing ? 'Save changes' : 'Add service'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function StaffChoice({
  form,
  staff,
  currencySymbol,
}: {
  form: ReturnType<typeof useForm<ServiceFormValues, unknown, ServiceInput>>;
  staff: readonly StaffRecord[];
  currencySymbol: string;
}) {
  const { control, register, setValue, formState } = form;
  const chosen = useWatch({ control, name: 'staffIds' });
  const toggle = (id: string, on: boolean) =>
    setValue('staffIds', on ? [...chosen, id] : chosen.filter((s) => s !== id), {
      shouldDirty: true,
    });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        Who performs it
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Leave a stylist’s price or length empty to use the service’s.
      </Typography>
      {staff.length === 0 && (
        <Typography variant="body2">Add your team under Staff to assign services.</Typography>
      )}
      {staff.map((member) => {
        const on = chosen.includes(member.id);
        const err = formState.errors.staffOverrides?.[member.id];
        return (
          <Stack
            key={member.id}
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ alignItems: { sm: 'center' }, gap: 1, py: 0.5 }}
          >
            <FormControlLabel
              sx={{ flex: 1, minWidth: 180 }}
              control={
                <Checkbox checked={on} onChange={(e) => toggle(member.id, e.target.checked)} />
              }
              label={member.displayName}
            />
            {on && (
              <Stack direction="row" spacing={1} sx={{ pl: { xs: 4, sm: 0 } }}>
                <TextField
                  {...register(`staffOverrides.${member.id}.price`)}
                  size="small"
                  label="Own price"
                  inputMode="decimal"
                  slotProps={{
                    htmlInput: { 'aria-label': `${member.displayName}’s own price` },
                    input: {
                      startAdornment: (
                        <InputAdornment position="start">{currencySymbol}</InputAdornment>
                      ),
                    },
                  }}
                  error={!!err?.price}
                  helperText={err?.price?.message}
                  sx={{ width: 140 }}
                />
                <TextField
                  {...register(`staffOverrides.${member.id}.durationMinutes`)}
                  size="small"
                  label="Own length"
                  type="number"
                  slotProps={{
                    htmlInput: { 'aria-label': `${member.displayName}’s own length in minutes` },
                    input: { endAdornment: <InputAdornment position="end">min</InputAdornment> },
                  }}
                  error={!!err?.durationMinutes}
                  helperText={err?.durationMinutes?.message}
                  sx={{ width: 140 }}
                />
              </Stack>
            )}
          </Stack>
        );
      })}
    </Box>
  );
}
