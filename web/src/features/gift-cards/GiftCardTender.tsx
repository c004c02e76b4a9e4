import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GiftCardView } from '@chairside/core/contracts/gift-cards';
import { GIFT_CARD_STATUS_LABELS, ZGiftCode } from '@chairside/core/gift-cards';
import { formatMinorUnits } from '@chairside/core/money';
import { lookupGiftCard } from '../../lib/data/gift-cards';
import { useWrite } from '../../lib/api/write';

/**
 * The till's gift card: the client's code is looked up, and the card pays
 * what it can of the total (the rest by cash, card or a QR code). The server
 * takes it off the card in the sale's own transaction.
 */
export function GiftCardTender({
  orgId,
  currency,
  card,
  applied,
  disabled,
  onChange,
}: {
  orgId: string;
  currency: string;
  card: GiftCardView | null;
  /** What the card pays of this sale. */
  applied: number;
  disabled: boolean;
  onChange: (card: GiftCardView | null) => void;
}) {
  const money = (n: number) => formatMinorUnits(n, currency);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const looking = useWrite((giftCode: string) => lookupGiftCard(orgId, giftCode), {
    onSuccess: (found) => {
      if (found.status !== 'active') {
        setError(`This gift card is ${GIFT_CARD_STATUS_LABELS[found.status].toLowerCase()}.`);
      } else {
        onChange(found);
        setCode('');
      }
    },
    onError: (err) => setError(err.message || 'The card could not be looked up.'),
  });
  const busy = looking.isPending;

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = ZGiftCode.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'That is not a gift card code.');
      return;
    }
    looking.mutate(parsed.data);
  };

  if (card) {
    return (
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }} role="status">
        <Typography sx={{ flex: 1 }}>
          Gift card ••{card.last4} pays <strong>{money(applied)}</strong>
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            of its {money(card.balance)}
          </Typography>
        </Typography>
        <Button size="small" onClick={() => onChange(null)} disabled={disabled}>
          Remove
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      <Stack component="form" direction="row" spacing={1} onSubmit={apply}>
        <TextField
          size="small"
          label="Gift card code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          disabled={disabled}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button type="submit" variant="outlined" disabled={disabled || busy || !code.trim()}>
          Apply
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
