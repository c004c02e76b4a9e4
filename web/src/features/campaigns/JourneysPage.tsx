// /automated-journeys: the five journeys salons use most, each on by choice,
// with what it does, when, and what it brought. Their rules hold for all:
// at most one marketing message a client a week (birthdays aside), never to
// a client with an appointment coming or not seen in a year, never at night.
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMinorUnits } from '@chairside/core/money';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import { useMarketingOverview } from '../../lib/data/campaigns';
import { PageFrame } from '../../ui/PageFrame';
import { SetupNotice, timingOf } from './marketing-parts';

export default function JourneysPage() {
  return (
    <SalonGate
      roles={['owner', 'manager', 'front_desk', 'staff']}
      title="Automated journeys"
      denied="Journeys are the salon’s: a booth renter markets to their own clients."
    >
      {(salon) => <Journeys salon={salon} />}
    </SalonGate>
  );
}

function Journeys({ salon }: { salon: ActiveSalon }) {
  const overview = useMarketingOverview(salon.orgId);
  const canEdit = salon.role === 'owner' || salon.role === 'manager';
  return (
    <PageFrame
      title="Automated journeys"
      subtitle="Messages that go by themselves when a client is due one."
      actions={
        <Button component={RouterLink} to="/marketing">
          Marketing
        </Button>
      }
    >
      {overview.data && <SetupNotice overview={overview.data} />}
      {overview.error && <Alert severity="error">{overview.error.message}</Alert>}
      <Alert severity="info" sx={{ mb: 2 }}>
        Every journey keeps to these rules: a client gets at most one marketing message a week
        (birthdays aside); nobody with an appointment already booked, nobody unsubscribed, and
        nobody not seen in over a year; texts never go between 8 PM and 9 AM.
      </Alert>
      <Grid container spacing={2}>
        {overview.data?.journeys.map((j) => (
          <Grid key={j.kind} size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                  {j.name}
                </Typography>
                <Chip
                  size="small"
                  label={j.config.enabled ? 'On' : 'Off'}
                  color={j.config.enabled ? 'success' : 'default'}
                />
              </Stack>
              <Typography>{j.about}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {timingOf(j)} · by{' '}
                {[j.config.channels.email && 'e-mail', j.config.channels.sms && 'text']
                  .filter(Boolean)
                  .join(' and ')}
              </Typography>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {j.results.sent} sent · {j.results.bookings} booking
                {j.results.bookings === 1 ? '' : 's'} ·{' '}
                {formatMinorUnits(j.results.revenue, salon.org.currency)}
              </Typography>
              <Button component={RouterLink} to={`/journey-builder?kind=${j.kind}`} sx={{ mt: 1 }}>
                {canEdit ? 'Set up' : 'Look'}
              </Button>
            </Paper>
          </Grid>
        )) ??
          Array.from({ length: 4 }, (_, i) => (
            <Grid key={i} size={{ xs: 12, md: 6 }}>
              <Skeleton variant="rounded" height={180} />
            </Grid>
          ))}
      </Grid>
    </PageFrame>
  );
}
