import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { minorToInput, parseMoneyInput } from '@chairside/core/money';
import { AmountList } from '../../payments/AmountList';
import { stylistsOf, type Cart } from '../pos-cart';
import type { DiscountKind, RegisterState } from './use-register';

/** The sale's discount, a tip for each stylist, and the totals they come to. */
export function SaleAdjustments({
  r,
  currency,
  onChange,
}: {
  r: RegisterState;
  currency: string;
  /** A change to the cart (a tip): the amount changes, so any card payment starts again. */
  onChange: (cart: Cart) => void;
}) {
  const { cart, totals, money } = r;
  const staffName = (id: string) =>
    r.staff.items.find((s) => s.id === id)?.displayName ?? 'Stylist';
  return (
    <>
      <Stack direction="row" sx={{ gap: 1 }}>
        <TextField
          select
          size="small"
          label="Discount"
          value={r.discountKind}
          onChange={(e) => {
            r.setDiscountKind(e.target.value as DiscountKind);
            r.setIntent(null);
          }}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="none">None</MenuItem>
          <MenuItem value="percent">Percent off</MenuItem>
          <MenuItem value="amount">Amount off</MenuItem>
        </TextField>
        {r.discountKind !== 'none' && (
          <TextField
            size="small"
            label={r.discountKind === 'percent' ? 'Percent' : 'Amount'}
            value={r.discountValue}
            onChange={(e) => {
              r.setDiscountValue(e.target.value);
              r.setIntent(null);
            }}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        )}
      </Stack>
      {stylistsOf(cart).map((id) => (
        <TextField
          key={id}
          size="small"
          label={`Tip for ${staffName(id)}`}
          defaultValue={cart.tips[id] ? minorToInput(cart.tips[id], currency) : ''}
          onChange={(e) => {
            const amount = parseMoneyInput(e.target.value, currency) ?? 0;
            onChange({ ...cart, tips: { ...cart.tips, [id]: amount } });
          }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      ))}
      <Divider />
      <AmountList
        rows={[
          { label: 'Subtotal', value: money(totals.subtotal) },
          totals.discount - totals.rewards > 0 && {
            label: 'Discount',
            value: `−${money(totals.discount - totals.rewards)}`,
          },
          totals.rewards > 0 && {
            label: `${r.redeemPoints.toLocaleString('en-US')} points`,
            value: `−${money(totals.rewards)}`,
          },
          { label: 'Tax', value: money(totals.tax) },
          totals.tips > 0 && { label: 'Tips', value: money(totals.tips) },
          { label: 'Total', value: money(totals.total), strong: true },
        ]}
      />
      <Divider />
    </>
  );
}
