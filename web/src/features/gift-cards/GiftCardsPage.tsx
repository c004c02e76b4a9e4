import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Drawer from '@mui/material/Drawer';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { GiftCardProductView, GiftCardView } from '@chairside/core/contracts/gift-cards';
import {
  GIFT_CARD_STATUS_LABELS,
  ZGiftCode,
  type GiftCardStatus,
} from '@chairside/core/gift-cards';
import { formatMinorUnits, parseMoneyInput } from '@chairside/core/money';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import { ApiRequestError } from '../../lib/api/api-client';
import {
  cancelGiftCard,
  debitGiftCard,
  giveGiftCard,
  lookupGiftCard,
  saveGiftCardSettings,
  useGiftCardDetails,
  useGiftCardLiability,
  useGiftCardOffer,
  useGiftCardProducts,
  useGiftCardSettings,
  useGiftCards,
} from '../../lib/data/gift-cards';
import { PageFrame } from '../../ui/PageFrame';
import { Figure } from '../retail/Figure';
import { GiftCardProductDialog } from './GiftCardProductDialog';
import { GiftCardVisual } from './GiftCardVisual';
import { useWrite } from '../../lib/api/write';

const ROLES = ['owner', 'manager', 'front_desk'] as const;
const newKey = () => `gift-${crypto.randomUUID()}`;
const STATUS_COLOR: Record<GiftCardStatus, 'success' | 'default' | 'warning' | 'error'> = {
  active: 'success',
  used: 'default',
  expired: 'warning',
  cancelled: 'error',
};
const errorText = (e: unknown, fallback: string) =>
  e instanceof ApiRequestError ? e.message : fallback;

/** /gift-cards-page: take a card at the desk, the cards issued, what the salon sells and owes. */
export default function GiftCardsPage() {
  return (
    <SalonGate
      roles={ROLES}
      title="Gift cards"
      denied="Owners, managers and the front desk handle gift cards."
    >
      {(salon) => <GiftCards salon={salon} />}
    </SalonGate>
  );
}

