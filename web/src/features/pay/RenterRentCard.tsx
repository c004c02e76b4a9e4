// A booth renter's own rent on their dashboard: the terms, what is owed or
// late, and each recent period (read from the API; the figures are the salon's).
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatMinorUnits } from '@chairside/core/money';
import { useBoothRent } from '../../lib/data/pay';
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
          </>
        )}
      </CardContent>
    </Card>
  );
}
