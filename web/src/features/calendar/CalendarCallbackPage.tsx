import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROVIDER_NAMES, type ConnectProvider } from '@chairside/core/calendar-connect';
import { finishConnect } from '../../lib/data/calendar';
import { PageFrame } from '../../ui/PageFrame';

/**
 * /google-calendar-callback and /outlook-calendar-callback: where the
 * provider sends the member back after signing in. The code is handed to the
 * server once (it can be used only once); the signed state says who started it.
 */
export default function CalendarCallbackPage() {
  const { pathname } = useLocation();
  const provider: ConnectProvider = /outlook/.test(pathname) ? 'outlook' : 'google';
  const name = PROVIDER_NAMES[provider];
  const [params] = useSearchParams();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(() =>
    params.get('state')
      ? null
      : { ok: false, text: `${name} sent no sign-in answer. Start again from Calendar sync.` },
  );
  const sent = useRef(false);
  useEffect(() => {
    const state = params.get('state') ?? '';
    if (sent.current || !state) return;
    sent.current = true;
    const answer = {
      state,
      ...(params.get('code') ? { code: params.get('code')! } : {}),
      ...(params.get('error') ? { error: params.get('error')! } : {}),
      ...(params.get('error_description')
        ? { error_description: params.get('error_description')! }
        : {}),
    };
    // The code must not stay in the address bar or the history.
    window.history.replaceState(null, '', pathname);
    finishConnect(provider, answer).then(
      (v) =>
        setResult({
          ok: v.status !== 'error' && v.status !== 'revoked',
          text: `${name} connected for ${v.account}. ${v.message}`,
        }),
      (e: Error) => setResult({ ok: false, text: e.message }),
    );
  }, [params, pathname, provider, name]);

  return (
    <PageFrame title={`Connecting ${name}`} maxWidth={640}>
      {!result ? (
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>Finishing the connection with {name}…</Typography>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Alert severity={result.ok ? 'success' : 'error'} role="status">
            {result.text}
          </Alert>
          <div>
            <Button variant="contained" component={RouterLink} to="/calendar-sync">
              Back to calendar sync
            </Button>
          </div>
        </Stack>
      )}
    </PageFrame>
  );
}
