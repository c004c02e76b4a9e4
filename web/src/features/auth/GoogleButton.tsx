import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import GoogleIcon from '@mui/icons-material/Google';
import { config } from '../../config';
import { signInWithEmulatorGoogle, signInWithGoogle } from '../../lib/auth/auth-actions';

/** "Continue with Google": Google's popup, or the Auth emulator's test accounts locally. */
export function GoogleButton({ onError }: { onError: (error: unknown) => void }) {
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GoogleIcon />}
        disabled={busy}
        onClick={() => {
          if (config.useEmulators) {
            setPicking(true);
            return;
          }
          setBusy(true);
          signInWithGoogle()
            .catch(onError)
            .finally(() => setBusy(false));
        }}
      >
        Continue with Google
      </Button>
      {config.useEmulators && (
        <EmulatorGoogleAccount
          open={picking}
          onClose={() => setPicking(false)}
          onSignIn={(email, name) => {
            setPicking(false);
            setBusy(true);
            signInWithEmulatorGoogle(email, name)
              .catch(onError)
              .finally(() => setBusy(false));
          }}
        />
      )}
    </>
  );
}

function EmulatorGoogleAccount({
  open,
  onClose,
  onSignIn,
}: {
  open: boolean;
  onClose: () => void;
  onSignIn: (email: string, name: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const valid = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) && name.trim().length > 0;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="emulator-google-title"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) onSignIn(email, name.trim());
        }}
      >
        <DialogTitle id="emulator-google-title">Google test account</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Alert severity="info">
              This is the Auth emulator: Google sign-in uses a test account you describe here. With
              a real Firebase project, Google’s own window opens instead.
            </Alert>
            <TextField
              label="Google e-mail"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoFocus
            />
            <TextField
              label="Display name"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!valid}>
            Sign in with Google.com
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
