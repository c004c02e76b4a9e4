import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IMPERSONATION_MINUTES, ZImpersonate } from '@chairside/core/admin';
import { adminContracts } from '@chairside/core/contracts/admin';
import { call } from '../../lib/api/api';
import { fieldErrorsOf } from '../../lib/api/api-client';
import { openSupportSession } from '../../app/support/support-switch';

/** Opens a support session as one person: a reason first, write access only with a second. */
export function HelpDialog({
  person,
  onClose,
  onStarted,
}: {
  person: { uid: string; email: string | null; displayName: string | null };
  onClose: () => void;
  onStarted: () => void;
}) {
  const [reason, setReason] = useState('');
  const [write, setWrite] = useState(false);
  const [writeReason, setWriteReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = person.displayName ?? person.email ?? 'this person';

  const start = async () => {
    const input = { userId: person.uid, reason, write, writeReason };
    const parsed = ZImpersonate.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setBusy(true);
    setFailed(null);
    try {
      const started = await call(adminContracts.impersonate, { body: input, secure: true });
      await openSupportSession(started.token);
      onStarted();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.path, f.message])));
      setFailed(err instanceof Error ? err.message : 'The support session could not be opened.');
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>Help {name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>
            You will see Chairside as {name} sees it, for at most {IMPERSONATION_MINUTES} minutes.
            Their salon’s owner is e-mailed, and the start, every change and the end go to the
            salon’s audit trail.
          </Typography>
          <TextField
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={!!errors['reason']}
            helperText={errors['reason'] ?? 'Shown to the salon’s owner.'}
            multiline
            minRows={2}
            required
            autoFocus
          />
          <FormControlLabel
            control={<Checkbox checked={write} onChange={(e) => setWrite(e.target.checked)} />}
            label="I need to change something (write access)"
          />
          {write && (
            <TextField
              label="Why changes are needed"
              value={writeReason}
              onChange={(e) => setWriteReason(e.target.value)}
              error={!!errors['writeReason']}
              helperText={
                errors['writeReason'] ?? 'Changes are made through the API, each one logged.'
              }
              multiline
              minRows={2}
              required
            />
          )}
          {failed && <Alert severity="error">{failed}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void start()} disabled={busy}>
          {busy ? 'Opening…' : write ? 'Open with write access' : 'Open read-only'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
