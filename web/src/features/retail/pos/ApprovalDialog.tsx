// A manager's approval at the till: an owner or manager signs in on this
// screen (a second, in-memory Firebase Auth session, so the seller stays
// signed in) and their ID token goes with the sale; the server checks it and
// records who approved. Nothing of theirs stays on the device.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
} from 'firebase/auth';
import { config } from '../../../config';

let approvalAuth: Auth | null = null;

/** The till's second sign-in, kept in memory only. */
function tillAuth(): Auth {
  if (approvalAuth) return approvalAuth;
  const name = 'till-approval';
  const app = getApps().find((a) => a.name === name) ?? initializeApp(config.firebase, name);
  approvalAuth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (config.useEmulators)
    connectAuthEmulator(approvalAuth, 'http://127.0.0.1:9099', { disableWarnings: true });
  return approvalAuth;
}

/** Signs a manager in, takes their ID token, and signs them out of this screen again. */
async function approvalToken(email: string, password: string): Promise<string> {
  const auth = tillAuth();
  try {
    const signedIn = await signInWithEmailAndPassword(auth, email, password);
    return await signedIn.user.getIdToken();
  } finally {
    await signOut(auth).catch(() => undefined);
  }
}

export function ApprovalDialog({
  reason,
  onApproved,
  onClose,
}: {
  /** Why approval is needed, as the server said it. */
  reason: string;
  onApproved: (token: string) => void;
  onClose: () => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const approve = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      onApproved(await approvalToken(email.trim(), password));
    } catch {
      setError('That e-mail and password did not sign in. Check them and try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={approve} noValidate>
        <DialogTitle>A manager’s approval</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{reason}</DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="Manager’s e-mail"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoFocus
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="off"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy || !email || !password}>
            Approve
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
