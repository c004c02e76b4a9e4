import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GiftCardBalance } from '@chairside/core/contracts/gift-cards';
import { GIFT_CARD_STATUS_LABELS, ZGiftCode, formatGiftCode } from '@chairside/core/gift-cards';
import { formatMinorUnits } from '@chairside/core/money';
import { checkGiftCardBalance, useGiftCardOffer } from '../../lib/data/gift-cards';
import { useDocumentTitle } from '../../ui/use-document-title';
import { BookingFrame } from '../booking/booking-frame';
import { GiftCardVisual } from './GiftCardVisual';

/**
 * /gift-card#salon=…&code=…: a card to print, with what is left on it. The
 * code travels in the #fragment (from the e-mail), which no server sees;
 * without one, a form checks a balance.
 */
export default function PrintGiftCardPage() {
  useDocumentTitle('Your gift card');
  const { hash, search } = useLocation();
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const salon = fragment.get('salon') ?? new URLSearchParams(search).get('salon') ?? '';
  const [code, setCode] = useState(fragment.get('code') ?? '');
  const [asked, setAsked] = useState(fragment.get('code') ?? '');
  if (!salon) {
    return (
      <BookingFrame>
        <Alert severity="info">Open your gift card from the link in its e-mail.</Alert>
      </BookingFrame>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAsked(code);
  };
  return (
    <BookingFrame>
      <GlobalStyles
        styles={{
          '@media print': {
            'header, nav, footer, .no-print': { display: 'none !important' },
            body: { background: '#fff !important' },
          },
        }}
      />
      {asked ? (
        <Balance key={asked} orgId={salon} code={asked} onAgain={() => setAsked('')} />
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} sx={{ maxWidth: 420 }}>
          <Typography variant="h4" component="h1">
            Check a gift card
          </Typography>
          <TextField
            label="Gift card code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder="ABCD-EFGH-JKMN-PQRS"
          />
          <Button type="submit" variant="contained" disabled={!code.trim()}>
            Check the balance
          </Button>
        </Stack>
      )}
    </BookingFrame>
  );
}

function Balance({ orgId, code, onAgain }: { orgId: string; code: string; onAgain: () => void }) {
  const offer = useGiftCardOffer(orgId);
  const [card, setCard] = useState<GiftCardBalance | null>(null);
  const [error, setError] = useState<string | null>(null);
  const parsed = ZGiftCode.safeParse(code);
  useEffect(() => {
    if (!parsed.success) return;
    let live = true;
    checkGiftCardBalance(orgId, parsed.data).then(
      (b) => live && setCard(b),
      (err: unknown) => live && setError(err instanceof Error ? err.message : 'Try again.'),
    );
    return () => {
      live = false;
    };
  }, [orgId, parsed.success, parsed.data]);
  const problem = parsed.success ? error : (parsed.error.issues[0]?.message ?? null);
  if (problem) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Alert severity="error">{problem}</Alert>
        <Box>
          <Button onClick={onAgain}>Try another code</Button>
        </Box>
      </Stack>
    );
  }
  if (!card || !offer.data)
    return <Skeleton variant="rounded" height={260} sx={{ maxWidth: 420 }} />;
  const money = (n: number) => formatMinorUnits(n, card.currency);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Your {offer.data.salonName} gift card
      </Typography>
      <GiftCardVisual
        design={card.design}
        salonName={offer.data.salonName}
        amount={money(card.balance)}
        code={formatGiftCode(parsed.data!)}
      />
      <Typography>
        {card.status === 'active'
          ? `${money(card.balance)} left to spend`
          : GIFT_CARD_STATUS_LABELS[card.status]}
        {card.expiresAt
          ? ` · use by ${new Date(new Date(card.expiresAt).getTime() - 1).toLocaleDateString()}`
          : ' · does not expire'}
        . Give the code at the salon when you pay.
      </Typography>
      <Stack direction="row" spacing={1} className="no-print">
        <Button variant="contained" onClick={() => window.print()}>
          Print
        </Button>
        <Button onClick={onAgain}>Check another card</Button>
      </Stack>
    </Stack>
  );
}
