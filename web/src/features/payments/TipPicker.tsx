import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { parseMoneyInput } from '@chairside/core/money';
import { tipSuggestions } from '@chairside/core/payments';

export type Tip = 'none' | '15' | '18' | '20' | 'custom';

/** The tip chosen, in minor units: NaN while a typed amount cannot be read. */
export function tipAmountOf(tip: Tip, custom: string, amount: number, currency: string): number {
  if (tip === 'none') return 0;
  if (tip === 'custom') return parseMoneyInput(custom, currency) ?? Number.NaN;
  return tipSuggestions(amount).find((s) => String(s.percent) === tip)?.amount ?? 0;
}

/** No tip, the suggested percentages of the balance, or another amount. */
export function TipPicker({
  amount,
  tip,
  custom,
  money,
  invalid,
  onTip,
  onCustom,
}: {
  amount: number;
  tip: Tip;
  custom: string;
  money: (n: number) => string;
  invalid: boolean;
  onTip: (tip: Tip) => void;
  onCustom: (typed: string) => void;
}) {
  return (
    <Box>
      <Typography id="tip-label" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Tip
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={tip}
        onChange={(_, value: Tip | null) => value && onTip(value)}
        aria-labelledby="tip-label"
        size="small"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="none">No tip</ToggleButton>
        {tipSuggestions(amount).map((s) => (
          <ToggleButton key={s.percent} value={String(s.percent)}>
            {s.percent}% · {money(s.amount)}
          </ToggleButton>
        ))}
        <ToggleButton value="custom">Other</ToggleButton>
      </ToggleButtonGroup>
      {tip === 'custom' && (
        <TextField
          label="Tip amount"
          value={custom}
          onChange={(e) => onCustom(e.target.value)}
          inputMode="decimal"
          error={invalid}
          helperText={invalid ? 'Enter an amount, like 5 or 7.50' : ' '}
          sx={{ mt: 1.5, maxWidth: 200 }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
    </Box>
  );
}
