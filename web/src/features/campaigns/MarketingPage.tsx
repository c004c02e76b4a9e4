// /marketing (the header's Marketing link) and /marketing-hub: what
// marketing brought over six months (sent, bookings and revenue credited),
// the campaigns with their results, and the automated journeys on or off.
// Owners and managers write; the rest of the team (not booth renters) looks.
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { CAMPAIGN_STATUS_LABELS } from '@chairside/core/campaigns';
import type { JourneyView, MarketingOverview } from '@chairside/core/contracts/campaigns';
import { formatMinorUnits } from '@chairside/core/money';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import {
  saveJourney,
  saveMarketingSettings,
  seedCampaigns,
  useCampaigns,
  useMarketingOverview,
} from '../../lib/data/campaigns';
import { BarChart } from '../../ui/LazyBarChart';
import { PageFrame } from '../../ui/PageFrame';
import { STATUS_COLORS } from './CampaignResults';
import { SetupNotice } from './marketing-parts';

export default function MarketingPage() {
  return (
    <SalonGate
      roles={['owner', 'manager', 'front_desk', 'staff']}
      title="Marketing"
      denied="Marketing is the salon’s: a booth renter markets to their own clients."
    >
      {(salon) => <Marketing salon={salon} />}
    </SalonGate>
  );
}

const monthName = (ym: string) =>
  new Date(`${ym}-15T12:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });

const pct = (n: number, of: number) => (of ? `${Math.round((n / of) * 100)}%` : '–');

function JourneySwitch({ orgId, j, canEdit }: { orgId: string; j: JourneyView; canEdit: boolean }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, py: 1 }}>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/journey-builder?kind=${j.kind}`}
          sx={{ fontWeight: 600 }}
        >
          {j.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {j.results.sent} sent · {j.results.bookings} booking{j.results.bookings === 1 ? '' : 's'}
        </Typography>
        {problem && (
          <Typography color="error" variant="caption">
            {problem}
          </Typography>
        )}
      </Stack>
      <Switch
        checked={j.config.enabled}
        disabled={!canEdit || busy}
        slotProps={{ input: { 'aria-label': `${j.name}: ${j.config.enabled ? 'on' : 'off'}` } }}
        onChange={(e) => {
          setBusy(true);
          setProblem('');
          saveJourney(orgId, j.kind, { ...j.config, enabled: e.target.checked })
            .catch((err: unknown) => setProblem(err instanceof Error ? err.message : 'Not saved.'))
            .finally(() => setBusy(false));
        }}
      />
    </Stack>
  );
}

