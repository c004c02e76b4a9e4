import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fullName, mergeClients as preview, mergeDenial, searchKey } from '@chairside/core/clients';
import { mergeClients, useClients } from '../../lib/data/clients';
import type { ClientRecord } from '../../lib/data/converters';
import { useWrite } from '../../lib/api/write';
import { usePhoneFormat } from '../../app/workspace/use-phone-format';

/** Finds a duplicate of `primary` and folds it in, after showing what the result will be. */
export function MergeClientDialog({
  orgId,
  primary,
  owner,
  onClose,
}: {
  orgId: string;
  primary: ClientRecord;
  owner: string | null | 'all';
  onClose: () => void;
}) {
  const formatPhone = usePhoneFormat();
  const [typed, setTyped] = useState(fullName(primary));
  const [chosen, setChosen] = useState<ClientRecord | null>(null);
  const merging = useWrite(
    (duplicate: ClientRecord) => mergeClients(orgId, primary.id, duplicate.id),
    {
      onSuccess: onClose,
    },
  );
  const error = merging.error
    ? merging.error.message || 'The merge did not work. Please try again.'
    : null;
  const found = useClients(orgId, { search: searchKey(typed), owner, after: null });
  const candidates = found.items.filter((c) => c.id !== primary.id);
  const denial = chosen ? mergeDenial(primary, chosen) : null;
  const result = chosen && !denial ? preview(primary, chosen) : null;

  const confirm = () => {
    if (chosen) merging.mutate(chosen);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Merge a duplicate into {fullName(primary)}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The duplicate’s details fill any blanks, its tags, notes, visits and points are added, and
          then it is removed.
        </Typography>
        <TextField
          type="search"
          label="Find the duplicate"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setChosen(null);
          }}
          fullWidth
        />
        <List dense aria-label="Possible duplicates" sx={{ maxHeight: 240, overflowY: 'auto' }}>
          {candidates.map((c) => (
            <ListItemButton key={c.id} selected={chosen?.id === c.id} onClick={() => setChosen(c)}>
              <ListItemText
                primary={fullName(c)}
                secondary={
                  [c.phone && formatPhone(c.phone), c.email].filter(Boolean).join(' · ') ||
                  'No contact details'
                }
              />
            </ListItemButton>
          ))}
          {found.status === 'success' && candidates.length === 0 && (
            <Typography variant="body2" sx={{ p: 2 }}>
              No other client matches.
            </Typography>
          )}
        </List>
        {denial && <Alert severity="warning">{denial}</Alert>}
        {result && (
          <Alert severity="info" icon={false}>
            <strong>{fullName(result)}</strong> will keep{' '}
            {result.phone ? formatPhone(result.phone) : 'no phone'}
            {result.email ? `, ${result.email}` : ''}, {result.visitCount} visits and{' '}
            {result.loyaltyPoints} points
            {result.tags.length ? `, tagged ${result.tags.join(', ')}` : ''}.
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!result}
          loading={merging.isPending}
          onClick={confirm}
        >
          Merge
        </Button>
      </DialogActions>
    </Dialog>
  );
}
