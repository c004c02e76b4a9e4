// /ai-suggestion-tester-page: the AI workbench. Pick a flow, set its inputs,
// run it with the built-in writer and with the connected model side by side,
// and compare the texts, what the fact check did, the tokens, the time and
// the cost. This month's use and allowance sit above.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONTENT_KIND_LABELS,
  CONTENT_KINDS,
  type ContentKind,
  type Length,
  type Tone,
} from '@chairside/core/ai/content';
import type { AiStatus, ContentAnswer } from '@chairside/core/contracts/ai';
import { SETTINGS_ROLES } from '@chairside/core/roles';
import { SalonGate } from '../../app/workspace/SalonGate';
import { useAiStatus, writeWithAi } from '../../lib/data/ai';
import { useServices } from '../../lib/data/services';
import { useStaff } from '../../lib/data/staff';
import { flagText } from '../../ui/ai/ai-text';
import { PageFrame } from '../../ui/PageFrame';
import { LengthField, ToneField } from '../../ui/ai/VoiceFields';

type Run = { answer: ContentAnswer } | { error: string } | null;

export default function SuggestionTesterPage() {
  return (
    <SalonGate
      roles={SETTINGS_ROLES}
      title="AI workbench"
      denied="Only the salon’s owners and managers use the AI workbench."
    >
      {(salon) => <Workbench key={salon.orgId} orgId={salon.orgId} />}
    </SalonGate>
  );
}

const cost = (a: ContentAnswer, status: AiStatus | undefined) =>
  status?.price && a.writer === 'model'
    ? `$${((a.inputTokens * status.price.input + a.outputTokens * status.price.output) / 1e6).toFixed(4)}`
    : a.writer === 'model'
      ? 'price not set'
      : 'free';

