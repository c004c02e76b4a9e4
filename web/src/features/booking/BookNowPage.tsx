import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { bookingContracts } from '@chairside/core/contracts/booking';
import { useContract } from '../../lib/api/contract-query';
import { SalonAddressForm } from '../../ui/SalonAddressForm';
import { useDocumentTitle } from '../../ui/use-document-title';
import { BookingFlow } from './BookingFlow';
import { ManageBooking } from './ManageBooking';
import { BookingFrame, type SalonMenu } from './booking-frame';

/**
 * /book-now, /salon-booking-page, /public-salon-booking: a client books a
 * salon online (`?salon=<address or id>`), or manages a booking from the
 * link in their confirmation (`?manage=<token>`).
 */
export default function BookNowPage() {
  const [params] = useSearchParams();
  const manage = params.get('manage');
  const salon = params.get('salon');
  if (manage) return <ManageBooking token={manage} />;
  if (!salon) return <FindSalon />;
  return <SalonBooking key={salon} salon={salon} />;
}

const Frame = BookingFrame;

function FindSalon() {
  useDocumentTitle('Book an appointment');
  return (
    <Frame>
      <SalonAddressForm
        title="Book an appointment"
        intro="Enter your salon’s booking address. You’ll find it on the salon’s website or in a message from them."
        label="Salon address"
        submit="Find the salon"
      />
    </Frame>
  );
}

function SalonBooking({ salon }: { salon: string }) {
  // The menu and the stylists who take online bookings, together.
  const services = useContract(bookingContracts.services, { params: { orgId: salon } });
  const team = useContract(bookingContracts.staff, { params: { orgId: salon } });
  const failed = [services, team].find((q) => q.error && !q.isFetching)?.error;
  const menu: SalonMenu | null =
    services.data && team.data ? { ...services.data, staff: team.data.staff } : null;
  const state = menu
    ? ({ status: 'ready', menu } as const)
    : failed
      ? ({ status: 'error', message: failed.message } as const)
      : ({ status: 'loading' } as const);
  useDocumentTitle(
    state.status === 'ready' ? `Book at ${state.menu.salon.name}` : 'Book an appointment',
  );

  if (state.status === 'loading') {
    return (
      <Frame>
        <Skeleton variant="text" width="50%" height={56} />
        <Skeleton variant="text" width="35%" />
        <Stack sx={{ gap: 1.5, mt: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Stack>
      </Frame>
    );
  }
  if (state.status === 'error') {
    return (
      <Frame>
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              onClick={() => void Promise.all([services.refetch(), team.refetch()])}
            >
              Try again
            </Button>
          }
        >
          {state.message}
        </Alert>
      </Frame>
    );
  }
  return (
    <Frame>
      <BookingFlow menu={state.menu} />
    </Frame>
  );
}
