import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BOOKING_STATUS_LABELS } from '@chairside/core/booking';
import type { BookingRecord } from '../../lib/data/converters';
import { timeLabel } from '../booking/booking-format';
import type { GridColumn } from './book-layout';

/**
 * The week on a phone: each day's appointments as a list (time, client,
 * services, stylist, status) in full, where a grid of seven narrow columns
 * would cut every one to "10:15 AM A…".
 */
export function WeekAgenda({
  columns,
  timeZone,
  onOpen,
}: {
  columns: GridColumn[];
  timeZone: string;
  onOpen: (booking: BookingRecord) => void;
}) {
  return (
    <Paper variant="outlined">
      <List dense disablePadding aria-label="The week’s appointments">
        {columns.map((col) => (
          <li key={col.key}>
            <ul style={{ padding: 0 }}>
              <ListSubheader sx={{ bgcolor: 'background.paper', lineHeight: 2.5 }}>
                {col.title} {col.subtitle}
              </ListSubheader>
              {col.bookings.length === 0 ? (
                <Typography color="text.secondary" variant="body2" sx={{ px: 2, pb: 1.5 }}>
                  No appointments
                </Typography>
              ) : (
                [...col.bookings]
                  .sort((a, b) => a.startTime.getTime() - b.startTime.getTime())
                  .map((b) => (
                    <ListItemButton key={b.id} onClick={() => onOpen(b)} divider>
                      <ListItemText
                        primary={`${timeLabel(b.startTime.toISOString(), timeZone)} – ${timeLabel(
                          b.endTime.toISOString(),
                          timeZone,
                        )} · ${b.clientName || 'Walk-in'}`}
                        secondary={`${b.services.map((s) => s.name).join(' + ')} · ${b.staffName} · ${BOOKING_STATUS_LABELS[b.status]}`}
                      />
                    </ListItemButton>
                  ))
              )}
            </ul>
          </li>
        ))}
      </List>
    </Paper>
  );
}
