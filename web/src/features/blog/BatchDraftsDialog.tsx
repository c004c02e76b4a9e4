// "Write drafts": a post on each of a list of topics (typed, or picked from
// suggestions made from the salon's services and the season), written through
// the AI layer: the connected model, or the built-in writer from the salon's
// own facts. They arrive as drafts for review unless the owner chose otherwise.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZBatchInput } from '@chairside/core/blog';
import { fieldErrorsOf } from '../../lib/api/api-client';
import { useAiStatus } from '../../lib/data/ai';
import { useBlogCalls, useTopicSuggestions } from '../../lib/data/blog';

export function BatchDraftsDialog({
  orgId,
  canPublish,
  onClose,
  onDone,
}: {
  orgId: string;
  canPublish: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const suggestions = useTopicSuggestions(true);
  const status = useAiStatus(orgId);
  const { batch } = useBlogCalls();
  const [text, setText] = useState('');
  const [publish, setPublish] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const topics = text
    .split('\n')
    .map((t) => t.trim())
    .filter(Boolean);
  const add = (topic: string) =>
    setText((t) =>
      t.split('\n').includes(topic) ? t : `${t.trim()}${t.trim() ? '\n' : ''}${topic}`,
    );
  const write = async () => {
    const input = { topics, writer: 'auto' as const, publish };
    const check = ZBatchInput.safeParse(input);
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? 'Check the topics');
      return;
    }
    setError(null);
    setWorking(true);
    try {
      const answer = await batch(input);
      const by =
        answer.writer === 'model'
          ? `the AI model ${answer.provider}`
          : 'Chairside’s built-in writer from your salon’s details';
      onDone(
        `${answer.posts.length} ${publish ? 'posts published' : 'drafts written'} by ${by}.${answer.removed ? ` The fact check took out ${answer.removed} sentences.` : ''} Read each before it goes live.`,
      );
    } catch (err) {
      setError(
        fieldErrorsOf(err)[0]?.message ??
          (err instanceof Error ? err.message : 'The drafts could not be written.'),
      );
    } finally {
      setWorking(false);
    }
  };
  return (
    <Dialog
      open
      onClose={working ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="batch-title"
    >
      <DialogTitle id="batch-title">Write drafts</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            label="Topics, one per line"
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={4}
            helperText={`${topics.length} of at most 20`}
            disabled={working}
          />
          {suggestions.data && suggestions.data.topics.length > 0 && (
            <Stack sx={{ gap: 1 }}>
              <Typography variant="subtitle2" component="h3">
                Suggested from your services and the season
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {suggestions.data.topics.map((t) => (
                  <Chip
                    key={t}
                    label={t}
                    onClick={() => add(t)}
                    disabled={working}
                    variant="outlined"
                  />
                ))}
              </Stack>
            </Stack>
          )}
          {canPublish && (
            <FormControlLabel
              control={
                <Checkbox checked={publish} onChange={(e) => setPublish(e.target.checked)} />
              }
              label="Publish them at once (otherwise each waits as a draft for you to review)"
            />
          )}
          <Typography variant="body2" color="text.secondary">
            {status.data?.configured
              ? `Written by the AI model ${status.data.provider}, from your salon’s details; every price, time and name is checked against them.`
              : `Written by Chairside’s built-in writer from your salon’s details: your services, prices, team and hours. It never invents a fact. ${status.data?.setup ?? ''}`}
          </Typography>
          {working && <LinearProgress aria-label="Writing the drafts" />}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={working}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void write()}
          disabled={working || topics.length === 0}
        >
          {topics.length > 1 ? `Write ${topics.length} drafts` : 'Write the draft'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
