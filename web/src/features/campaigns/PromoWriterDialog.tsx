// "Write with AI" in the campaign editor: the owner says what the offer is
// (in their own words) and which services to feature; the writer gives
// subject lines to choose from, the e-mail and the text message, which fill
// the editor only when the owner says so.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { type Tone } from '@chairside/core/ai/content';
import type { PromoOutput } from '@chairside/core/ai/promo';
import { writePromo } from '../../lib/data/ai';
import { useWrite } from '../../lib/api/write';
import { flagText, writerName } from '../../ui/ai/ai-text';
import { ToneField } from '../../ui/ai/VoiceFields';
import { sanitizeSiteHtml } from '../../lib/sanitize/site';
import type { Option } from './AudienceEditor';

export function PromoWriterDialog({
  orgId,
  services,
  audience,
  onUse,
  onClose,
}: {
  orgId: string;
  services: readonly Option[];
  audience: string;
  onUse: (content: { subject: string; html: string; sms: string }) => void;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [offer, setOffer] = useState('');
  const [featured, setFeatured] = useState<Option[]>([]);
  const [tone, setTone] = useState<Tone>('warm');
  const [seed, setSeed] = useState(0);
  const [result, setResult] = useState<{ output: PromoOutput; notes: string[]; by: string } | null>(
    null,
  );
  const [subject, setSubject] = useState(0);
  const writing = useWrite(
    (nextSeed: number) =>
      writePromo({
        orgId,
        offer,
        audience,
        serviceIds: featured.map((s) => s.id),
        tone,
        seed: nextSeed,
      }),
    {
      onSuccess: (a, nextSeed) => {
        setResult({ output: a.output, notes: flagText(a.flags), by: writerName(a) });
        setSubject(0);
        setSeed(nextSeed);
      },
    },
  );
  const busy = writing.isPending;
  const write = (nextSeed: number) => writing.mutate(nextSeed);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle>Write the campaign with AI</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            label="The offer, in your words (optional)"
            placeholder="A free gloss with any colour until 15 December"
            value={offer}
            onChange={(e) => setOffer(e.target.value.slice(0, 300))}
            helperText="Quoted as you write it. Nothing is promised that you do not write here."
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <Autocomplete
              multiple
              options={services as Option[]}
              getOptionLabel={(o) => o.name}
              value={featured}
              onChange={(_, v) => setFeatured(v.slice(0, 5))}
              sx={{ flex: 2 }}
              renderInput={(params) => <TextField {...params} label="Services to feature" />}
            />
            <ToneField value={tone} onChange={setTone} sx={{ flex: 1 }} />
          </Stack>
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button variant="outlined" onClick={() => write(seed)} disabled={busy}>
              {result ? 'Write again' : 'Write it'}
            </Button>
            {result && (
              <Button onClick={() => write(seed + 1)} disabled={busy}>
                Try another
              </Button>
            )}
          </Stack>
          {busy && <LinearProgress aria-label="Writing" />}
          {writing.error && <Alert severity="error">{writing.error.message}</Alert>}
          {result && (
            <Stack sx={{ gap: 1.5 }}>
              <RadioGroup
                aria-label="Subject line"
                value={String(subject)}
                onChange={(e) => setSubject(Number(e.target.value))}
              >
                {result.output.subjects.map((s, i) => (
                  <FormControlLabel key={s} value={String(i)} control={<Radio />} label={s} />
                ))}
              </RadioGroup>
              <Box
                sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
                // The writer's e-mail, sanitised as every campaign's is.
                dangerouslySetInnerHTML={{ __html: sanitizeSiteHtml(result.output.html) }}
              />
              <Typography variant="body2" sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
                Text message: {result.output.sms}
              </Typography>
              {result.notes.map((n) => (
                <Alert key={n} severity="info">
                  {n}
                </Alert>
              ))}
              <Typography variant="caption" color="text.secondary">
                Written by {result.by}. The placeholders fill in for each client when it is sent.
              </Typography>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!result || busy}
          onClick={() =>
            result &&
            onUse({
              subject: result.output.subjects[subject] ?? result.output.subjects[0]!,
              html: result.output.html,
              sms: result.output.sms,
            })
          }
        >
          Use this
        </Button>
      </DialogActions>
    </Dialog>
  );
}
