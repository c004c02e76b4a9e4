import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { MySalonNotifications } from '@chairside/core/contracts/notifications';
import { NOTIFICATION_KIND_LABELS } from '@chairside/core/notifications';
import { updateMyPreferences, useMyNotifications } from '../../lib/data/notifications';
import { PageFrame } from '../../ui/PageFrame';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** A person's own notifications: what each salon sent them, and how they want to hear from it. */
export function MyNotifications() {
  const mine = useMyNotifications();
  return (
    <PageFrame
      title="Notifications"
      subtitle="Reminders and messages from your salons, and how they reach you"
      maxWidth={900}
    >
      {mine.isError && <Alert severity="error">{mine.error.message}</Alert>}
      {mine.isPending && <Skeleton height={240} />}
      {mine.data?.salons.length === 0 && (
        <Typography color="text.secondary">
          Nothing here yet. When you book with a salon while signed in, its reminders and messages
          to you are listed here, and you choose how they reach you.
        </Typography>
      )}
      <Stack spacing={3}>
        {mine.data?.salons.map((s) => (
          <SalonCard key={s.orgId} salon={s} />
        ))}
      </Stack>
    </PageFrame>
  );
}

function SalonCard({ salon }: { salon: MySalonNotifications }) {
  const [transactional, setTransactional] = useState(salon.transactional);
  const [marketing, setMarketing] = useState(salon.marketing);
  const [state, setState] = useState<{ busy?: boolean; saved?: boolean; error?: string }>({});
  const dirty =
    JSON.stringify([transactional, marketing]) !==
    JSON.stringify([salon.transactional, salon.marketing]);
  const save = async () => {
    setState({ busy: true });
    try {
      await updateMyPreferences(salon.orgId, transactional, marketing);
      setState({ saved: true });
    } catch (e) {
      setState({ error: e instanceof Error ? e.message : 'Your choices could not be saved.' });
    }
  };
  const toggle = (label: string, checked: boolean, onChange: (value: boolean) => void) => (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(e) => onChange(e.target.checked)} />}
      label={label}
    />
  );
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {salon.salonName}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3, mb: 2 }}>
          <FormGroup>
            <FormLabel component="legend">About your appointments</FormLabel>
            {toggle('E-mail', transactional.email, (email) =>
              setTransactional({ ...transactional, email }),
            )}
            {toggle('Text messages', transactional.sms, (sms) =>
              setTransactional({ ...transactional, sms }),
            )}
          </FormGroup>
          <FormGroup>
            <FormLabel component="legend">Offers and news</FormLabel>
            {toggle('E-mail', marketing.email, (email) => setMarketing({ ...marketing, email }))}
            {toggle('Text messages', marketing.sms, (sms) => setMarketing({ ...marketing, sms }))}
          </FormGroup>
        </Stack>
        {state.error && <Alert severity="error">{state.error}</Alert>}
        {state.saved && !dirty && <Alert severity="success">Saved.</Alert>}
        <Box sx={{ mb: 2 }}>
          <Button variant="contained" disabled={!dirty || state.busy} onClick={() => void save()}>
            Save choices
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          You can also reply STOP to any text to stop texts.
        </Typography>
        {salon.notifications.length > 0 && (
          <List dense aria-label={`From ${salon.salonName}`}>
            {salon.notifications.map((n) => (
              <ListItem key={n.id} divider disableGutters>
                <ListItemText
                  primary={`${NOTIFICATION_KIND_LABELS[n.kind]} by ${n.channel === 'email' ? 'e-mail' : 'text'}`}
                  secondary={
                    n.status === 'sent' && n.sentAt
                      ? `Sent ${when(n.sentAt)}`
                      : n.status === 'queued'
                        ? `Due ${when(n.sendAt)}`
                        : `Not sent: ${n.reason || 'see the salon'}`
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
