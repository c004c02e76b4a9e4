// The point of sale sells a gift card: one of the salon's designs, an amount it
// offers, and whom it is for. The card is issued with the sale; it is e-mailed
// to the recipient (on a chosen day) or printed at the desk.
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
import { amountProblem } from '@chairside/core/gift-cards';
import { formatMinorUnits, parseMoneyInput } from '@chairside/core/money';
import { ZCartLine } from '@chairside/core/retail';
import { useGiftCardProducts } from '../../lib/data/gift-cards';
import type { GiftCardItem } from './pos-cart';

export function SellGiftCardDialog(props: {
  orgId: string;
  currency: string;
  onClose: () => void;
  onAdd: (item: Omit<GiftCardItem, 'kind' | 'key'>) => void;
}) {
  const products = useGiftCardProducts(props.orgId);
  const active = (products.data?.products ?? []).filter((p) => p.active);
  const [productId, setProductId] = useState('');
  const [amount, setAmount] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [deliverOn, setDeliverOn] = useState('');
  const [error, setError] = useState<string | null>(null);
  const money = (n: number) => formatMinorUnits(n, props.currency);
  const product = active.find((p) => p.id === productId) ?? active[0] ?? null;

  const add = () => {
    if (!product) return;
    const value = parseMoneyInput(amount, props.currency);
    const problem =
      value === null ? 'Enter the amount, like 50' : amountProblem(product, value, money);
    if (problem) {
      setError(problem);
      return;
    }
    const line = ZCartLine.safeParse({
      kind: 'gift_card',
      giftCardProductId: product.id,
      amount: value,
      recipient: { name, email },
      message,
      deliverOn,
    });
    if (!line.success || line.data.kind !== 'gift_card') {
      setError(line.success ? 'Check the gift card' : (line.error.issues[0]?.message ?? ''));
      return;
    }
    props.onAdd({
      product: { id: product.id, name: product.name },
      amount: line.data.amount,
      recipient: line.data.recipient,
      message: line.data.message,
      deliverOn: line.data.deliverOn,
    });
    props.onClose();
  };

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>Sell a gift card</DialogTitle>
      <DialogContent>
        {products.isPending ? null : !product ? (
          <Alert severity="info">
            The salon sells no gift cards yet. Add one on the Gift cards page first.
          </Alert>
        ) : (
          <Stack spacing={2} sx={{ mt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              select
              label="Gift card"
              value={product.id}
              onChange={(e) => setProductId(e.target.value)}
            >
              {active.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={`Amount (${props.currency})`}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              inputMode="decimal"
              helperText={
                [
                  product.amounts.length ? product.amounts.map(money).join(', ') : '',
                  product.allowCustom
                    ? `any amount from ${money(product.customMin)} to ${money(product.customMax)}`
                    : '',
                ]
                  .filter(Boolean)
                  .join(', or ') || ' '
              }
            />
            <TextField
              label="Recipient’s name (optional)"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <TextField
              label="Recipient’s e-mail (optional)"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              helperText="Without one, the client’s own e-mail gets it, or print it after the sale"
            />
            {email && (
              <TextField
                label="Send on"
                type="date"
                value={deliverOn}
                onChange={(e) => setDeliverOn(e.target.value)}
                helperText="Empty sends it right after the sale"
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
            <TextField
              label="Message (optional)"
              multiline
              minRows={2}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button variant="contained" onClick={add} disabled={!product}>
          Add to sale
        </Button>
      </DialogActions>
    </Dialog>
  );
}
