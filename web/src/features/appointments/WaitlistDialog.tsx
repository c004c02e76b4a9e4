import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WaitlistRecord } from '../../lib/data/converters';
import { setWaitlistStatus } from '../../lib/data/bookings';
import { dayLabel } from '../booking/booking-format';
import { usePhoneFormat } from '../../app/workspace/use-phone-format';

const PARTS: Record<string, string> = {
  any: 'any time',
  morning: 'morning',
  afternoon: 'afternoon',
  evening: 'evening',
};

/** Who waits for a time on the dates on screen, with how to reach them and where they stand. */
export function WaitlistDialog(props: {
  orgId: string;
  items: WaitlistRecord[];
  staffNames: Map<string, string>;
  onClose: () => void;
}) {
  const formatPhone = usePhoneFormat();
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>Waitlist</DialogTitle>
      <DialogContent>
        {props.items.length === 0 ? (
          <Typography color="text.secondary">Nobody is waiting for these dates.</Typography>
        ) : (
          <List disablePadding>
            {props.items.map((w) => (
              <ListItem
                key={w.id}
                divider
                disableGutters
                sx={{ gap: 1.5, alignItems: 'flex-start' }}
              >
                <ListItemText
                  primary={`${w.firstName} ${w.lastName} · ${dayLabel(w.date)}, ${PARTS[w.timeOfDay] ?? w.timeOfDay}`}
                  secondary={
                    <>
                      {w.serviceNames.join(' + ')}
                      {w.staffId ? ` with ${props.staffNames.get(w.staffId) ?? 'a stylist'}` : ''}
                      <br />
                      <Link href={`tel:${w.phone}`}>{formatPhone(w.phone)}</Link> ·{' '}
                      <Link href={`mailto:${w.email}`}>{w.email}</Link>
                    </>
                  }
                />
                <TextField
                  select
                  size="small"
                  label="Status"
                  value={w.status}
                  onChange={(e) =>
                    void setWaitlistStatus(props.orgId, w.id, e.target.value as typeof w.status)
                  }
                  sx={{ minWidth: 130 }}
                >
                  <MenuItem value="waiting">Waiting</MenuItem>
                  <MenuItem value="contacted">Contacted</MenuItem>
                  <MenuItem value="booked">Booked</MenuItem>
                  <MenuItem value="closed">Closed</MenuItem>
                </TextField>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
