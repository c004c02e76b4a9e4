// A client's loyalty points on their record: the balance and what it is
// worth, every move with its reason, and (owners and managers) a hand
// adjustment, which the server refuses if it would take the balance below zero.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LoyaltyEntryView } from '@chairside/core/contracts/loyalty';
import { LOYALTY_KIND_LABELS, ZLoyaltyAdjust } from '@chairside/core/loyalty';
import { formatMinorUnits } from '@chairside/core/money';
import { adjustPoints, useClientLoyalty } from '../../lib/data/loyalty';
import { useWrite } from '../../lib/api/write';

const newKey = () => `adjust-${crypto.randomUUID()}`;

/** One move of points, as a line of history. */
export function PointsHistory({ entries }: { entries: LoyaltyEntryView[] }) {
  if (entries.length === 0) {
    return <Typography color="text.secondary">No points have moved yet.</Typography>;
  }
  return (
    <List dense disablePadding aria-label="Points history">
      {entries.map((e) => (
        <ListItem
          key={e.id}
          divider
          disableGutters
          secondaryAction={
            <Typography
              fontWeight={600}
              color={e.points > 0 ? 'success.main' : 'text.primary'}
              aria-label={`${e.points > 0 ? 'Added' : 'Taken'} ${Math.abs(e.points)} points`}
            >
              {e.points > 0 ? '+' : '−'}
              {Math.abs(e.points).toLocaleString('en-US')}
            </Typography>
          }
        >
          <ListItemText
            primary={`${LOYALTY_KIND_LABELS[e.kind]}: ${e.note}`}
            secondary={`${new Date(e.at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })} · balance ${e.balanceAfter.toLocaleString('en-US')}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

export function ClientLoyalty(props: { orgId: string; clientId: string; canAdjust: boolean }) {
  const { orgId, clientId, canAdjust } = props;
  const loyalty = useClientLoyalty(orgId, clientId);
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const adjusting = useWrite(adjustPoints, {
    onMutate: () => setNotice(null),
    onSuccess: (after) => {
      setNotice({ ok: true, text: `Done: ${after.balance.toLocaleString('en-US')} points now.` });
      setPoints('');
      setReason('');
      setKey(newKey());
    },
    onError: (e) => setNotice({ ok: false, text: e.message || 'Not adjusted. Try again.' }),
  });
  const data = loyalty.data;
  if (loyalty.error) return <Alert severity="error">{loyalty.error.message}</Alert>;
  if (!data || (!data.settings.enabled && data.entries.length === 0)) return null;
  const input = ZLoyaltyAdjust.safeParse({
    orgId,
    clientId,
    points: points.trim() === '' ? Number.NaN : Number(points),
    reason,
    idempotencyKey: key,
  });
  const issue = (field: string) =>
    input.success ? undefined : input.error.issues.find((i) => i.path[0] === field)?.message;
  const submit = () => {
    if (input.success) adjusting.mutate(input.data);
  };
  return (
    <Box component="section" aria-labelledby="points-title" sx={{ mb: 3 }}>
      <Typography id="points-title" variant="h6" component="h3">
        Loyalty points
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {data.balance.toLocaleString('en-US')} points, worth{' '}
        {formatMinorUnits(data.value, data.currency)} off
      </Typography>
      <PointsHistory entries={data.entries.slice(0, 8)} />
      {canAdjust && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 2, alignItems: 'start' }}>
          <TextField
            size="small"
            label="Points (+/−)"
            value={points}
            onChange={(e) => setPoints(e.target.value)}
            error={points !== '' && !!issue('points')}
            helperText={points !== '' ? issue('points') : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: { sm: 130 } }}
          />
          <TextField
            size="small"
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={reason !== '' && !!issue('reason')}
            helperText={reason !== '' ? issue('reason') : undefined}
            sx={{ flex: 1 }}
          />
          <Button
            variant="outlined"
            disabled={!input.success || adjusting.isPending}
            onClick={submit}
          >
            Adjust
          </Button>
        </Stack>
      )}
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} sx={{ mt: 1 }}>
          {notice.text}
        </Alert>
      )}
    </Box>
  );
}
