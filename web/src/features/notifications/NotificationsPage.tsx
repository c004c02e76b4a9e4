import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import SmsIcon from '@mui/icons-material/SmsOutlined';
import type { NotificationView, TemplateView } from '@chairside/core/contracts/notifications';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_STATUSES,
  ZReminderSettings,
  type NotificationStatus,
  type ReminderSettings,
} from '@chairside/core/notifications';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import {
  resendNotification,
  saveReminderSettings,
  saveTemplate,
  useNotificationQueue,
  useTemplates,
} from '../../lib/data/notifications';
import { PageFrame } from '../../ui/PageFrame';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { MyNotifications } from './MyNotifications';
import { useWrite } from '../../lib/api/write';

const TABS = ['queue', 'templates', 'reminders'] as const;
type TabName = (typeof TABS)[number];

/**
 * /notifications and /mobile-notifications: for owners and managers, what the
 * salon sends its clients; for everyone else, their own notifications.
 */
export default function NotificationsPage() {
  const { active } = useWorkspace();
  if (!active || (active.role !== 'owner' && active.role !== 'manager')) {
    return <MyNotifications />;
  }
  return (
    <SalonGate
      roles={['owner', 'manager']}
      title="Notifications"
      denied="Only the salon’s owners and managers manage reminders and the messages it sends. Clients can reply STOP to any text to stop texts."
    >
      {(salon) => <Notifications salon={salon} />}
    </SalonGate>
  );
}

function Notifications({ salon }: { salon: ActiveSalon }) {
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TabName)
    : 'queue';
  return (
    <PageFrame
      title="Notifications"
      subtitle={`${salon.org.name} · reminders, notices and messages to clients`}
      maxWidth={1000}
    >
      <Tabs
        value={tab}
        onChange={(_e, next: TabName) => setParams({ tab: next }, { replace: true })}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        variant="scrollable"
      >
        <Tab value="queue" label="Queue" />
        <Tab value="templates" label="Templates" />
        <Tab value="reminders" label="Reminders" />
      </Tabs>
      {tab === 'queue' && <Queue orgId={salon.orgId} />}
      {tab === 'templates' && <Templates orgId={salon.orgId} />}
      {tab === 'reminders' && <Reminders orgId={salon.orgId} />}
    </PageFrame>
  );
}

const STATUS_COLOR: Record<
  NotificationStatus,
  'default' | 'info' | 'success' | 'warning' | 'error'
> = {
  queued: 'info',
  sending: 'info',
  sent: 'success',
  skipped: 'warning',
  failed: 'error',
  held: 'default',
};
const STATUS_LABEL: Record<NotificationStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  skipped: 'Not sent',
  failed: 'Failed',
  held: 'Paused',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

