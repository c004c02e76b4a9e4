// A marketing text: what it says, how many messages it takes with the
// opt-out line every marketing text carries, and the salon's limit.
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SMS_OPT_OUT, smsSegments } from '@chairside/core/marketing';

export function SmsField({
  value,
  onChange,
  limit,
  error,
}: {
  value: string;
  onChange: (s: string) => void;
  limit: number;
  error?: string;
}) {
  const parts = smsSegments(`${value}\n${SMS_OPT_OUT}`);
  const over = parts.segments > limit;
  return (
    <>
      <TextField
        label="The text"
        multiline
        minRows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={Boolean(error) || over}
        helperText={
          error ??
          `${parts.units} characters with “${SMS_OPT_OUT}” · ${parts.segments} message${parts.segments === 1 ? '' : 's'} (${parts.encoding}) · the salon allows ${limit}`
        }
        fullWidth
      />
      {parts.encoding === 'UCS-2' && (
        <Typography variant="caption" color="text.secondary">
          An emoji or a special character makes every message shorter (70 characters, not 160).
        </Typography>
      )}
    </>
  );
}
