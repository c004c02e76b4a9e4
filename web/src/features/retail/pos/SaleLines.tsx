import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import RemoveIcon from '@mui/icons-material/Remove';
import { balanceDue } from '@chairside/core/payments';
import type { StaffRecord } from '../../../lib/data/converters';
import type { ProductRecord } from '../../../lib/data/retail';
import { BenefitNote } from '../SaleClientPanel';
import { removeItem, setQuantity, type Cart } from '../pos-cart';

type Item = Cart['items'][number];

interface LinesProps {
  cart: Cart;
  products: ProductRecord[];
  staff: StaffRecord[];
  money: (n: number) => string;
  /** A member's benefit on the line ("included", "10% member price"), or ''. */
  labelOf: (item: Item) => string;
  onChange: (cart: Cart) => void;
}

/** One line of the sale: what it is, a note, its amount and its controls. */
function Line({
  title,
  note,
  amount,
  benefit,
  controls,
  remove,
  children,
}: {
  title: ReactNode;
  note: ReactNode;
  amount: string;
  benefit?: string;
  /** Before the amount (the quantity's buttons). */
  controls?: ReactNode;
  /** After the amount. */
  remove?: { label: string; onClick: () => void };
  children?: ReactNode;
}) {
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography fontWeight={600}>{title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
          {benefit !== undefined && <BenefitNote label={benefit} />}
        </Box>
        {controls}
        <Typography sx={{ minWidth: 72, textAlign: 'right' }}>{amount}</Typography>
        {remove && (
          <IconButton size="small" aria-label={remove.label} onClick={remove.onClick}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {children}
    </Box>
  );
}

function ProductLine({
  item,
  index,
  cart,
  products,
  staff,
  money,
  labelOf,
  onChange,
}: LinesProps & { item: Extract<Item, { kind: 'product' }>; index: number }) {
  const { product, quantity } = item;
  const bundle = product.bundleItems
    .map(
      (b) =>
        `${b.quantity} × ${products.find((p) => p.id === b.productId)?.name ?? 'a removed product'}`,
    )
    .join(', ');
  return (
    <Line
      title={product.name}
      note={
        <>
          {money(product.sellingPrice)} each
          {bundle ? ` · ${bundle}` : ''}
          {quantity > product.stock ? ` · only ${Math.max(0, product.stock)} in stock` : ''}
        </>
      }
      benefit={labelOf(item)}
      amount={money(product.sellingPrice * quantity)}
      controls={
        <>
          <IconButton
            size="small"
            aria-label={`One fewer ${product.name}`}
            onClick={() => onChange(setQuantity(cart, product.id, quantity - 1))}
          >
            <RemoveIcon fontSize="small" />
          </IconButton>
          <Typography
            aria-label={`Quantity of ${product.name}`}
            sx={{ minWidth: 24, textAlign: 'center' }}
          >
            {quantity}
          </Typography>
          <IconButton
            size="small"
            aria-label={`One more ${product.name}`}
            onClick={() => onChange(setQuantity(cart, product.id, quantity + 1))}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      <TextField
        select
        size="small"
        label="Sold by"
        value={item.staffId ?? ''}
        onChange={(e) =>
          onChange({
            ...cart,
            items: cart.items.map((x, i) =>
              i === index && x.kind === 'product' ? { ...x, staffId: e.target.value || null } : x,
            ),
          })
        }
        sx={{ mt: 1, minWidth: 180 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">Not credited</MenuItem>
        {staff
          .filter((s) => s.status === 'active')
          .map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.displayName}
            </MenuItem>
          ))}
      </TextField>
    </Line>
  );
}

/** What is in the sale, each line with its controls. */
export function SaleLines(props: LinesProps) {
  const { cart, money, labelOf, onChange } = props;
  const remove = (index: number) => () => onChange(removeItem(cart, index));
  if (cart.items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        Scan a product or choose an appointment to start.
      </Typography>
    );
  }
  return (
    <List disablePadding aria-label="Items in the sale">
      {cart.items.map((item, index) => {
        switch (item.kind) {
          case 'product':
            return <ProductLine key={item.product.id} {...props} item={item} index={index} />;
          case 'reservation':
            return (
              <Line
                key={item.reservation.id}
                title={`${item.reservation.quantity} × ${item.reservation.productName}`}
                note={`Reserved online by ${item.reservation.name}`}
                benefit={labelOf(item)}
                amount={money(item.reservation.total)}
                remove={{
                  label: `Remove the reservation of ${item.reservation.name}`,
                  onClick: remove(index),
                }}
              />
            );
          case 'gift_card':
            return (
              <Line
                key={item.key}
                title={item.product.name}
                note={
                  item.recipient.email
                    ? `E-mailed to ${item.recipient.name || item.recipient.email}${item.deliverOn ? ` on ${item.deliverOn}` : ''}`
                    : `For ${item.recipient.name || 'the client'}: e-mailed to the client, or print it after the sale`
                }
                amount={money(item.amount)}
                remove={{
                  label: `Remove the ${money(item.amount)} gift card`,
                  onClick: remove(index),
                }}
              />
            );
          case 'appointment':
            return (
              <Line
                key={item.booking.id}
                title={item.booking.services.map((s) => s.name).join(' + ') || 'Appointment'}
                note={`${item.booking.clientName} with ${item.booking.staffName}${
                  item.booking.paid > 0 ? ` · ${money(item.booking.paid)} paid already` : ''
                }`}
                benefit={labelOf(item)}
                amount={money(balanceDue(item.booking.price, item.booking.paid))}
                remove={{
                  label: `Remove the appointment of ${item.booking.clientName}`,
                  onClick: remove(index),
                }}
              />
            );
        }
      })}
    </List>
  );
}
