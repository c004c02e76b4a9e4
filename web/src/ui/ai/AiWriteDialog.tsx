// The writer: a draft of one kind of text from the salon's own details, in
// the tone and length chosen. "Try another" phrases the same facts anew; the
// draft is used only when the person says so. It says who wrote it: the
// built-in writer (and how a model is connected) or the model, and what the
// fact check took out.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  CONTENT_KIND_LABELS,
  type ContentKind,
  type ContentOutput,
  type Length,
  type Tone,
} from '@chairside/core/ai/content';
import type { ContentAnswer } from '@chairside/core/contracts/ai';
import { writeWithAi, useAiStatus, type ContentAsk } from '../../lib/data/ai';
import { flagText } from './ai-text';
import { LengthField, ToneField } from './VoiceFields';

function Preview({
  kind,
  output,
  choice,
  onChoice,
}: {
  kind: ContentKind;
  output: ContentOutput;
  choice: number;
  onChoice: (i: number) => void;
}) {
  const o = output as Record<string, unknown>;
  if (kind === 'headlines')
    return (
      <RadioGroup
        aria-label="Headlines"
        value={String(choice)}
        onChange={(e) => onChoice(Number(e.target.value))}
      >
        {(o['headlines'] as string[]).map((h, i) => (
          <FormControlLabel key={h} value={String(i)} control={<Radio />} label={h} />
        ))}
      </RadioGroup>
    );
  if (kind === 'seo')
    return (
      <Box>
        <Typography sx={{ color: 'primary.main', fontSize: 18 }}>{o['title'] as string}</Typography>
        <Typography variant="body2" color="text.secondary">
          {o['description'] as string}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {(o['title'] as string).length} of 60 and {(o['description'] as string).length} of 160
          characters
        </Typography>
      </Box>
    );
  if (kind === 'hero')
    return (
      <Box>
        <Typography variant="h5" component="p">
          {o['headline'] as string}
        </Typography>
        <Typography sx={{ my: 1 }}>{o['tagline'] as string}</Typography>
        <Button variant="contained" size="small" tabIndex={-1} disableRipple>
          {o['ctaText'] as string}
        </Button>
      </Box>
    );
  if (kind === 'about-us')
    return (
      <Box>
        <Typography variant="h6" component="p">
          {o['title'] as string}
        </Typography>
        {(o['paragraphs'] as string[]).map((p) => (
          <Typography key={p} sx={{ mt: 1 }}>
            {p}
          </Typography>
        ))}
      </Box>
    );
  return <Typography sx={{ whiteSpace: 'pre-line' }}>{Object.values(o)[0] as string}</Typography>;
}

function WrittenBy({ answer, setup }: { answer: ContentAnswer; setup: string }) {
  if (answer.writer === 'model')
    return (
      <Typography variant="caption" color="text.secondary">
        Written by the AI model {answer.provider}
        {answer.cached ? ' (the same answer as earlier today)' : ''}. Check it before you use it.
      </Typography>
    );
  return (
    <Typography variant="caption" color="text.secondary">
      Written by Chairside’s built-in writer, from your salon’s own details: your services, prices,
      team and hours. {setup}
    </Typography>
  );
}

export function AiWriteDialog({
  kind,
  ask,
  onClose,
  onUse,
}: {
  kind: ContentKind;
  ask: Omit<ContentAsk, 'tone' | 'length' | 'seed' | 'writer'>;
  onClose: () => void;
  onUse: (output: ContentOutput) => void;
}) {
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const status = useAiStatus(ask.orgId);
  const [tone, setTone] = useState<Tone>('warm');
  const [length, setLength] = useState<Length>('medium');
  const [seed, setSeed] = useState(0);
  const [builtIn, setBuiltIn] = useState(false);
  const [choice, setChoice] = useState(0);
  const body: ContentAsk = { ...ask, tone, length, seed, writer: builtIn ? 'built-in' : 'auto' };
  // Each draft is one query: the same choices show the same draft again without a call.
  const draft = useQuery({
    queryKey: ['ai', 'content', kind, body],
    queryFn: () => writeWithAi(kind, body),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const answer = draft.data ?? null;
  const busy = draft.isFetching;
  const error = draft.error
    ? { message: draft.error.message, code: (draft.error as { code?: string }).code ?? '' }
    : null;

  const use = () => {
    if (!answer) return;
    if (kind === 'headlines') {
      const list = (answer.output as ContentOutput<'headlines'>).headlines;
      const i = choice < list.length ? choice : 0;
      onUse({ headlines: [list[i]!, ...list.filter((_, j) => j !== i)] });
    } else onUse(answer.output);
  };
  const notes = answer ? flagText(answer.flags) : [];
  const label = CONTENT_KIND_LABELS[kind];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{label}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={2}>
            <ToneField value={tone} onChange={setTone} />
            <LengthField value={length} onChange={setLength} />
          </Stack>
          <Box aria-live="polite" aria-busy={busy} sx={{ minHeight: 120 }}>
            {busy && <LinearProgress aria-label="Writing" sx={{ mb: 2 }} />}
            {error && (
              <Alert
                severity="error"
                action={
                  !builtIn && error.code !== 'forbidden' && error.code !== 'not_found' ? (
                    <Button color="inherit" size="small" onClick={() => setBuiltIn(true)}>
                      Use the built-in writer
                    </Button>
                  ) : undefined
                }
              >
                {error.message}
              </Alert>
            )}
            {answer && !error && (
              <Box sx={{ opacity: busy ? 0.5 : 1 }}>
                <Preview kind={kind} output={answer.output} choice={choice} onChoice={setChoice} />
              </Box>
            )}
          </Box>
          {notes.length > 0 && (
            <Alert severity="info">
              {notes.map((n) => (
                <div key={n}>{n}</div>
              ))}
            </Alert>
          )}
          {answer && <WrittenBy answer={answer} setup={status.data?.setup ?? ''} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setSeed((s) => s + 1)} disabled={busy}>
          Try another
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={use} disabled={busy || !answer || !!error}>
          Use this
        </Button>
      </DialogActions>
    </Dialog>
  );
}