function SettingsDialog({
  orgId,
  overview,
  onClose,
}: {
  orgId: string;
  overview: MarketingOverview;
  onClose: () => void;
}) {
  const [days, setDays] = useState(String(overview.settings.attributionDays));
  const [segments, setSegments] = useState(String(overview.settings.maxSmsSegments));
  const [problem, setProblem] = useState('');
  return (
    <Dialog open onClose={onClose} aria-labelledby="mkt-settings">
      <DialogTitle id="mkt-settings">Marketing settings</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            type="number"
            label="Credit a booking made within (days)"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            helperText="A booking this soon after a message counts as brought by it (the last message wins)."
          />
          <TextField
            type="number"
            label="Longest text (messages)"
            value={segments}
            onChange={(e) => setSegments(e.target.value)}
            helperText="A text longer than this many SMS messages is refused: each costs."
          />
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() =>
            saveMarketingSettings(orgId, {
              attributionDays: Number(days),
              maxSmsSegments: Number(segments),
            })
              .then(onClose)
              .catch((e: unknown) => setProblem(e instanceof Error ? e.message : 'Not saved.'))
          }
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Marketing({ salon }: { salon: ActiveSalon }) {
  const navigate = useNavigate();
  const canEdit = salon.role === 'owner' || salon.role === 'manager';
  const overview = useMarketingOverview(salon.orgId);
  const campaigns = useCampaigns(salon.orgId);
  const [settings, setSettings] = useState(false);
  const [seeding, setSeeding] = useState(false);
  const currency = salon.org.currency;
  const months = overview.data?.months ?? [];
  const total = months.reduce(
    (t, m) => ({
      sent: t.sent + m.sent,
      bookings: t.bookings + m.bookings,
      revenue: t.revenue + m.revenue,
    }),
    { sent: 0, bookings: 0, revenue: 0 },
  );
  const list = campaigns.data?.campaigns ?? [];
  return (
    <PageFrame
      title="Marketing"
      subtitle="Campaigns and journeys that bring clients back, and the bookings they brought."
      actions={
        <>
          {canEdit && overview.data && <Button onClick={() => setSettings(true)}>Settings</Button>}
          <Button component={RouterLink} to="/automated-journeys" variant="outlined">
            Journeys
          </Button>
          {canEdit && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to="/campaign-builder"
            >
              New campaign
            </Button>
          )}
        </>
      }
    >
      {overview.data && <SetupNotice overview={overview.data} />}
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, mb: 3 }}>
        <Paper variant="outlined" sx={{ p: 2, flex: 2, minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            The last six months
          </Typography>
          {overview.isPending ? (
            <Skeleton variant="rounded" height={220} />
          ) : (
            <>
              <Stack direction="row" sx={{ columnGap: 4, rowGap: 0.5, my: 1, flexWrap: 'wrap' }}>
                <Typography>
                  <strong>{total.sent}</strong> messages sent
                </Typography>
                <Typography>
                  <strong>{total.bookings}</strong> bookings credited
                </Typography>
                <Typography>
                  <strong>{formatMinorUnits(total.revenue, currency)}</strong> from them
                </Typography>
              </Stack>
              <BarChart
                height={220}
                xAxis={[{ scaleType: 'band', data: months.map((m) => monthName(m.month)) }]}
                series={[
                  { data: months.map((m) => m.sent), label: 'Sent' },
                  { data: months.map((m) => m.bookings), label: 'Bookings' },
                ]}
              />
            </>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            Automated journeys
          </Typography>
          {overview.data?.journeys.map((j) => (
            <JourneySwitch key={j.kind} orgId={salon.orgId} j={j} canEdit={canEdit} />
          )) ?? <Skeleton variant="rounded" height={220} />}
        </Paper>
      </Stack>

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Campaigns
      </Typography>
      {campaigns.error && <Alert severity="error">{campaigns.error.message}</Alert>}
      {campaigns.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : list.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography sx={{ mb: 2 }}>
            No campaigns yet. Start with a win-back for clients you have not seen in a while, or add
            a few sample drafts to edit.
          </Typography>
          {canEdit && (
            <Stack direction="row" sx={{ gap: 1 }}>
              <Button variant="contained" component={RouterLink} to="/campaign-builder">
                New campaign
              </Button>
              <Button
                disabled={seeding}
                onClick={() => {
                  setSeeding(true);
                  void seedCampaigns(salon.orgId).finally(() => setSeeding(false));
                }}
              >
                Add sample drafts
              </Button>
            </Stack>
          )}
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table aria-label="Campaigns">
            <TableHead>
              <TableRow>
                <TableCell>Campaign</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Sent</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  Opened
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  Clicked
                </TableCell>
                <TableCell align="right">Bookings</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  Revenue
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((c) => (
                <TableRow
                  key={c.id}
                  hover
                  sx={{ cursor: 'pointer' }}
                  onClick={() => void navigate(`/campaign-builder?id=${c.id}`)}
                >
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={`/campaign-builder?id=${c.id}`}
                      onClick={(e) => e.stopPropagation()}
                    >
                      {c.name}
                    </Link>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {c.launchedAt
                        ? `Launched ${new Date(c.launchedAt).toLocaleDateString()}`
                        : `Edited ${new Date(c.updatedAt).toLocaleDateString()}`}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={CAMPAIGN_STATUS_LABELS[c.status]}
                      color={STATUS_COLORS[c.status]}
                    />
                  </TableCell>
                  <TableCell align="right">{c.results?.sent ?? '–'}</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {c.results ? pct(c.results.opened, c.results.delivered) : '–'}
                  </TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {c.results ? pct(c.results.clicked, c.results.delivered) : '–'}
                  </TableCell>
                  <TableCell align="right">{c.results?.bookings ?? '–'}</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {c.results ? formatMinorUnits(c.results.revenue, currency) : '–'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {settings && overview.data && (
        <SettingsDialog
          orgId={salon.orgId}
          overview={overview.data}
          onClose={() => setSettings(false)}
        />
      )}
    </PageFrame>
  );
}
