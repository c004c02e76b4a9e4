import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { queryClient } from '../../lib/api/query';
import { useSalonOverview } from '../../lib/data/workspace';

/**
 * Sample data for a salon trying the product: offered while the menu is
 * empty, and removable in one click while it is in. It is an import, so
 * removing it undoes exactly what it added.
 */
export function SampleDataCard({ orgId }: { orgId: string }) {
  const overview = useSalonOverview(orgId).data;
  const [confirm, setConfirm] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: async (action: 'add' | 'remove') => {
      // Loaded on the click: the dashboard's first visit stays without zod.
      const { changeDemoData } = await import('../../lib/data/demo-data');
      const view = await changeDemoData(orgId, action);
      if (action === 'add' && view.status !== 'done')
        throw new Error(view.error ?? 'The sample data did not finish. Try again.');
      return action;
    },
    onMutate: () => {
      setConfirm(false);
      setDone(null);
    },
    onSuccess: async (action) => {
      setDone(
        action === 'add'
          ? 'Added. Open the calendar, the clients or the shop to look around.'
          : 'Sample data removed. Everything you added yourself is still here.',
      );
      // Everything on screen may show samples: read it all again.
      await queryClient.invalidateQueries();
    },
  });
  const busy = change.isPending ? change.variables : null;
  const error = change.error ? change.error.message || 'That did not work. Try again.' : null;
  if (!overview || overview.sampleData === null) return null;
  const present = overview.sampleData;
  if (!present && overview.hasServices && !done) return null;

  return (
    <Card variant="outlined" component="section" aria-labelledby="sample-data-title" sx={{ mb: 2 }}>
      <CardContent>
        <Typography
          id="sample-data-title"
          variant="h6"
          component="h2"
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <ScienceOutlinedIcon color="primary" aria-hidden />
          {present ? 'Sample data is in' : 'Try Chairside with sample data'}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {present
            ? 'A sample team, menu, clients, products, two gift cards and five weeks of appointments fill the salon. Their names say Sample, Example, Demo or Trial. Remove them in one click when you are ready: what you added yourself stays.'
            : 'Fill the salon with a sample team, menu, clients, products, gift cards and appointments to see how the calendar, the clients and the shop look in use. Remove it all in one click.'}
        </Typography>
        {busy && (
          <LinearProgress
            sx={{ mt: 2 }}
            aria-label={busy === 'add' ? 'Adding sample data' : 'Removing sample data'}
          />
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} onClose={() => change.reset()}>
            {error}
          </Alert>
        )}
        {done && !busy && (
          <Alert severity="success" sx={{ mt: 2 }} role="status">
            {done}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {present ? (
          <Button variant="outlined" disabled={!!busy} onClick={() => setConfirm(true)}>
            Remove sample data
          </Button>
        ) : (
          <Button variant="contained" disabled={!!busy} onClick={() => change.mutate('add')}>
            Add sample data
          </Button>
        )}
      </CardActions>
      <Dialog open={confirm} onClose={() => setConfirm(false)}>
        <DialogTitle>Remove the sample data?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The sample team, services, clients, products, gift cards and appointments are removed,
            and anything they changed is put back. What you added yourself stays.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>Keep it</Button>
          <Button color="error" variant="contained" onClick={() => change.mutate('remove')}>
            Remove sample data
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
