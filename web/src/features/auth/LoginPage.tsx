import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUTH_CONFIG } from '@chairside/core/auth-config';
import {
  authErrorMessage,
  sendPasswordReset,
  sendSignInLink,
  signInWithPassword,
} from '../../lib/auth/auth-actions';
import { useAuthState } from '../../lib/auth/use-auth-state';
import { AuthLayout } from './AuthLayout';
import { EmailActionHandler } from './EmailActionHandler';
import { GoogleButton } from './GoogleButton';
import { useNext, withNext } from './use-next';
import { login, type Login } from './auth-forms';

export default function LoginPage() {
  const [params] = useSearchParams();
  const auth = useAuthState();
  if (params.get('mode') && params.get('oobCode')) return <EmailActionHandler />;
  if (auth.status === 'loading') return null;
  return <LoginForm signedIn={auth.status === 'signed-in'} />;
}

function LoginForm({ signedIn }: { signedIn: boolean }) {
  const { next, raw } = useNext();
  const { signInOptions } = AUTH_CONFIG;
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, getValues, trigger, formState } = useForm<Login>({
    resolver: login.resolver,
    defaultValues: { email: '', password: '' },
  });
  const fail = (e: unknown) => {
    setNotice(null);
    setError(authErrorMessage(e));
  };
  // The form's checks load once the page has painted, before the first submit.
  useEffect(() => login.prefetch(), []);

  if (signedIn) return <Navigate to={next} replace />;

  const withEmail = async (action: 'link' | 'reset') => {
    if (!(await trigger('email'))) return;
    setError(null);
    const email = getValues('email');
    try {
      if (action === 'link') {
        await sendSignInLink(email, next);
        setNotice(`We sent a sign-in link to ${email}. Open it on this device to continue.`);
      } else {
        await sendPasswordReset(email);
        setNotice(`If ${email} has an account, a link to choose a new password is on its way.`);
      }
    } catch (e) {
      fail(e);
    }
  };

  return (
    <AuthLayout
      title="Sign in"
      subtitle={`Welcome back to ${AUTH_CONFIG.siteName}.`}
      footer={
        <Typography>
          New to {AUTH_CONFIG.siteName}?{' '}
          <Link component={RouterLink} underline="always" to={withNext('/signup', raw)}>
            Create an account
          </Link>
        </Typography>
      }
    >
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        {notice && <Alert severity="success">{notice}</Alert>}
        {signInOptions.google && <GoogleButton onError={fail} />}
        {signInOptions.google && signInOptions.emailAndPassword && <Divider>or</Divider>}
        {signInOptions.emailAndPassword && (
          <Stack
            component="form"
            noValidate
            spacing={2}
            onSubmit={handleSubmit(async ({ email, password }) => {
              setError(null);
              await signInWithPassword(email, password).catch(fail);
            })}
          >
            <TextField
              label="E-mail"
              type="email"
              autoComplete="email"
              required
              {...register('email')}
              error={!!formState.errors.email}
              helperText={formState.errors.email?.message}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              {...register('password')}
              error={!!formState.errors.password}
              helperText={formState.errors.password?.message}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={formState.isSubmitting}
            >
              {formState.isSubmitting ? 'Signing in…' : 'Sign in'}
            </Button>
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
            >
              <Button size="small" onClick={() => void withEmail('reset')}>
                Forgot password?
              </Button>
              {signInOptions.magicLink && (
                <Button size="small" onClick={() => void withEmail('link')}>
                  E-mail me a sign-in link
                </Button>
              )}
            </Stack>
          </Stack>
        )}
      </Stack>
    </AuthLayout>
  );
}
