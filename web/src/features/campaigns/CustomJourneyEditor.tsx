// A journey of the salon's own: what starts it (clients who join a segment,
// or something that happens), its steps in order (a message, a wait, a check
// of the last message), and its goal (a booking ends it for that client).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import type { CustomJourneyView } from '@chairside/core/contracts/campaigns';
import {
  JOURNEY_CHECKS,
  JOURNEY_CHECK_LABELS,
  JOURNEY_EVENTS,
  JOURNEY_EVENT_LABELS,
  type JourneyStep,
  type JourneyTrigger,
} from '@chairside/core/custom-journeys';
import { fieldErrorsOf } from '../../lib/api/api-client';
import { deleteCustomJourney, saveCustomJourney } from '../../lib/data/campaigns';
import { AudienceEditor, type Option } from './AudienceEditor';
import { ChannelBoxes } from './ChannelBoxes';
import type { CardSource } from './EmailEditor';
import { EmailEditor } from './LazyEmailEditor';
import { SmsField } from './SmsField';

const newMessage = (): JourneyStep => ({
  kind: 'message',
  channels: { email: true, sms: false },
  content: { subject: '', html: '', sms: '' },
});

function StepFields({
  step,
  set,
  n,
  errors,
  services,
  maxSmsSegments,
}: {
  step: JourneyStep;
  set: (s: JourneyStep) => void;
  n: number;
  errors: Record<string, string>;
  services: CardSource[];
  maxSmsSegments: number;
}) {
  const err = (k: string) => errors[`steps.${n}.${k}`];
  if (step.kind === 'wait')
    return (
      <TextField
        type="number"
        label="Wait (days)"
        value={step.days}
        onChange={(e) => set({ ...step, days: Number(e.target.value) })}
        error={Boolean(err('days'))}
        helperText={err('days')}
        sx={{ maxWidth: 180 }}
      />
    );
  if (step.kind === 'condition')
    return (
      <TextField
        select
        label="Go on only if the client"
        value={step.check}
        onChange={(e) => set({ ...step, check: e.target.value as typeof step.check })}
        helperText="Otherwise the journey ends for them here."
        sx={{ maxWidth: 360 }}
      >
        {JOURNEY_CHECKS.map((c) => (
          <MenuItem key={c} value={c}>
            {JOURNEY_CHECK_LABELS[c]}
          </MenuItem>
        ))}
      </TextField>
    );
  const content = (p: Partial<typeof step.content>) =>
    set({ ...step, content: { ...step.content, ...p } });
  return (
    <Stack sx={{ gap: 2 }}>
      <ChannelBoxes
        label={`Step ${n + 1} channels`}
        value={step.channels}
        onChange={(channels) => set({ ...step, channels })}
        error={err('channels')}
      />
      {step.channels.email && (
        <>
          <TextField
            label="Subject"
            value={step.content.subject}
            onChange={(e) => content({ subject: e.target.value })}
            error={Boolean(err('content.subject'))}
            helperText={err('content.subject')}
          />
          <EmailEditor
            value={step.content.html}
            onChange={(html) => content({ html })}
            services={services}
            products={[]}
            error={err('content.html')}
          />
        </>
      )}
      {step.channels.sms && (
        <SmsField
          value={step.content.sms}
          onChange={(sms) => content({ sms })}
          limit={maxSmsSegments}
          error={err('content.sms')}
        />
      )}
    </Stack>
  );
}

const STEP_NAMES = { message: 'Send a message', wait: 'Wait', condition: 'Check' } as const;

