import { useState } from 'react';
import { formatDistanceToNow } from 'date-fns';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PROVIDER_NAMES, type ConnectProvider } from '@chairside/core/calendar-connect';
import type { ConnectStatus, ConnectionView } from '@chairside/core/contracts/calendar';
import {
  disconnectCalendar,
  saveConnectionPreferences,
  startConnect,
  syncConnection,
  testConnection,
  useConnectStatus,
} from '../../lib/data/calendar';
import { useWrite } from '../../lib/api/write';

const STATUS = {
  ok: { label: 'Connected', color: 'success' },
  error: { label: 'Problem', color: 'error' },
  pending: { label: 'Connecting', color: 'default' },
  revoked: { label: 'Access removed', color: 'error' },
} as const;

const ago = (iso: string | null) =>
  iso ? formatDistanceToNow(new Date(iso), { addSuffix: true }) : 'never';

/** Google Calendar or Outlook for one member (or everyone's, for owners and managers). */
export function ConnectedCalendar({
  provider,
  orgId,
  staffId,
  showWho,
}: {
  provider: ConnectProvider;
  orgId: string;
  /** Whose calendar connects here; null when an owner sees everyone's. */
  staffId: string | null;
  showWho: boolean;
}) {
  const status = useConnectStatus(provider, orgId, staffId);
  const name = PROVIDER_NAMES[provider];
  const id = `${provider}-title`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2">
          {name}
        </Typography>
        {status.isError ? (
          <Alert severity="error">{status.error.message}</Alert>
        ) : !status.data ? (
          <Skeleton variant="rounded" height={96} />
        ) : (
          <Connections status={status.data} orgId={orgId} staffId={staffId} showWho={showWho} />
        )}
      </CardContent>
    </Card>
  );
}

function Connections({
  status,
  orgId,
  staffId,
  showWho,
}: {
  status: ConnectStatus;
  orgId: string;
  staffId: string | null;
  showWho: boolean;
}) {
  const name = PROVIDER_NAMES[status.provider];
  // Connecting leaves for the provider's consent page: busy until the browser goes.
  const start = useWrite((who: string) => startConnect(status.provider, orgId, who));
  const busy = start.isPending || start.isSuccess;
  const error = start.error?.message ?? null;
  if (!status.configured) {
    return status.managesAll ? (
      <Alert severity="info" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        <AlertTitle>{name} is not available on this Chairside yet</AlertTitle>
        Until it is, the iCal feeds and imports on this page work with {name} and any other calendar
        app.
        {status.setup && (
          <Box component="span" sx={{ display: 'block', mt: 1 }}>
            For platform administrators: {status.setup}
          </Box>
        )}
      </Alert>
    ) : (
      <Alert severity="info" sx={{ mt: 1 }}>
        <AlertTitle>{name} is not available on this Chairside yet</AlertTitle>
        Until it is, subscribe to your feed and import your calendar by its address on this page: it
        works with {name} too.
      </Alert>
    );
  }
  const mine = staffId ? status.connections.find((c) => c.staffId === staffId) : undefined;
  const connect = () => {
    if (staffId) start.mutate(staffId);
  };
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Typography color="text.secondary">
        {status.provider === 'google'
          ? 'Busy times in the Google calendars you choose leave online booking, and your appointments appear in Google Calendar, moved and cancelled with them.'
          : 'Busy times in your Outlook or Microsoft 365 calendars leave online booking, and your appointments appear in Outlook, moved and cancelled with them.'}{' '}
        {status.notifications
          ? 'Changes arrive within a minute.'
          : 'Changes are checked every 15 minutes (push notifications need the server on a public https address).'}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {staffId && !mine && (
        <Box>
          <Button variant="contained" disabled={busy} onClick={connect}>
            Connect {name}
          </Button>
        </Box>
      )}
      {!staffId && status.connections.length === 0 && (
        <Typography color="text.secondary">
          Nobody has connected {name} yet. Choose a team member above to connect theirs.
        </Typography>
      )}
      {(staffId ? (mine ? [mine] : []) : status.connections).map((c) => (
        <Connection
          key={c.id}
          orgId={orgId}
          connection={c}
          showWho={showWho}
          onReconnect={() => void startConnect(c.provider, orgId, c.staffId)}
        />
      ))}
    </Stack>
  );
}