function GiftCards({ salon }: { salon: ActiveSalon }) {
  const { orgId, org, role } = salon;
  const manages = role === 'owner' || role === 'manager';
  const money = (n: number) => formatMinorUnits(n, org.currency);
  const cards = useGiftCards(orgId);
  const products = useGiftCardProducts(orgId);
  const liability = useGiftCardLiability(orgId, manages);
  const offer = useGiftCardOffer(orgId);
  const [editing, setEditing] = useState<GiftCardProductView | 'new' | null>(null);
  const [giving, setGiving] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const actions = manages ? (
    <>
      <Button
        variant="outlined"
        href={`/gift-cards?salon=${encodeURIComponent(orgId)}`}
        target="_blank"
        rel="noopener"
      >
        Buy page
      </Button>
      <Button variant="outlined" onClick={() => setEditing('new')}>
        New gift card
      </Button>
      <Button
        variant="contained"
        onClick={() => setGiving(true)}
        disabled={!products.data?.products.length}
      >
        Give a gift card
      </Button>
    </>
  ) : undefined;

  return (
    <PageFrame
      title="Gift cards"
      subtitle={`${org.name} · sold online and at the desk`}
      actions={actions}
    >
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {manages && offer.data && !offer.data.cardsReady && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Your website’s gift card page cannot take payments until Stripe is connected: connect it
          in Settings → Stripe. Until then, give cards here and take them at the desk.
        </Alert>
      )}
      {manages && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            mb: 3,
          }}
        >
          <Figure
            label="Owed on cards"
            value={liability.data ? money(liability.data.outstanding) : '…'}
            hint="Your gift card liability"
          />
          <Figure
            label="Sold and given"
            value={liability.data ? money(liability.data.issued) : '…'}
          />
          <Figure label="Spent" value={liability.data ? money(liability.data.spent) : '…'} />
          <Figure label="Cards" value={liability.data ? String(liability.data.cards) : '…'} />
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <TakeCard orgId={orgId} currency={org.currency} salonName={org.name} />
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                Cards issued
              </Typography>
              {cards.isPending ? (
                <Skeleton variant="rounded" height={160} />
              ) : cards.error ? (
                <Alert severity="error">{cards.error.message}</Alert>
              ) : !cards.data.cards.length ? (
                <Typography color="text.secondary">
                  No gift cards yet. Cards bought on your website, sold at the desk or given away
                  appear here.
                </Typography>
              ) : (
                <CardsTable cards={cards.data.cards} money={money} onOpen={setOpen} />
              )}
            </CardContent>
          </Card>
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                What you sell
              </Typography>
              {products.isPending ? (
                <Skeleton variant="rounded" height={120} />
              ) : !products.data?.products.length ? (
                <Typography color="text.secondary" sx={{ mb: manages ? 2 : 0 }}>
                  No gift cards on sale yet.
                  {manages ? ' Add one to sell it on your website and give it away.' : ''}
                </Typography>
              ) : (
                <Stack spacing={2}>
                  {products.data.products.map((p) => (
                    <Stack key={p.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                      <GiftCardVisual
                        compact
                        design={p.design}
                        salonName={org.name}
                        amount={money(p.amounts[0] ?? p.customMin)}
                      />
                      <Box sx={{ minWidth: 0 }}>
                        <Typography fontWeight={600}>{p.name}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {[
                            p.amounts.map(money).join(', '),
                            p.allowCustom ? `any ${money(p.customMin)}–${money(p.customMax)}` : '',
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Typography>
                        <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
                          {!p.active && <Chip size="small" label="Not on sale" />}
                          {p.active && p.onlineSellable && (
                            <Chip size="small" label="On your website" variant="outlined" />
                          )}
                          {manages && (
                            <Button
                              size="small"
                              onClick={() => setEditing(p)}
                              aria-label={`Edit ${p.name}`}
                            >
                              Edit
                            </Button>
                          )}
                        </Stack>
                      </Box>
                    </Stack>
                  ))}
                </Stack>
              )}
              {manages && products.data && !products.data.products.length && (
                <Button variant="contained" onClick={() => setEditing('new')}>
                  Add a gift card
                </Button>
              )}
            </CardContent>
          </Card>
          {role === 'owner' && <ExpirySettings orgId={orgId} />}
        </Stack>
      </Box>
      {editing && (
        <GiftCardProductDialog
          orgId={orgId}
          salonName={org.name}
          currency={org.currency}
          product={editing === 'new' ? null : editing}
          onClose={(message) => {
            setEditing(null);
            if (message) setNotice(message);
          }}
        />
      )}
      {giving && products.data && (
        <GiveDialog
          orgId={orgId}
          currency={org.currency}
          products={products.data.products}
          onClose={(message) => {
            setGiving(false);
            if (message) setNotice(message);
          }}
        />
      )}
      <CardDrawer
        orgId={orgId}
        cardId={open}
        canCancel={role === 'owner'}
        money={money}
        onClose={() => setOpen(null)}
      />
    </PageFrame>
  );
}

function CardsTable({
  cards,
  money,
  onOpen,
}: {
  cards: GiftCardView[];
  money: (n: number) => string;
  onOpen: (id: string) => void;
}) {
  const wide = useMediaQuery((t: Theme) => t.breakpoints.up('sm'));
  return (
    <Table size="small" aria-label="Gift cards issued">
      <TableHead>
        <TableRow>
          <TableCell>Card</TableCell>
          {wide && <TableCell>For</TableCell>}
          <TableCell align="right">Balance</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {cards.map((c) => (
          <TableRow key={c.id} hover>
            <TableCell>
              <Button
                size="small"
                onClick={() => onOpen(c.id)}
                sx={{ fontFamily: 'monospace', minWidth: 0, p: 0 }}
                aria-label={`Gift card ending ${c.last4}`}
              >
                ••{c.last4}
              </Button>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {money(c.initialAmount)} · {new Date(c.createdAt).toLocaleDateString()}
              </Typography>
            </TableCell>
            {wide && (
              <TableCell>
                {c.recipient.name}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {c.source === 'online'
                    ? 'Bought online'
                    : c.source === 'given'
                      ? 'Given'
                      : 'Sold at the desk'}
                  {c.deliveredAt ? '' : ' · e-mail not sent yet'}
                </Typography>
              </TableCell>
            )}
            <TableCell align="right">{money(c.balance)}</TableCell>
            <TableCell>
              <Chip
                size="small"
                label={GIFT_CARD_STATUS_LABELS[c.status]}
                color={STATUS_COLOR[c.status]}
                variant={c.status === 'active' ? 'outlined' : 'filled'}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The desk takes a card: the client's code, then the amount to take off it. */
function TakeCard({
  orgId,
  currency,
  salonName,
}: {
  orgId: string;
  currency: string;
  salonName: string;
}) {
  const money = (n: number) => formatMinorUnits(n, currency);
  const [code, setCode] = useState('');
  const [card, setCard] = useState<GiftCardView | null>(null);
  const [amount, setAmount] = useState('');
  const [key, setKey] = useState(newKey);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const lookup = useWrite((c: string) => lookupGiftCard(orgId, c), {
    onSuccess: setCard,
    onError: () => setCard(null),
  });
  const debit = useWrite(
    (value: number) => debitGiftCard(card!.id, { orgId, amount: value, idempotencyKey: key }),
    {
      onSuccess: (answer, value) => {
        setCard(answer.card);
        setDone(`${money(value)} taken. ${money(answer.card.balance)} left on the card.`);
        setAmount('');
        setKey(newKey());
      },
    },
  );
  const busy = lookup.isPending || debit.isPending;
  const error =
    invalid ??
    (lookup.error ? errorText(lookup.error, 'The card could not be looked up.') : null) ??
    (debit.error ? errorText(debit.error, 'Nothing was taken off the card. Try again.') : null);
  const fresh = () => {
    setInvalid(null);
    lookup.reset();
    debit.reset();
  };

  const find = (e: FormEvent) => {
    e.preventDefault();
    fresh();
    setDone(null);
    const parsed = ZGiftCode.safeParse(code);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'That is not a gift card code.');
      return;
    }
    lookup.mutate(parsed.data);
  };

  const take = (e: FormEvent) => {
    e.preventDefault();
    if (!card) return;
    fresh();
    const value = parseMoneyInput(amount, currency);
    if (value === null || value <= 0) {
      setInvalid('Enter the amount to take off the card.');
      return;
    }
    debit.mutate(value);
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Take a gift card
        </Typography>
        <Stack
          component="form"
          onSubmit={find}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
        >
          <TextField
            label="Gift card code"
            placeholder="ABCD-EFGH-JKMN-PQRS"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            size="small"
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          />
          <Button type="submit" variant="outlined" disabled={busy || !code.trim()}>
            Look up
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {error}
          </Alert>
        )}
        {done && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {done}
          </Alert>
        )}
        {card && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <GiftCardVisual
              compact
              design={card.design}
              salonName={salonName}
              amount={money(card.balance)}
            />
            <Box sx={{ flex: 1 }}>
              <Typography>
                ••{card.last4} · {card.recipient.name} ·{' '}
                <strong>{GIFT_CARD_STATUS_LABELS[card.status]}</strong>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {money(card.balance)} of {money(card.initialAmount)} left
                {card.expiresAt
                  ? ` · expires ${new Date(card.expiresAt).toLocaleDateString()}`
                  : ''}
              </Typography>
              {card.status === 'active' && (
                <Stack
                  component="form"
                  onSubmit={take}
                  direction="row"
                  spacing={1.5}
                  sx={{ mt: 1.5 }}
                >
                  <TextField
                    label="Amount to take"
                    value={amount}
                    onChange={(e) => setAmount(e.target.value)}
                    size="small"
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  />
                  <Button type="submit" variant="contained" disabled={busy}>
                    Take payment
                  </Button>
                </Stack>
              )}
            </Box>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function CardDrawer({
  orgId,
  cardId,
  canCancel,
  money,
  onClose,
}: {
  orgId: string;
  cardId: string | null;
  canCancel: boolean;
  money: (n: number) => string;
  onClose: () => void;
}) {
  const details = useGiftCardDetails(orgId, cardId);
  const [error, setError] = useState<string | null>(null);
  const card = details.data?.card;
  const cancel = async () => {
    if (
      !card ||
      !window.confirm(
        `Cancel the card ending ${card.last4}? Its ${money(card.balance)} can no longer be spent.`,
      )
    )
      return;
    try {
      await cancelGiftCard(orgId, card.id, '');
      await details.refetch();
    } catch (err) {
      setError(errorText(err, 'The card was not cancelled.'));
    }
  };
  return (
    <Drawer anchor="right" open={cardId !== null} onClose={onClose}>
      <Box sx={{ width: { xs: '100vw', sm: 420 }, p: 3 }} role="region" aria-label="Gift card">
        {!card ? (
          <Skeleton variant="rounded" height={200} />
        ) : (
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              Gift card ••{card.last4}
            </Typography>
            <Typography>
              {money(card.balance)} of {money(card.initialAmount)} left ·{' '}
              {GIFT_CARD_STATUS_LABELS[card.status]}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              For {card.recipient.name} ({card.recipient.email}) from {card.buyer.name}.{' '}
              {card.deliveredAt
                ? `E-mailed ${new Date(card.deliveredAt).toLocaleString()}.`
                : `To be e-mailed ${new Date(card.deliverAt).toLocaleString()}.`}
              {card.expiresAt
                ? ` Expires ${new Date(card.expiresAt).toLocaleDateString()}.`
                : ' Does not expire.'}
            </Typography>
            {card.message && <Typography sx={{ fontStyle: 'italic' }}>“{card.message}”</Typography>}
            {error && <Alert severity="error">{error}</Alert>}
            <Typography variant="subtitle2" component="h3">
              History
            </Typography>
            <Table size="small" aria-label="Balance history">
              <TableBody>
                {details.data!.history.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell>
                      {e.kind === 'issue'
                        ? 'Issued'
                        : e.kind === 'debit'
                          ? 'Spent'
                          : e.kind === 'credit'
                            ? 'Put back'
                            : 'Cancelled'}
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                      >
                        {new Date(e.at).toLocaleString()} · {e.by}
                        {e.note ? ` · ${e.note}` : ''}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{money(e.amount)}</TableCell>
                    <TableCell align="right">{money(e.balanceAfter)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Stack direction="row" spacing={1}>
              {canCancel && card.status === 'active' && (
                <Button color="error" onClick={cancel}>
                  Cancel card
                </Button>
              )}
              <Button onClick={onClose} sx={{ ml: 'auto' }}>
                Close
              </Button>
            </Stack>
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}

function GiveDialog({
  orgId,
  currency,
  products,
  onClose,
}: {
  orgId: string;
  currency: string;
  products: GiftCardProductView[];
  onClose: (message?: string) => void;
}) {
  const [productId, setProductId] = useState(products[0]!.id);
  const [amount, setAmount] = useState('50');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [key] = useState(newKey);
  const give = useWrite(giveGiftCard, {
    onSuccess: (card) =>
      onClose(
        `A ${formatMinorUnits(card.initialAmount, currency)} gift card (••${card.last4}) ${card.deliveredAt ? `was e-mailed to ${card.recipient.email}` : 'is issued; its e-mail goes out shortly'}.`,
      ),
  });
  const busy = give.isPending;
  const error = give.error ? errorText(give.error, 'The gift card was not given.') : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    give.mutate({
      orgId,
      giftCardProductId: productId,
      amount: parseMoneyInput(amount, currency) ?? Number.NaN,
      recipient: { name, email },
      message,
      idempotencyKey: key,
    });
  };
  return (
    <Dialog open onClose={() => onClose()} maxWidth="xs" fullWidth>
      <Box component="form" onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle>Give a gift card</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              select
              label="Gift card"
              value={productId}
              onChange={(e) => setProductId(e.target.value)}
            >
              {products.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Amount"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label="Their name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
            />
            <TextField
              label="Their e-mail"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
            <TextField
              label="Message"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              multiline
              minRows={2}
              helperText="In the e-mail with the card"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Give and e-mail it
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function ExpirySettings({ orgId }: { orgId: string }) {
  const settings = useGiftCardSettings(orgId);
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!settings.data) return <Skeleton variant="rounded" height={120} />;
  const value = settings.data.expiryMonths === null ? 'never' : String(settings.data.expiryMonths);
  const change = async (next: string) => {
    setError(null);
    try {
      await saveGiftCardSettings(orgId, { expiryMonths: next === 'never' ? null : Number(next) });
      setSaved('Saved. New cards follow it; cards already issued keep their date.');
    } catch (err) {
      setError(errorText(err, 'The setting was not saved.'));
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Expiry
        </Typography>
        <TextField
          select
          fullWidth
          label="New cards expire"
          value={value}
          onChange={(e) => void change(e.target.value)}
          helperText="Many states and countries require cards to last five years or never expire."
        >
          <MenuItem value="never">Never</MenuItem>
          {[12, 24, 36, 60, 120].map((m) => (
            <MenuItem key={m} value={String(m)}>
              {m / 12} {m === 12 ? 'year' : 'years'} after issue
            </MenuItem>
          ))}
        </TextField>
        {saved && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {saved}
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
