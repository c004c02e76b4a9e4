// Two date fields for a period (From, To), side by side.
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export interface DateRange {
  from: string;
  to: string;
}

export function DateRangeFields({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (next: DateRange) => void;
}) {
  return (
    <Stack direction="row" sx={{ gap: 1 }}>
      {(['from', 'to'] as const).map((k) => (
        <TextField
          key={k}
          size="small"
          type="date"
          label={k === 'from' ? 'From' : 'To'}
          value={value[k]}
          onChange={(e) => e.target.value && onChange({ ...value, [k]: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </Stack>
  );
}
