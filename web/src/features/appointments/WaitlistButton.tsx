import { lazy, Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { useWaitlist } from '../../lib/data/bookings';

/** The list opens in a dialog loaded on first use. */
const WaitlistDialog = lazy(() =>
  import('./WaitlistDialog').then((m) => ({ default: m.WaitlistDialog })),
);

/** Visitors waiting for a time on the dates on screen, to call when something frees up. */
export function WaitlistButton(props: {
  orgId: string;
  from: string;
  to: string;
  staffNames: Map<string, string>;
}) {
  const [open, setOpen] = useState(false);
  const list = useWaitlist(props.orgId, props.from, props.to);
  const waiting = list.items.filter((w) => w.status === 'waiting').length;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={
          <Badge badgeContent={waiting} color="secondary">
            <HourglassEmptyIcon />
          </Badge>
        }
        onClick={() => setOpen(true)}
        onMouseEnter={() => void import('./WaitlistDialog')}
      >
        Waitlist
      </Button>
      {open && (
        <Suspense fallback={null}>
          <WaitlistDialog
            orgId={props.orgId}
            items={list.items}
            staffNames={props.staffNames}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
