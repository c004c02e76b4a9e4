// A booth renter's own rent on their dashboard: the terms, what is owed or
// late, and each recent period (read from the API; the figures are the salon's).
import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatMinorUnits } from '@chairside/core/money';
import type { RentCardSetup } from '@chairside/core/contracts/pay';
import { openRentCard, useBoothRent, verifyRentCard } from '../../lib/data/pay';

// Stripe.js loads only when the renter saves a card.
const StripeSaveCardForm = lazy(() =>
  import('../payments/StripePaymentForm').then((m) => ({ default: m.StripeSaveCardForm })),
);
import { dayWords } from './PayRunPanel';
import { RentStatements } from './RentStatements';

export function RenterRentCard({ orgId, currency }: { orgId: string; currency: string }) {
  const rent = useBoothRent(orgId);
  const me = rent.data?.renters[0];
  const money = (minor: number) => formatMinorUnits(minor, currency, 'en-US', true);
  const terms = me?.history.at(-1);
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Your rent
        </Typography>
        {rent.error && <Alert severity="error">{rent.error.message}</Alert>}
        {rent.data && !terms && (
          <Typography color="text.secondary">The salon has not set your rent here yet.</Typography>
        )}
        {me && terms && (
          <>
            <Typography sx={{ mb: 1 }}>
              {terms.words} (from {dayWords(terms.effectiveFrom)}).
            </Typography>
            {me.late > 0 ? (
              <Alert severity="error" sx={{ mb: 1 }}>
                {money(me.late)} of your rent is late. Pay it at the desk.
              </Alert>
            ) : me.owed > 0 ? (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {money(me.owed)} is due.
              </Alert>
            ) : null}
            <RentStatements name="you" statements={me.statements} money={money} />
            <RentCard orgId={orgId} card={me.card} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The renter's card for rent: which one is saved, or saving one with Stripe. */
function RentCard({ orgId, card }: { orgId: string; card: string | null }) {
  const [setup, setSetup] = useState<RentCardSetup | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    setProblem('');
    try {
      setSetup(await openRentCard(orgId));
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'The card could not be saved just now.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ marginTop: 16 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {card
          ? `The desk can take rent from your ${card}.`
          : 'Save a card and the desk can take your rent from it.'}
      </Typography>
      {!setup && (
        <Button variant="outlined" size="small" disabled={busy} onClick={() => void start()}>
          {card ? 'Use another card' : 'Save a card for rent'}
        </Button>
      )}
      {problem && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
      {setup && (
        <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
          <StripeSaveCardForm
            setup={setup}
            returnPath="/booth-renter-dashboard"
            submitLabel="Save card"
            note="Nothing is charged now: the salon takes each period’s rent when it is due."
            verify={async () => {
              try {
                await verifyRentCard(orgId);
                setSetup(null);
                return null;
              } catch (e) {
                return e instanceof Error ? e.message : 'The card could not be saved.';
              }
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
