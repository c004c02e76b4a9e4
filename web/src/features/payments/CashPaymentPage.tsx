import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { CASHIER_ROLES } from '@chairside/core/roles';
import { isoDateIn } from '@chairside/core/staff-profile';
import { LocalDay, addDays } from '@chairside/core/zoned-time';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import { useBooking, useBookings } from '../../lib/data/bookings';
import type { BookingRecord } from '../../lib/data/converters';
import { DataErrorAlert } from '../../ui/DataErrorAlert';
import { PageFrame } from '../../ui/PageFrame';
import { CheckoutCard, canCheckOut } from './CheckoutCard';
import { DrawerCard } from './DrawerCard';

/** /cash-payment: check appointments out (cash, card, QR code, Cash App Pay) and count the day’s drawer. */
export default function CashPaymentPage() {
  return (
    <SalonGate
      roles={CASHIER_ROLES}
      title="Checkout"
      denied="Only the salon’s owners, managers and the front desk take payments and count the cash drawer."
    >
      {(salon) => <Cash salon={salon} />}
    </SalonGate>
  );
}

function Cash({ salon }: { salon: ActiveSalon }) {
  const { orgId, org } = salon;
  const [params, setParams] = useSearchParams();
  const today = isoDateIn(new Date(), org.timeZone);
  const [drawerDate, setDrawerDate] = useState(today);
  const [paid, setPaid] = useState<string | null>(null);
  const selectedId = params.get('booking') ?? '';

  const from = new Date(new LocalDay(today, org.timeZone).lenient(0));
  const to = new Date(new LocalDay(addDays(today, 1), org.timeZone).lenient(0));
  const todays = useBookings(orgId, from, to, null);
  const due = todays.items.filter(canCheckOut);

  const select = (bookingId: string) =>
    setParams(
      (p) => {
        if (bookingId) p.set('booking', bookingId);
        else p.delete('booking');
        return p;
      },
      { replace: true },
    );

  return (
    <PageFrame
      title="Checkout"
      subtitle={`${org.name} · take payments and count the cash drawer`}
      actions={
        <Button component={RouterLink} to="/financial-hub" variant="outlined">
          Payments
        </Button>
      }
    >
      <DataErrorAlert area="bookings" />
      {paid && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setPaid(null)}>
          {paid}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        {selectedId && !due.some((b) => b.id === selectedId) ? (
          <OtherDay
            orgId={orgId}
            bookingId={selectedId}
            due={due}
            salon={salon}
            onSelect={select}
            onPaid={setPaid}
          />
        ) : (
          <CheckoutCard
            org={org}
            due={due}
            selectedId={selectedId}
            onSelect={select}
            onPaid={setPaid}
          />
        )}
        <DrawerCard
          orgId={orgId}
          date={drawerDate}
          onDate={setDrawerDate}
          timeZone={org.timeZone}
        />
      </Box>
    </PageFrame>
  );
}

/** An appointment chosen in the appointment book on another day: listed first while it is owed. */
function OtherDay({
  orgId,
  bookingId,
  due,
  salon,
  onSelect,
  onPaid,
}: {
  orgId: string;
  bookingId: string;
  due: BookingRecord[];
  salon: ActiveSalon;
  onSelect: (bookingId: string) => void;
  onPaid: (message: string) => void;
}) {
  const booking = useBooking(orgId, bookingId);
  const owed = booking.data && canCheckOut(booking.data) ? [booking.data, ...due] : due;
  return (
    <CheckoutCard
      org={salon.org}
      due={owed}
      selectedId={booking.data && canCheckOut(booking.data) ? bookingId : ''}
      onSelect={onSelect}
      onPaid={onPaid}
    />
  );
}
