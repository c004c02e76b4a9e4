import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUTH_CONFIG, MIN_PASSWORD_LENGTH } from '@chairside/core/auth-config';
import { authErrorMessage, sendSignInLink, signUpWithPassword } from '../../lib/auth/auth-actions';
import { useAuthState } from '../../lib/auth/use-auth-state';
import { AuthLayout } from './AuthLayout';
import { GoogleButton } from './GoogleButton';
import { useNext, withNext } from './use-next';
import { signup, type Signup } from './auth-forms';

export default function SignupPage() {
  const auth = useAuthState();
  const { next, raw } = useNext();
  const { signInOptions } = AUTH_CONFIG;
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, getValues, trigger, formState } = useForm<Signup>({
    resolver: signup.resolver,
    defaultValues: { name: '', email: '', password: '' },
  });
  // The form's checks load once the page has painted, before the first submit.
  useEffect(() => signup.prefetch(), []);
  const fail = (e: unknown) => {
    setNotice(null);
    setError(authErrorMessage(e));
  };

  if (auth.status === 'loading') return null;
  if (auth.status === 'signed-in' && !formState.isSubmitting) return <Navigate to={next} replace />;

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Run your salon, or join your team, in a few minutes."
      footer={
        <Typography>
          Already have an account?{' '}
          <Link component={RouterLink} underline="always" to={withNext('/login', raw)}>
            Sign in
          </Link>
        </Typography>
      }
    >
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        {notice && <Alert severity="success">{notice}</Alert>}
        {signInOptions.google && <GoogleButton onError={fail} />}
        {signInOptions.google && signInOptions.emailAndPassword && <Divider>or</Divider>}
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={handleSubmit(async ({ name, email, password }) => {
            setError(null);
            await signUpWithPassword(name, email, password, next).catch(fail);
          })}
        >
          <TextField
            label="Your name"
            autoComplete="name"
            required
            {...register('name')}
            error={!!formState.errors.name}
            helperText={formState.errors.name?.message}
          />
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
            autoComplete="new-password"
            required
            {...register('password')}
            error={!!formState.errors.password}
            helperText={
              formState.errors.password?.message ?? `At least ${MIN_PASSWORD_LENGTH} characters`
            }
          />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Creating your account…' : 'Create account'}
          </Button>
          {signInOptions.magicLink && (
            <Button
              size="small"
              onClick={async () => {
                if (!(await trigger('email'))) return;
                const email = getValues('email');
                setError(null);
                await sendSignInLink(email, next)
                  .then(() =>
                    setNotice(
                      `We sent a sign-up link to ${email}. Open it to continue — no password needed.`,
                    ),
                  )
                  .catch(fail);
              }}
            >
              Sign up with an e-mail link instead
            </Button>
          )}
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
