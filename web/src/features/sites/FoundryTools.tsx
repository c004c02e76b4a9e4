// The text foundry in the theme panel: a palette from a mood or from a
// photo's colour (every pair checked for WCAG AA and corrected, and said so),
// and font pairings of the site's own fonts with a preview.
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { type Tone } from '@chairside/core/ai/content';
import type { ContrastCheck, FontPairing } from '@chairside/core/ai/foundry';
import { MOODS, type Mood } from '@chairside/core/ai/requests';
import { FONT_STACKS, type SiteTheme } from '@chairside/core/site';
import { suggestColours, suggestFonts } from '../../lib/data/ai';
import { useWrite } from '../../lib/api/write';
import { ToneField } from '../../ui/ai/VoiceFields';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The average colour of a picture the person chose, read in the browser (nothing uploaded). */
async function colourOf(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = 32;
  canvas.height = 32;
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(bitmap, 0, 0, 32, 32);
  const { data } = ctx.getImageData(0, 0, 32, 32);
  // The most colourful pixels say more about a photo than its grey average.
  const pixels: [number, number, number, number][] = [];
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    pixels.push([r, g, b, Math.max(r, g, b) - Math.min(r, g, b)]);
  }
  const vivid = pixels.sort((a, b) => b[3] - a[3]).slice(0, 128);
  const avg = [0, 1, 2].map((k) => Math.round(vivid.reduce((n, p) => n + p[k]!, 0) / vivid.length));
  return `#${avg.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export function PaletteMaker({
  orgId,
  theme,
  onChange,
}: {
  orgId: string;
  theme: SiteTheme;
  onChange: (t: SiteTheme) => void;
}) {
  const [mood, setMood] = useState<Mood>('calm');
  const [base, setBase] = useState<string | null>(null);
  const [seed, setSeed] = useState(0);
  const [checks, setChecks] = useState<ContrastCheck[] | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const making = useWrite(
    (next: { mood?: Mood; base?: string | null; seed: number }) =>
      suggestColours({
        orgId,
        seed: next.seed,
        ...(next.base ? { base: next.base } : { mood: next.mood ?? mood }),
      }),
    {
      onMutate: () => setReadError(null),
      onSuccess: (answer) => {
        onChange({ ...theme, colors: answer.colors });
        setChecks(answer.checks);
      },
    },
  );
  const busy = making.isPending;
  const make = (next: { mood?: Mood; base?: string | null; seed: number }) => making.mutate(next);
  const error = making.error?.message ?? readError;

  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="subtitle2" component="h2">
        Make a palette
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Mood"
          value={mood}
          onChange={(e) => {
            setMood(e.target.value as Mood);
            setBase(null);
          }}
          sx={{ minWidth: 140 }}
        >
          {MOODS.map((m) => (
            <MenuItem key={m} value={m}>
              {cap(m)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<AutoAwesomeOutlined />}
          disabled={busy}
          onClick={() => {
            setBase(null);
            make({ mood, seed });
          }}
        >
          From the mood
        </Button>
        <Button disabled={busy} onClick={() => file.current?.click()}>
          From a photo
        </Button>
        <input
          ref={file}
          type="file"
          accept="image/*"
          hidden
          aria-label="A photo to take the colours from"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (!f) return;
            void colourOf(f)
              .then((hex) => {
                setBase(hex);
                make({ base: hex, seed });
              })
              .catch(() => setReadError('That picture could not be read. Try a JPG or PNG.'));
          }}
        />
        {checks && (
          <Button
            disabled={busy}
            onClick={() => {
              setSeed(seed + 1);
              make({ mood, base, seed: seed + 1 });
            }}
          >
            Try another
          </Button>
        )}
      </Stack>
      {base && (
        <Typography variant="caption" color="text.secondary">
          From the photo’s colour{' '}
          <Box
            component="span"
            sx={{
              display: 'inline-block',
              width: 12,
              height: 12,
              bgcolor: base,
              verticalAlign: 'middle',
              border: 1,
              borderColor: 'divider',
            }}
          />{' '}
          {base}
        </Typography>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {checks && (
        <Box component="ul" aria-label="Readability" sx={{ m: 0, pl: 2.5 }}>
          {checks.map((c) => (
            <Typography component="li" variant="body2" key={c.pair}>
              {c.pair}: {c.ratio}:1 {c.ok ? '✓' : '✗'}
              {c.corrected ? ' (adjusted to pass AA)' : ''}
            </Typography>
          ))}
        </Box>
      )}
    </Stack>
  );
}

export function FontSuggestions({
  orgId,
  theme,
  onChange,
}: {
  orgId: string;
  theme: SiteTheme;
  onChange: (t: SiteTheme) => void;
}) {
  const [tone, setTone] = useState<Tone>('warm');
  const [pairings, setPairings] = useState<FontPairing[] | null>(null);
  const asking = useWrite((t: Tone) => suggestFonts(orgId, t, 0), {
    onSuccess: (answer) => setPairings(answer.pairings.slice(0, 4)),
  });
  const error = asking.error?.message;
  const ask = (t: Tone) => asking.mutate(t);
  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <ToneField label="Feel" value={tone} onChange={setTone} sx={{ minWidth: 140 }} />
        <Button startIcon={<AutoAwesomeOutlined />} onClick={() => ask(tone)}>
          Suggest pairings
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {pairings?.map((p) => {
        const active =
          theme.fonts.heading_font === p.heading_font && theme.fonts.body_font === p.body_font;
        return (
          <ButtonBase
            key={`${p.heading_font}-${p.body_font}`}
            onClick={() =>
              onChange({
                ...theme,
                fonts: { heading_font: p.heading_font, body_font: p.body_font },
              })
            }
            aria-pressed={active}
            sx={{
              display: 'block',
              textAlign: 'left',
              p: 1,
              borderRadius: 1,
              border: 2,
              borderColor: active ? 'primary.main' : 'divider',
            }}
          >
            <Typography sx={{ fontFamily: FONT_STACKS[p.heading_font], fontSize: 20 }}>
              {p.heading_font} headings
            </Typography>
            <Typography variant="body2" sx={{ fontFamily: FONT_STACKS[p.body_font] }}>
              {p.body_font} text. {p.note}.
            </Typography>
          </ButtonBase>
        );
      })}
    </Stack>
  );
}
