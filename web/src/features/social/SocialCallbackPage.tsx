// /social-callback: where Instagram, Facebook, TikTok and Pinterest send the
// owner back after signing in. The code is handed to the server once (it
// works once); the signed state says which network, for which salon, and
// who started it. Then back to the portfolio (to choose a Page or board).
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { finishNetwork } from '../../lib/data/social';
import { PageFrame } from '../../ui/PageFrame';

export default function SocialCallbackPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(() =>
    params.get('state')
      ? null
      : { ok: false, text: 'The network sent no sign-in answer. Start again from the portfolio.' },
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
    finishNetwork(answer).then(
      (c) =>
        setResult({
          ok: true,
          text: `${c.name} connected as ${c.account}. ${
            c.status === 'choose' ? c.message || 'Choose where to post on the portfolio page.' : ''
          }`,
        }),
      (e: Error) => setResult({ ok: false, text: e.message }),
    );
  }, [params, pathname]);
  return (
    <PageFrame title="Connecting" maxWidth={640}>
      {!result ? (
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>Finishing the connection…</Typography>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Alert severity={result.ok ? 'success' : 'error'} role="status">
            {result.text}
          </Alert>
          <div>
            <Button variant="contained" component={RouterLink} to="/social-portfolio">
              Back to the portfolio
            </Button>
          </div>
        </Stack>
      )}
    </PageFrame>
  );
}
