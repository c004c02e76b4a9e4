// The owner dashboard's view of the website: the last seven days' visitors
// and bookings from the site, beside the seven before (two weeks of day
// figures, fourteen reads at most).
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isoDateIn } from '@chairside/core/staff-profile';
import { addDays } from '@chairside/core/zoned-time';
import { useSiteAnalytics } from '../../lib/data/site-analytics';

const trend = (now: number, before: number) => {
  if (!before) return now ? 'new this week' : '';
  const pct = Math.round(((now - before) / before) * 100);
  return pct === 0 ? 'same as the week before' : `${pct > 0 ? '▲' : '▼'} ${Math.abs(pct)}%`;
};

export function WebsiteWeekCard({ orgId, timeZone }: { orgId: string; timeZone: string }) {
  const [to] = useState(() => isoDateIn(new Date(), timeZone));
  const report = useSiteAnalytics(orgId, addDays(to, -6), to).data;
  const figures = report
    ? [
        ['Visitors', report.totals.visitors, report.previousTotals.visitors],
        ['Site bookings', report.totals.bookings, report.previousTotals.bookings],
      ]
    : [];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Your website this week
        </Typography>
        {!report ? (
          <Skeleton height={72} />
        ) : (
          <Stack direction="row" sx={{ gap: 4, my: 1 }}>
            {figures.map(([label, now, before]) => (
              <div key={label}>
                <Typography variant="h4" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {Number(now).toLocaleString()}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {label}
                  {trend(Number(now), Number(before)) && ` · ${trend(Number(now), Number(before))}`}
                </Typography>
              </div>
            ))}
          </Stack>
        )}
        <Button component={RouterLink} to="/website-analytics" size="small" sx={{ ml: -1 }}>
          Website analytics
        </Button>
      </CardContent>
    </Card>
  );
}
