import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { signInWithCustomToken } from 'firebase/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { adminContracts } from '@chairside/core/contracts/admin';
import { auth } from '../../firebase';
import { config } from '../../config';
import { call } from '../../lib/api/api';
import { useContract } from '../../lib/api/contract-query';
import { useDocumentTitle } from '../../ui/use-document-title';
import NotFoundPage from '../../app/errors/NotFoundPage';

/** /test-accounts: the demo sign-ins and "Reset demo data", on the emulators only. */
export default function TestAccountsPage() {
  if (!config.useEmulators) return <NotFoundPage />;
  return <TestAccounts />;
}

function TestAccounts() {
  useDocumentTitle('Test accounts');
  const navigate = useNavigate();
  const queries = useQueryClient();
  const list = useContract(adminContracts.testAccounts, {});
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const signInAs = async (uid: string) => {
    setBusy(uid);
    setMessage(null);
    try {
      const { token } = await call(adminContracts.testSignIn, { body: { uid } });
      await signInWithCustomToken(auth, token);
      queries.clear();
      navigate('/dashboard');
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : 'Could not sign in.' });
      setBusy(null);
    }
  };

  const reset = async () => {
    if (!window.confirm('Put the demo data back as it first was? Every change made since is lost.'))
      return;
    setBusy('reset');
    setMessage(null);
    try {
      const { startedAt } = await call(adminContracts.testReset, {});
      // The emulators pause their triggers and reload; the list says when it is done.
      const deadline = Date.now() + 180_000;
      for (;;) {
        await new Promise((r) => setTimeout(r, 1500));
        const done = (await list.refetch()).data?.lastReset;
        if (done && done.finishedAt >= startedAt) {
          if (done.error) throw new Error(`The reset failed: ${done.error}`);
          break;
        }
        if (Date.now() > deadline)
          throw new Error('The reset is taking long: look at the terminal.');
      }
      await auth.signOut();
      queries.clear();
      await list.refetch();
      setMessage({ ok: true, text: 'The demo data is back. Everyone has been signed out.' });
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : 'Could not reset.' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box sx={{ maxWidth: 820, width: '100%', mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1">
        Test accounts
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        For testing on the local emulators: sign in as any demo persona in one click. Their
        password, for the sign-in form, is <code>chairside-demo</code>. This page does not exist on
        a real project.
      </Typography>
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} sx={{ mb: 2 }} role="status">
          {message.text}
        </Alert>
      )}
      {list.error && <Alert severity="error">{list.error.message}</Alert>}
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1.5}>
            {!list.data &&
              !list.error &&
              [0, 1, 2, 3].map((i) => <Skeleton key={i} variant="rounded" height={48} />)}
            {list.data?.accounts.length === 0 && (
              <Typography>No demo accounts: reset the demo data to bring them back.</Typography>
            )}
            {list.data?.accounts.map((a) => (
              <Box
                key={a.uid}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                  flexWrap: 'wrap',
                  py: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ flex: 1, minWidth: 220 }}>
                  <Typography sx={{ fontWeight: 600 }}>{a.displayName}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {a.role} · {a.email}
                  </Typography>
                </Box>
                <Button
                  variant="outlined"
                  onClick={() => void signInAs(a.uid)}
                  disabled={busy !== null}
                  aria-label={`Sign in as ${a.displayName}`}
                >
                  {busy === a.uid ? 'Signing in…' : 'Sign in as'}
                </Button>
              </Box>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Box sx={{ mt: 3 }}>
        <Button
          color="error"
          variant="outlined"
          onClick={() => void reset()}
          disabled={busy !== null}
        >
          {busy === 'reset' ? 'Putting the demo data back…' : 'Reset demo data'}
        </Button>
      </Box>
    </Box>
  );
}
