import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { balanceDue } from '@chairside/core/payments';
import type { BookingRecord } from '../../../lib/data/converters';
import { timeLabel } from '../../booking/booking-format';

/** Today's appointments with something left to pay; one already in the sale is greyed. */
export function DueAppointments({
  due,
  timeZone,
  money,
  inSale,
  onAdd,
}: {
  due: BookingRecord[];
  timeZone: string;
  money: (n: number) => string;
  inSale: (bookingId: string) => boolean;
  onAdd: (booking: BookingRecord) => void;
}) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="due-title">
      <CardContent>
        <Typography id="due-title" variant="h6" component="h2" gutterBottom>
          Today’s appointments to check out
        </Typography>
        {due.length === 0 ? (
          <Typography color="text.secondary">Nothing is waiting to be paid today.</Typography>
        ) : (
          <List dense disablePadding aria-labelledby="due-title">
            {due.map((b) => (
              <ListItemButton key={b.id} divider disabled={inSale(b.id)} onClick={() => onAdd(b)}>
                <ListItemText
                  primary={`${b.clientName || 'No client'} · ${money(balanceDue(b.price, b.paid))} due`}
                  secondary={`${timeLabel(b.startTime, timeZone)} · ${b.services.map((s) => s.name).join(' + ') || 'Appointment'} with ${b.staffName}`}
                />
                {inSale(b.id) ? (
                  <Typography variant="caption">In the sale</Typography>
                ) : (
                  <AddIcon fontSize="small" />
                )}
              </ListItemButton>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
