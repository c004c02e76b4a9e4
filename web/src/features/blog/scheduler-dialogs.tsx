// The content scheduler's dialogs: a post's new day and time (the keyboard's
// and the phone's way to do what dragging does), and a topic for the plan.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ZPlanInput, type PlanInput } from '@chairside/core/blog';
import type { Post } from '@chairside/core/blog-view';
import { localParts } from '@chairside/core/zoned-time';
import { fieldErrorsOf } from '../../lib/api/api-client';

export function RescheduleDialog({
  post,
  zone,
  today,
  onClose,
  onSave,
}: {
  post: Post;
  zone: string;
  today: string;
  onClose: () => void;
  onSave: (date: string, time: string) => Promise<void>;
}) {
  const now = post.published_at ? localParts(Date.parse(post.published_at), zone) : null;
  const [date, setDate] = useState(now && now.date >= today ? now.date : today);
  const [time, setTime] = useState(now?.time ?? '09:00');
  const [saving, setSaving] = useState(false);
  return (
    <Dialog open onClose={onClose} aria-labelledby="reschedule-title">
      <DialogTitle id="reschedule-title">
        {post.status === 'draft' ? 'Schedule' : 'Move'} “{post.title}”
      </DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, pt: 1 }}>
          <TextField
            type="date"
            label="Day"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
          />
          <TextField
            type="time"
            label={`Time (${zone})`}
            value={time}
            onChange={(e) => setTime(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={saving || !date || !time}
          onClick={() => {
            setSaving(true);
            void onSave(date, time).finally(() => setSaving(false));
          }}
        >
          Schedule
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function TopicDialog({
  initialDate,
  onClose,
  onSave,
}: {
  initialDate: string;
  onClose: () => void;
  onSave: (input: PlanInput) => Promise<void>;
}) {
  const [form, setForm] = useState({ topic: '', target_date: initialDate, notes: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = async () => {
    const check = ZPlanInput.safeParse(form);
    if (!check.success) {
      setErrors(Object.fromEntries(check.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await onSave(form);
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.path, f.message])));
      else setFailure(err instanceof Error ? err.message : 'The topic could not be saved.');
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="topic-title" fullWidth maxWidth="sm">
      <DialogTitle id="topic-title">Plan a topic</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            label="Topic"
            value={form.topic}
            onChange={(e) => setForm({ ...form, topic: e.target.value })}
            error={!!errors['topic']}
            helperText={errors['topic'] ?? 'What the post is about, such as “Summer hair care”'}
            required
            autoFocus
          />
          <TextField
            type="date"
            label="Publish by"
            value={form.target_date}
            onChange={(e) => setForm({ ...form, target_date: e.target.value })}
            error={!!errors['target_date']}
            helperText={errors['target_date']}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Notes"
            value={form.notes}
            onChange={(e) => setForm({ ...form, notes: e.target.value })}
            error={!!errors['notes']}
            helperText={errors['notes'] ?? 'Ideas for the post (optional): they start its draft'}
            multiline
            minRows={2}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()}>
          Add to plan
        </Button>
      </DialogActions>
    </Dialog>
  );
}
