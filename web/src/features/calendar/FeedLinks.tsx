import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import type { FeedExportView } from '@chairside/core/contracts/calendar';
import { rotateFeed } from '../../lib/data/calendar';
import { useWrite } from '../../lib/api/write';

/**
 * The secret addresses a calendar app subscribes to: one per team member and
 * one for the salon's whole book, with a way to make a new one.
 */
export function FeedLinks({ orgId, feeds }: { orgId: string; feeds: FeedExportView[] }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="feeds-title">
      <CardContent>
        <Typography id="feeds-title" variant="h6" component="h2">
          Your appointments in your calendar app
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Subscribe to this address in Google Calendar (Other calendars → From URL), Apple Calendar
          (File → New Calendar Subscription) or Outlook (Add calendar → Subscribe from web).
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          Calendar apps fetch subscribed calendars on their own schedule: Google Calendar every 12
          to 24 hours, Outlook every few hours, Apple Calendar as often as you choose (every 5
          minutes at best). A new or moved appointment shows up after their next fetch.
        </Alert>
        <Stack spacing={3}>
          {feeds.map((feed) => (
            <FeedLink key={feed.staffId ?? 'salon'} orgId={orgId} feed={feed} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function FeedLink({ orgId, feed }: { orgId: string; feed: FeedExportView }) {
  const [copied, setCopied] = useState(false);
  const [asking, setAsking] = useState(false);
  const rotating = useWrite(() => rotateFeed(orgId, feed.staffId), {
    onSuccess: () => setAsking(false),
  });
  const error = rotating.error?.message ?? null;
  const id = `feed-${feed.staffId ?? 'salon'}`;
  const copy = () => {
    void navigator.clipboard?.writeText(feed.https).then(() => setCopied(true));
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Stack spacing={1}>
      <TextField
        id={id}
        label={
          feed.staffId ? `${feed.label}’s appointments` : `All of ${feed.label}’s appointments`
        }
        value={feed.https}
        fullWidth
        size="small"
        slotProps={{
          input: {
            readOnly: true,
            sx: { fontFamily: 'monospace', fontSize: 13 },
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={copied ? 'Copied' : 'Copy the address'}>
                  <IconButton
                    aria-label={`Copy the address of ${feed.label}’s feed`}
                    onClick={copy}
                  >
                    <ContentCopy fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
          htmlInput: { onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() },
        }}
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" href={feed.webcal}>
          Open in calendar app
        </Button>
        <Button size="small" color="warning" onClick={() => setAsking(true)}>
          Make a new address
        </Button>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {copied ? 'Copied to the clipboard.' : ''}
        </Typography>
      </Stack>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={`${id}-rotate`}>
        <DialogTitle id={`${id}-rotate`}>Make a new address?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The current address stops working at once. Anyone subscribed to it, on any device, stops
            receiving appointments until they subscribe to the new one. Do this if the address was
            shared with someone who should not have it.
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Keep this address</Button>
          <Button color="warning" disabled={rotating.isPending} onClick={() => rotating.mutate()}>
            Make a new address
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
