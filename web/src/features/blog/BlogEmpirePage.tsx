// /blog-empire-control: every salon blog on the platform for its
// administrators: posts, readers and bookings over the last 30 days, the
// monthly allowance of batch drafts, and (per blog) its posts to moderate
// or pick for the platform blog.
import { useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { NetworkBlog } from '@chairside/core/blog-network';
import { formatMinorUnits } from '@chairside/core/money';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { useNetworkBlogs } from '../../lib/data/blog-empire';
import { Figures } from '../../ui/Figures';
import { PageFrame } from '../../ui/PageFrame';
import { messageOf } from './admin-lists';
import { EmpirePostsDialog } from './EmpirePostsDialog';
import { QuotaDialog } from './QuotaDialog';

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : 'Never';

export default function BlogEmpirePage() {
  const { superAdmin } = useWorkspace();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('md'));
  const [review, setReview] = useState(false);
  // The pages visited so far (each starts after the last salon of the one before).
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const after = cursors.at(-1);
  const list = useNetworkBlogs(after, review);
  const [open, setOpen] = useState<NetworkBlog | null>(null);
  const [quotaFor, setQuotaFor] = useState<NetworkBlog | null>(null);
  if (!superAdmin) return <Navigate to="/dashboard" replace />;
  const data = list.data;
  return (
    <PageFrame
      title="Blog network"
      subtitle="Every salon blog on the platform: posts, readers and bookings over the last 30 days."
      actions={
        <Button component={RouterLink} to="/blog-admin" variant="outlined">
          Platform blog admin
        </Button>
      }
    >
      {data && (
        <Figures
          items={[
            ['Salon blogs', data.totals.blogs],
            ['Posts live', data.totals.published],
            ['Batch drafts a month (default)', data.default_quota],
          ]}
        />
      )}
      <Tabs
        value={review ? 'review' : 'all'}
        onChange={(_, v: string) => {
          setReview(v === 'review');
          setCursors([undefined]);
        }}
        aria-label="Which blogs"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label="All blogs" />
        <Tab value="review" label="To look at again" />
      </Tabs>
      {list.error && <Alert severity="error">{messageOf(list.error)}</Alert>}
      {!data && !list.error && <LinearProgress aria-label="Loading the blogs" />}
      {data && data.blogs.length === 0 && (
        <Alert severity="info">
          {review
            ? 'No post is waiting: every post taken down is still down or was looked at.'
            : 'No salon has written a blog post yet.'}
        </Alert>
      )}
      {data && data.blogs.length > 0 && phone && (
        <Stack sx={{ gap: 1.5, p: 0, m: 0 }} component="ul" aria-label="Salon blogs">
          {data.blogs.map((b) => (
            <BlogCard key={b.orgId} blog={b} onPosts={setOpen} onQuota={setQuotaFor} />
          ))}
        </Stack>
      )}
      {data && data.blogs.length > 0 && !phone && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Salon blogs">
            <TableHead>
              <TableRow>
                <TableCell>Salon</TableCell>
                <TableCell align="right">Live</TableCell>
                <TableCell align="right">Scheduled</TableCell>
                <TableCell align="right">Drafts</TableCell>
                <TableCell>Last post</TableCell>
                <TableCell align="right">Views</TableCell>
                <TableCell align="right">Bookings</TableCell>
                <TableCell align="right">Booked value</TableCell>
                <TableCell>Batch drafts this month</TableCell>
                <TableCell>Manage</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.blogs.map((b) => (
                <TableRow key={b.orgId} hover>
                  <TableCell sx={{ minWidth: 160 }}>
                    {b.url ? (
                      <Link href={b.url} target="_blank" rel="noopener">
                        {b.name}
                      </Link>
                    ) : (
                      b.name
                    )}
                    <BlogChips blog={b} />
                  </TableCell>
                  <TableCell align="right">{b.posts.published}</TableCell>
                  <TableCell align="right">{b.posts.scheduled}</TableCell>
                  <TableCell align="right">{b.posts.draft}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(b.last_published_at)}</TableCell>
                  <TableCell align="right">{b.views.toLocaleString()}</TableCell>
                  <TableCell align="right">{b.bookings.toLocaleString()}</TableCell>
                  <TableCell align="right">{formatMinorUnits(b.revenue, b.currency)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {b.batch.used} of {b.batch.quota}
                    {b.batch.custom ? ' (set for this salon)' : ''}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <BlogActions blog={b} onPosts={setOpen} onQuota={setQuotaFor} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        {cursors.length > 1 && (
          <Button onClick={() => setCursors((c) => c.slice(0, -1))}>Previous blogs</Button>
        )}
        {data?.next && (
          <Button onClick={() => setCursors((c) => [...c, data.next ?? undefined])}>
            Next blogs
          </Button>
        )}
      </Box>
      <EmpirePostsDialog blog={open} onClose={() => setOpen(null)} />
      <QuotaDialog
        blog={quotaFor}
        defaultQuota={data?.default_quota ?? 0}
        onClose={() => setQuotaFor(null)}
      />
    </PageFrame>
  );
}

type Open = (blog: NetworkBlog) => void;

function BlogChips({ blog: b }: { blog: NetworkBlog }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
      {b.to_review > 0 && <Chip size="small" color="warning" label={`${b.to_review} to look at`} />}
      {b.moderated > 0 && <Chip size="small" label={`${b.moderated} taken down`} />}
      {b.picks > 0 && <Chip size="small" color="primary" label={`${b.picks} on platform blog`} />}
      {!b.url && <Chip size="small" variant="outlined" label="Site unpublished" />}
    </Box>
  );
}

function BlogActions({
  blog: b,
  onPosts,
  onQuota,
}: {
  blog: NetworkBlog;
  onPosts: Open;
  onQuota: Open;
}) {
  return (
    <>
      <Button size="small" aria-label={`Posts of ${b.name}`} onClick={() => onPosts(b)}>
        Posts
      </Button>
      <Button size="small" aria-label={`Allowance of ${b.name}`} onClick={() => onQuota(b)}>
        Allowance
      </Button>
    </>
  );
}

/** A blog on a phone: the table's row as a card. */
function BlogCard({
  blog: b,
  onPosts,
  onQuota,
}: {
  blog: NetworkBlog;
  onPosts: Open;
  onQuota: Open;
}) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {b.url ? (
          <Link href={b.url} target="_blank" rel="noopener">
            {b.name}
          </Link>
        ) : (
          b.name
        )}
      </Typography>
      <BlogChips blog={b} />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {b.posts.published} live · {b.posts.scheduled} scheduled · {b.posts.draft}{' '}
        {b.posts.draft === 1 ? 'draft' : 'drafts'} · last post {day(b.last_published_at)}
      </Typography>
      <Typography variant="body2">
        Last 30 days: {b.views.toLocaleString()} views, {b.bookings.toLocaleString()} bookings,{' '}
        {formatMinorUnits(b.revenue, b.currency)} booked
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Batch drafts this month: {b.batch.used} of {b.batch.quota}
        {b.batch.custom ? ' (set for this salon)' : ''}
      </Typography>
      <Box sx={{ mt: 1, ml: -1 }}>
        <BlogActions blog={b} onPosts={onPosts} onQuota={onQuota} />
      </Box>
    </Paper>
  );
}
