// Settings → No-show prediction: how the salon's model was measured, in plain
// words: on how many appointments, how well it tells who will miss from who
// will come (AUC beside the coin-toss 0.5), how honest its percentages are
// (predicted beside what happened, riskiest tenth), and the base rate.
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNoShowReport } from '../../lib/data/no-show-report';
import type { NoShowReportAnswer } from '@chairside/core/contracts/intelligence';

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** What scores while a salon's history is short, in words. */
function priorWords(prior: NoShowReportAnswer['prior'] | undefined): string {
  return prior?.source === 'platform'
    ? `a model fitted on ${prior.salons} salons’ anonymised appointments (no names, no dates)`
    : 'Chairside’s starting model (fitted on a simulated salon, until at least three salons have enough history)';
}

export function NoShowCard({ orgId }: { orgId: string }) {
  const report = useNoShowReport(orgId);
  const r = report.data;
  const measured = r?.report ?? null;
  const top = measured?.calibration.at(-1);
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack spacing={1.5}>
          <Typography variant="h5" component="h2">
            No-show prediction
          </Typography>
          <Typography color="text.secondary">
            Each upcoming appointment carries its chance of being missed, with the reasons, in the
            appointment book. Only your team sees it; clients never do.
          </Typography>
          {report.isLoading ? (
            <Skeleton variant="rounded" height={64} />
          ) : report.error ? (
            <Alert severity="error">{report.error.message}</Alert>
          ) : r?.status !== 'trained' ? (
            <Alert severity="info">
              Your salon has {r?.rows ?? 0} finished appointments: too few to learn from yet (about
              200 are needed, with some no-shows among them). Until then, risks come from{' '}
              {priorWords(r?.prior)}.
            </Alert>
          ) : !measured ? (
            <Alert severity="info">
              Learned from {r.rows.toLocaleString()} finished appointments, blended with{' '}
              {priorWords(r.prior)} while your history is short. Once it is longer than three
              months, each week’s model is also measured on the latest months, which it has not
              seen, and the figures show here.
            </Alert>
          ) : (
            <Stack spacing={0.5}>
              <Typography variant="body2">
                Learned from {r.rows.toLocaleString()} finished appointments; measured on the{' '}
                {measured.count.toLocaleString()} of the last three months, which it had not seen.
              </Typography>
              <Typography variant="body2">
                Telling who misses from who comes: <strong>{measured.auc?.toFixed(2)}</strong> (0.5
                is a coin toss, 1 is perfect).
              </Typography>
              <Typography variant="body2">
                {pct(measured.baseRate)} of appointments were missed.
                {top && (
                  <>
                    {' '}
                    Of the riskiest tenth it predicted {pct(top.predicted)}, and {pct(top.observed)}{' '}
                    were missed.
                  </>
                )}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Trained {r.trainedAt ? new Date(r.trainedAt).toLocaleDateString() : ''}; it learns
                again each week.
              </Typography>
            </Stack>
          )}
          {r?.status === 'trained' && <ConfirmationLine confirmation={r.confirmation} />}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** What a client's confirmation does to the risk here, once enough are known. */
function ConfirmationLine({ confirmation }: { confirmation: NoShowReportAnswer['confirmation'] }) {
  return confirmation ? (
    <Typography variant="body2">
      A client’s confirmation counts: here, confirmed appointments are missed about{' '}
      {Math.max(1, Math.round(1 / confirmation.ratio))} times less often (from{' '}
      {confirmation.confirmations.toLocaleString()} confirmed visits), and a confirmed appointment’s
      risk drops by as much.
    </Typography>
  ) : (
    <Typography variant="body2" color="text.secondary">
      Confirmations (“I’ll be there”) will lower a risk once 30 confirmed visits show what they mean
      here.
    </Typography>
  );
}
