import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { appointmentContracts } from '@chairside/core/contracts/booking';
import { useContract } from '../../lib/api/contract-query';
import { timeLabel } from '../booking/booking-format';

/**
 * The stylist's free starts that day for the services (the team's free
 * times: no online notice or advance limit), as chips to pick from, shown as
 * soon as services, stylist and day are chosen (a new day, stylist or
 * service list asks again: the parent keys this by them).
 */
export function FreeTimes({
  orgId,
  date,
  serviceIds,
  staffId,
  timeZone,
  picked,
  onPick,
}: {
  orgId: string;
  date: string;
  serviceIds: string[];
  staffId: string;
  timeZone: string;
  /** The instant now chosen, to mark its chip. */
  picked: number | null;
  onPick: (slot: { time: string; start: string }) => void;
}) {
  const ready = serviceIds.length > 0 && staffId !== '' && date !== '';
  const free = useContract(
    appointmentContracts.slots,
    {
      params: { orgId },
      secure: true,
      query: { date, serviceIds: serviceIds.join(','), staffId },
    },
    { enabled: ready },
  );
  if (!ready) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        Free times
      </Typography>
      {free.isPending && <Skeleton variant="rounded" height={32} aria-label="Finding free times" />}
      {free.error && <Alert severity="error">{free.error.message}</Alert>}
      {free.data &&
        (free.data.slots.length === 0 ? (
          <Typography color="text.secondary">No free time that day for these services.</Typography>
        ) : (
          <Stack
            direction="row"
            sx={{ gap: 0.75, flexWrap: 'wrap' }}
            role="radiogroup"
            aria-label="Free times"
          >
            {/* The times that leave no gap in the book first, marked; then the rest in order. */}
            {[
              ...free.data.slots.filter((s) => s.recommended),
              ...free.data.slots.filter((s) => !s.recommended),
            ].map((s) => {
              const on = picked === Date.parse(s.start);
              const label = timeLabel(s.start, timeZone);
              return (
                <Chip
                  key={s.start}
                  role="radio"
                  aria-checked={on}
                  aria-label={s.recommended ? `${label}, recommended` : label}
                  label={s.recommended ? `★ ${label}` : label}
                  variant={s.recommended && !on ? 'outlined' : 'filled'}
                  color={on ? 'primary' : s.recommended ? 'success' : 'default'}
                  onClick={() => onPick(s)}
                />
              );
            })}
          </Stack>
        ))}
    </>
  );
}
