// One salon blog's posts for the platform (blog-empire-control): each with
// its month's views and bookings; a live post can be taken down with a
// reason (the salon is told) or picked for the platform blog; a post its
// salon published again after moderation can be marked as looked at.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ZModerationInput, type NetworkBlog, type NetworkPost } from '@chairside/core/blog-network';
import { empireCalls, useNetworkPosts } from '../../lib/data/blog-empire';
import { messageOf } from './admin-lists';

const STATUS = { published: 'Live', scheduled: 'Scheduled', draft: 'Draft' } as const;

export function EmpirePostsDialog({
  blog,
  onClose,
}: {
  blog: NetworkBlog | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const posts = useNetworkPosts(blog?.orgId ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [takeDown, setTakeDown] = useState<NetworkPost | null>(null);
  const run = async (change: () => Promise<unknown>, said: string) => {
    setFailure(null);
    setDone(null);
    try {
      await change();
      setDone(said);
      await posts.refetch();
    } catch (err) {
      setFailure(messageOf(err));
    }
  };
  const orgId = blog?.orgId ?? '';
  return (
    <Dialog open={!!blog} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>Posts of {blog?.name}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Views and bookings over the last 30 days. Picked posts appear on the platform blog as
          links to the salon’s own site.
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        {done && (
          <Alert severity="success" role="status">
            {done}
          </Alert>
        )}
        {posts.error && <Alert severity="error">{messageOf(posts.error)}</Alert>}
        {!posts.data && !posts.error && <LinearProgress aria-label="Loading the posts" />}
        {posts.data?.posts.length === 0 && (
          <Alert severity="info">This blog has no posts any more.</Alert>
        )}
        <List aria-label={`Posts of ${blog?.name ?? ''}`}>
          {posts.data?.posts.map((p) => (
            <ListItem key={p.id} divider sx={{ display: 'block', px: 0 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {p.url ? (
                      <Link href={p.url} target="_blank" rel="noopener">
                        {p.title || '(untitled)'}
                      </Link>
                    ) : (
                      p.title || '(untitled)'
                    )}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {STATUS[p.status]}
                    {p.author_name ? ` · ${p.author_name}` : ''} · {p.views} views · {p.bookings}{' '}
                    bookings
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
                    {p.picked && <Chip size="small" color="primary" label="On the platform blog" />}
                    {p.moderation?.state === 'unpublished' && (
                      <Chip size="small" label="Taken down" />
                    )}
                    {p.moderation?.state === 'republished' && (
                      <Chip size="small" color="warning" label="Published again: look at it" />
                    )}
                  </Box>
                  {p.moderation && (
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      Reason given: {p.moderation.reason}
                    </Typography>
                  )}
                </Box>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                  {p.moderation?.state === 'republished' && (
                    <Button
                      size="small"
                      onClick={() =>
                        void run(
                          () => empireCalls.reviewed(orgId, p.id),
                          `“${p.title}” is marked as looked at.`,
                        )
                      }
                    >
                      Looked at
                    </Button>
                  )}
                  {p.status === 'published' && (
                    <Button
                      size="small"
                      onClick={() =>
                        void run(
                          () => empireCalls.pick(orgId, p.id, !p.picked),
                          p.picked
                            ? `“${p.title}” is off the platform blog.`
                            : `“${p.title}” is on the platform blog.`,
                        )
                      }
                    >
                      {p.picked ? 'Remove from platform blog' : 'Pick for platform blog'}
                    </Button>
                  )}
                  {p.status !== 'draft' && (
                    <Button size="small" color="error" onClick={() => setTakeDown(p)}>
                      Unpublish…
                    </Button>
                  )}
                </Stack>
              </Stack>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      <UnpublishDialog
        post={takeDown}
        onClose={() => setTakeDown(null)}
        onConfirm={(reason) =>
          run(
            async () => {
              const answer = await empireCalls.unpublish(orgId, takeDown!.id, reason);
              setTakeDown(null);
              return answer;
            },
            `“${takeDown?.title ?? ''}” is unpublished; the salon’s owner is told why.`,
          )
        }
      />
    </Dialog>
  );
}

function UnpublishDialog({
  post,
  onClose,
  onConfirm,
}: {
  post: NetworkPost | null;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZModerationInput.safeParse({ reason });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Not valid');
    setProblem(null);
    await onConfirm(parsed.data.reason);
    setReason('');
  };
  return (
    <Dialog open={!!post} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle>Unpublish “{post?.title}”</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            The post becomes a draft and leaves the salon’s site. The salon’s owner gets an e-mail
            with your reason, and the post’s editor shows it.
          </Typography>
          <TextField
            label="Reason the salon reads"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            error={!!problem}
            helperText={problem ?? `${reason.trim().length} of 500 characters`}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" color="error" variant="contained">
            Unpublish
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
