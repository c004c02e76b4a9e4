// /unsubscribe?token=…: the footer link of every marketing message. Without
// signing in, the client sees which salon and channel it is about and stops
// that salon's marketing with one button (mail clients' one-click unsubscribe
// POSTs to the same call directly). Appointment reminders are not marketing
// and keep coming.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { marketingContracts as c } from '@chairside/core/contracts/marketing';
import { call } from '../../lib/api/api';
import { useContract } from '../../lib/api/contract-query';
import { useWrite } from '../../lib/api/write';
import { useDocumentTitle } from '../../ui/use-document-title';

export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useContract(c.unsubscribeInfo, { query: { token } }, { enabled: token !== '' });
  const [done, setDone] = useState(false);
  const stop = useWrite(() => call(c.unsubscribe, { query: { token } }), {
    onSuccess: () => setDone(true),
  });
  const what = info.data?.channel === 'sms' ? 'text messages' : 'e-mails';
  const off = done || info.data?.unsubscribed === true;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Unsubscribe
        </Typography>
        {!token && (
          <Alert severity="error">
            This link is not complete. Use the link from the message you received.
          </Alert>
        )}
        {info.error && <Alert severity="error">{info.error.message}</Alert>}
        {token && !info.data && !info.error && <Skeleton variant="rounded" height={120} />}
        {info.data && !off && (
          <>
            <Typography sx={{ mb: 3 }}>
              Stop marketing {what} from {info.data.salon}? Appointment confirmations and reminders
              still come.
            </Typography>
            {stop.error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {stop.error.message}
              </Alert>
            )}
            <Button variant="contained" disabled={stop.isPending} onClick={() => stop.mutate()}>
              Unsubscribe from {info.data.salon}
            </Button>
          </>
        )}
        {info.data && off && (
          <Alert severity="success" role="status">
            You won’t get marketing {what} from {info.data.salon} again. Appointment confirmations
            and reminders still come.
          </Alert>
        )}
      </Paper>
    </Box>
  );
}
