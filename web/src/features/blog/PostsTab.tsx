import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { blogDate, type Post } from '@chairside/core/blog-view';
import {
  useBlogAdminPaths,
  useBlogCalls,
  useEditorsPosts,
  useSalonBlog,
} from '../../lib/data/blog';
import { useChange, useLoad } from './admin-lists';

const statusChip = (p: Post) =>
  p.status === 'published' ? (
    <Chip size="small" color="success" label="Published" />
  ) : p.status === 'scheduled' ? (
    <Chip size="small" color="info" label={`Scheduled · ${blogDate(p.published_at)}`} />
  ) : p.moderation?.state === 'unpublished' ? (
    <Chip size="small" color="warning" label="Unpublished by the platform" />
  ) : (
    <Chip size="small" label="Draft" />
  );

export function PostsTab() {
  const { data, error, refresh } = useLoad(useEditorsPosts());
  const [removing, setRemoving] = useState<Post | null>(null);
  const { failure, run } = useChange(refresh);
  const { deletePost } = useBlogCalls();
  const paths = useBlogAdminPaths();
  const salon = useSalonBlog();
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!data) return <LinearProgress aria-label="Loading posts" />;
  if (data.length === 0)
    return (
      <Alert severity="info">
        {salon
          ? 'No posts yet. Write your first one: news, looks, care tips or a new service.'
          : 'No posts yet. Write one, or add the sample content from the Sample content tab.'}
      </Alert>
    );
  const remove = async () => {
    if (!removing) return;
    await run(
      () => deletePost(removing.id),
      () => setRemoving(null),
    );
  };
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Posts">
          <TableHead>
            <TableRow>
              <TableCell>Title</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Status</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Date</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((p) => (
              <TableRow key={p.id} hover>
                <TableCell sx={{ maxWidth: { xs: 220, sm: 420 } }}>
                  <Link component={RouterLink} to={paths.editPost(p.id)} sx={{ fontWeight: 600 }}>
                    {p.title || '(untitled)'}
                  </Link>
                  {p.is_featured && <Chip size="small" label="Featured" sx={{ ml: 1 }} />}
                  <Typography variant="body2" color="text.secondary" noWrap>
                    /blog/{p.slug}
                  </Typography>
                  {/* On a phone the status sits under the title: the table keeps to the screen. */}
                  <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>{statusChip(p)}</Box>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {statusChip(p)}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                  {blogDate(p.published_at || p.created_at)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {p.status === 'published' && (
                    <Button size="small" href={paths.post(p.slug)}>
                      View
                    </Button>
                  )}
                  <IconButton aria-label={`Delete ${p.title}`} onClick={() => setRemoving(p)}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Dialog open={removing !== null} onClose={() => setRemoving(null)}>
        <DialogTitle>Delete this post?</DialogTitle>
        <DialogContent>
          <Typography>
            “{removing?.title}” is removed from the blog for good. Readers following a link to it
            see that the post no longer exists.
          </Typography>
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>Keep it</Button>
          <Button color="error" variant="contained" onClick={() => void remove()}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
