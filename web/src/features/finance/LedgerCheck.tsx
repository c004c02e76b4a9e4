// Checking the dashboard's days against the ledger: every sale and payment of
// up to 31 days summed again and compared with the rollups, figure by figure;
// the owner can rewrite the days that differ from the ledger.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { figureName, type ReconcileView } from '@chairside/core/finance';
import { reconcileFinance } from '../../lib/data/finance';

export function LedgerCheck({
  orgId,
  range,
  isOwner,
  money,
}: {
  orgId: string;
  range: { from: string; to: string };
  isOwner: boolean;
  money: (minor: number) => string;
}) {
  const [result, setResult] = useState<ReconcileView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (repair: boolean) => {
    setBusy(true);
    setError('');
    try {
      setResult(await reconcileFinance(orgId, range.from, range.to, repair));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The check could not run.');
    } finally {
      setBusy(false);
    }
  };
  const current = result && result.from === range.from && result.to === range.to ? result : null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Typography variant="h6" component="h2">
        Check against the ledger
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Adds up every sale, payment, refund and return from {range.from} to {range.to} again and
        compares each day with the figures above.
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={busy} onClick={() => void run(false)}>
          {busy ? 'Checking…' : 'Check these days'}
        </Button>
        {isOwner && current && current.differences.length > 0 && !current.repaired && (
          <Button variant="contained" disabled={busy} onClick={() => void run(true)}>
            Rewrite the days from the ledger
          </Button>
        )}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {current && (
        <Alert
          severity={
            current.differences.length === 0 ? 'success' : current.repaired ? 'info' : 'warning'
          }
          sx={{ mt: 2 }}
          role="status"
        >
          {current.differences.length === 0
            ? `Every day matches the ledger to the cent (${current.lines} ledger lines).`
            : current.repaired
              ? `Rewritten from the ledger: ${new Set(current.differences.map((d) => d.day)).size} day(s). The figures above update in a moment.`
              : `${current.differences.length} figure(s) differ from the ledger:`}
          {current.differences.length > 0 && !current.repaired && (
            <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
              {current.differences.slice(0, 12).map((d) => (
                <li key={`${d.day}${d.figure}`}>
                  {d.day}, {figureName(d.figure)}: {money(d.rollup)} shown, {money(d.ledger)} in the
                  ledger
                </li>
              ))}
            </ul>
          )}
          {!isOwner && current.differences.length > 0 && !current.repaired && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              The salon’s owner can rewrite these days from the ledger.
            </Typography>
          )}
        </Alert>
      )}
    </Paper>
  );
}
