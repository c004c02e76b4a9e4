import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WEEKDAYS, WEEKDAY_LABELS } from '@chairside/core/weekdays';
import type { Org } from '../../lib/data/converters';

/** The salon at a glance: address, phone, e-mail and this week's hours. */
export function SalonCard({ org, title = 'Your salon' }: { org: Org; title?: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {org.name}
        </Typography>
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          {org.address && <Typography sx={{ whiteSpace: 'pre-line' }}>{org.address}</Typography>}
          {org.phone && <Typography>{org.phone}</Typography>}
          {org.email && <Typography>{org.email}</Typography>}
        </Stack>
        <Stack
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.25,
          }}
        >
          {WEEKDAYS.map((d) => {
            const h = org.businessHours[d];
            return [
              <Typography key={`${d}-t`} component="dt" color="text.secondary">
                {WEEKDAY_LABELS[d]}
              </Typography>,
              <Typography key={`${d}-d`} component="dd" sx={{ m: 0 }}>
                {h.open ? `${h.start} – ${h.end}` : 'Closed'}
              </Typography>,
            ];
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
