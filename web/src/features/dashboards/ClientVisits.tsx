// A client's own visits at a salon: what is coming (each with its link to
// change or cancel), booking the last visit again, and gift cards they hold.
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMinorUnits } from '@chairside/core/money';
import { useClientSummary } from '../../lib/data/dashboard';

export function ClientVisits({ orgId }: { orgId: string }) {
  const summary = useClientSummary(orgId);
  const s = summary.data;
  if (!s) return null;
  const when = (iso: string) =>
    new Date(iso).toLocaleString('en-US', {
      timeZone: s.timeZone,
      weekday: 'long',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
  return (
    <Card variant="outlined" component="section" aria-labelledby={`visits-${orgId}`}>
      <CardContent>
        <Typography id={`visits-${orgId}`} variant="h6" component="h2" gutterBottom>
          Your visits at {s.salonName}
        </Typography>
        {s.next.length ? (
          <List dense aria-label="Coming appointments" disablePadding>
            {s.next.map((n) => (
              <ListItem key={n.bookingId} disableGutters>
                <ListItemText
                  primary={when(n.start)}
                  secondary={
                    <>
                      {n.services} with {n.staffName}
                      {n.due > 0 && ` · ${formatMinorUnits(n.due, s.currency)} to pay`}
                      {n.manageUrl && (
                        <>
                          {' · '}
                          <Link href={n.manageUrl}>
                            {n.due > 0 ? 'Pay, change or cancel' : 'Change or cancel'}
                          </Link>
                        </>
                      )}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">No appointment booked yet.</Typography>
        )}
        <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          {s.rebook && (
            <Button component={RouterLink} to={s.rebook.url} variant="contained">
              Book {s.rebook.services} again
            </Button>
          )}
        </Stack>
        {s.past.length > 0 && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              Past visits
            </Typography>
            <List dense aria-label="Past visits" disablePadding>
              {s.past.map((p) => (
                <ListItem key={p.bookingId} disableGutters sx={{ gap: 1 }}>
                  <ListItemText
                    sx={{ minWidth: 0 }}
                    primary={`${p.services} with ${p.staffName}`}
                    secondary={new Date(p.start).toLocaleDateString('en-US', {
                      timeZone: s.timeZone,
                      month: 'long',
                      day: 'numeric',
                      year: 'numeric',
                    })}
                  />
                  <Button
                    component={RouterLink}
                    to={p.url}
                    size="small"
                    sx={{ flexShrink: 0 }}
                    aria-label={`Book ${p.services} again`}
                  >
                    Book again
                  </Button>
                </ListItem>
              ))}
            </List>
          </>
        )}
        {s.giftCards.length > 0 && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              Your gift cards
            </Typography>
            {s.giftCards.map((g) => (
              <Typography key={g.id}>
                Card ending {g.last4}: <strong>{formatMinorUnits(g.balance, s.currency)}</strong>{' '}
                left
                {g.expiresAt
                  ? ` until ${new Date(g.expiresAt).toLocaleDateString('en-US', { timeZone: s.timeZone })}`
                  : ''}
              </Typography>
            ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}
