// /google-reviews-callback: where Google sends the owner back after signing
// in to connect the salon's Business Profile. The code is handed to the
// server once (it works once); the signed state says who started it, for
// which salon. Then back to Reviews (to choose the location, if asked).
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { finishGoogle } from '../../lib/data/reviews';
import { PageFrame } from '../../ui/PageFrame';

export default function GoogleReviewsCallbackPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(() =>
    params.get('state')
      ? null
      : { ok: false, text: 'Google sent no sign-in answer. Start again from Reviews.' },
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
    finishGoogle(answer).then(
      (v) =>
        setResult({
          ok: v.status !== 'error' && v.status !== 'reconnect',
          text: `Google Business Profile connected for ${v.account}. ${
            v.status === 'choose-location' ? v.message : v.message || 'Its reviews are in.'
          }`,
        }),
      (e: Error) => setResult({ ok: false, text: e.message }),
    );
  }, [params, pathname]);

  return (
    <PageFrame title="Connecting Google" maxWidth={640}>
      {!result ? (
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>Finishing the connection with Google…</Typography>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Alert severity={result.ok ? 'success' : 'error'} role="status">
            {result.text}
          </Alert>
          <div>
            <Button variant="contained" component={RouterLink} to="/review-management">
              Back to reviews
            </Button>
          </div>
        </Stack>
      )}
    </PageFrame>
  );
}