function Queue({ orgId }: { orgId: string }) {
  const { superAdmin } = useWorkspace();
  const [status, setStatus] = useState<NotificationStatus | null>(null);
  const queue = useNotificationQueue(orgId, status);
  return (
    <Stack spacing={2}>
      {queue.data && !queue.data.ready.sms && (
        <Alert severity="warning">
          <AlertTitle>Text messages are not available on this Chairside yet</AlertTitle>
          Reminders and messages go by e-mail to clients who have an address; those meant as texts
          are listed as “not sent”.
          {superAdmin &&
            ' For platform administrators: give the functions your Twilio account’s TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (a number or Messaging Service SID), and point the number’s incoming messages and status callbacks at /api/notifications/twilio/inbound and /twilio/status.'}
        </Alert>
      )}
      {queue.data && !queue.data.ready.email && (
        <Alert severity="warning">
          <AlertTitle>E-mail is not available on this Chairside yet</AlertTitle>
          E-mails are listed as not sent until it is.
          {superAdmin &&
            ' For platform administrators: set SMTP_URL and MAIL_FROM for the functions.'}
        </Alert>
      )}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={status ?? 'all'}
        onChange={(_e, next: string | null) =>
          next && setStatus(next === 'all' ? null : (next as NotificationStatus))
        }
        aria-label="Show"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="all">All</ToggleButton>
        {NOTIFICATION_STATUSES.filter((s) => s !== 'sending').map((s) => (
          <ToggleButton key={s} value={s}>
            {STATUS_LABEL[s]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {queue.isError && <Alert severity="error">{queue.error.message}</Alert>}
      {queue.isPending && <Skeleton height={200} />}
      {queue.data?.notifications.length === 0 && (
        <Typography color="text.secondary">
          Nothing here yet. Reminders are queued as appointments are booked, and sent at their time.
        </Typography>
      )}
      <List disablePadding aria-label="Notifications">
        {queue.data?.notifications.map((n) => (
          <QueueRow key={n.id} orgId={orgId} n={n} />
        ))}
      </List>
    </Stack>
  );
}

function QueueRow({ orgId, n }: { orgId: string; n: NotificationView }) {
  const resending = useWrite(() => resendNotification(orgId, n.id));
  const busy = resending.isPending;
  const error = resending.error ? resending.error.message || 'It could not be sent again.' : null;
  const resend = () => resending.mutate();
  return (
    <ListItem
      divider
      sx={{ alignItems: 'flex-start', gap: 2, px: 0, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <Box sx={{ color: 'text.secondary', pt: 0.5 }} aria-hidden>
        {n.channel === 'email' ? <EmailIcon /> : <SmsIcon />}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{NOTIFICATION_KIND_LABELS[n.kind]}</Typography>
          <Chip size="small" color={STATUS_COLOR[n.status]} label={STATUS_LABEL[n.status]} />
          {n.providerStatus && n.channel === 'sms' && (
            <Chip size="small" variant="outlined" label={`Twilio: ${n.providerStatus}`} />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {n.channel === 'email' ? 'E-mail' : 'Text'} to {n.to || 'no address'} ·{' '}
          {n.status === 'sent' && n.sentAt ? `sent ${when(n.sentAt)}` : `due ${when(n.sendAt)}`}
        </Typography>
        {(n.subject || n.body) && (
          <Typography variant="body2" noWrap sx={{ mt: 0.5 }}>
            {n.subject || n.body}
          </Typography>
        )}
        {n.reason && (
          <Typography
            variant="body2"
            color={n.status === 'failed' ? 'error' : 'warning.main'}
            sx={{ mt: 0.5 }}
          >
            {n.reason}
          </Typography>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </Box>
      {(n.status === 'failed' || n.status === 'skipped') && (
        <Button size="small" variant="outlined" disabled={busy} onClick={resend}>
          Send again
        </Button>
      )}
    </ListItem>
  );
}

function Templates({ orgId }: { orgId: string }) {
  const templates = useTemplates(orgId);
  if (templates.isError) return <Alert severity="error">{templates.error.message}</Alert>;
  if (!templates.data) return <Skeleton height={300} />;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Placeholders fill in for each client:{' '}
        {templates.data.variables.map((v) => (
          <Chip key={v} size="small" label={`{{${v}}}`} sx={{ mr: 0.5, mb: 0.5 }} />
        ))}
      </Typography>
      {templates.data.templates.map((t) => (
        <TemplateCard key={`${t.kind}-${t.channel}`} orgId={orgId} template={t} />
      ))}
    </Stack>
  );
}

function TemplateCard({ orgId, template: t }: { orgId: string; template: TemplateView }) {
  const [subject, setSubject] = useState(t.subject);
  const [body, setBody] = useState(t.body);
  const [state, setState] = useState<{ error?: string; saved?: boolean; busy?: boolean }>({});
  const dirty = subject !== t.subject || body !== t.body;
  const save = async () => {
    setState({ busy: true });
    try {
      await saveTemplate(orgId, t.kind, t.channel, subject, body);
      setState({ saved: true });
    } catch (e) {
      setState({ error: e instanceof Error ? e.message : 'The template could not be saved.' });
    }
  };
  const name = `${NOTIFICATION_KIND_LABELS[t.kind]} · ${t.channel === 'email' ? 'e-mail' : 'text'}`;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {name}
            </Typography>
            <Chip
              size="small"
              label={t.custom ? 'Your wording' : 'Default'}
              variant={t.custom ? 'filled' : 'outlined'}
            />
          </Stack>
          {t.channel === 'email' && (
            <TextField
              label="Subject"
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
              size="small"
            />
          )}
          <TextField
            label={t.channel === 'email' ? 'Message' : 'Text message'}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            multiline
            minRows={t.channel === 'email' ? 3 : 2}
            helperText={t.channel === 'sms' ? `${body.length} characters` : undefined}
          />
          {state.error && <Alert severity="error">{state.error}</Alert>}
          {state.saved && !dirty && <Alert severity="success">Saved.</Alert>}
          <Box>
            <Button
              variant="contained"
              disabled={!dirty || state.busy}
              onClick={() => void save()}
              aria-label={`Save ${name}`}
            >
              Save
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Reminders({ orgId }: { orgId: string }) {
  const queue = useNotificationQueue(orgId, null);
  if (!queue.data) return <Skeleton height={240} />;
  return <ReminderForm orgId={orgId} initial={queue.data.settings} />;
}

function ReminderForm({ orgId, initial }: { orgId: string; initial: ReminderSettings }) {
  const [settings, setSettings] = useState(initial);
  const [hoursText, setHoursText] = useState(initial.hoursBefore.join(', '));
  const [state, setState] = useState<{ error?: string; saved?: boolean; busy?: boolean }>({});
  const save = async () => {
    const hoursBefore = hoursText
      .split(/[,\s]+/)
      .filter(Boolean)
      .map(Number);
    const parsed = ZReminderSettings.safeParse({ ...settings, hoursBefore });
    if (!parsed.success) {
      setState({ error: parsed.error.issues[0]?.message ?? 'Check the reminder times.' });
      return;
    }
    setState({ busy: true });
    try {
      await saveReminderSettings(orgId, parsed.data);
      setSettings(parsed.data);
      setHoursText([...parsed.data.hoursBefore].sort((a, b) => b - a).join(', '));
      setState({ saved: true });
    } catch (e) {
      setState({ error: e instanceof Error ? e.message : 'The settings could not be saved.' });
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <FormControlLabel
            control={
              <Switch
                checked={settings.enabled}
                onChange={(e) => setSettings({ ...settings, enabled: e.target.checked })}
              />
            }
            label="Send appointment reminders"
          />
          <TextField
            label="Hours before the appointment"
            value={hoursText}
            onChange={(e) => setHoursText(e.target.value)}
            helperText="Up to three, separated by commas. Whole days keep the time of day (24 = the day before at the same time), also across daylight-saving changes."
            disabled={!settings.enabled}
          />
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
            <FormControlLabel
              control={
                <Switch
                  checked={settings.email}
                  onChange={(e) => setSettings({ ...settings, email: e.target.checked })}
                />
              }
              label="By e-mail"
            />
            <FormControlLabel
              control={
                <Switch
                  checked={settings.sms}
                  onChange={(e) => setSettings({ ...settings, sms: e.target.checked })}
                />
              }
              label="By text"
            />
          </Stack>
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={settings.confirmRisky}
                  onChange={(e) => setSettings({ ...settings, confirmRisky: e.target.checked })}
                />
              }
              label="Ask clients to confirm when the no-show risk is high"
            />
            <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
              Two days before (or at once when booked later), by the channels above. The message
              asks them to confirm, change or cancel; it never mentions the risk. It is not sent
              when they have confirmed already or the risk has fallen.
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            Changes apply to appointments booked or moved from now on. Clients who moved or
            cancelled get a notice at once; a reminder follows its appointment when it moves.
          </Typography>
          {state.error && <Alert severity="error">{state.error}</Alert>}
          {state.saved && <Alert severity="success">Saved.</Alert>}
          <Box>
            <Button variant="contained" disabled={state.busy} onClick={() => void save()}>
              Save reminder settings
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
