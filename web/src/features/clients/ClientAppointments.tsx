import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BOOKING_STATUS_LABELS } from '@chairside/core/booking';
import { useClientBookings } from '../../lib/data/bookings';
import { NoShowRisks } from '../../lib/data/intelligence';
import { useNoShowRisksOn } from '../../lib/data/client-risks';
import { RiskLine } from '../appointments/RiskLine';
import type { BookingRecord } from '../../lib/data/converters';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { money, whenLabel } from '../booking/booking-format';
import type { ClientPermissions } from './client-permissions';

const DAY = 86_400_000;
/** How far ahead appointments carry a no-show risk (the scoring's window). */
const SCORED_DAYS = 21;
const LIVE = new Set(['booked', 'confirmed']);

/** The risks of the client's coming appointments, for their rows (nothing read without any). */
interface RisksProps {
  orgId: string;
  dates: string[];
  children: ReactNode;
}

function UpcomingRisks({ orgId, dates, children }: RisksProps) {
  if (!dates.length) return children;
  return (
    <RisksOn orgId={orgId} dates={dates}>
      {children}
    </RisksOn>
  );
}

function RisksOn({ orgId, dates, children }: RisksProps) {
  const risks = useNoShowRisksOn(orgId, dates);
  return <NoShowRisks.Provider value={risks}>{children}</NoShowRisks.Provider>;
}

/** A client's upcoming and past appointments (a stylist's: those in their column), live. */
export function ClientAppointments(props: {
  orgId: string;
  clientId: string;
  permissions: ClientPermissions;
}) {
  const { active } = useWorkspace();
  const timeZone = active?.org?.timeZone ?? 'UTC';
  const list = useClientBookings(props.orgId, props.clientId, props.permissions.bookingsStaffId);
  const [now] = useState(() => Date.now());
  const upcoming = list.items.filter((b) => b.startTime.getTime() >= now).reverse();
  const past = list.items.filter((b) => b.startTime.getTime() < now);
  // Upcoming appointments carry a risk for three weeks ahead (the model scores those).
  const scored = upcoming.filter(
    (b) => LIVE.has(b.status) && b.startTime.getTime() - now <= SCORED_DAYS * DAY,
  );
  const row = (b: BookingRecord) => (
    <ListItem key={b.id} disableGutters divider>
      <ListItemText
        primary={
          <Link component={RouterLink} to={`/appointments?date=${b.localDate}`} underline="hover">
            {whenLabel(b.startTime, timeZone)}
          </Link>
        }
        secondary={
          <>
            {`${b.services.map((s) => s.name).join(' + ')} · ${b.staffName} · ${money(b.price, b.currency)}`}
            {props.permissions.seesRisks && scored.includes(b) && <RiskLine bookingId={b.id} />}
          </>
        }
        slotProps={{ secondary: { component: 'div' } }}
      />
      <Chip
        size="small"
        label={BOOKING_STATUS_LABELS[b.status]}
        variant={b.status === 'completed' ? 'filled' : 'outlined'}
        sx={{ ml: 1 }}
      />
    </ListItem>
  );
  return (
    <Box component="section" aria-labelledby="client-appointments" sx={{ mb: 3 }}>
      <Typography
        id="client-appointments"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700 }}
      >
        Appointments
      </Typography>
      {list.status === 'loading' ? (
        <Skeleton variant="rounded" height={64} />
      ) : list.items.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          No appointments yet.
        </Typography>
      ) : (
        <>
          <Typography variant="overline" color="text.secondary">
            Upcoming ({upcoming.length})
          </Typography>
          {upcoming.length ? (
            <UpcomingRisks
              orgId={props.orgId}
              dates={props.permissions.seesRisks ? scored.map((b) => b.localDate) : []}
            >
              <List dense disablePadding>
                {upcoming.map(row)}
              </List>
            </UpcomingRisks>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Nothing booked.
            </Typography>
          )}
          <Typography variant="overline" color="text.secondary" component="p" sx={{ mt: 1 }}>
            Past ({past.length})
          </Typography>
          {past.length ? (
            <List dense disablePadding>
              {past.map(row)}
            </List>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No past visits.
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
