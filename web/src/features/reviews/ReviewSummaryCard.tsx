// What clients say, summed up: what they praise and what they complain
// about, each with a sentence a client wrote, and each team member's stars.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReviewTheme } from '@chairside/core/ai/review-summary';
import { useReviewSummary } from '../../lib/data/ai';

function Themes({
  title,
  items,
  tone,
}: {
  title: string;
  items: ReviewTheme[];
  tone: 'success' | 'warning';
}) {
  if (items.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Stack sx={{ gap: 1 }}>
        {items.slice(0, 3).map((t) => (
          <Box key={t.theme}>
            <Chip size="small" color={tone} variant="outlined" label={`${t.theme} · ${t.count}`} />
            {t.quote && (
              <Typography
                variant="body2"
                color="text.secondary"
                component="blockquote"
                sx={{ m: 0, mt: 0.5, pl: 1.5, borderLeft: 2, borderColor: 'divider' }}
              >
                “{t.quote.text}” ({t.quote.rating}★)
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

export function ReviewSummaryCard({ orgId }: { orgId: string }) {
  const q = useReviewSummary(orgId, true);
  const s = q.data?.summary;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="review-summary">
      <Typography variant="h6" component="h2" id="review-summary" sx={{ mb: 1 }}>
        What clients say
      </Typography>
      {q.error && <Alert severity="error">{q.error.message}</Alert>}
      {!s && !q.error && <Skeleton variant="rounded" height={160} />}
      {s && (
        <Stack sx={{ gap: 2 }}>
          <Typography>{s.headline}</Typography>
          <Themes title="Praised" items={s.praise} tone="success" />
          <Themes title="Complaints" items={s.complaints} tone="warning" />
          {s.team.length > 0 && (
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                By team member
              </Typography>
              {s.team.map((t) => (
                <Typography key={t.staffId} variant="body2">
                  <strong>{t.name}</strong>: {t.average}★ from {t.count} review
                  {t.count === 1 ? '' : 's'}
                  {t.praise.length ? ` · “${t.praise.join('”, “')}”` : ''}
                </Typography>
              ))}
            </Box>
          )}
          <Typography variant="caption" color="text.secondary">
            {q.data?.writer === 'model'
              ? `Themes found by the AI model ${q.data.provider}; every quote is checked against your reviews.`
              : 'Counted by Chairside’s built-in summarizer from your newest reviews; every quote is a client’s own words.'}
          </Typography>
        </Stack>
      )}
    </Paper>
  );
}
