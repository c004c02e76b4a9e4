import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Role } from '@chairside/core/roles';
import { startSaleQr } from '../../../lib/data/retail';
import { GiftCardTender } from '../../gift-cards/GiftCardTender';
import { ScanToPay } from '../../payments/ScanToPay';
import type { PayBy, RegisterState } from './use-register';

const StripePaymentForm = lazy(() => import('../../payments/StripePaymentForm'));

/** How the sale is paid: a gift card, cash, a card, a QR code or a split, and the receipt. */
export function TakePayment({
  r,
  orgId,
  currency,
  role,
  busy,
  error,
  onCharge,
  onCardPaid,
}: {
  r: RegisterState;
  orgId: string;
  currency: string;
  role: Role;
  busy: boolean;
  error: string | null;
  onCharge: () => void;
  /** The card or QR part is paid: record the sale with it. */
  onCardPaid: (paymentId: string) => void;
}) {
  const { money, cardAmount, cashAmount, tendered, cardPaid, intent } = r;
  const renter = role === 'booth_renter';
  const again = () => {
    r.setIntent(null);
    r.setShowQr(false);
  };
  return (
    <>
      {/* A gift card never pays for another one. */}
      {!renter && !r.sellsGiftCard && (
        <GiftCardTender
          orgId={orgId}
          currency={currency}
          card={r.giftCard}
          applied={r.giftAmount}
          disabled={cardPaid !== null || busy}
          onChange={(card) => {
            r.setGiftCard(card);
            again();
          }}
        />
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={r.payBy}
        onChange={(_, v: PayBy | null) => {
          if (v) {
            r.setPayBy(v);
            again();
          }
        }}
        aria-label="Paid by"
        disabled={cardPaid !== null}
      >
        <ToggleButton value="cash">Cash</ToggleButton>
        <ToggleButton value="card" disabled={renter}>
          Card
        </ToggleButton>
        <ToggleButton value="qr" disabled={renter}>
          QR code
        </ToggleButton>
        <ToggleButton value="split" disabled={renter}>
          Split
        </ToggleButton>
      </ToggleButtonGroup>
      {r.payBy === 'split' && (
        <>
          <TextField
            select
            size="small"
            label="The rest by"
            value={r.splitBy}
            disabled={cardPaid !== null}
            onChange={(e) => {
              r.setSplitBy(e.target.value === 'qr' ? 'qr' : 'card');
              again();
            }}
            sx={{ maxWidth: 200 }}
          >
            <MenuItem value="card">Card</MenuItem>
            <MenuItem value="qr">QR code</MenuItem>
          </TextField>
          <TextField
            size="small"
            label={r.splitBy === 'qr' ? 'QR code amount' : 'Card amount'}
            value={r.cardPart}
            disabled={cardPaid !== null}
            onChange={(e) => {
              r.setCardPart(e.target.value);
              r.setIntent(null);
            }}
            helperText={`The rest, ${money(Math.max(0, cashAmount))}, in cash`}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </>
      )}
      {cashAmount > 0 && (
        <TextField
          size="small"
          label="Cash given"
          value={r.given}
          placeholder={money(cashAmount)}
          onChange={(e) => r.setGiven(e.target.value)}
          helperText={
            !Number.isNaN(tendered) && tendered >= cashAmount
              ? `Change to give: ${money(tendered - cashAmount)}`
              : `At least ${money(cashAmount)}`
          }
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
      {r.payBy !== 'cash' && r.cards.data?.problem && (
        <Alert severity="info">
          {r.cards.data.problem} Cash works without it. The owner connects Stripe in{' '}
          <RouterLink to="/stripe-settings">Stripe settings</RouterLink>.
        </Alert>
      )}
      <TextField
        size="small"
        type="email"
        label="E-mail the receipt to"
        value={r.receiptEmail}
        onChange={(e) => r.setReceiptEmail(e.target.value)}
        helperText="Optional"
      />
      {cardPaid && (
        <Alert severity="success">Card part of {money(cardAmount)} paid. Finish the sale.</Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {r.showQr && !cardPaid ? (
        <ScanToPay
          key={`${r.saleKey}-${cardAmount}`}
          kind="qr"
          orgId={orgId}
          start={() =>
            startSaleQr({
              orgId,
              amount: cardAmount,
              idempotencyKey: `${r.saleKey}-qr-${cardAmount}`,
            })
          }
          onPaid={onCardPaid}
        />
      ) : intent && !cardPaid ? (
        <Suspense fallback={<Typography role="status">Loading Stripe’s secure form…</Typography>}>
          <StripePaymentForm
            orgId={orgId}
            intent={intent}
            returnPath={`/payment?org=${encodeURIComponent(orgId)}&payment=${intent.paymentId}`}
            onPaid={(status) => {
              if (status.status === 'succeeded') onCardPaid(intent.paymentId);
            }}
          />
        </Suspense>
      ) : (
        <Button
          variant="contained"
          size="large"
          disabled={busy || (r.payBy !== 'cash' && !cardPaid && r.cards.data?.problem != null)}
          onClick={onCharge}
        >
          {busy
            ? 'Working…'
            : cardAmount > 0 && !cardPaid
              ? r.other === 'qr'
                ? `Show a QR code for ${money(cardAmount)}`
                : `Take ${money(cardAmount)} by card`
              : `Complete sale · ${money(r.totals.total)}`}
        </Button>
      )}
    </>
  );
}
