// Writing a campaign: its name and channels, the audience (sized live), the
// e-mail (TipTap, with a desktop and phone preview) and the text, when it
// goes; saved as a draft, tested on yourself, then launched after a last look
// at who it goes to. Refusals come back by field and are shown at the field.
import { Suspense, useMemo, useState } from 'react';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CampaignInput, CampaignSchedule } from '@chairside/core/campaigns';
import type { CampaignView } from '@chairside/core/contracts/campaigns';
import type { Audience } from '@chairside/core/marketing';
import { fieldErrorsOf } from '../../lib/api/api-client';
import {
  campaignAction,
  saveCampaign,
  saveTemplate,
  sendTest,
  useCampaignTemplates,
} from '../../lib/data/campaigns';
import { AudienceEditor, type Option } from './AudienceEditor';
import { ChannelBoxes } from './ChannelBoxes';
import type { CardSource } from './EmailEditor';
import { EmailEditor } from './LazyEmailEditor';
import { EmailPreview } from './EmailPreview';
import { SmsField } from './SmsField';
import { lazyNamed } from '../../ui/lazy-named';

const PromoWriterDialog = lazyNamed(() => import('./PromoWriterDialog'), 'PromoWriterDialog');
import type { SalonLook } from './campaign-preview';

export interface Draft {
  name: string;
  channels: { email: boolean; sms: boolean };
  audience: Audience;
  content: { subject: string; html: string; sms: string };
  schedule: CampaignSchedule;
}

export const emptyDraft = (): Draft => ({
  name: '',
  channels: { email: true, sms: false },
  audience: { conditions: [] },
  content: { subject: '', html: '', sms: '' },
  schedule: { kind: 'now' },
});

export const draftOf = (c: CampaignView): Draft => ({
  name: c.name,
  channels: c.channels,
  audience: c.audience,
  content: c.content,
  schedule: c.schedule,
});

