import { lazy, Suspense, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import RemoveIcon from '@mui/icons-material/Remove';
import type { CardIntent } from '@chairside/core/contracts/card';
import type {
  ProductView,
  ReservationView,
  SaleAnswer,
  SaleView,
} from '@chairside/core/contracts/retail';
import { formatGiftCode } from '@chairside/core/gift-cards';
import { stripeContracts } from '@chairside/core/contracts/stripe';
import { formatMinorUnits, minorToInput, parseMoneyInput } from '@chairside/core/money';
import { balanceDue } from '@chairside/core/payments';
import { DEFAULT_RETAIL_SETTINGS, type Discount, type Tender } from '@chairside/core/retail';
import { CASHIER_ROLES } from '@chairside/core/roles';
import { isoDateIn } from '@chairside/core/staff-profile';
import { LocalDay, addDays } from '@chairside/core/zoned-time';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import { useBookings } from '../../lib/data/bookings';
import { useStaff } from '../../lib/data/staff';
import {
  emailReceipt,
  lookupProduct,
  processSale,
  startSaleCard,
  startSaleQr,
  useProducts,
  useRetailSettings,
  type ProductRecord,
} from '../../lib/data/retail';
import { DataErrorAlert } from '../../ui/DataErrorAlert';
import { PageFrame } from '../../ui/PageFrame';
import { timeLabel } from '../booking/booking-format';
import { AmountList } from '../payments/AmountList';
import { ScanToPay } from '../payments/ScanToPay';
import { canCheckOut } from '../payments/CheckoutCard';
import {
  EMPTY_CART,
  addAppointment,
  addGiftCard,
  addProduct,
  addReservation,
  cartTotals,
  memberBenefits,
  removeItem,
  serverOrder,
  saleRequest,
  setQuantity,
  stylistsOf,
  type Cart,
} from './pos-cart';
import { StockChip } from './StockChip';
import { BenefitNote, SaleClientPanel, benefitsOf } from './SaleClientPanel';
import { useClientLoyalty, refreshLoyalty } from '../../lib/data/loyalty';
import { useClientMembership } from '../../lib/data/memberships';
import type { ClientRecord } from '../../lib/data/converters';
import { mostRedeemable, rewardValue } from '@chairside/core/loyalty';
import { GiftCardTender } from '../gift-cards/GiftCardTender';
import { SellGiftCardDialog } from './SellGiftCardDialog';
import RedeemIcon from '@mui/icons-material/Redeem';
import type { GiftCardView } from '@chairside/core/contracts/gift-cards';
import { useContract } from '../../lib/api/contract-query';

const StripePaymentForm = lazy(() => import('../payments/StripePaymentForm'));
type PayBy = 'cash' | 'card' | 'qr' | 'split';
const newKey = () => `sale-${crypto.randomUUID()}`;

/** A product as the lookup call answers it, in the shape the live catalogue has. */
const recordOf = (p: ProductView): ProductRecord => ({
  ...p,
  searchText: [p.name, p.brand, p.sku, p.barcode, p.category].join(' ').toLowerCase(),
  createdAt: new Date(p.createdAt),
  updatedAt: new Date(p.updatedAt),
});

/** /point-of-sale-page and /pos-page: sell products and check out today's appointments. */
export default function PointOfSalePage() {
  return (
    <SalonGate
      roles={[...CASHIER_ROLES, 'booth_renter']}
      title="Point of sale"
      denied="Owners, managers and the front desk make sales (booth renters their own products, in cash)."
    >
      {(salon) => <Register salon={salon} />}
    </SalonGate>
  );
}

function Register({ salon }: { salon: ActiveSalon }) {
  const { orgId, org, role } = salon;
  const money = (n: number) => formatMinorUnits(n, org.currency);
  const products = useProducts(orgId);
  const staff = useStaff(orgId);
  const settings = useRetailSettings(orgId).data ?? DEFAULT_RETAIL_SETTINGS;
  const today = isoDateIn(new Date(), org.timeZone);
  const todays = useBookings(
    orgId,
    new Date(new LocalDay(today, org.timeZone).lenient(0)),
    new Date(new LocalDay(addDays(today, 1), org.timeZone).lenient(0)),
    null,
  );

  const [cart, setCart] = useState<Cart>(EMPTY_CART);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [payBy, setPayBy] = useState<PayBy>('cash');
  /** What pays the part that is not cash in a split: a card, or a QR code the client scans. */
  const [splitBy, setSplitBy] = useState<'card' | 'qr'>('card');
  const [given, setGiven] = useState('');
  const [cardPart, setCardPart] = useState('');
  const [discountKind, setDiscountKind] = useState<'none' | Discount['kind']>('none');
  const [discountValue, setDiscountValue] = useState('');
  const [receiptEmail, setReceiptEmail] = useState('');
  const [saleKey, setSaleKey] = useState(newKey);
  const [intent, setIntent] = useState<CardIntent | null>(null);
  const [showQr, setShowQr] = useState(false);
  const [cardPaid, setCardPaid] = useState<string | null>(null);
  const [giftCard, setGiftCard] = useState<GiftCardView | null>(null);
  const [sellingGiftCard, setSellingGiftCard] = useState(false);
  const sellsGiftCard = cart.items.some((i) => i.kind === 'gift_card');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<SaleView | null>(null);
  const [issued, setIssued] = useState<NonNullable<SaleAnswer['giftCards']>>([]);
  const [chosenClient, setChosenClient] = useState<ClientRecord | null>(null);
  const [redeem, setRedeem] = useState(0);
  const scanner = useRef<HTMLInputElement>(null);
  // A product sent from the scanner page joins the cart once the catalogue is here.
  const [pending, setPending] = useState(
    useLocation().state as { add?: string; reservation?: ReservationView } | null,
  );
  if (pending && products.status === 'success') {
    setPending(null);
    const sent = products.items.find((p) => p.id === pending.add);
    if (sent) setCart(addProduct(cart, sent));
    const held = pending.reservation;
    if (held) {
      const taxRate = products.items.find((p) => p.id === held.productId)?.taxRate ?? 0;
      setCart(addReservation(cart, held, taxRate));
      if (!receiptEmail) setReceiptEmail(held.email);
    }
  }
  const cards = useContract(
    stripeContracts.stripeConfig,
    { query: { orgId } },
    { enabled: payBy !== 'cash' },
  );

  // Who the sale is for: chosen here, or the first appointment's client.
  const firstAppointment = cart.items.find((i) => i.kind === 'appointment');
  const saleClientId =
    chosenClient?.id ??
    (firstAppointment?.kind === 'appointment' ? firstAppointment.booking.clientId : null);
  const clientPoints = useClientLoyalty(orgId, saleClientId);
  const clientMembership = useClientMembership(orgId, saleClientId);
  const member = benefitsOf(clientMembership.data?.membership ?? null);
  const loyalty = clientPoints.data;

  const discount: Discount | null =
    discountKind === 'none' || discountValue.trim() === ''
      ? null
      : discountKind === 'percent'
        ? { kind: 'percent', value: Number(discountValue) }
        : { kind: 'amount', value: parseMoneyInput(discountValue, org.currency) ?? 0 };
  const priced = { ...cart, discount };
  const beforePoints = cartTotals(priced, settings, { clientId: saleClientId, member, rewards: 0 });
  const maxRedeem = loyalty
    ? mostRedeemable(
        loyalty.settings,
        loyalty.balance,
        beforePoints.subtotal - beforePoints.discount,
      )
    : 0;
  const redeemPoints = Math.min(redeem, maxRedeem);
  const saleClient = {
    clientId: saleClientId,
    member,
    rewards: loyalty ? rewardValue(loyalty.settings, redeemPoints) : 0,
  };
  const totals = cartTotals(priced, settings, saleClient);
  const benefitLabels = memberBenefits(priced, saleClient).labels;
  const labelOf = (item: (typeof cart.items)[number]) =>
    benefitLabels[serverOrder(priced).items.indexOf(item)] ?? '';
  const other: 'card' | 'qr' = payBy === 'qr' ? 'qr' : payBy === 'split' ? splitBy : 'card';
  // A gift card pays what it can; cash, card or a QR code pay the rest.
  const giftAmount = giftCard && !sellsGiftCard ? Math.min(giftCard.balance, totals.total) : 0;
  const rest = totals.total - giftAmount;
  const cardAmount =
    payBy === 'card' || payBy === 'qr'
      ? rest
      : payBy === 'split'
        ? (parseMoneyInput(cardPart, org.currency) ?? 0)
        : 0;
  const cashAmount = rest - cardAmount;
  const tendered =
    given.trim() === '' ? cashAmount : (parseMoneyInput(given, org.currency) ?? Number.NaN);
  const staffName = (id: string) => staff.items.find((s) => s.id === id)?.displayName ?? 'Stylist';
  const due = todays.items.filter(canCheckOut);
  const appointmentIn = (id: string) =>
    cart.items.some((i) => i.kind === 'appointment' && i.booking.id === id);

  /** Anything that changes the amount means a new card payment. */
  const change = (next: Cart) => {
    setCart(next);
    setIntent(null);
    setShowQr(false);
    setError(null);
  };

  const addByCode = async (raw: string) => {
    const typed = raw.trim();
    if (!typed) return;
    setCodeError(null);
    const local = products.items.find((p) => p.barcode === typed || p.sku === typed);
    try {
      // The catalogue is live in the browser; before it arrives (or for a code it
      // does not know yet) the server looks the code up.
      const product = local ?? recordOf(await lookupProduct(orgId, typed));
      if (product.archived) throw new Error(`${product.name} is archived and no longer sold.`);
      change(addProduct(cart, product));
      setCode('');
    } catch (e) {
      setCodeError(e instanceof Error ? e.message : 'That code could not be looked up.');
    }
    scanner.current?.focus();
  };

  const matches =
    code.trim().length >= 2
      ? products.items
          .filter(
            (p) =>
              !p.archived &&
              (p.searchText.includes(code.trim().toLowerCase()) ||
                p.name.toLowerCase().includes(code.trim().toLowerCase())),
          )
          .slice(0, 6)
      : [];

  const tenders = (cardPaymentId: string | null): Tender[] => [
    ...(giftCard && giftAmount > 0
      ? [{ method: 'gift_card' as const, amount: giftAmount, giftCardId: giftCard.id }]
      : []),
    ...(cardAmount > 0 && cardPaymentId
      ? [{ method: other, amount: cardAmount, paymentId: cardPaymentId }]
      : []),
    ...(cashAmount > 0 ? [{ method: 'cash' as const, amount: cashAmount, tendered }] : []),
  ];

  const finish = async (cardPaymentId: string | null) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await processSale(
        saleRequest(orgId, priced, totals, tenders(cardPaymentId), {
          receiptEmail: receiptEmail.trim(),
          idempotencyKey: saleKey,
          clientId: saleClientId,
          redeemPoints,
        }),
      );
      if (saleClientId) void refreshLoyalty();
      setDone(answer.sale);
      setIssued(answer.giftCards ?? []);
      setChosenClient(null);
      setRedeem(0);
      setCart(EMPTY_CART);
      setGiven('');
      setCardPart('');
      setDiscountKind('none');
      setDiscountValue('');
      setReceiptEmail('');
      setIntent(null);
      setCardPaid(null);
      setGiftCard(null);
      setSaleKey(newKey());
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The sale was not recorded. Try again.');
    } finally {
      setBusy(false);
    }
  };

  const charge = async () => {
    setError(null);
    if (cart.items.length === 0) return setError('Scan or add something first.');
    if (cashAmount < 0 || cardAmount < 0) return setError('The card part is more than the total.');
    if (cashAmount > 0 && (Number.isNaN(tendered) || tendered < cashAmount))
      return setError(`The cash given is less than the cash part of ${money(cashAmount)}.`);
    if (cardAmount > 0 && !cardPaid && other === 'qr') {
      setShowQr(true);
      return;
    }
    if (cardAmount > 0 && !cardPaid) {
      setBusy(true);
      try {
        setIntent(
          await startSaleCard({
            orgId,
            amount: cardAmount,
            idempotencyKey: `${saleKey}-card-${cardAmount}`,
          }),
        );
      } catch (e) {
        setError(e instanceof Error ? e.message : 'The card payment could not start. Try again.');
      } finally {
        setBusy(false);
      }
      return;
    }
    await finish(cardPaid);
  };

  if (done) {
    return (
      <PageFrame title="Point of sale" subtitle={org.name}>
        <Receipt
          sale={done}
          giftCards={issued}
          orgId={orgId}
          money={money}
          onNext={() => {
            setDone(null);
            setTimeout(() => scanner.current?.focus(), 0);
          }}
        />
      </PageFrame>
    );
  }

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
          <Card variant="outlined" component="section" aria-labelledby="add-title">
            <CardContent>
              <Typography id="add-title" variant="h6" component="h2" gutterBottom>
                Add to the sale
              </Typography>
              <TextField
                inputRef={scanner}
                autoFocus
                fullWidth
                label="Scan or type a barcode, SKU or name"
                value={code}
                onChange={(e) => {
                  setCode(e.target.value);
                  setCodeError(null);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    void addByCode(code);
                  }
                }}
                error={!!codeError}
                helperText={codeError ?? 'A USB scanner types here and presses Enter for you.'}
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <QrCodeScannerIcon fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
              {matches.length > 0 && (
                <List dense aria-label="Matching products">
                  {matches.map((p) => (
                    <ListItemButton
                      key={p.id}
                      onClick={() => {
                        change(addProduct(cart, p));
                        setCode('');
                        scanner.current?.focus();
                      }}
                    >
                      <ListItemText
                        primary={p.name}
                        secondary={`${money(p.sellingPrice)}${p.brand ? ` · ${p.brand}` : ''}`}
                      />
                      <StockChip
                        stock={p.stock}
                        reorderLevel={p.reorderLevel}
                        bundle={p.bundleItems.length > 0}
                      />
                    </ListItemButton>
                  ))}
                </List>
              )}
              <Button component={RouterLink} to="/scan-product-page" size="small" sx={{ mt: 1 }}>
                Scan with the camera
              </Button>
            </CardContent>
          </Card>
          <Card variant="outlined" component="section" aria-labelledby="due-title">
            <CardContent>
              <Typography id="due-title" variant="h6" component="h2" gutterBottom>
                Today’s appointments to check out
              </Typography>
              {due.length === 0 ? (
                <Typography color="text.secondary">Nothing is waiting to be paid today.</Typography>
              ) : (
                <List dense disablePadding aria-labelledby="due-title">
                  {due.map((b) => (
                    <ListItemButton
                      key={b.id}
                      divider
                      disabled={appointmentIn(b.id)}
                      onClick={() => {
                        change(addAppointment(cart, b));
                        if (!receiptEmail && b.clientEmail) setReceiptEmail(b.clientEmail);
                      }}
                    >
                      <ListItemText
                        primary={`${b.clientName || 'No client'} · ${money(balanceDue(b.price, b.paid))} due`}
                        secondary={`${timeLabel(b.startTime, org.timeZone)} · ${b.services.map((s) => s.name).join(' + ') || 'Appointment'} with ${b.staffName}`}
                      />
                      {appointmentIn(b.id) ? (
                        <Typography variant="caption">In the sale</Typography>
                      ) : (
                        <AddIcon fontSize="small" />
                      )}
                    </ListItemButton>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        </Stack>

        <Card variant="outlined" component="section" aria-labelledby="sale-title">
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
              <SellGiftCardDialog
                orgId={orgId}
                currency={org.currency}
                onClose={() => setSellingGiftCard(false)}
                onAdd={(item) => {
                  change(addGiftCard(cart, item));
                  setGiftCard(null);
                }}
              />
            )}
            {cart.items.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 2 }}>
                Scan a product or choose an appointment to start.
              </Typography>
            ) : (
              <List disablePadding aria-label="Items in the sale">
                {cart.items.map((item, index) =>
                  item.kind === 'product' ? (
                    <Box
                      key={item.product.id}
                      component="li"
                      sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}
                    >
                      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                        <Box sx={{ flex: 1, minWidth: 0 }}>
                          <Typography fontWeight={600}>{item.product.name}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            {money(item.product.sellingPrice)} each
                            {item.product.bundleItems.length
                              ? ` · ${item.product.bundleItems
                                  .map(
                                    (b) =>
                                      `${b.quantity} × ${products.items.find((p) => p.id === b.productId)?.name ?? 'a removed product'}`,
                                  )
                                  .join(', ')}`
                              : ''}
                            {item.quantity > item.product.stock
                              ? ` · only ${Math.max(0, item.product.stock)} in stock`
                              : ''}
                          </Typography>
                          <BenefitNote label={labelOf(item)} />
                        </Box>
                        <IconButton
                          size="small"
                          aria-label={`One fewer ${item.product.name}`}
                          onClick={() =>
                            change(setQuantity(cart, item.product.id, item.quantity - 1))
                          }
                        >
                          <RemoveIcon fontSize="small" />
                        </IconButton>
                        <Typography
                          aria-label={`Quantity of ${item.product.name}`}
                          sx={{ minWidth: 24, textAlign: 'center' }}
                        >
                          {item.quantity}
                        </Typography>
                        <IconButton
                          size="small"
                          aria-label={`One more ${item.product.name}`}
                          onClick={() =>
                            change(setQuantity(cart, item.product.id, item.quantity + 1))
                          }
                        >
                          <AddIcon fontSize="small" />
                        </IconButton>
                        <Typography sx={{ minWidth: 72, textAlign: 'right' }}>
                          {money(item.product.sellingPrice * item.quantity)}
                        </Typography>
                      </Stack>
                      <TextField
                        select
                        size="small"
                        label="Sold by"
                        value={item.staffId ?? ''}
                        onChange={(e) =>
                          change({
                            ...cart,
                            items: cart.items.map((x, i) =>
                              i === index && x.kind === 'product'
                                ? { ...x, staffId: e.target.value || null }
                                : x,
                            ),
                          })
                        }
                        sx={{ mt: 1, minWidth: 180 }}
                        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                      >
                        <MenuItem value="">Not credited</MenuItem>
                        {staff.items
                          .filter((s) => s.status === 'active')
                          .map((s) => (
                            <MenuItem key={s.id} value={s.id}>
                              {s.displayName}
                            </MenuItem>
                          ))}
                      </TextField>
                    </Box>
                  ) : item.kind === 'reservation' ? (
                    <Box
                      key={item.reservation.id}
                      component="li"
                      sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}
                    >
                      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                        <Box sx={{ flex: 1, minWidth: 0 }}>
                          <Typography fontWeight={600}>
                            {item.reservation.quantity} × {item.reservation.productName}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            Reserved online by {item.reservation.name}
                          </Typography>
                          <BenefitNote label={labelOf(item)} />
                        </Box>
                        <Typography sx={{ minWidth: 72, textAlign: 'right' }}>
                          {money(item.reservation.total)}
                        </Typography>
                        <IconButton
                          size="small"
                          aria-label={`Remove the reservation of ${item.reservation.name}`}
                          onClick={() => change(removeItem(cart, index))}
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Stack>
                    </Box>
                  ) : item.kind === 'gift_card' ? (
                    <Box
                      key={item.key}
                      component="li"
                      sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}
                    >
                      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                        <Box sx={{ flex: 1, minWidth: 0 }}>
                          <Typography fontWeight={600}>{item.product.name}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            {item.recipient.email
                              ? `E-mailed to ${item.recipient.name || item.recipient.email}${item.deliverOn ? ` on ${item.deliverOn}` : ''}`
                              : `For ${item.recipient.name || 'the client'}: e-mailed to the client, or print it after the sale`}
                          </Typography>
                        </Box>
                        <Typography sx={{ minWidth: 72, textAlign: 'right' }}>
                          {money(item.amount)}
                        </Typography>
                        <IconButton
                          size="small"
                          aria-label={`Remove the ${money(item.amount)} gift card`}
                          onClick={() => change(removeItem(cart, index))}
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Stack>
                    </Box>
                  ) : (
                    <Box
                      key={item.booking.id}
                      component="li"
                      sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}
                    >
                      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                        <Box sx={{ flex: 1, minWidth: 0 }}>
                          <Typography fontWeight={600}>
                            {item.booking.services.map((s) => s.name).join(' + ') || 'Appointment'}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {item.booking.clientName} with {item.booking.staffName}
                            {item.booking.paid > 0
                              ? ` · ${money(item.booking.paid)} paid already`
                              : ''}
                          </Typography>
                          <BenefitNote label={labelOf(item)} />
                        </Box>
                        <Typography sx={{ minWidth: 72, textAlign: 'right' }}>
                          {money(balanceDue(item.booking.price, item.booking.paid))}
                        </Typography>
                        <IconButton
                          size="small"
                          aria-label={`Remove the appointment of ${item.booking.clientName}`}
                          onClick={() => change(removeItem(cart, index))}
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Stack>
                    </Box>
                  ),
                )}
              </List>
            )}

            {cart.items.length > 0 && (
              <Stack spacing={2} sx={{ mt: 2 }}>
                <SaleClientPanel
                  orgId={orgId}
                  chosen={chosenClient}
                  onChoose={(c) => {
                    setChosenClient(c);
                    setRedeem(0);
                    setIntent(null);
                  }}
                  fromAppointment={
                    !chosenClient && firstAppointment?.kind === 'appointment'
                      ? firstAppointment.booking.clientName
                      : null
                  }
                  member={clientMembership.data?.membership ?? null}
                  loyalty={loyalty ?? null}
                  maxRedeem={maxRedeem}
                  redeem={redeemPoints}
                  onRedeem={(n) => {
                    setRedeem(n);
                    setIntent(null);
                  }}
                  money={money}
                />
                <Stack direction="row" sx={{ gap: 1 }}>
                  <TextField
                    select
                    size="small"
                    label="Discount"
                    value={discountKind}
                    onChange={(e) => {
                      setDiscountKind(e.target.value as typeof discountKind);
                      setIntent(null);
                    }}
                    sx={{ minWidth: 150 }}
                  >
                    <MenuItem value="none">None</MenuItem>
                    <MenuItem value="percent">Percent off</MenuItem>
                    <MenuItem value="amount">Amount off</MenuItem>
                  </TextField>
                  {discountKind !== 'none' && (
                    <TextField
                      size="small"
                      label={discountKind === 'percent' ? 'Percent' : 'Amount'}
                      value={discountValue}
                      onChange={(e) => {
                        setDiscountValue(e.target.value);
                        setIntent(null);
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
                    defaultValue={cart.tips[id] ? minorToInput(cart.tips[id], org.currency) : ''}
                    onChange={(e) => {
                      const amount = parseMoneyInput(e.target.value, org.currency) ?? 0;
                      change({ ...cart, tips: { ...cart.tips, [id]: amount } });
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
                      label: `${redeemPoints.toLocaleString('en-US')} points`,
                      value: `−${money(totals.rewards)}`,
                    },
                    { label: 'Tax', value: money(totals.tax) },
                    totals.tips > 0 && { label: 'Tips', value: money(totals.tips) },
                    { label: 'Total', value: money(totals.total), strong: true },
                  ]}
                />
                <Divider />
                {/* A gift card never pays for another one. */}
                {role !== 'booth_renter' && !sellsGiftCard && (
                  <GiftCardTender
                    orgId={orgId}
                    currency={org.currency}
                    card={giftCard}
                    applied={giftAmount}
                    disabled={cardPaid !== null || busy}
                    onChange={(card) => {
                      setGiftCard(card);
                      setIntent(null);
                      setShowQr(false);
                    }}
                  />
                )}
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={payBy}
                  onChange={(_, v: PayBy | null) => {
                    if (v) {
                      setPayBy(v);
                      setShowQr(false);
                      setIntent(null);
                    }
                  }}
                  aria-label="Paid by"
                  disabled={cardPaid !== null}
                >
                  <ToggleButton value="cash">Cash</ToggleButton>
                  <ToggleButton value="card" disabled={role === 'booth_renter'}>
                    Card
                  </ToggleButton>
                  <ToggleButton value="qr" disabled={role === 'booth_renter'}>
                    QR code
                  </ToggleButton>
                  <ToggleButton value="split" disabled={role === 'booth_renter'}>
                    Split
                  </ToggleButton>
                </ToggleButtonGroup>
                {payBy === 'split' && (
                  <TextField
                    select
                    size="small"
                    label="The rest by"
                    value={splitBy}
                    disabled={cardPaid !== null}
                    onChange={(e) => {
                      setSplitBy(e.target.value as 'card' | 'qr');
                      setIntent(null);
                      setShowQr(false);
                    }}
                    sx={{ maxWidth: 200 }}
                  >
                    <MenuItem value="card">Card</MenuItem>
                    <MenuItem value="qr">QR code</MenuItem>
                  </TextField>
                )}
                {payBy === 'split' && (
                  <TextField
                    size="small"
                    label={splitBy === 'qr' ? 'QR code amount' : 'Card amount'}
                    value={cardPart}
                    disabled={cardPaid !== null}
                    onChange={(e) => {
                      setCardPart(e.target.value);
                      setIntent(null);
                    }}
                    helperText={`The rest, ${money(Math.max(0, cashAmount))}, in cash`}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  />
                )}
                {cashAmount > 0 && (
                  <TextField
                    size="small"
                    label="Cash given"
                    value={given}
                    placeholder={money(cashAmount)}
                    onChange={(e) => setGiven(e.target.value)}
                    helperText={
                      !Number.isNaN(tendered) && tendered >= cashAmount
                        ? `Change to give: ${money(tendered - cashAmount)}`
                        : `At least ${money(cashAmount)}`
                    }
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  />
                )}
                {payBy !== 'cash' && cards.data?.problem && (
                  <Alert severity="info">
                    {cards.data.problem} Cash works without it. The owner connects Stripe in{' '}
                    <RouterLink to="/stripe-settings">Stripe settings</RouterLink>.
                  </Alert>
                )}
                <TextField
                  size="small"
                  type="email"
                  label="E-mail the receipt to"
                  value={receiptEmail}
                  onChange={(e) => setReceiptEmail(e.target.value)}
                  helperText="Optional"
                />
                {cardPaid && (
                  <Alert severity="success">
                    Card part of {money(cardAmount)} paid. Finish the sale.
                  </Alert>
                )}
                {error && <Alert severity="error">{error}</Alert>}
                {showQr && !cardPaid ? (
                  <ScanToPay
                    key={`${saleKey}-${cardAmount}`}
                    kind="qr"
                    orgId={orgId}
                    start={() =>
                      startSaleQr({
                        orgId,
                        amount: cardAmount,
                        idempotencyKey: `${saleKey}-qr-${cardAmount}`,
                      })
                    }
                    onPaid={(paymentId) => {
                      setCardPaid(paymentId);
                      void finish(paymentId);
                    }}
                  />
                ) : intent && !cardPaid ? (
                  <Suspense
                    fallback={<Typography role="status">Loading Stripe’s secure form…</Typography>}
                  >
                    <StripePaymentForm
                      orgId={orgId}
                      intent={intent}
                      returnPath={`/payment?org=${encodeURIComponent(orgId)}&payment=${intent.paymentId}`}
                      onPaid={(status) => {
                        if (status.status !== 'succeeded') return;
                        setCardPaid(intent.paymentId);
                        void finish(intent.paymentId);
                      }}
                    />
                  </Suspense>
                ) : (
                  <Button
                    variant="contained"
                    size="large"
                    disabled={
                      busy || (payBy !== 'cash' && !cardPaid && cards.data?.problem != null)
                    }
                    onClick={() => void charge()}
                  >
                    {busy
                      ? 'Working…'
                      : cardAmount > 0 && !cardPaid
                        ? other === 'qr'
                          ? `Show a QR code for ${money(cardAmount)}`
                          : `Take ${money(cardAmount)} by card`
                        : `Complete sale · ${money(totals.total)}`}
                  </Button>
                )}
              </Stack>
            )}
          </CardContent>
        </Card>
      </Box>
    </PageFrame>
  );
}

/** The finished sale: change to give, the receipt, and e-mailing it (again). */
function Receipt({
  sale,
  giftCards,
  orgId,
  money,
  onNext,
}: {
  sale: SaleView;
  giftCards: NonNullable<SaleAnswer['giftCards']>;
  orgId: string;
  money: (n: number) => string;
  onNext: () => void;
}) {
  const [email, setEmail] = useState(sale.receiptEmail);
  const [sent, setSent] = useState<string | null>(
    sale.receiptSent ? `Receipt e-mailed to ${sale.receiptEmail}.` : null,
  );
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setError(null);
    try {
      await emailReceipt(orgId, sale.id, email.trim());
      setSent(`Receipt e-mailed to ${email.trim()}.`);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The receipt could not be sent.');
    }
  };
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="receipt-title"
      sx={{ maxWidth: 560, mx: 'auto' }}
    >
      <CardContent>
        <Stack spacing={2}>
          <Typography id="receipt-title" variant="h5" component="h2">
            Sale complete
          </Typography>
          {sale.change > 0 ? (
            <Alert severity="info" icon={false}>
              <Typography variant="h6" component="p">
                Give {money(sale.change)} change
              </Typography>
            </Alert>
          ) : null}
          <Typography color="text.secondary">
            Receipt {sale.number}
            {sale.clientName ? ` · ${sale.clientName}` : ''}
          </Typography>
          <AmountList
            rows={[
              ...sale.lines.map((l) => ({
                label: `${l.quantity > 1 ? `${l.quantity} × ` : ''}${l.name}${l.benefit ? ` (${l.benefit})` : ''}`,
                value: money(l.unitPrice * l.quantity),
              })),
              sale.discount > 0 && { label: 'Discount', value: `−${money(sale.discount)}` },
              sale.pointsRedeemed > 0 && {
                label: `Of which ${sale.pointsRedeemed.toLocaleString('en-US')} points redeemed`,
                value: '',
              },
              { label: 'Tax', value: money(sale.tax) },
              ...sale.tips.map((t) => ({
                label: `Tip for ${t.staffName}`,
                value: money(t.amount),
              })),
              { label: 'Total', value: money(sale.total), strong: true },
              ...sale.tenders.map((t) => ({
                label: t.method === 'cash' ? 'Paid in cash' : 'Paid by card',
                value: money(t.amount),
              })),
            ]}
          />
          {giftCards.map((g) => (
            <Alert
              key={g.id}
              severity="success"
              icon={<RedeemIcon />}
              action={
                <Button
                  color="inherit"
                  size="small"
                  href={`/gift-card#salon=${encodeURIComponent(orgId)}&code=${g.code}`}
                  target="_blank"
                  rel="noopener"
                >
                  Print
                </Button>
              }
            >
              Gift card {formatGiftCode(g.code)} for {money(g.amount)} issued
              {g.recipientEmail ? `, e-mailed to ${g.recipientEmail}` : ''}.
            </Alert>
          ))}
          {sale.pointsEarned > 0 && (
            <Alert severity="success" icon={false}>
              {sale.clientName || 'The client'} earned {sale.pointsEarned.toLocaleString('en-US')}{' '}
              points with this sale.
            </Alert>
          )}
          {sent && <Alert severity="success">{sent}</Alert>}
          {error && <Alert severity="error">{error}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
            <TextField
              size="small"
              type="email"
              label="E-mail address"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              sx={{ flex: 1 }}
            />
            <Button onClick={() => void send()} disabled={!email.trim()}>
              {sent ? 'Send again' : 'E-mail receipt'}
            </Button>
          </Stack>
          <Button variant="contained" onClick={onNext} autoFocus>
            New sale
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
