import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import CloseIcon from '@mui/icons-material/Close';
import {
  ZClientInput,
  fullName,
  type ClientInput,
  type ClientInputDraft,
} from '@chairside/core/clients';
import { formatDate } from '@chairside/core/format';
import { createClient, deleteClient, updateClient, useClient } from '../../lib/data/clients';
import type { ClientRecord } from '../../lib/data/converters';
import { useStaff } from '../../lib/data/staff';
import { ClientAppointments } from './ClientAppointments';
import { ClientLoyalty } from './ClientLoyalty';
import { ClientProducts } from './ClientProducts';
import { PersonalNote } from './PersonalNote';
import { ClientPicker } from './ClientPicker';
import { MergeClientDialog } from './MergeClientDialog';
import type { ClientPermissions } from './client-permissions';

interface Props {
  orgId: string;
  /** null for a new client. */
  clientId: string | null;
  permissions: ClientPermissions;
  onSelect: (id: string | null) => void;
}

const BLANK: ClientInputDraft = { firstName: '' };

function formOf(c: ClientRecord | null): ClientInputDraft {
  if (!c) return BLANK;
  return {
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    birthday: c.birthday,
    notes: c.notes,
    tags: c.tags,
    marketingConsent: c.marketingConsent,
    preferredStaffId: c.preferredStaffId,
    referredById: c.referredById,
  };
}

/** A client's record: details, consent, notes and history, edited in place. */
export function ClientDrawer(props: Props) {
  return props.clientId ? (
    <ExistingClient {...props} clientId={props.clientId} />
  ) : (
    <ClientPanel {...props} client={null} status="success" missing={false} />
  );
}

function ExistingClient(props: Props & { clientId: string }) {
  const live = useClient(props.orgId, props.clientId);
  return (
    <ClientPanel
      {...props}
      client={live.data}
      status={live.status}
      missing={live.status === 'success' && !live.data}
    />
  );
}

function ClientPanel({
  orgId,
  clientId,
  permissions,
  onSelect,
  client,
  status,
  missing,
}: Props & {
  client: ClientRecord | null;
  status: 'loading' | 'success' | 'error';
  missing: boolean;
}) {
  return (
    <Drawer
      anchor="right"
      open
      onClose={() => onSelect(null)}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 } } } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          {clientId === null ? 'New client' : client ? fullName(client) : ' '}
        </Typography>
        <IconButton aria-label="Close" onClick={() => onSelect(null)}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2, overflowY: 'auto' }}>
        {missing && (
          <Alert severity="info">This client was deleted or merged into another record.</Alert>
        )}
        {status === 'error' && clientId && (
          <Alert severity="error">This client could not be loaded.</Alert>
        )}
        {client && (
          <ClientAppointments orgId={orgId} clientId={client.id} permissions={permissions} />
        )}
        {client && (
          <ClientLoyalty
            orgId={orgId}
            clientId={client.id}
            canAdjust={permissions.canAdjustPoints}
          />
        )}
        {client && permissions.ownerStaffId === null && (
          <ClientProducts orgId={orgId} clientId={client.id} />
        )}
        {client && permissions.ownerStaffId === null && (
          <PersonalNote orgId={orgId} clientId={client.id} />
        )}
        {(clientId === null || client) && (
          <ClientForm
            orgId={orgId}
            client={client ?? null}
            permissions={permissions}
            onSelect={onSelect}
          />
        )}
      </Box>
    </Drawer>
  );
}

