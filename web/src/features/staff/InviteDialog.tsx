import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import Typography from '@mui/material/Typography';
import { ROLE_INFO, assignableRoles, type Role } from '@chairside/core/roles';
import { ZInviteInput, type InviteInput } from '@chairside/core/team';
import { sendInvite } from '../../lib/data/team';

type Result = { email: string; emailSent: boolean };

/** Invite someone by e-mail, in one of the roles the inviter may give. */
export function InviteDialog({
  orgId,
  actorRole,
  open,
  onClose,
  onInvited,
  initial,
}: {
  orgId: string;
  actorRole: Role;
  open: boolean;
  /** Prefills the form, e.g. to invite someone already on the team without an account. */
  initial?: { email: string; displayName: string; role: Role };
  onClose: () => void;
  onInvited: () => void;
}) {
  const roles = assignableRoles(actorRole);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const { register, control, handleSubmit, formState, reset } = useForm<InviteInput>({
    resolver: zodResolver(ZInviteInput),
    defaultValues: {
      orgId,
      email: initial?.email ?? '',
      displayName: initial?.displayName ?? '',
      role:
        initial && roles.includes(initial.role)
          ? initial.role
          : roles.includes('staff')
            ? 'staff'
            : roles[0],
    },
  });
  const close = () => {
    reset();
    setResult(null);
    setError(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="invite-title">
      <DialogTitle id="invite-title">Invite to the team</DialogTitle>
      {result ? (
        <>
          <DialogContent>
            {result.emailSent ? (
              <Alert severity="success">
                Invitation sent to {result.email}. The link works once and expires in 7 days.
              </Alert>
            ) : (
              <Alert severity="warning">
                The invitation to {result.email} is saved, but e-mail is not available on this
                Chairside yet, so it was not sent. Invitation links go only to the invited address:
                choose “Send again” under Pending invitations once e-mail is available.
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button
              onClick={() => {
                reset();
                setResult(null);
              }}
            >
              Invite someone else
            </Button>
            <Button variant="contained" onClick={close}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit(async (input) => {
            setError(null);
            try {
              const answer = await sendInvite(input);
              setResult({
                email: answer.invite.email,
                emailSent: answer.emailSent,
              });
              onInvited();
            } catch (e) {
              setError(e instanceof Error ? e.message : 'We could not send the invitation.');
            }
          })}
        >
          <DialogContent>
            <Stack spacing={2}>
              {error && <Alert severity="error">{error}</Alert>}
              <TextField
                label="Name"
                required
                autoFocus
                {...register('displayName')}
                error={!!formState.errors.displayName}
                helperText={formState.errors.displayName?.message}
              />
              <TextField
                label="E-mail"
                type="email"
                required
                {...register('email')}
                error={!!formState.errors.email}
                helperText={formState.errors.email?.message}
              />
              <Controller
                control={control}
                name="role"
                render={({ field }) => (
                  <TextField
                    select
                    label="Role"
                    {...field}
                    helperText={ROLE_INFO[field.value]?.description}
                  >
                    {roles.map((r) => (
                      <MenuItem key={r} value={r}>
                        {ROLE_INFO[r].label}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Typography variant="body2" color="text.secondary">
                They get an e-mail with a link to join. They accept with this e-mail address.
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Sending…' : 'Send invitation'}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
