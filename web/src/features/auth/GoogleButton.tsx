import { useState } from 'react';
import Button from '@mui/material/Button';
import GoogleIcon from '@mui/icons-material/Google';
import { signInWithGoogle } from '../../lib/auth/auth-actions';

/** "Continue with Google": the provider's popup (the Auth emulator's, locally). */
export function GoogleButton({ onError }: { onError: (error: unknown) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outlined"
      size="large"
      fullWidth
      startIcon={<GoogleIcon />}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        signInWithGoogle()
          .catch(onError)
          .finally(() => setBusy(false));
      }}
    >
      Continue with Google
    </Button>
  );
}
