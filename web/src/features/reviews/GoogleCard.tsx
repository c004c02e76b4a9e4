// The salon's Google Business Profile on the reviews page: connect (owners
// and managers), choose the location, read now, disconnect; how the last
// read went in Google's words. Without Google's app on the server it says
// so plainly, with what to set.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  chooseGoogleLocation,
  connectGoogle,
  disconnectGoogle,
  syncGoogle,
  useGoogleReviews,
} from '../../lib/data/reviews';

export function GoogleCard({ orgId, canManage }: { orgId: string; canManage: boolean }) {
  const q = useGoogleReviews(orgId);
  const [busy, setBusy] = useState('');
  const [problem, setProblem] = useState('');
  const [location, setLocation] = useState('');
  const act = (what: string, work: () => Promise<unknown>) => {
    setBusy(what);
    setProblem('');
    work()
      .catch((e: unknown) => setProblem(e instanceof Error ? e.message : 'That did not work.'))
      .finally(() => setBusy(''));
  };
  const g = q.data?.google;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="google-title">
      <Typography variant="h6" component="h2" id="google-title" sx={{ mb: 1 }}>
        Google reviews
      </Typography>
      {!g ? (
        <Skeleton variant="rounded" height={80} />
      ) : !g.configured ? (
        <Alert severity="info">
          Google reviews are not set up on this Chairside: it needs a Google app with access to the
          Business Profile APIs. {g.setup || 'Ask your Chairside administrator to set it up.'} Your
          own reviews and your Google review link work meanwhile.
        </Alert>
      ) : !g.connected ? (
        <Stack sx={{ gap: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            Connect your Google Business Profile to see its reviews here beside your own, and answer
            them without leaving Chairside.
          </Typography>
          {canManage && (
            <div>
              <Button
                variant="contained"
                disabled={busy !== ''}
                onClick={() => act('connect', () => connectGoogle(orgId))}
              >
                Connect Google
              </Button>
            </div>
          )}
        </Stack>
      ) : (
        <Stack sx={{ gap: 1.5 }}>
          <Typography variant="body2">
            {g.location ? (
              <>
                <strong>{g.location.title}</strong>
                {g.location.address ? ` · ${g.location.address}` : ''}
              </>
            ) : (
              'No location chosen yet'
            )}
            <br />
            <Typography component="span" variant="body2" color="text.secondary">
              Signed in as {g.account}
            </Typography>
          </Typography>
          {g.status === 'connected' && g.averageRating !== null && (
            <Typography variant="body2">
              {g.averageRating.toFixed(1)} stars from {g.reviewCount} review
              {g.reviewCount === 1 ? '' : 's'} on Google
            </Typography>
          )}
          {g.message && (
            <Alert
              severity={
                g.status === 'reconnect' || g.status === 'error'
                  ? 'warning'
                  : g.status === 'choose-location'
                    ? 'info'
                    : 'success'
              }
            >
              {g.message}
            </Alert>
          )}
          {g.lastSyncAt && (
            <Typography variant="caption" color="text.secondary">
              Read {new Date(g.lastSyncAt).toLocaleString()}
              {g.nextSyncAt ? `; next ${new Date(g.nextSyncAt).toLocaleString()}` : ''}
            </Typography>
          )}
          {canManage && g.status === 'choose-location' && g.locations.length > 0 && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <TextField
                select
                size="small"
                label="This salon on Google"
                value={location}
                onChange={(e) => setLocation(e.target.value)}
                sx={{ minWidth: 220 }}
              >
                {g.locations.map((l) => (
                  <MenuItem key={l.name} value={l.name}>
                    {l.title}
                    {l.address ? ` · ${l.address}` : ''}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="contained"
                disabled={!location || busy !== ''}
                onClick={() => act('location', () => chooseGoogleLocation(orgId, location))}
              >
                Use this location
              </Button>
            </Stack>
          )}
          {canManage && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              {g.status === 'reconnect' ? (
                <Button
                  variant="contained"
                  disabled={busy !== ''}
                  onClick={() => act('connect', () => connectGoogle(orgId))}
                >
                  Connect again
                </Button>
              ) : (
                g.location && (
                  <Button
                    variant="outlined"
                    disabled={busy !== ''}
                    onClick={() => act('sync', () => syncGoogle(orgId))}
                  >
                    {busy === 'sync' ? 'Reading…' : 'Read now'}
                  </Button>
                )
              )}
              <Button
                color="error"
                disabled={busy !== ''}
                onClick={() => act('disconnect', () => disconnectGoogle(orgId))}
              >
                Disconnect
              </Button>
            </Stack>
          )}
        </Stack>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {problem}
        </Alert>
      )}
    </Paper>
  );
}
