// Where a provider sends someone back after signing in to connect an
// account (Google and Outlook calendars, Google reviews, the social
// networks): the answer (a code, or an error) is handed to the server once
// (a code works once), the address bar forgets it, and the outcome is said
// in words with the way back.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageFrame } from './PageFrame';

export interface OAuthAnswer {
  state: string;
  code?: string;
  error?: string;
  error_description?: string;
}

export function OAuthCallback({
  title,
  waiting,
  missing,
  finish,
  back,
}: {
  title: string;
  /** While the server finishes: "Finishing the connection with Google…". */
  waiting: string;
  /** When the provider sent no answer at all. */
  missing: string;
  /** Hands the answer to the server; answers the outcome in words. */
  finish: (answer: OAuthAnswer) => Promise<{ ok: boolean; text: string }>;
  back: { to: string; label: ReactNode };
}) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(() =>
    params.get('state') ? null : { ok: false, text: missing },
  );
  const sent = useRef(false);
  useEffect(() => {
    const state = params.get('state') ?? '';
    if (sent.current || !state) return;
    sent.current = true;
    const answer: OAuthAnswer = {
      state,
      ...(params.get('code') ? { code: params.get('code')! } : {}),
      ...(params.get('error') ? { error: params.get('error')! } : {}),
      ...(params.get('error_description')
        ? { error_description: params.get('error_description')! }
        : {}),
    };
    // The code must not stay in the address bar or the history.
    window.history.replaceState(null, '', pathname);
    finish(answer).then(setResult, (e: Error) => setResult({ ok: false, text: e.message }));
  }, [params, pathname, finish]);
  return (
    <PageFrame title={title} maxWidth={640}>
      {!result ? (
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>{waiting}</Typography>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Alert severity={result.ok ? 'success' : 'error'} role="status">
            {result.text}
          </Alert>
          <div>
            <Button variant="contained" component={RouterLink} to={back.to}>
              {back.label}
            </Button>
          </div>
        </Stack>
      )}
    </PageFrame>
  );
}