function Connection({
  orgId,
  connection: c,
  showWho,
  onReconnect,
}: {
  orgId: string;
  connection: ConnectionView;
  showWho: boolean;
  onReconnect: () => void;
}) {
  const name = PROVIDER_NAMES[c.provider];
  const [busyIds, setBusyIds] = useState(() => c.calendars.filter((x) => x.busy).map((x) => x.id));
  const [pushTo, setPushTo] = useState(c.pushCalendarId ?? '');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [asking, setAsking] = useState(false);
  const dirty =
    pushTo !== (c.pushCalendarId ?? '') ||
    busyIds.slice().sort().join('\n') !==
      c.calendars
        .filter((x) => x.busy)
        .map((x) => x.id)
        .sort()
        .join('\n');
  const actions = useWrite((a: { what: string; work: () => Promise<string> }) => a.work(), {
    onMutate: () => setNote(null),
    onSuccess: (text) => setNote({ ok: true, text }),
    onError: (e) => setNote({ ok: false, text: e.message }),
  });
  const working = actions.isPending ? (actions.variables?.what ?? null) : null;
  const act = (what: string, work: () => Promise<string>) => actions.mutate({ what, work });
  const status = STATUS[c.status];
  const title = showWho ? `${c.staffName} · ${c.account}` : c.account;
  return (
    <Box aria-label={`${name}: ${title}`} component="article">
      <Divider sx={{ mb: 2 }} />
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
        <Chip size="small" label={status.label} color={status.color} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {c.busy} busy {c.busy === 1 ? 'time' : 'times'} ahead · {c.pushed}{' '}
        {c.pushed === 1 ? 'appointment' : 'appointments'} written · last read {ago(c.lastSuccessAt)}
      </Typography>
      {c.status !== 'ok' && (
        <Alert severity={c.status === 'pending' ? 'info' : 'error'} sx={{ mt: 1 }}>
          {c.message}
          {c.status === 'revoked' && (
            <Box sx={{ mt: 1 }}>
              <Button size="small" variant="outlined" color="inherit" onClick={onReconnect}>
                Connect again
              </Button>
            </Box>
          )}
        </Alert>
      )}
      <FormGroup sx={{ mt: 2 }}>
        <FormLabel component="legend">Calendars that count as busy</FormLabel>
        {c.calendars.map((cal) => (
          <FormControlLabel
            key={cal.id}
            control={
              <Checkbox
                checked={busyIds.includes(cal.id)}
                onChange={(e) =>
                  setBusyIds((ids) =>
                    e.target.checked ? [...ids, cal.id] : ids.filter((i) => i !== cal.id),
                  )
                }
              />
            }
            label={`${cal.name}${cal.primary ? ' (main)' : ''}`}
          />
        ))}
      </FormGroup>
      <TextField
        select
        size="small"
        label="Appointments go to"
        value={pushTo}
        onChange={(e) => setPushTo(e.target.value)}
        sx={{ mt: 2, minWidth: 260, maxWidth: '100%' }}
      >
        <MenuItem value="">Nowhere (read busy time only)</MenuItem>
        {c.calendars
          .filter((cal) => cal.writable)
          .map((cal) => (
            <MenuItem key={cal.id} value={cal.id}>
              {cal.name}
            </MenuItem>
          ))}
      </TextField>
      {note && (
        <Alert severity={note.ok ? 'success' : 'error'} sx={{ mt: 2 }} role="status">
          {note.text}
        </Alert>
      )}
      <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="small"
          disabled={!dirty || working !== null}
          onClick={() =>
            act('save', async () => {
              const v = await saveConnectionPreferences(c.provider, {
                orgId,
                staffId: c.staffId,
                busyCalendarIds: busyIds,
                pushCalendarId: pushTo || null,
              });
              return `Saved. ${v.message}`;
            })
          }
        >
          {working === 'save' ? 'Saving…' : 'Save'}
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={working !== null}
          onClick={() =>
            act('sync', async () => (await syncConnection(c.provider, orgId, c.staffId)).message)
          }
        >
          {working === 'sync' ? 'Syncing…' : 'Sync now'}
        </Button>
        <Button
          size="small"
          disabled={working !== null}
          onClick={() =>
            act('test', async () => {
              const t = await testConnection(c.provider, orgId, c.staffId);
              if (!t.ok) throw new Error(t.message);
              return `${t.message} (${t.ms} ms)`;
            })
          }
        >
          Test
        </Button>
        <Button
          size="small"
          color="error"
          disabled={working !== null}
          onClick={() => setAsking(true)}
        >
          Disconnect
        </Button>
      </Stack>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={`dc-${c.id}`}>
        <DialogTitle id={`dc-${c.id}`}>Disconnect {name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Its busy time leaves the book, and the appointments Chairside wrote to {c.account} are
            removed from it. Nothing else in that calendar is touched.
            {c.provider === 'outlook' &&
              ' Microsoft does not let apps withdraw their own access: to remove it fully, remove Chairside under “Apps and services” in your Microsoft account.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Stay connected</Button>
          <Button
            color="error"
            disabled={working !== null}
            onClick={() =>
              act('disconnect', async () => {
                await disconnectCalendar(c.provider, orgId, c.staffId);
                setAsking(false);
                return `${name} disconnected.`;
              })
            }
          >
            Disconnect
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
