// The voice of a text, chosen the same way wherever the AI writes: tone and length.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { LENGTHS, TONES, type Length, type Tone } from '@chairside/core/ai/content';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function ToneField({
  value,
  onChange,
  label = 'Tone',
  sx = { minWidth: 150 },
}: {
  value: Tone;
  onChange: (t: Tone) => void;
  label?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as Tone)}
      sx={sx}
    >
      {TONES.map((t) => (
        <MenuItem key={t} value={t}>
          {cap(t)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function LengthField({
  value,
  onChange,
  sx = { minWidth: 120 },
}: {
  value: Length;
  onChange: (l: Length) => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size="small"
      label="Length"
      value={value}
      onChange={(e) => onChange(e.target.value as Length)}
      sx={sx}
    >
      {LENGTHS.map((l) => (
        <MenuItem key={l} value={l}>
          {cap(l)}
        </MenuItem>
      ))}
    </TextField>
  );
}
