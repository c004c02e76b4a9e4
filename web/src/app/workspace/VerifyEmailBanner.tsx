import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useWorkspace } from './workspace-context';

/** Asks a password account to confirm its address (loaded only for those who must). */
export function VerifyEmailBanner() {
  const { user } = useWorkspace();
  const [state, setState] = useState<'idle' | 'sent' | 'failed'>('idle');
  const usesPassword = user.providerData.some((p) => p.providerId === 'password');
  if (user.emailVerified || !user.email || !usesPassword) return null;
  return (
    <Alert
      severity={state === 'failed' ? 'warning' : 'info'}
      sx={{ borderRadius: 0 }}
      action={
        state === 'idle' && (
          <Button
            color="inherit"
            size="small"
            onClick={() =>
              // The sign-in actions (and their request schemas) load on this click, not with every page.
              import('../../lib/auth/auth-actions')
                .then(({ resendVerification }) => resendVerification())
                .then(
                  () => setState('sent'),
                  () => setState('failed'),
                )
            }
          >
            Send link
          </Button>
        )
      }
    >
      {state === 'sent'
        ? `We sent a confirmation link to ${user.email}.`
        : state === 'failed'
          ? 'We could not send the confirmation e-mail just now. Try again later.'
          : `Please confirm your e-mail address (${user.email}) so your salon can reach you.`}
    </Alert>
  );
}