const tomorrow = () => {
  const d = new Date(Date.now() + 86_400_000);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

function Section({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`step-${n}`}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={`step-${n}`} variant="h6" component="h2" sx={{ mb: 2 }}>
        {n}. {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function CampaignEditor({
  orgId,
  id,
  initial,
  salon,
  currency,
  maxSmsSegments,
  services,
  categories,
  team,
  products,
  recipientsHint,
}: {
  orgId: string;
  id: string | null;
  initial: Draft;
  salon: SalonLook;
  currency: string;
  maxSmsSegments: number;
  services: (Option & CardSource)[];
  categories: string[];
  team: Option[];
  products: (CardSource & { url: string })[];
  recipientsHint?: string;
}) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(initial);
  const [savedId, setSavedId] = useState<string | null>(id);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState<'' | 'save' | 'test' | 'launch' | 'template'>('');
  const [confirm, setConfirm] = useState(false);
  const templates = useCampaignTemplates(orgId);
  const [writing, setWriting] = useState(false);
  const channels = useMemo(
    () => (['email', 'sms'] as const).filter((c) => draft.channels[c]),
    [draft.channels],
  );
  const patch = (p: Partial<Draft>) => setDraft((d) => ({ ...d, ...p }));
  const content = (p: Partial<Draft['content']>) => patch({ content: { ...draft.content, ...p } });

  const input = (): CampaignInput => ({ orgId, ...draft, maxSmsSegments });
  const fail = (e: unknown) => {
    const fields = fieldErrorsOf(e);
    setErrors(Object.fromEntries(fields.map((f) => [f.path, f.message])));
    setProblem(
      fields.length
        ? 'Some of the campaign needs another look: see the marked fields.'
        : e instanceof Error
          ? e.message
          : 'That did not work just now.',
    );
  };
  const run = async (what: typeof busy, work: () => Promise<void>) => {
    setBusy(what);
    setProblem('');
    setNotice('');
    try {
      await work();
    } catch (e) {
      fail(e);
    } finally {
      setBusy('');
    }
  };
  // A new campaign's address is only changed once it is saved; when launching,
  // only after the launch (the page then reads the launched campaign, not a
  // draft read while the launch was still under way).
  const save = async ({ go = true } = {}) => {
    const saved = await saveCampaign(savedId, input());
    setErrors({});
    if (!savedId) {
      setSavedId(saved.id);
      if (go) void navigate(`/campaign-builder?id=${saved.id}`, { replace: true });
    }
    return saved.id;
  };

  return (
    <Stack sx={{ gap: 3 }}>
      <Section n={1} title="Name and channels">
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
          <TextField
            label="Campaign name"
            value={draft.name}
            onChange={(e) => patch({ name: e.target.value })}
            error={Boolean(errors['name'])}
            helperText={errors['name'] ?? 'Only your team sees it.'}
            sx={{ flex: 1 }}
          />
          <ChannelBoxes
            value={draft.channels}
            onChange={(channels) => patch({ channels })}
            error={errors['channels']}
          />
          <TextField
            select
            label="Start from a template"
            value=""
            onChange={(e) => {
              const t = templates.data?.templates.find((x) => x.id === e.target.value);
              if (t)
                patch({
                  content: { subject: t.subject, html: t.html, sms: t.sms },
                  name: draft.name || t.name,
                });
            }}
            sx={{ minWidth: 220 }}
            disabled={!templates.data}
          >
            {templates.data?.templates.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name}
                {t.own ? ' (yours)' : ''}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Section>

      <Section n={2} title="Who gets it">
        <AudienceEditor
          orgId={orgId}
          audience={draft.audience}
          onChange={(audience) => patch({ audience })}
          channels={channels}
          services={services}
          categories={categories}
          team={team}
          currency={currency}
          error={errors['audience']}
        />
      </Section>

      <Section n={3} title="The message">
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <Stack sx={{ gap: 2 }}>
              <Button
                startIcon={<AutoAwesomeOutlined />}
                onClick={() => setWriting(true)}
                onMouseEnter={() => void PromoWriterDialog.preload()}
                sx={{ alignSelf: 'flex-start' }}
              >
                Write with AI
              </Button>
              {writing && (
                <Suspense fallback={null}>
                  <PromoWriterDialog
                    orgId={orgId}
                    services={services}
                    audience={draft.name}
                    onClose={() => setWriting(false)}
                    onUse={(c) => {
                      content(c);
                      setWriting(false);
                    }}
                  />
                </Suspense>
              )}
              {draft.channels.email && (
                <>
                  <TextField
                    label="Subject"
                    value={draft.content.subject}
                    onChange={(e) => content({ subject: e.target.value })}
                    error={Boolean(errors['content.subject'])}
                    helperText={
                      errors['content.subject'] ?? 'Placeholders work here too: {{first_name}}'
                    }
                  />
                  <EmailEditor
                    value={draft.content.html}
                    onChange={(html) => content({ html })}
                    services={services}
                    products={products}
                    error={errors['content.html']}
                  />
                </>
              )}
              {draft.channels.sms && (
                <SmsField
                  value={draft.content.sms}
                  onChange={(sms) => content({ sms })}
                  limit={maxSmsSegments}
                  error={errors['content.sms']}
                />
              )}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            {draft.channels.email ? (
              <EmailPreview
                subject={draft.content.subject}
                html={draft.content.html}
                salon={salon}
              />
            ) : (
              <Alert severity="info">
                Texts go as plain text, with “Reply STOP to opt out.” at the end.
              </Alert>
            )}
          </Grid>
        </Grid>
      </Section>

      <Section n={4} title="When it goes">
        <RadioGroup
          row
          value={draft.schedule.kind}
          onChange={(e) =>
            patch({
              schedule:
                e.target.value === 'now'
                  ? { kind: 'now' }
                  : { kind: 'at', date: tomorrow(), time: '10:00' },
            })
          }
        >
          <FormControlLabel value="now" control={<Radio />} label="As soon as it is launched" />
          <FormControlLabel value="at" control={<Radio />} label="At a date and time" />
        </RadioGroup>
        {draft.schedule.kind === 'at' && (
          <Stack direction="row" sx={{ gap: 2, mt: 1, flexWrap: 'wrap' }}>
            <TextField
              type="date"
              label="Date"
              value={draft.schedule.date}
              onChange={(e) =>
                patch({
                  schedule: {
                    ...(draft.schedule as Extract<CampaignSchedule, { kind: 'at' }>),
                    date: e.target.value,
                  },
                })
              }
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(errors['schedule'] ?? errors['schedule.date'])}
              helperText={
                errors['schedule'] ?? errors['schedule.date'] ?? 'In the salon’s time zone'
              }
            />
            <TextField
              type="time"
              label="Time"
              value={draft.schedule.time}
              onChange={(e) =>
                patch({
                  schedule: {
                    ...(draft.schedule as Extract<CampaignSchedule, { kind: 'at' }>),
                    time: e.target.value,
                  },
                })
              }
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Texts are never sent between 8 PM and 9 AM where the client is: they wait for the morning.
        </Typography>
      </Section>

      {problem && <Alert severity="error">{problem}</Alert>}
      {notice && <Alert severity="success">{notice}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'flex-end' }}>
        <Button
          onClick={() =>
            void run('template', async () => {
              await saveTemplate(orgId, draft.name || 'My template', draft.content);
              setNotice('Saved as a template: it is in “Start from a template”.');
            })
          }
          disabled={busy !== ''}
        >
          Save as template
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            void run('test', async () => {
              const sent = await sendTest(orgId, draft.channels, draft.content);
              setNotice(
                [
                  sent.sentTo.length ? `A test went to ${sent.sentTo.join(', ')}.` : '',
                  ...sent.notSent,
                ]
                  .filter(Boolean)
                  .join(' '),
              );
            })
          }
          disabled={busy !== ''}
        >
          {busy === 'test' ? 'Sending the test…' : 'Send a test to me'}
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            void run('save', async () => {
              await save();
              setNotice('Saved as a draft.');
            })
          }
          disabled={busy !== ''}
        >
          {busy === 'save' ? 'Saving…' : 'Save draft'}
        </Button>
        <Button variant="contained" onClick={() => setConfirm(true)} disabled={busy !== ''}>
          Launch…
        </Button>
      </Stack>

      <Dialog open={confirm} onClose={() => setConfirm(false)} aria-labelledby="launch-title">
        <DialogTitle id="launch-title">Launch “{draft.name || 'this campaign'}”?</DialogTitle>
        <DialogContent>
          <Typography>
            {draft.schedule.kind === 'now'
              ? 'It starts going out at once, a batch at a time.'
              : `It goes on ${draft.schedule.date} at ${draft.schedule.time}.`}{' '}
            The audience is taken as it is now{recipientsHint ? ` (${recipientsHint})` : ''}; each
            client gets it once. You can pause it while it sends.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>Not yet</Button>
          <Button
            variant="contained"
            onClick={() =>
              void run('launch', async () => {
                setConfirm(false);
                const saved = await save({ go: false });
                await campaignAction(orgId, saved, 'launch');
                void navigate(`/campaign-builder?id=${saved}`, { replace: true });
              })
            }
          >
            {busy === 'launch' ? 'Launching…' : 'Launch'}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
