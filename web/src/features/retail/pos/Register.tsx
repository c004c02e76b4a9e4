import { useRef, useState, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RedeemIcon from '@mui/icons-material/Redeem';
import type { SaleAnswer, SaleView } from '@chairside/core/contracts/retail';
import type { ActiveSalon } from '../../../app/workspace/SalonGate';
import { useWrite } from '../../../lib/api/write';
import { fieldErrorsOf } from '../../../lib/api/api-client';
import { refreshLoyalty } from '../../../lib/data/loyalty';
import { processSale, startSaleCard } from '../../../lib/data/retail';
import { DataErrorAlert } from '../../../ui/DataErrorAlert';
import { PageFrame } from '../../../ui/PageFrame';
import { canCheckOut } from '../../payments/CheckoutCard';
import { SaleClientPanel } from '../SaleClientPanel';
import { SuggestedProducts } from './SuggestedProducts';
import {
  addAppointment,
  addGiftCard,
  addProduct,
  defaultSeller,
  saleRequest,
  type Cart,
} from '../pos-cart';
import { useAuthState } from '../../../lib/auth/use-auth-state';
import { AddToSale } from './AddToSale';
import { DueAppointments } from './DueAppointments';
import { SaleAdjustments } from './SaleAdjustments';
import { SaleLines } from './SaleLines';
import { TakePayment } from './TakePayment';
import { useRegister } from './use-register';
import { lazyNamed } from '../../../ui/lazy-named';

// Loaded when first opened (and ahead of that once the page has painted).
const SellGiftCardDialog = lazyNamed(() => import('../SellGiftCardDialog'), 'SellGiftCardDialog');
const Receipt = lazyNamed(() => import('./Receipt'), 'Receipt');
const ApprovalDialog = lazyNamed(() => import('./ApprovalDialog'), 'ApprovalDialog');

/** The register: what is sold (products, appointments, gift cards), to whom, and how it is paid. */
export function Register({ salon }: { salon: ActiveSalon }) {
  const { orgId, org, role } = salon;
  const r = useRegister(salon);
  const { cart, money } = r;
  const auth = useAuthState();
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;
  const myStaffId =
    r.staff.items.find((s) => s.userId === uid && s.status === 'active')?.id ?? null;
  const scanner = useRef<HTMLInputElement>(null);
  const [sellingGiftCard, setSellingGiftCard] = useState(false);
  const [done, setDone] = useState<{
    sale: SaleView;
    giftCards: NonNullable<SaleAnswer['giftCards']>;
    receiptOnItsWay: boolean;
  } | null>(null);
  /** What the register itself refuses before asking the server. */
  const [problem, setProblem] = useState<string | null>(null);
  /** A discount above the seller's limit: why, and the card payment to claim once approved. */
  const [approval, setApproval] = useState<{ reason: string; card: string | null } | null>(null);

  const record = useWrite(
    ({ card, approvalToken }: { card: string | null; approvalToken?: string }) =>
      processSale(
        saleRequest(orgId, r.priced, r.totals, r.tenders(card), {
          receiptEmail: r.receiptEmail.trim(),
          idempotencyKey: r.saleKey,
          clientId: r.saleClientId,
          redeemPoints: r.redeemPoints,
          ...(approvalToken ? { approvalToken } : {}),
        }),
      ),
    {
      onError: (e, { card }) => {
        if (fieldErrorsOf(e).some((d) => d.path === 'approvalToken'))
          setApproval({ reason: e.message, card });
      },
      onSuccess: (answer) => {
        if (r.saleClientId) void refreshLoyalty();
        setDone({
          sale: answer.sale,
          giftCards: answer.giftCards ?? [],
          receiptOnItsWay: answer.receiptOnItsWay ?? false,
        });
        r.clear();
      },
    },
  );
  const startCard = useWrite(startSaleCard, { onSuccess: r.setIntent });
  const busy = record.isPending || startCard.isPending;
  const error = problem ?? record.error?.message ?? startCard.error?.message ?? null;
  const fresh = () => {
    setProblem(null);
    record.reset();
    startCard.reset();
  };

  /** Anything that changes the amount means a new card payment. */
  const change = (next: Cart) => {
    r.setCart(next);
    r.setIntent(null);
    r.setShowQr(false);
    fresh();
  };

  const charge = () => {
    fresh();
    const { cashAmount, cardAmount, tendered, cardPaid } = r;
    if (cart.items.length === 0) return setProblem('Scan or add something first.');
    if (cashAmount < 0 || cardAmount < 0)
      return setProblem('The card part is more than the total.');
    if (cashAmount > 0 && (Number.isNaN(tendered) || tendered < cashAmount))
      return setProblem(`The cash given is less than the cash part of ${money(cashAmount)}.`);
    if (cardAmount > 0 && !cardPaid && r.other === 'qr') return r.setShowQr(true);
    if (cardAmount > 0 && !cardPaid) {
      return startCard.mutate({
        orgId,
        amount: cardAmount,
        idempotencyKey: `${r.saleKey}-card-${cardAmount}`,
      });
    }
    record.mutate({ card: cardPaid });
  };

  if (done) {
    return (
      <PageFrame title="Point of sale" subtitle={org.name}>
        <Suspense fallback={null}>
          <Receipt
            sale={done.sale}
            giftCards={done.giftCards}
            receiptOnItsWay={done.receiptOnItsWay}
            orgId={orgId}
            money={money}
            onNext={() => {
              setDone(null);
              setTimeout(() => scanner.current?.focus(), 0);
            }}
          />
        </Suspense>
      </PageFrame>
    );
  }

  const inSale = (id: string) =>
    cart.items.some((i) => i.kind === 'appointment' && i.booking.id === id);
  return (
    <PageFrame
      title="Point of sale"
      subtitle={`${org.name} · products and today’s appointments`}
      actions={
        <>
          <Button component={RouterLink} to="/retail-management" variant="outlined">
            Products
          </Button>
          {(role === 'owner' || role === 'manager') && (
            <Button component={RouterLink} to="/retail-reports-page" variant="outlined">
              Sales report
            </Button>
          )}
        </>
      }
    >
      <DataErrorAlert area="products" />
      <DataErrorAlert area="bookings" />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3}>
          <AddToSale
            orgId={orgId}
            products={r.products.items}
            money={money}
            scanner={scanner}
            onAdd={(product) => change(addProduct(cart, product, defaultSeller(cart, myStaffId)))}
          />
          <DueAppointments
            due={r.todays.items.filter(canCheckOut)}
            timeZone={org.timeZone}
            money={money}
            inSale={inSale}
            onAdd={(b) => {
              change(addAppointment(cart, b));
              if (!r.receiptEmail && b.clientEmail) r.setReceiptEmail(b.clientEmail);
            }}
          />
        </Stack>

        {/* On a phone the sale comes first, above the day's appointments. */}
        <Card
          variant="outlined"
          component="section"
          aria-labelledby="sale-title"
          sx={{ order: { xs: -1, md: 0 } }}
        >
          <CardContent>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <Typography id="sale-title" variant="h6" component="h2" sx={{ flex: 1 }}>
                Sale
              </Typography>
              {role !== 'booth_renter' && (
                <Button
                  size="small"
                  startIcon={<RedeemIcon />}
                  onClick={() => setSellingGiftCard(true)}
                >
                  Sell a gift card
                </Button>
              )}
            </Stack>
            {sellingGiftCard && (
              <Suspense fallback={null}>
                <SellGiftCardDialog
                  orgId={orgId}
                  currency={org.currency}
                  onClose={() => setSellingGiftCard(false)}
                  onAdd={(item) => {
                    change(addGiftCard(cart, item));
                    r.setGiftCard(null);
                  }}
                />
              </Suspense>
            )}
            <SaleLines
              cart={cart}
              products={r.products.items}
              staff={r.staff.items}
              money={money}
              labelOf={r.labelOf}
              onChange={change}
            />
            {cart.items.length > 0 && (
              <Stack spacing={2} sx={{ mt: 2 }}>
                <SaleClientPanel
                  orgId={orgId}
                  chosen={r.chosenClient}
                  onChoose={(c) => {
                    r.setChosenClient(c);
                    r.setRedeem(0);
                    r.setIntent(null);
                  }}
                  fromAppointment={
                    !r.chosenClient && r.firstAppointment?.kind === 'appointment'
                      ? r.firstAppointment.booking.clientName
                      : null
                  }
                  member={r.membership}
                  loyalty={r.loyalty}
                  maxRedeem={r.maxRedeem}
                  redeem={r.redeemPoints}
                  onRedeem={(n) => {
                    r.setRedeem(n);
                    r.setIntent(null);
                  }}
                  money={money}
                />
                {r.saleClientId && role !== 'booth_renter' && (
                  <SuggestedProducts
                    orgId={orgId}
                    clientId={r.saleClientId}
                    clientName={
                      r.chosenClient
                        ? r.chosenClient.firstName
                        : r.firstAppointment?.kind === 'appointment'
                          ? r.firstAppointment.booking.clientName.split(' ')[0]!
                          : ''
                    }
                    products={r.products.items}
                    inSale={
                      new Set(
                        cart.items.flatMap((i) => (i.kind === 'product' ? [i.product.id] : [])),
                      )
                    }
                    money={money}
                    onAdd={(product) =>
                      change(addProduct(cart, product, defaultSeller(cart, myStaffId)))
                    }
                  />
                )}
                <SaleAdjustments r={r} currency={org.currency} onChange={change} />
                <TakePayment
                  r={r}
                  orgId={orgId}
                  currency={org.currency}
                  role={role}
                  busy={busy}
                  error={error}
                  onCharge={charge}
                  onCardPaid={(paymentId) => {
                    r.setCardPaid(paymentId);
                    record.mutate({ card: paymentId });
                  }}
                />
              </Stack>
            )}
          </CardContent>
        </Card>
      </Box>
      {approval && (
        <Suspense fallback={null}>
          <ApprovalDialog
            reason={approval.reason}
            onClose={() => setApproval(null)}
            onApproved={(approvalToken) => {
              const { card } = approval;
              setApproval(null);
              record.mutate({ card, approvalToken });
            }}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