export function CustomJourneyEditor({
  orgId,
  journey,
  services,
  categories,
  team,
  currency,
  maxSmsSegments,
  onDone,
}: {
  orgId: string;
  journey: CustomJourneyView | null;
  services: (Option & CardSource)[];
  categories: string[];
  team: Option[];
  currency: string;
  maxSmsSegments: number;
  onDone: () => void;
}) {
  const [name, setName] = useState(journey?.name ?? '');
  const [enabled, setEnabled] = useState(journey?.enabled ?? false);
  const [trigger, setTrigger] = useState<JourneyTrigger>(
    journey?.trigger ?? { kind: 'event', event: 'new_client' },
  );
  const [includeExisting, setIncludeExisting] = useState(journey?.includeExisting ?? true);
  const [steps, setSteps] = useState<JourneyStep[]>(
    journey?.steps ?? [newMessage(), { kind: 'wait', days: 7 }, newMessage()],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const setStep = (i: number, s: JourneyStep) =>
    setSteps((all) => all.map((x, j) => (j === i ? s : x)));
  const move = (i: number, by: -1 | 1) =>
    setSteps((all) => {
      const next = [...all];
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      return next;
    });
  const save = async () => {
    setBusy(true);
    setProblem('');
    try {
      await saveCustomJourney({
        orgId,
        ...(journey ? { id: journey.id } : {}),
        name,
        enabled,
        trigger,
        includeExisting,
        steps,
      });
      onDone();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      setErrors(Object.fromEntries(fields.map((f) => [f.path, f.message])));
      setProblem(
        fields.length
          ? (fields.find((f) => /^steps\.\d+$|^steps$/.test(f.path))?.message ??
              'Some of it needs another look: see the marked fields.')
          : e instanceof Error
            ? e.message
            : 'Not saved.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack sx={{ gap: 3 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack sx={{ gap: 2 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 2, alignItems: { sm: 'center' } }}
          >
            <TextField
              label="Journey name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(errors['name'])}
              helperText={errors['name']}
              sx={{ flex: 1 }}
            />
            <FormControlLabel
              control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
              label={enabled ? 'On' : 'Off'}
            />
          </Stack>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            What starts it
          </Typography>
          <RadioGroup
            row
            value={trigger.kind}
            onChange={(e) =>
              setTrigger(
                e.target.value === 'segment'
                  ? {
                      kind: 'segment',
                      audience: { conditions: [{ kind: 'lapsed', days: 60, includeNever: false }] },
                    }
                  : { kind: 'event', event: 'new_client' },
              )
            }
          >
            <FormControlLabel value="event" control={<Radio />} label="Something a client does" />
            <FormControlLabel
              value="segment"
              control={<Radio />}
              label="A client joins a segment"
            />
          </RadioGroup>
          {trigger.kind === 'event' ? (
            <TextField
              select
              label="When a client"
              value={trigger.event}
              onChange={(e) =>
                setTrigger({ kind: 'event', event: e.target.value as typeof trigger.event })
              }
              sx={{ maxWidth: 320 }}
            >
              {JOURNEY_EVENTS.map((ev) => (
                <MenuItem key={ev} value={ev}>
                  {JOURNEY_EVENT_LABELS[ev]}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <>
              <AudienceEditor
                orgId={orgId}
                audience={trigger.audience}
                onChange={(audience) => setTrigger({ kind: 'segment', audience })}
                channels={['email']}
                services={services}
                categories={categories}
                team={team}
                currency={currency}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={includeExisting}
                    onChange={(e) => setIncludeExisting(e.target.checked)}
                  />
                }
                label="Start those already in it too (else only those who join from now on)"
              />
            </>
          )}
        </Stack>
      </Paper>

      <Typography variant="h6" component="h2">
        Steps
      </Typography>
      {steps.map((s, i) => (
        <Paper
          key={i}
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 } }}
          component="section"
          aria-label={`Step ${i + 1}: ${STEP_NAMES[s.kind]}`}
        >
          <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1 }}>
            <Typography sx={{ fontWeight: 600, flex: 1 }}>
              {i + 1}. {STEP_NAMES[s.kind]}
            </Typography>
            <IconButton
              aria-label={`Move step ${i + 1} up`}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={`Move step ${i + 1} down`}
              disabled={i === steps.length - 1}
              onClick={() => move(i, 1)}
            >
              <ArrowDownwardIcon />
            </IconButton>
            <IconButton
              aria-label={`Remove step ${i + 1}`}
              onClick={() => setSteps((all) => all.filter((_, j) => j !== i))}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
          {errors[`steps.${i}`] && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errors[`steps.${i}`]}
            </Alert>
          )}
          <StepFields
            step={s}
            set={(x) => setStep(i, x)}
            n={i}
            errors={errors}
            services={services}
            maxSmsSegments={maxSmsSegments}
          />
        </Paper>
      ))}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setSteps((all) => [...all, newMessage()])}>
          Add a message
        </Button>
        <Button
          variant="outlined"
          onClick={() => setSteps((all) => [...all, { kind: 'wait', days: 7 }])}
        >
          Add a wait
        </Button>
        <Button
          variant="outlined"
          onClick={() => setSteps((all) => [...all, { kind: 'condition', check: 'not_opened' }])}
        >
          Add a check
        </Button>
      </Stack>
      <Alert severity="info">
        Goal: a booking. A client who books ends the journey there. Every message keeps to the
        journeys’ rules (at most one marketing message a week, never to someone unsubscribed, never
        at night).
      </Alert>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        {journey && (
          <Button
            color="error"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              deleteCustomJourney(orgId, journey.id)
                .then(onDone)
                .catch((e: unknown) => setProblem(e instanceof Error ? e.message : 'Not deleted.'))
                .finally(() => setBusy(false));
            }}
          >
            Delete
          </Button>
        )}
        <Button onClick={onDone}>Cancel</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Save journey'}
        </Button>
      </Stack>
      <Box />
    </Stack>
  );
}
