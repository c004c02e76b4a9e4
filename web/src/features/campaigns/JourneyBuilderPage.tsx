// /journey-builder?kind=: one automated journey set up: on or off, when it
// goes, by e-mail or text, its words (with a phone preview), and what it
// brought. The five journeys salons use most; each keeps the journeys' rules.
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { CustomJourneyView, JourneyView } from '@chairside/core/contracts/campaigns';
import { JOURNEY_EVENT_LABELS } from '@chairside/core/custom-journeys';
import { JOURNEY_KINDS, type JourneyKind } from '@chairside/core/journeys';
import type { JourneyConfig } from '@chairside/core/marketing-settings';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import { fieldErrorsOf } from '../../lib/api/api-client';
import { saveJourney, useMarketingOverview } from '../../lib/data/campaigns';
import { useTheme } from '../../lib/data/site';
import { PageFrame } from '../../ui/PageFrame';
import { ResultFigures } from './CampaignResults';
import { ChannelBoxes } from './ChannelBoxes';
import { useSalonPicks } from './salon-picks';
import { CustomJourneyEditor } from './CustomJourneyEditor';
import { EmailEditor } from './LazyEmailEditor';
import { EmailPreview } from './EmailPreview';
import { timingOf } from './marketing-parts';
import { SmsField } from './SmsField';

export default function JourneyBuilderPage() {
  return (
    <SalonGate
      roles={['owner', 'manager', 'front_desk', 'staff']}
      title="Journey"
      denied="Journeys are the salon’s: a booth renter markets to their own clients."
    >
      {(salon) => <Builder salon={salon} />}
    </SalonGate>
  );
}