function Result({ title, run, status }: { title: string; run: Run; status?: AiStatus }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {!run && <Typography color="text.secondary">Not run yet.</Typography>}
      {run && 'error' in run && <Alert severity="error">{run.error}</Alert>}
      {run && 'answer' in run && (
        <Stack sx={{ gap: 1 }}>
          <Box
            component="pre"
            sx={{
              m: 0,
              p: 1.5,
              bgcolor: 'action.hover',
              borderRadius: 1,
              whiteSpace: 'pre-wrap',
              fontSize: 13,
              overflowWrap: 'anywhere',
            }}
          >
            {JSON.stringify(run.answer.output, null, 2)}
          </Box>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={run.answer.provider} />
            <Chip size="small" label={`${run.answer.latencyMs} ms`} />
            <Chip
              size="small"
              label={`${run.answer.inputTokens} in / ${run.answer.outputTokens} out tokens`}
            />
            <Chip size="small" label={cost(run.answer, status)} />
            {run.answer.cached && <Chip size="small" color="info" label="from today’s cache" />}
          </Stack>
          {flagText(run.answer.flags).map((f) => (
            <Alert key={f} severity="info">
              {f}
            </Alert>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function Workbench({ orgId }: { orgId: string }) {
  const status = useAiStatus(orgId);
  const services = useServices(orgId);
  const staff = useStaff(orgId);
  const [kind, setKind] = useState<ContentKind>('hero');
  const [serviceId, setServiceId] = useState('');
  const [staffId, setStaffId] = useState('');
  const [pageTitle, setPageTitle] = useState('');
  const [pageText, setPageText] = useState('');
  const [tone, setTone] = useState<Tone>('warm');
  const [length, setLength] = useState<Length>('medium');
  const [seed, setSeed] = useState(0);
  const [builtIn, setBuiltIn] = useState<Run>(null);
  const [model, setModel] = useState<Run>(null);
  const [busy, setBusy] = useState(false);
  const s = status.data;

  const run = async () => {
    setBusy(true);
    const body = {
      orgId,
      tone,
      length,
      seed,
      ...(kind === 'service-description' && serviceId ? { serviceId } : {}),
      ...(kind === 'staff-bio' && staffId ? { staffId } : {}),
      ...(kind === 'seo' && pageTitle ? { page: { title: pageTitle, text: pageText } } : {}),
    };
    const attempt = async (writer: 'built-in' | 'auto'): Promise<Run> => {
      try {
        return { answer: await writeWithAi(kind, { ...body, writer }) };
      } catch (e) {
        return { error: (e as Error).message };
      }
    };
    const [a, b] = await Promise.all([attempt('built-in'), s?.configured ? attempt('auto') : null]);
    setBuiltIn(a);
    setModel(b);
    setBusy(false);
  };

  return (
    <PageFrame
      title="AI workbench"
      subtitle="Try each AI flow on your salon’s own details, with the built-in writer and your model side by side."
    >
      <Stack sx={{ gap: 2 }}>
        {s && (
          <Alert severity={s.configured ? 'success' : 'info'}>
            {s.configured
              ? `Model: ${s.provider}. This month: ${s.calls} calls, ${s.tokensUsed.toLocaleString()} of ${s.tokensAllowed.toLocaleString()} tokens; renews ${new Date(s.renewsAt).toLocaleDateString()}.`
              : `No AI model is connected: the built-in writer answers every call (${s.calls} this month). ${s.setup}`}
          </Alert>
        )}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
              gap: 2,
            }}
          >
            <TextField
              select
              size="small"
              label="Flow"
              value={kind}
              onChange={(e) => setKind(e.target.value as ContentKind)}
            >
              {CONTENT_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {CONTENT_KIND_LABELS[k]}
                </MenuItem>
              ))}
            </TextField>
            <ToneField value={tone} onChange={setTone} sx={{}} />
            <LengthField value={length} onChange={setLength} sx={{}} />
            <TextField
              size="small"
              label="Seed"
              type="number"
              value={seed}
              onChange={(e) => setSeed(Math.max(0, Math.floor(Number(e.target.value) || 0)))}
            />
            {kind === 'service-description' && (
              <TextField
                select
                size="small"
                label="Service"
                value={serviceId}
                onChange={(e) => setServiceId(e.target.value)}
              >
                {services.items
                  .filter((v) => v.status === 'active')
                  .map((v) => (
                    <MenuItem key={v.id} value={v.id}>
                      {v.name}
                    </MenuItem>
                  ))}
              </TextField>
            )}
            {kind === 'staff-bio' && (
              <TextField
                select
                size="small"
                label="Team member"
                value={staffId}
                onChange={(e) => setStaffId(e.target.value)}
              >
                {staff.items
                  .filter((v) => v.status === 'active')
                  .map((v) => (
                    <MenuItem key={v.id} value={v.id}>
                      {v.displayName}
                    </MenuItem>
                  ))}
              </TextField>
            )}
            {kind === 'seo' && (
              <>
                <TextField
                  size="small"
                  label="Page title (empty: the home page)"
                  value={pageTitle}
                  onChange={(e) => setPageTitle(e.target.value)}
                />
                <TextField
                  size="small"
                  label="Page text"
                  multiline
                  value={pageText}
                  onChange={(e) => setPageText(e.target.value)}
                  sx={{ gridColumn: { md: 'span 2' } }}
                />
              </>
            )}
          </Box>
          <Stack direction="row" sx={{ gap: 1, mt: 2 }}>
            <Button
              variant="contained"
              onClick={() => void run()}
              disabled={
                busy ||
                (kind === 'service-description' && !serviceId) ||
                (kind === 'staff-bio' && !staffId)
              }
            >
              Run
            </Button>
            <Button onClick={() => setSeed(seed + 1)}>Next seed</Button>
          </Stack>
          {busy && <LinearProgress sx={{ mt: 2 }} aria-label="Running" />}
        </Paper>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          <Result title="Built-in writer" run={builtIn} {...(s ? { status: s } : {})} />
          <Result
            title={s?.configured ? `Model: ${s.provider}` : 'Model (none connected)'}
            run={
              s?.configured
                ? model
                : builtIn && { error: 'No AI model is connected on this Chairside.' }
            }
            {...(s ? { status: s } : {})}
          />
        </Box>
      </Stack>
    </PageFrame>
  );
}
