// The four networks on the portfolio page: connected as whom and to which
// Page, account or board; connect, choose, connect again, disconnect (owners
// and managers); what the network allows an app like ours; and, without the
// network's app on this server, that plainly, with what to set.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SocialConnectionView } from '@chairside/core/contracts/social';
import { chooseTarget, connectNetwork, disconnectNetwork } from '../../lib/data/social';

function NetworkCard({
  orgId,
  c,
  canManage,
}: {
  orgId: string;
  c: SocialConnectionView;
  canManage: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [choice, setChoice] = useState('');
  const act = (work: () => Promise<unknown>) => {
    setBusy(true);
    setProblem('');
    work()
      .catch((e: unknown) => setProblem(e instanceof Error ? e.message : 'That did not work.'))
      .finally(() => setBusy(false));
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h3" sx={{ fontSize: 17 }}>
          {c.name}
        </Typography>
        {c.status === 'connected' && <Chip size="small" color="success" label="Connected" />}
        {c.status === 'choose' && <Chip size="small" color="info" label="Choose where" />}
        {c.status === 'reconnect' && <Chip size="small" color="warning" label="Connect again" />}
      </Stack>
      {c.connected && (
        <Typography variant="body2">
          {c.account}
          {c.target && c.target.name !== c.account ? ` · posts to ${c.target.name}` : ''}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {c.note}
      </Typography>
      {!c.configured && (
        <Alert severity="info">
          Not set up on this Chairside yet: it needs {c.name}’s app keys on the server.{' '}
          {c.setup || 'Ask your Chairside administrator.'}
        </Alert>
      )}
      {c.message && (
        <Alert severity={c.status === 'reconnect' ? 'warning' : 'info'}>{c.message}</Alert>
      )}
      {canManage && c.status === 'choose' && c.choices.length > 0 && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label="Post to"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            sx={{ minWidth: 200 }}
          >
            {c.choices.map((x) => (
              <MenuItem key={x.id} value={x.id}>
                {x.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={!choice || busy}
            onClick={() => act(() => chooseTarget(orgId, c.network, choice))}
          >
            Use this
          </Button>
        </Stack>
      )}
      {canManage && c.configured && (
        <Stack direction="row" sx={{ gap: 1, mt: 'auto' }}>
          {(!c.connected || c.status === 'reconnect') && (
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => act(() => connectNetwork(orgId, c.network))}
            >
              {c.connected ? 'Connect again' : `Connect ${c.name}`}
            </Button>
          )}
          {c.connected && (
            <Button
              color="error"
              disabled={busy}
              onClick={() => act(() => disconnectNetwork(orgId, c.network))}
            >
              Disconnect
            </Button>
          )}
        </Stack>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
    </Paper>
  );
}

export function ConnectionsPanel({
  orgId,
  connections,
  canManage,
}: {
  orgId: string;
  connections: SocialConnectionView[];
  canManage: boolean;
}) {
  return (
    <Stack
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {connections.map((c) => (
        <NetworkCard key={c.network} orgId={orgId} c={c} canManage={canManage} />
      ))}
    </Stack>
  );
}
