import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MIN_PASSWORD_LENGTH } from '@chairside/core/auth-config';
import {
  authErrorMessage,
  checkResetCode,
  completeEmailLink,
  confirmEmail,
  isEmailLink,
  rememberedLinkEmail,
  resetPassword,
  signInWithPassword,
} from '../../lib/auth/auth-actions';
import { AuthLayout } from './AuthLayout';
import { useNext } from './use-next';

/** Completes the links our e-mails carry: sign-in link, password reset, e-mail confirmation. */
export function EmailActionHandler() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const code = params.get('oobCode') ?? '';
  if (mode === 'signIn') return <CompleteSignInLink />;
  if (mode === 'resetPassword') return <ChooseNewPassword code={code} />;
  if (mode === 'verifyEmail') return <ConfirmEmail code={code} />;
  return (
    <AuthLayout title="This link is not valid">
      <Button component={RouterLink} to="/login" variant="contained">
        Back to sign in
      </Button>
    </AuthLayout>
  );
}

function CompleteSignInLink() {
  const navigate = useNavigate();
  const { next } = useNext();
  const [email, setEmail] = useState(rememberedLinkEmail() ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const href = window.location.href;

  const complete = async (address: string) => {
    setBusy(true);
    setError(null);
    try {
      await completeEmailLink(address, href);
      navigate(next, { replace: true });
    } catch (e) {
      setError(authErrorMessage(e));
      setBusy(false);
    }
  };

  useEffect(() => {
    const remembered = rememberedLinkEmail();
    if (remembered && !started.current && isEmailLink(href)) {
      started.current = true;
      void complete(remembered);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!isEmailLink(href)) return <EmailActionHandlerInvalid />;
  return (
    <AuthLayout
      title="Finish signing in"
      subtitle="Confirm the e-mail address this link was sent to."
    >
      <Stack
        component="form"
        spacing={2}
        onSubmit={(e) => {
          e.preventDefault();
          void complete(email);
        }}
      >
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy || !email}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </Stack>
    </AuthLayout>
  );
}

function EmailActionHandlerInvalid() {
  return (
    <AuthLayout title="This link has expired" subtitle="Sign-in links work once, within the hour.">
      <Button component={RouterLink} to="/login" variant="contained">
        Ask for a new link
      </Button>
    </AuthLayout>
  );
}

function ChooseNewPassword({ code }: { code: string }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'checking' | 'ready' | 'invalid' | 'saving'>('checking');

  useEffect(() => {
    checkResetCode(code)
      .then((address) => {
        setEmail(address);
        setState('ready');
      })
      .catch((e: unknown) => {
        setError(authErrorMessage(e));
        setState('invalid');
      });
  }, [code]);

  if (state === 'checking') return <Busy />;
  if (state === 'invalid') {
    return (
      <AuthLayout title="This link has expired">
        <Stack spacing={2}>
          <Alert severity="error">{error}</Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            Back to sign in
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
  const tooShort = password.length < MIN_PASSWORD_LENGTH;
  return (
    <AuthLayout title="Choose a new password" subtitle={`For ${email}`}>
      <Stack
        component="form"
        spacing={2}
        onSubmit={async (e) => {
          e.preventDefault();
          if (tooShort || !email) return;
          setState('saving');
          try {
            await resetPassword(code, password);
            await signInWithPassword(email, password);
            navigate('/dashboard', { replace: true });
          } catch (err) {
            setError(authErrorMessage(err));
            setState('ready');
          }
        }}
      >
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={password.length > 0 && tooShort}
          helperText={`At least ${MIN_PASSWORD_LENGTH} characters`}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={tooShort || state === 'saving'}
        >
          {state === 'saving' ? 'Saving…' : 'Save and sign in'}
        </Button>
      </Stack>
    </AuthLayout>
  );
}

function ConfirmEmail({ code }: { code: string }) {
  const { next } = useNext();
  const [state, setState] = useState<'working' | 'done' | 'failed'>('working');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirmEmail(code)
      .then(() => setState('done'))
      .catch((e: unknown) => {
        setError(authErrorMessage(e));
        setState('failed');
      });
  }, [code]);
  if (state === 'working') return <Busy />;
  return (
    <AuthLayout
      title={state === 'done' ? 'Your e-mail is confirmed' : 'We could not confirm your e-mail'}
    >
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <Button component={RouterLink} to={next === '/' ? '/dashboard' : next} variant="contained">
          Continue
        </Button>
      </Stack>
    </AuthLayout>
  );
}

function Busy() {
  return (
    <Stack
      sx={{ flex: 1, alignItems: 'center', justifyContent: 'center' }}
      role="status"
      aria-label="Working"
    >
      <CircularProgress />
    </Stack>
  );
}
