// E-mail, text or both, for a campaign, a journey or one of its messages,
// with the refusal of neither shown under them.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';

export interface Channels {
  email: boolean;
  sms: boolean;
}

export function ChannelBoxes({
  value,
  onChange,
  label = 'Channels',
  disabled = false,
  error,
}: {
  value: Channels;
  onChange: (c: Channels) => void;
  label?: string;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <Box>
      <FormGroup row aria-label={label}>
        {(['email', 'sms'] as const).map((ch) => (
          <FormControlLabel
            key={ch}
            control={
              <Checkbox
                checked={value[ch]}
                disabled={disabled}
                onChange={(e) => onChange({ ...value, [ch]: e.target.checked })}
              />
            }
            label={ch === 'email' ? 'E-mail' : 'Text (SMS)'}
          />
        ))}
      </FormGroup>
      {error && (
        <Typography color="error" variant="caption">
          {error}
        </Typography>
      )}
    </Box>
  );
}
