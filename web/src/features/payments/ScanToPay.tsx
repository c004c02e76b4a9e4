// A QR code the client scans at the front desk (a Stripe payment page, or Cash
// App Pay), watched until Stripe says it is paid. The server asks Stripe each
// time; nothing the screen shows is taken as paid.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cardContracts as c, type QrPayment } from '@chairside/core/contracts/card';
import { formatMinorUnits } from '@chairside/core/money';
import { call } from '../../lib/api/api';
import { useWrite } from '../../lib/api/write';

const POLL_MS = 3000;

export function ScanToPay({
  kind,
  orgId,
  start,
  onPaid,
}: {
  kind: 'qr' | 'cashapp';
  orgId: string;
  /** Makes the code: an appointment's balance, or part of a sale. */
  start: () => Promise<QrPayment>;
  onPaid: (paymentId: string) => void;
}) {
  const [shown, setShown] = useState<QrPayment | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!shown) return;
    let stop = false;
    const timer = setInterval(() => {
      const ask =
        kind === 'qr'
          ? call(c.processQrPayment, { body: { orgId, paymentId: shown.paymentId } })
          : call(c.cashAppStatus, { params: { paymentId: shown.paymentId }, query: { orgId } });
      ask.then(
        (s) => {
          if (stop) return;
          if (s.status === 'succeeded') onPaid(shown.paymentId);
          else if (s.status === 'canceled' || s.status === 'failed')
            setError(s.failure ?? 'The code expired unpaid. Show a new one.');
        },
        () => undefined,
      );
    }, POLL_MS);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, [shown, kind, orgId, onPaid]);

  const making = useWrite(start, {
    onMutate: () => setError(null),
    onSuccess: setShown,
    onError: (e) => setError(e.message || 'The code could not be made. Try again.'),
  });
  const busy = making.isPending;
  const show = () => making.mutate();

  const label = kind === 'qr' ? 'QR code' : 'Cash App Pay code';
  if (!shown) {
    return (
      <Stack spacing={1.5}>
        {error && <Alert severity="error">{error}</Alert>}
        <Button variant="contained" size="large" disabled={busy} onClick={show}>
          {busy ? 'Making the code…' : `Show ${label}`}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Box
        component="img"
        src={shown.qrImage}
        alt={`${label} for ${formatMinorUnits(shown.amount + shown.tip, shown.currency)}`}
        sx={{ width: 240, height: 240, bgcolor: '#fff', p: 1, borderRadius: 1 }}
      />
      <Typography role="status" aria-live="polite">
        {kind === 'qr'
          ? 'Ask the client to scan this with their phone’s camera and pay on Stripe’s page.'
          : 'Ask the client to scan this with Cash App.'}{' '}
        This updates by itself when it is paid.
      </Typography>
      {shown.url && (
        <Link href={shown.url} target="_blank" rel="noopener noreferrer">
          Open the payment page
        </Link>
      )}
      {error && <Alert severity="warning">{error}</Alert>}
    </Stack>
  );
}