function ClientForm({
  orgId,
  client,
  permissions,
  onSelect,
}: {
  orgId: string;
  client: ClientRecord | null;
  permissions: ClientPermissions;
  onSelect: (id: string | null) => void;
}) {
  const staff = useStaff(orgId);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [merging, setMerging] = useState(false);
  const form = useForm<ClientInputDraft, unknown, ClientInput>({
    resolver: zodResolver(ZClientInput),
    defaultValues: formOf(client),
  });
  const { register, control, handleSubmit, formState, reset } = form;
  const errors = formState.errors;

  // A colleague saved meanwhile: show their values unless this form has edits.
  useEffect(() => {
    if (client && !formState.isDirty) reset(formOf(client));
  }, [client, formState.isDirty, reset]);

  const save = handleSubmit(async (input) => {
    setError(null);
    setSaved(false);
    try {
      if (client) {
        await updateClient(orgId, client.id, input);
        reset(formOf({ ...client, ...input }));
        setSaved(true);
      } else {
        onSelect(await createClient(orgId, input, permissions.ownerStaffId));
      }
    } catch {
      setError('The client was not saved. Check your connection and try again.');
    }
  });

  const remove = async () => {
    if (!client || !window.confirm(`Delete ${fullName(client)}? This cannot be undone.`)) return;
    try {
      await deleteClient(orgId, client.id);
      onSelect(null);
    } catch {
      setError('The client was not deleted. Only owners and managers can delete clients.');
    }
  };

  const stylists = staff.items.filter((s) => s.status === 'active' && s.role !== 'front_desk');
  return (
    <Box component="form" noValidate onSubmit={save}>
      <Stack spacing={2}>
        {client && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} aria-label="Client history">
            <Chip label={`${client.visitCount} ${client.visitCount === 1 ? 'visit' : 'visits'}`} />
            <Chip label={`${client.loyaltyPoints} loyalty points`} />
            <Chip
              variant="outlined"
              label={
                client.lastVisitAt
                  ? `Last visit ${formatDate(client.lastVisitAt)}`
                  : 'No visits yet'
              }
            />
            <Chip variant="outlined" label={`Client since ${formatDate(client.createdAt)}`} />
            {client.userId && <Chip variant="outlined" color="primary" label="Has an account" />}
          </Stack>
        )}
        {client && (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={`/messages?org=${encodeURIComponent(orgId)}&client=${encodeURIComponent(client.id)}`}
              variant="outlined"
              size="small"
              startIcon={<ChatIcon />}
              disabled={!client.userId && !client.email && !client.phone}
            >
              Message {client.firstName || 'client'}
            </Button>
            {!client.userId && (
              <Typography variant="body2" color="text.secondary">
                {client.email || client.phone
                  ? 'No account: your message reaches them by text or e-mail.'
                  : 'Add a phone number or an e-mail address to write to them.'}
              </Typography>
            )}
          </Stack>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {saved && !formState.isDirty && <Alert severity="success">Saved.</Alert>}
        <Stack direction="row" spacing={2}>
          <TextField
            {...register('firstName')}
            label="First name"
            required
            fullWidth
            autoFocus={!client}
            error={!!errors.firstName}
            helperText={errors.firstName?.message}
          />
          <TextField
            {...register('lastName')}
            label="Last name"
            fullWidth
            error={!!errors.lastName}
            helperText={errors.lastName?.message}
          />
        </Stack>
        <TextField
          {...register('phone')}
          label="Phone"
          type="tel"
          autoComplete="off"
          error={!!errors.phone}
          helperText={errors.phone?.message}
        />
        <TextField
          {...register('email')}
          label="E-mail"
          type="email"
          autoComplete="off"
          error={!!errors.email}
          helperText={errors.email?.message}
        />
        <TextField
          {...register('birthday')}
          label="Birthday"
          placeholder="MM-DD"
          error={!!errors.birthday}
          helperText={
            errors.birthday?.message ??
            'Month and day, like 04-30; add the year if you know it: 1990-04-30'
          }
        />
        <Controller
          control={control}
          name="preferredStaffId"
          render={({ field }) => (
            <TextField
              select
              label="Preferred stylist"
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value || null)}
            >
              <MenuItem value="">No preference</MenuItem>
              {stylists.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.displayName}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="referredById"
          render={({ field }) => (
            <ReferrerField
              orgId={orgId}
              selfId={client?.id ?? null}
              value={field.value ?? null}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <Autocomplete
              multiple
              freeSolo
              options={[
                'VIP',
                'New client',
                'Colour client',
                'Sensitive scalp',
                'Prefers mornings',
              ]}
              value={field.value ?? []}
              onChange={(_, v) => field.onChange(v.map((t) => t.trim()).filter(Boolean))}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Tags"
                  error={!!errors.tags}
                  helperText={
                    errors.tags?.message ??
                    (errors.tags as unknown as { [i: number]: { message?: string } })?.[0]
                      ?.message ??
                    'Type and press Enter to add a tag'
                  }
                />
              )}
            />
          )}
        />
        <FormGroup>
          <FormLabel component="legend" sx={{ mb: 0.5 }}>
            Marketing consent
          </FormLabel>
          <Controller
            control={control}
            name="marketingConsent.email"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={!!field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                  />
                }
                label="Agrees to marketing e-mails"
              />
            )}
          />
          <Controller
            control={control}
            name="marketingConsent.sms"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={!!field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                  />
                }
                label="Agrees to marketing text messages"
              />
            )}
          />
        </FormGroup>
        <TextField
          {...register('notes')}
          label="Notes"
          multiline
          minRows={3}
          error={!!errors.notes}
          helperText={errors.notes?.message ?? 'Formulas, preferences, allergies'}
        />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            loading={formState.isSubmitting}
            disabled={!!client && !formState.isDirty}
          >
            {client ? 'Save changes' : 'Add client'}
          </Button>
          {client && permissions.canMerge && (
            <Button variant="outlined" onClick={() => setMerging(true)}>
              Merge a duplicate…
            </Button>
          )}
          {client && permissions.canDelete && (
            <Button color="error" onClick={() => void remove()} sx={{ ml: 'auto' }}>
              Delete
            </Button>
          )}
        </Stack>
      </Stack>
      {merging && client && (
        <MergeClientDialog
          orgId={orgId}
          primary={client}
          owner={permissions.listOwner}
          onClose={() => setMerging(false)}
        />
      )}
    </Box>
  );
}

/** Who recommended this client: their referral bonus follows this client's first visit. */
function ReferrerField(props: {
  orgId: string;
  selfId: string | null;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  return props.value ? (
    <KnownReferrer {...props} value={props.value} />
  ) : (
    <ReferrerPicker {...props} referrer={null} />
  );
}

function KnownReferrer(props: Parameters<typeof ReferrerField>[0] & { value: string }) {
  const referrer = useClient(props.orgId, props.value);
  return <ReferrerPicker {...props} referrer={referrer.data ?? null} />;
}

function ReferrerPicker(
  props: Parameters<typeof ReferrerField>[0] & { referrer: ClientRecord | null },
) {
  return (
    <ClientPicker
      orgId={props.orgId}
      value={props.referrer}
      onChange={(c) => props.onChange(c && c.id !== props.selfId ? c.id : null)}
      label="Referred by"
      helperText="The client who recommended them earns the referral bonus after the first visit."
    />
  );
}
