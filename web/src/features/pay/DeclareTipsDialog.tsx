// Declaring cash tips handed over (a team member their own; the desk and
// managers anyone's): a day of the period shown, and the amount. The run's
// tips include them (and the pool, when tips are pooled).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PayRunView } from '@chairside/core/contracts/pay';
import { parseMoneyInput } from '@chairside/core/money';
import { declareTips } from '../../lib/data/pay';
import { useWrite } from '../../lib/api/write';

export function DeclareTipsDialog({
  orgId,
  run,
  today,
  onClose,
}: {
  orgId: string;
  run: PayRunView;
  today: string;
  onClose: () => void;
}) {
  const [staffId, setStaffId] = useState(run.rows.length === 1 ? run.rows[0]!.staffId : '');
  const last = run.to < today ? run.to : today;
  const [day, setDay] = useState(last);
  const [amount, setAmount] = useState('');
  const [key] = useState(() => `tips-${crypto.randomUUID()}`);
  const minor = parseMoneyInput(amount, run.currency);
  const problem = !staffId
    ? 'Choose who was given them'
    : minor === null || minor <= 0
      ? 'Enter the cash tips'
      : '';
  const saving = useWrite(declareTips, { onSuccess: onClose });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Declare cash tips</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {run.rows.length > 1 && (
            <TextField
              select
              label="Given to"
              value={staffId}
              onChange={(e) => setStaffId(e.target.value)}
            >
              {run.rows.map((r) => (
                <MenuItem key={r.staffId} value={r.staffId}>
                  {r.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            type="date"
            label="Day"
            value={day}
            onChange={(e) => e.target.value && setDay(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: run.from, max: last } }}
          />
          <TextField
            label={`Cash tips (${run.currency})`}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            inputProps={{ inputMode: 'decimal' }}
            helperText={amount && problem ? problem : ' '}
            error={!!amount && !!problem}
          />
          {saving.error && <Alert severity="error">{saving.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!!problem || saving.isPending}
          onClick={() =>
            minor && saving.mutate({ orgId, staffId, day, amount: minor, idempotencyKey: key })
          }
        >
          Declare tips
        </Button>
      </DialogActions>
    </Dialog>
  );
}