function Builder({ salon }: { salon: ActiveSalon }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const own = asked === 'own' || params.has('custom');
  const kind: JourneyKind = JOURNEY_KINDS.includes(asked as JourneyKind)
    ? (asked as JourneyKind)
    : 'win_back';
  const overview = useMarketingOverview(salon.orgId);
  const journey = overview.data?.journeys.find((j) => j.kind === kind);
  const canEdit = salon.role === 'owner' || salon.role === 'manager';
  const back = (
    <Button component={RouterLink} to="/automated-journeys" startIcon={<ArrowBackIcon />}>
      Journeys
    </Button>
  );
  return (
    <PageFrame
      title={own ? 'Your own journeys' : (journey?.name ?? 'Journey')}
      subtitle={own ? 'A trigger, messages, waits and checks; a booking ends it.' : journey?.about}
      actions={back}
    >
      <Tabs
        value={own ? 'own' : kind}
        onChange={(_e, k: string) => setParams({ kind: k }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Journeys"
        sx={{ mb: 2 }}
      >
        {(overview.data?.journeys ?? []).map((j) => (
          <Tab key={j.kind} value={j.kind} label={j.name} />
        ))}
        <Tab value="own" label="Your own" />
      </Tabs>
      {overview.error && <Alert severity="error">{overview.error.message}</Alert>}
      {!overview.data ? (
        <Skeleton variant="rounded" height={400} />
      ) : own ? (
        <OwnJourneys
          salon={salon}
          journeys={overview.data.custom}
          editing={params.get('custom')}
          canEdit={canEdit}
          maxSmsSegments={overview.data.settings.maxSmsSegments}
          open={(id) => setParams(id ? { kind: 'own', custom: id } : { kind: 'own' })}
        />
      ) : (
        journey && (
          <JourneyForm
            key={kind}
            salon={salon}
            journey={journey}
            canEdit={canEdit}
            maxSmsSegments={overview.data.settings.maxSmsSegments}
          />
        )
      )}
    </PageFrame>
  );
}

function OwnJourneys({
  salon,
  journeys,
  editing,
  canEdit,
  maxSmsSegments,
  open,
}: {
  salon: ActiveSalon;
  journeys: CustomJourneyView[];
  editing: string | null;
  canEdit: boolean;
  maxSmsSegments: number;
  open: (id: string | null) => void;
}) {
  const picks = useSalonPicks(salon);
  if (editing && canEdit) {
    const journey = journeys.find((j) => j.id === editing) ?? null;
    return (
      <CustomJourneyEditor
        key={editing}
        orgId={salon.orgId}
        journey={journey}
        services={picks.services}
        categories={picks.categories}
        team={picks.team}
        currency={salon.org.currency}
        maxSmsSegments={maxSmsSegments}
        onDone={() => open(null)}
      />
    );
  }
  return (
    <Stack sx={{ gap: 2 }}>
      {journeys.length === 0 && (
        <Typography color="text.secondary">
          None yet. A welcome series for new clients is a good first one: a hello, a week’s wait,
          then a reminder of what you offer.
        </Typography>
      )}
      {journeys.map((j) => (
        <Paper key={j.id} variant="outlined" sx={{ p: 2 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1, alignItems: { sm: 'center' } }}
          >
            <Stack sx={{ flex: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{j.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {j.trigger.kind === 'event'
                  ? `When a client ${JOURNEY_EVENT_LABELS[j.trigger.event].toLowerCase()}`
                  : 'When a client joins a segment'}{' '}
                · {j.steps.length} steps · {j.runs.active} in it now, {j.runs.goal} booked,{' '}
                {j.results.sent} sent
              </Typography>
            </Stack>
            <Chip
              size="small"
              label={j.enabled ? 'On' : 'Off'}
              color={j.enabled ? 'success' : 'default'}
            />
            {canEdit && <Button onClick={() => open(j.id)}>Edit</Button>}
          </Stack>
        </Paper>
      ))}
      {canEdit && (
        <Box>
          <Button variant="contained" onClick={() => open('new')}>
            New journey
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function JourneyForm({
  salon,
  journey,
  canEdit,
  maxSmsSegments,
}: {
  salon: ActiveSalon;
  journey: JourneyView;
  canEdit: boolean;
  maxSmsSegments: number;
}) {
  const [config, setConfig] = useState<JourneyConfig>(journey.config);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const theme = useTheme(salon.orgId);
  const look = useMemo(
    () => ({
      name: salon.org.name,
      address: salon.org.address,
      color: theme.data?.theme.colors.primary ?? '#8a4b2e',
      bookingUrl: `${window.location.origin}/book-now?salon=${encodeURIComponent(salon.org.slug || salon.orgId)}`,
    }),
    [salon, theme.data],
  );
  const set = (p: Partial<JourneyConfig>) => setConfig((c) => ({ ...c, ...p }));
  const content = (p: Partial<JourneyConfig['content']>) =>
    set({ content: { ...config.content, ...p } });
  const err = (k: string) => errors[`config.${k}`];
  const save = async (next: JourneyConfig) => {
    setBusy(true);
    setProblem('');
    setNotice('');
    try {
      await saveJourney(salon.orgId, journey.kind, next);
      setErrors({});
      setNotice(
        next.enabled
          ? 'Saved. The journey is on: it looks for clients every hour.'
          : 'Saved. The journey is off.',
      );
    } catch (e) {
      const fields = fieldErrorsOf(e);
      setErrors(Object.fromEntries(fields.map((f) => [f.path, f.message])));
      setProblem(
        fields.length
          ? 'Some of it needs another look: see the marked fields.'
          : e instanceof Error
            ? e.message
            : 'Not saved.',
      );
    } finally {
      setBusy(false);
    }
  };
  const cards = useSalonPicks(salon).services;
  return (
    <Stack sx={{ gap: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack sx={{ gap: 2 }}>
          <FormControlLabel
            control={
              <Switch
                checked={config.enabled}
                disabled={!canEdit}
                onChange={(e) => set({ enabled: e.target.checked })}
              />
            }
            label={config.enabled ? 'On' : 'Off'}
          />
          <Typography color="text.secondary">{timingOf({ ...journey, config })}.</Typography>
          {journey.kind === 'rebook_reminder' && (
            <TextField
              type="number"
              label="Days after a visit"
              value={config.afterDays}
              onChange={(e) => set({ afterDays: Number(e.target.value) })}
              error={Boolean(err('afterDays'))}
              helperText={
                err('afterDays') ?? 'Six weeks suits most cuts; colour often wants longer.'
              }
              sx={{ maxWidth: 240 }}
            />
          )}
          {journey.kind === 'rebook_reminder' && cards.length > 0 && (
            <Stack sx={{ gap: 1, maxWidth: 520 }}>
              <Typography variant="subtitle2">Per service (empty: the days above)</Typography>
              {cards.map((svc) => (
                <Stack key={svc.id} direction="row" sx={{ alignItems: 'center', gap: 2 }}>
                  <Typography sx={{ flex: 1 }}>{svc.name}</Typography>
                  <TextField
                    size="small"
                    type="number"
                    label="Days"
                    value={config.serviceDays[svc.id] ?? ''}
                    disabled={!canEdit}
                    onChange={(e) => {
                      const next = { ...config.serviceDays };
                      if (e.target.value) next[svc.id] = Number(e.target.value);
                      else delete next[svc.id];
                      set({ serviceDays: next });
                    }}
                    error={Boolean(err(`serviceDays.${svc.id}`))}
                    helperText={err(`serviceDays.${svc.id}`)}
                    slotProps={{ htmlInput: { 'aria-label': `Days after ${svc.name}` } }}
                    sx={{ width: 110 }}
                  />
                </Stack>
              ))}
            </Stack>
          )}
          {journey.kind === 'win_back' && (
            <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
              <TextField
                type="number"
                label="From (days without a visit)"
                value={config.fromDays}
                onChange={(e) => set({ fromDays: Number(e.target.value) })}
                error={Boolean(err('fromDays'))}
                helperText={err('fromDays')}
              />
              <TextField
                type="number"
                label="To (days)"
                value={config.toDays}
                onChange={(e) => set({ toDays: Number(e.target.value) })}
                error={Boolean(err('toDays'))}
                helperText={err('toDays')}
              />
            </Stack>
          )}
          <ChannelBoxes
            value={config.channels}
            onChange={(channels) => set({ channels })}
            disabled={!canEdit}
            error={err('channels')}
          />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          The message
        </Typography>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <Stack sx={{ gap: 2 }}>
              {config.channels.email && (
                <>
                  <TextField
                    label="Subject"
                    value={config.content.subject}
                    onChange={(e) => content({ subject: e.target.value })}
                    error={Boolean(err('content.subject'))}
                    helperText={err('content.subject')}
                    disabled={!canEdit}
                  />
                  <EmailEditor
                    value={config.content.html}
                    onChange={(html) => content({ html })}
                    services={cards}
                    products={[]}
                    error={err('content.html')}
                  />
                </>
              )}
              {config.channels.sms && (
                <SmsField
                  value={config.content.sms}
                  onChange={(sms) => content({ sms })}
                  limit={maxSmsSegments}
                  error={err('content.sms')}
                />
              )}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            {config.channels.email && (
              <EmailPreview
                subject={config.content.subject}
                html={config.content.html}
                salon={look}
              />
            )}
          </Grid>
        </Grid>
      </Paper>
      {problem && <Alert severity="error">{problem}</Alert>}
      {notice && <Alert severity="success">{notice}</Alert>}
      {canEdit && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" disabled={busy} onClick={() => void save(config)}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
        </Stack>
      )}
      <Typography variant="h6" component="h2">
        What it brought
      </Typography>
      <ResultFigures r={journey.results} currency={salon.org.currency} />
    </Stack>
  );
}
