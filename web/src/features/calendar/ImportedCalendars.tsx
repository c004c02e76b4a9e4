import { useState } from 'react';
import { formatDistanceToNow } from 'date-fns';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZFeedUrl } from '@chairside/core/calendar';
import type { CalendarFeedView } from '@chairside/core/contracts/calendar';
import {
  importCalendar,
  removeCalendar,
  syncCalendar,
  uploadCalendar,
} from '../../lib/data/calendar';
import { useWrite } from '../../lib/api/write';

export interface Member {
  id: string;
  name: string;
}

const STATUS = {
  ok: { label: 'Synced', color: 'success' },
  error: { label: 'Problem', color: 'error' },
  pending: { label: 'Waiting', color: 'default' },
} as const;

const ago = (iso: string | null) =>
  iso ? formatDistanceToNow(new Date(iso), { addSuffix: true }) : 'never';

/**
 * Calendars a team member imports as busy time (by address, fetched again
 * every half hour, or as an uploaded .ics): their status in words, sync and
 * remove. `members` lists whom an owner may add one for; a member adds their own.
 */
export function ImportedCalendars({
  orgId,
  feeds,
  members,
  staffId,
  showWho,
}: {
  orgId: string;
  feeds: CalendarFeedView[];
  members: Member[];
  /** Whose calendars this view adds to; null when an owner sees everyone's. */
  staffId: string | null;
  showWho: boolean;
}) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="imports-title">
      <CardContent>
        <Typography id="imports-title" variant="h6" component="h2">
          Busy time from other calendars
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Import a personal calendar and online booking never offers a time it shows as busy. Only
          “busy” is kept: no titles, places or guests. Events marked free are ignored.
        </Typography>
        <AddCalendar orgId={orgId} members={members} staffId={staffId} />
        <Divider sx={{ my: 2 }} />
        {feeds.length === 0 ? (
          <Typography color="text.secondary">No calendars imported yet.</Typography>
        ) : (
          <Stack component="ul" divider={<Divider />} spacing={2} sx={{ m: 0, p: 0 }}>
            {feeds.map((feed) => (
              <Imported key={feed.id} orgId={orgId} feed={feed} showWho={showWho} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function AddCalendar({
  orgId,
  members,
  staffId,
}: {
  orgId: string;
  members: Member[];
  staffId: string | null;
}) {
  const [how, setHow] = useState<'url' | 'upload'>('url');
  const [who, setWho] = useState(staffId ?? '');
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const [invalid, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const importing = useWrite(
    (input: { staffId: string; upload: File | null }) =>
      input.upload
        ? uploadCalendar(orgId, input.staffId, name, input.upload)
        : importCalendar({ orgId, staffId: input.staffId, url, name }),
    {
      onMutate: () => setError(null),
      onSuccess: (feed) => {
        setDone(
          feed.status === 'ok'
            ? `“${feed.name}” imported: ${feed.busy} busy ${feed.busy === 1 ? 'time' : 'times'} ahead.`
            : feed.message,
        );
        setUrl('');
        setName('');
        setFile(null);
        setTouched(false);
      },
    },
  );
  const busy = importing.isPending;
  const error = invalid ?? importing.error?.message ?? null;
  const forWhom = staffId ?? who;
  const urlCheck = ZFeedUrl.safeParse(url);
  const urlError = touched && how === 'url' && !urlCheck.success;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setDone(null);
    if (!forWhom) return setError('Choose whose calendar this is.');
    if (how === 'url' && !urlCheck.success) return;
    if (how === 'upload' && !file) return setError('Choose the .ics file to upload.');
    importing.mutate({ staffId: forWhom, upload: how === 'upload' ? file : null });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Import a calendar">
      <Tabs value={how} onChange={(_, v: 'url' | 'upload') => setHow(v)} sx={{ mb: 2 }}>
        <Tab value="url" label="By address" />
        <Tab value="upload" label="Upload a file" />
      </Tabs>
      <Stack spacing={2}>
        {staffId === null && (
          <TextField
            select
            label="Whose calendar"
            value={who}
            onChange={(e) => setWho(e.target.value)}
            size="small"
            required
          >
            {members.map((m) => (
              <MenuItem key={m.id} value={m.id}>
                {m.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {how === 'url' ? (
          <TextField
            label="Calendar address"
            placeholder="https://… or webcal://…"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            onBlur={() => setTouched(true)}
            error={urlError}
            helperText={
              urlError && !urlCheck.success
                ? urlCheck.error.issues[0]?.message
                : 'Google Calendar: Settings → your calendar → “Secret address in iCal format”. Apple iCloud: share the calendar as a public calendar. Outlook: Settings → Shared calendars → Publish a calendar (ICS).'
            }
            size="small"
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off' } }}
          />
        ) : (
          <Stack spacing={0.5}>
            <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="outlined" component="label">
                Choose .ics file
                <input
                  type="file"
                  hidden
                  accept=".ics,text/calendar"
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
              </Button>
              <Typography>{file ? file.name : 'No file chosen'}</Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              An uploaded file is read once, two years ahead. To update it, upload it again; to stay
              in step on its own, import by address.
            </Typography>
          </Stack>
        )}
        <TextField
          label="Name (optional)"
          placeholder="Personal"
          value={name}
          onChange={(e) => setName(e.target.value)}
          size="small"
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        {error && <Alert severity="error">{error}</Alert>}
        {done && (
          <Alert severity="success" role="status">
            {done}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Importing…' : 'Import calendar'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function Imported({
  orgId,
  feed,
  showWho,
}: {
  orgId: string;
  feed: CalendarFeedView;
  showWho: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const status = STATUS[feed.status];
  const action = useWrite(
    async (what: 'sync' | 'remove'): Promise<unknown> =>
      what === 'sync' ? syncCalendar(orgId, feed.id) : removeCalendar(orgId, feed.id),
    { onSuccess: () => setAsking(false) },
  );
  const busy = action.isPending ? (action.variables ?? null) : null;
  const error = action.error?.message ?? null;
  const act = (what: 'sync' | 'remove') => action.mutate(what);
  const title = `${feed.name}${showWho ? ` · ${feed.staffName}` : ''}`;
  return (
    <Box component="li" sx={{ listStyle: 'none' }} aria-label={title}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
            <Chip size="small" label={status.label} color={status.color} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {feed.kind === 'upload' ? `Uploaded file ${feed.source}` : feed.source} · {feed.busy}{' '}
            busy {feed.busy === 1 ? 'time' : 'times'} ahead · last read {ago(feed.lastSuccessAt)}
            {feed.kind === 'url' && feed.nextFetchAt ? ` · next ${ago(feed.nextFetchAt)}` : ''}
          </Typography>
          {feed.status === 'error' && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {feed.message}
              {feed.lastSuccessAt ? ' The busy time from the last good read is kept.' : ''}
            </Alert>
          )}
          {feed.warnings.map((w) => (
            <Alert key={w} severity="warning" sx={{ mt: 1 }}>
              {w}
            </Alert>
          ))}
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </Box>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          {feed.kind === 'url' && (
            <Button
              size="small"
              variant="outlined"
              disabled={busy !== null}
              onClick={() => act('sync')}
              aria-label={`Sync ${title} now`}
            >
              {busy === 'sync' ? 'Syncing…' : 'Sync now'}
            </Button>
          )}
          <Button
            size="small"
            color="error"
            disabled={busy !== null}
            onClick={() => setAsking(true)}
            aria-label={`Remove ${title}`}
          >
            Remove
          </Button>
        </Stack>
      </Stack>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={`rm-${feed.id}`}>
        <DialogTitle id={`rm-${feed.id}`}>Remove “{feed.name}”?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Its busy time leaves {feed.staffName}’s book, and online booking may offer those times
            again. Appointments already booked stay as they are.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Keep it</Button>
          <Button color="error" disabled={busy !== null} onClick={() => act('remove')}>
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
