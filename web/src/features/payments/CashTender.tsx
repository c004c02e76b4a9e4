import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CashCheckoutAnswer } from '@chairside/core/contracts/payments';
import { minorToInput, parseMoneyInput } from '@chairside/core/money';
import { changeDue } from '@chairside/core/payments';
import { fieldErrorsOf } from '../../lib/api/api-client';
import { useWrite } from '../../lib/api/write';
import type { BookingRecord } from '../../lib/data/converters';
import { checkOutInCash } from '../../lib/data/payments';

/**
 * The cash handed over, the change to give back, and recording it. The same
 * idempotency key on a retry, so the cash is never recorded twice.
 */
export function CashTender({
  orgId,
  booking,
  amount,
  tip,
  currency,
  money,
  idempotencyKey,
  onPaid,
}: {
  orgId: string;
  booking: BookingRecord;
  /** The balance due (the server works it out again and refuses a different one). */
  amount: number;
  /** The tip, or NaN while the amount typed cannot be read. */
  tip: number;
  currency: string;
  money: (n: number) => string;
  idempotencyKey: string;
  onPaid: (answer: CashCheckoutAnswer) => void;
}) {
  const [given, setGiven] = useState('');
  const [problem, setProblem] = useState<{ on: 'given' | 'form'; message: string } | null>(null);
  const total = amount + (Number.isNaN(tip) ? 0 : tip);
  const tendered = given.trim() === '' ? null : parseMoneyInput(given, currency);
  const change = tendered === null ? null : changeDue(tendered, amount, tip || 0);
  const record = useWrite(checkOutInCash, {
    onSuccess: onPaid,
    onError: (e) => {
      const onGiven = fieldErrorsOf(e).find((d) => d.path === 'tendered');
      setProblem(
        onGiven ? { on: 'given', message: onGiven.message } : { on: 'form', message: e.message },
      );
    },
  });

  const submit = () => {
    setProblem(null);
    if (Number.isNaN(tip))
      return setProblem({ on: 'form', message: 'Enter the tip as an amount, like 5 or 7.50.' });
    if (tendered === null || Number.isNaN(tendered))
      return setProblem({ on: 'given', message: 'Enter the cash the client gave you.' });
    if (tendered < total)
      return setProblem({
        on: 'given',
        message: `That is less than the total of ${money(total)}.`,
      });
    record.mutate({
      orgId,
      bookingId: booking.id,
      expectedAmount: amount,
      tip,
      tendered,
      idempotencyKey,
    });
  };

  const givenError = problem?.on === 'given' ? problem.message : null;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: 'start' }}>
        <TextField
          label="Cash given"
          value={given}
          onChange={(e) => setGiven(e.target.value)}
          error={givenError !== null}
          helperText={givenError ?? `Total ${money(total)}`}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: {
              startAdornment: <InputAdornment position="start">{currency}</InputAdornment>,
            },
          }}
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          onClick={() => setGiven(minorToInput(total, currency))}
          sx={{ mt: { sm: 1 } }}
        >
          Exact amount
        </Button>
      </Stack>

      <Box
        role="status"
        aria-live="polite"
        sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', textAlign: 'center' }}
      >
        <Typography color="text.secondary">Change to give</Typography>
        <Typography variant="h4" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {change === null || Number.isNaN(change) || change < 0 ? '—' : money(change)}
        </Typography>
      </Box>

      {problem?.on === 'form' && <Alert severity="error">{problem.message}</Alert>}
      <Button variant="contained" size="large" disabled={record.isPending} onClick={submit}>
        Record {money(total)} cash payment
      </Button>
    </>
  );
}
