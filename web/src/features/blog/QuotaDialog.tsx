// A salon's monthly allowance of batch drafts (blog-empire-control).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_BATCH_QUOTA, type NetworkBlog, ZQuotaInput } from '@chairside/core/blog-network';
import { empireCalls } from '../../lib/data/blog-empire';
import { messageOf } from './admin-lists';

export function QuotaDialog({
  blog,
  defaultQuota,
  onClose,
}: {
  blog: NetworkBlog | null;
  defaultQuota: number;
  onClose: () => void;
}) {
  return (
    <Dialog open={!!blog} onClose={onClose} fullWidth maxWidth="xs">
      {blog && (
        <QuotaForm key={blog.orgId} blog={blog} defaultQuota={defaultQuota} onClose={onClose} />
      )}
    </Dialog>
  );
}

function QuotaForm({
  blog,
  defaultQuota,
  onClose,
}: {
  blog: NetworkBlog;
  defaultQuota: number;
  onClose: () => void;
}) {
  const [custom, setCustom] = useState(blog.batch.custom);
  const [value, setValue] = useState(String(blog.batch.quota));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZQuotaInput.safeParse({ batch_quota: custom ? Number(value) : null });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Not valid');
    setBusy(true);
    try {
      await empireCalls.quota(blog.orgId, parsed.data.batch_quota);
      onClose();
    } catch (err) {
      setProblem(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <DialogTitle>Batch drafts for {blog.name}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          How many posts the salon may have written at once each month. {blog.batch.used} used this
          month. Posts written one at a time do not count.
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={!custom} onChange={(e) => setCustom(!e.target.checked)} />}
          label={`The platform's default (${defaultQuota} a month)`}
        />
        <TextField
          label="Drafts a month"
          type="number"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          disabled={!custom}
          slotProps={{ htmlInput: { min: 0, max: MAX_BATCH_QUOTA, inputMode: 'numeric' } }}
          error={!!problem}
          fullWidth
          sx={{ mt: 1 }}
        />
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          Save allowance
        </Button>
      </DialogActions>
    </form>
  );
}
