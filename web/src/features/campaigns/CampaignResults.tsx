// A launched campaign: where it stands (scheduled, sending, paused, sent),
// pause, resume or cancel, and what it brought: sent, delivered, failed and
// why, opened (approximate), clicked, unsubscribed, and the bookings and
// revenue credited to it (within the salon's window after each message).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_STATUS_LABELS } from '@chairside/core/campaigns';
import type { CampaignSummary, MarketingResults } from '@chairside/core/contracts/campaigns';
import { LEFT_OUT_LABELS, type LeftOutReason } from '@chairside/core/marketing';
import { formatMinorUnits } from '@chairside/core/money';
import { campaignAction } from '../../lib/data/campaigns';

export const STATUS_COLORS = {
  draft: 'default',
  scheduled: 'info',
  sending: 'primary',
  paused: 'warning',
  sent: 'success',
  cancelled: 'default',
} as const;

const pct = (n: number, of: number) => (of ? `${Math.round((n / of) * 100)}%` : '–');

function Figure({ label, value, note }: { label: string; value: string | number; note?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 130, flex: '1 1 130px' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}

export function ResultFigures({ r, currency }: { r: MarketingResults; currency: string }) {
  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
      <Figure
        label="Sent"
        value={r.sent}
        note={r.waiting ? `${r.waiting} still to go` : undefined}
      />
      <Figure label="Delivered" value={r.delivered} note={pct(r.delivered, r.sent)} />
      <Figure label="Opened" value={r.opened} note={`${pct(r.opened, r.delivered)}, approximate`} />
      <Figure label="Clicked" value={r.clicked} note={pct(r.clicked, r.delivered)} />
      <Figure label="Bookings" value={r.bookings} note="credited to it" />
      <Figure
        label="Revenue"
        value={formatMinorUnits(r.revenue, currency)}
        note="of those bookings"
      />
      <Figure label="Unsubscribed" value={r.unsubscribed} />
      <Figure
        label="Not sent"
        value={r.failed + r.skipped}
        note={r.failed ? `${r.failed} failed` : undefined}
      />
    </Stack>
  );
}

export function CampaignResults({
  orgId,
  campaign,
  currency,
  canSend,
  attributionDays,
}: {
  orgId: string;
  campaign: CampaignSummary;
  currency: string;
  canSend: boolean;
  attributionDays: number;
}) {
  const [busy, setBusy] = useState('');
  const [problem, setProblem] = useState('');
  const act = async (action: 'pause' | 'resume' | 'cancel') => {
    setBusy(action);
    setProblem('');
    try {
      await campaignAction(orgId, campaign.id, action);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'That did not work just now.');
    } finally {
      setBusy('');
    }
  };
  const r = campaign.results;
  const done = r ? r.sent + r.failed + r.skipped : 0;
  const leftOut = (Object.entries(campaign.leftOut) as [LeftOutReason, number][]).filter(
    ([, n]) => n,
  );
  return (
    <Stack sx={{ gap: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, alignItems: { sm: 'center' } }}
        >
          <Box sx={{ flex: 1 }}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              <Chip
                label={CAMPAIGN_STATUS_LABELS[campaign.status]}
                color={STATUS_COLORS[campaign.status]}
              />
              <Typography color="text.secondary">
                {campaign.recipients} message{campaign.recipients === 1 ? '' : 's'} ·{' '}
                {campaign.channels.email && campaign.channels.sms
                  ? 'e-mail and text'
                  : campaign.channels.sms
                    ? 'text'
                    : 'e-mail'}
                {campaign.sendAt && campaign.status === 'scheduled'
                  ? ` · goes ${new Date(campaign.sendAt).toLocaleString()}`
                  : ''}
                {campaign.finishedAt
                  ? ` · finished ${new Date(campaign.finishedAt).toLocaleString()}`
                  : ''}
              </Typography>
            </Stack>
            {leftOut.length > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Left out at launch:{' '}
                {leftOut.map(([k, n]) => `${n} ${LEFT_OUT_LABELS[k]}`).join('; ')}.
              </Typography>
            )}
          </Box>
          {canSend && (
            <Stack direction="row" sx={{ gap: 1 }}>
              {(campaign.status === 'sending' || campaign.status === 'scheduled') && (
                <Button variant="outlined" onClick={() => void act('pause')} disabled={busy !== ''}>
                  Pause
                </Button>
              )}
              {campaign.status === 'paused' && (
                <Button
                  variant="contained"
                  onClick={() => void act('resume')}
                  disabled={busy !== ''}
                >
                  Resume
                </Button>
              )}
              {['scheduled', 'paused'].includes(campaign.status) && (
                <Button color="error" onClick={() => void act('cancel')} disabled={busy !== ''}>
                  Cancel the rest
                </Button>
              )}
            </Stack>
          )}
        </Stack>
        {campaign.status === 'sending' && (
          <LinearProgress
            variant="determinate"
            value={campaign.recipients ? (done / campaign.recipients) * 100 : 0}
            aria-label={`${done} of ${campaign.recipients} sent`}
            sx={{ mt: 2 }}
          />
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </Paper>
      {r && (
        <>
          <ResultFigures r={r} currency={currency} />
          <Typography variant="body2" color="text.secondary">
            A booking counts when a client books within {attributionDays} days of their message (the
            last message wins). Opens are approximate: many mail apps hide them.
          </Typography>
          {r.reasons.length > 0 && (
            <Paper variant="outlined">
              <Table size="small" aria-label="Why messages were not sent">
                <TableHead>
                  <TableRow>
                    <TableCell>Not sent because</TableCell>
                    <TableCell align="right">Messages</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {r.reasons.map((x) => (
                    <TableRow key={x.reason}>
                      <TableCell>{x.reason}</TableCell>
                      <TableCell align="right">{x.count}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
