// One payment's whole story (every state change, with when and who), the card
// it was taken on, and a full or partial refund for owners and managers.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMinorUnits, minorToInput, parseMoneyInput } from '@chairside/core/money';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_PURPOSE_LABELS,
  PAYMENT_STATUS_LABELS,
} from '@chairside/core/payments';
import { refundPayment, usePaymentDetails } from '../../lib/data/card';
import { AmountList } from './AmountList';
import { useWrite } from '../../lib/api/write';

export function PaymentDialog({
  orgId,
  paymentId,
  timeZone,
  canRefund,
  onClose,
}: {
  orgId: string;
  paymentId: string;
  /** The salon's zone: the story's times are the salon's clock, as on the ledger. */
  timeZone: string;
  canRefund: boolean;
  onClose: () => void;
}) {
  const details = usePaymentDetails(orgId, paymentId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => `refund-${crypto.randomUUID()}`);
  const [invalid, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refunding = useWrite(refundPayment, {
    onMutate: () => setError(null),
    onSuccess: (_answer, input) => {
      setDone(
        `${money(input.amount)} refunded${p?.method === 'cash' ? ' (give it back from the drawer)' : ' to the card'}.`,
      );
      setAmount('');
      setReason('');
      setKey(`refund-${crypto.randomUUID()}`);
    },
  });
  const error =
    invalid ??
    (refunding.error
      ? refunding.error.message || 'The refund did not go through. Try again.'
      : null);
  const p = details.data;
  const money = (n: number) => formatMinorUnits(n, p?.currency ?? 'USD');

  const refund = () => {
    if (!p) return;
    const minor = parseMoneyInput(amount, p.currency);
    if (minor === null || minor <= 0)
      return setError('Enter the amount to refund, like 20 or 12.50.');
    if (minor > p.refundable) return setError(`At most ${money(p.refundable)} can be refunded.`);
    refunding.mutate({ orgId, paymentId, amount: minor, reason, idempotencyKey: key });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="payment-title">
      <DialogTitle id="payment-title">
        {p ? `${PAYMENT_PURPOSE_LABELS[p.purpose]} · ${p.clientName || 'No client'}` : 'Payment'}
      </DialogTitle>
      <DialogContent>
        {details.error ? (
          <Alert severity="error">{details.error.message}</Alert>
        ) : !p ? (
          <Skeleton height={200} />
        ) : (
          <Stack spacing={2}>
            <AmountList
              rows={[
                { label: 'Amount', value: money(p.amount) },
                p.tip > 0 && { label: 'Tip', value: money(p.tip) },
                p.refunded > 0 && { label: 'Refunded', value: `−${money(p.refunded)}` },
                { label: 'Status', value: PAYMENT_STATUS_LABELS[p.status], strong: true },
              ]}
            />
            <Typography variant="body2" color="text.secondary">
              {PAYMENT_METHOD_LABELS[p.method]}
              {p.card ? ` · ${p.card.brand.toUpperCase()} ···· ${p.card.last4}` : ''}
              {p.staffName ? ` · with ${p.staffName}` : ''} · taken by {p.takenBy}
            </Typography>
            {p.failure && <Alert severity="warning">{p.failure}</Alert>}
            <div>
              <Typography variant="subtitle2" component="h3">
                History
              </Typography>
              <List dense disablePadding>
                {p.history.map((h, i) => (
                  <ListItem key={i} disableGutters>
                    <ListItemText
                      primary={`${PAYMENT_STATUS_LABELS[h.status]}${h.note && h.note !== PAYMENT_STATUS_LABELS[h.status] ? ` · ${h.note}` : ''}`}
                      secondary={`${new Intl.DateTimeFormat(undefined, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                        timeZone,
                      }).format(new Date(h.at))} · ${h.by || 'Chairside'}`}
                    />
                  </ListItem>
                ))}
              </List>
            </div>
            {done && <Alert severity="success">{done}</Alert>}
            {canRefund && p.refundable > 0 && (
              <Stack spacing={1.5} component="section" aria-labelledby="refund-title">
                <Typography id="refund-title" variant="subtitle2" component="h3">
                  Refund (up to {money(p.refundable)})
                </Typography>
                {error && <Alert severity="error">{error}</Alert>}
                <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
                  <TextField
                    label="Amount"
                    value={amount}
                    onChange={(e) => setAmount(e.target.value)}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    sx={{ flex: 1 }}
                  />
                  <Button onClick={() => setAmount(minorToInput(p.refundable, p.currency))}>
                    Full amount
                  </Button>
                </Stack>
                <TextField
                  label="Reason (optional)"
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
                <Button
                  variant="contained"
                  color="warning"
                  disabled={refunding.isPending || !amount}
                  onClick={refund}
                >
                  {refunding.isPending ? 'Refunding…' : 'Refund'}
                </Button>
              </Stack>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
