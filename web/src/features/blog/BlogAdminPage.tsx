// /blog-admin (and /blog-management): the blog's posts, categories, tags,
// authors, editors and the sample-content tool, for super-admins and the
// blog editors they choose.
import { useCallback, useState, type FormEvent } from 'react';
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
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { blogDate, blogPaths, slugify, type Post } from '@chairside/core/blog-view';
import { ZAuthorInput, ZCategoryInput, ZTagInput } from '@chairside/core/blog';
import { ApiRequestError } from '../../lib/api/api-client';
import { useApi, type ApiKey } from '../../lib/api/query';
import {
  createAuthor,
  createCategory,
  createTag,
  deletePost,
  deleteTaxonomy,
  listAuthors,
  listCategories,
  listEditors,
  listPosts,
  listTags,
  setEditor,
  useBlogRole,
} from '../../lib/data/blog';
import { PageFrame } from '../../ui/PageFrame';
import { SeedTool } from './SeedTool';

type TabName = 'posts' | 'categories' | 'tags' | 'authors' | 'editors' | 'sample';

const messageOf = (err: unknown) =>
  err instanceof ApiRequestError || err instanceof Error ? err.message : 'Something went wrong.';

export default function BlogAdminPage() {
  const role = useBlogRole();
  const [tab, setTab] = useState<TabName>('posts');
  if (role === 'loading') return <LinearProgress aria-label="Loading" />;
  if (role !== 'editor' && role !== 'super-admin') {
    return (
      <PageFrame title="Blog admin">
        <Alert severity="info">
          Only platform administrators and the blog editors they choose can manage the blog.{' '}
          <Link component={RouterLink} to={blogPaths.home}>
            Read the blog
          </Link>
        </Alert>
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title="Blog admin"
      subtitle="Posts, categories, tags and authors of the Chairside blog"
      actions={
        <>
          <Button component="a" href={blogPaths.home} variant="outlined">
            View blog
          </Button>
          <Button component={RouterLink} to={blogPaths.newPost} variant="contained">
            New post
          </Button>
        </>
      }
    >
      <Tabs
        value={tab}
        onChange={(_, v: TabName) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Blog admin sections"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="posts" label="Posts" />
        <Tab value="categories" label="Categories" />
        <Tab value="tags" label="Tags" />
        <Tab value="authors" label="Authors" />
        {role === 'super-admin' && <Tab value="editors" label="Editors" />}
        <Tab value="sample" label="Sample content" />
      </Tabs>
      {tab === 'posts' && <PostsTab />}
      {tab === 'categories' && <TaxonomyTab kind="categories" />}
      {tab === 'tags' && <TaxonomyTab kind="tags" />}
      {tab === 'authors' && <AuthorsTab />}
      {tab === 'editors' && <EditorsTab />}
      {tab === 'sample' && <SeedTool />}
    </PageFrame>
  );
}

/** An editors' list through the query cache; `refresh` asks again after a change. */
function useLoad<T>(key: ApiKey, load: () => Promise<T>) {
  const { data, error, refetch } = useApi(['blog', 'admin', ...key], load);
  const refresh = useCallback(() => void refetch(), [refetch]);
  return { data, error: error ? messageOf(error) : undefined, refresh };
}

const statusChip = (p: Post) =>
  p.status === 'published' ? (
    <Chip size="small" color="success" label="Published" />
  ) : p.status === 'scheduled' ? (
    <Chip size="small" color="info" label={`Scheduled · ${blogDate(p.published_at)}`} />
  ) : (
    <Chip size="small" label="Draft" />
  );

function PostsTab() {
  const { data, error, refresh } = useLoad(['posts'], () => listPosts('all'));
  const [removing, setRemoving] = useState<Post | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!data) return <LinearProgress aria-label="Loading posts" />;
  if (data.posts.length === 0)
    return (
      <Alert severity="info">
        No posts yet. Write one, or add the sample content from the Sample content tab.
      </Alert>
    );
  const remove = async () => {
    if (!removing) return;
    try {
      await deletePost(removing.id);
      setRemoving(null);
      refresh();
    } catch (err) {
      setFailure(messageOf(err));
    }
  };
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Posts">
          <TableHead>
            <TableRow>
              <TableCell>Title</TableCell>
              <TableCell>Status</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Date</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.posts.map((p) => (
              <TableRow key={p.id} hover>
                <TableCell sx={{ maxWidth: 420 }}>
                  <Link
                    component={RouterLink}
                    to={blogPaths.editPost(p.id)}
                    sx={{ fontWeight: 600 }}
                  >
                    {p.title || '(untitled)'}
                  </Link>
                  {p.is_featured && <Chip size="small" label="Featured" sx={{ ml: 1 }} />}
                  <Typography variant="body2" color="text.secondary" noWrap>
                    /blog/{p.slug}
                  </Typography>
                </TableCell>
                <TableCell>{statusChip(p)}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                  {blogDate(p.published_at || p.created_at)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {p.status === 'published' && (
                    <Button size="small" href={blogPaths.post(p.slug)}>
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

function TaxonomyTab({ kind }: { kind: 'categories' | 'tags' }) {
  const { data, error, refresh } = useLoad([kind], async () =>
    kind === 'categories'
      ? (await listCategories()).categories
      : (await listTags()).tags.map((t) => ({ ...t, post_count: undefined })),
  );
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const what = kind === 'categories' ? 'category' : 'tag';
  const add = async (e: FormEvent) => {
    e.preventDefault();
    const input = { name, slug, description };
    const check = (kind === 'categories' ? ZCategoryInput : ZTagInput).safeParse(input);
    if (!check.success) {
      setErrors(Object.fromEntries(check.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      if (kind === 'categories') await createCategory(input);
      else await createTag(input);
      setName('');
      setSlug('');
      setDescription('');
      refresh();
    } catch (err) {
      setFailure(messageOf(err));
    }
  };
  const remove = async (id: string) => {
    setFailure(null);
    try {
      await deleteTaxonomy(kind, id);
      refresh();
    } catch (err) {
      setFailure(messageOf(err));
    }
  };
  return (
    <Stack sx={{ gap: 2 }}>
      <Paper
        variant="outlined"
        component="form"
        onSubmit={(e) => void add(e)}
        sx={{ p: 2 }}
        noValidate
      >
        <Typography variant="h6" component="h2" gutterBottom>
          Add a {what}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!errors['name']}
            helperText={errors['name']}
            required
            fullWidth
          />
          <TextField
            label="Slug"
            value={slug}
            onChange={(e) => setSlug(e.target.value)}
            placeholder={slugify(name)}
            error={!!errors['slug']}
            helperText={errors['slug'] ?? 'Leave empty to use the name'}
            fullWidth
          />
        </Stack>
        <TextField
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={!!errors['description']}
          helperText={errors['description']}
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 2 }}
        />
        <Button type="submit" variant="contained" sx={{ mt: 2 }}>
          Add {what}
        </Button>
      </Paper>
      {failure && <Alert severity="error">{failure}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {!data ? (
        <LinearProgress aria-label={`Loading ${kind}`} />
      ) : data.length === 0 ? (
        <Alert severity="info">No {kind} yet.</Alert>
      ) : (
        <Paper variant="outlined">
          <List dense aria-label={kind}>
            {data.map((item) => (
              <ListItem
                key={item.id}
                secondaryAction={
                  <IconButton
                    aria-label={`Delete ${item.name}`}
                    onClick={() => void remove(item.id)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={
                    item.post_count === undefined ? item.name : `${item.name} (${item.post_count})`
                  }
                  secondary={item.description ? `${item.slug} · ${item.description}` : item.slug}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}

function AuthorsTab() {
  const { data, error, refresh } = useLoad(['authors'], async () => (await listAuthors()).authors);
  const [form, setForm] = useState({ name: '', bio: '', image_url: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const add = async (e: FormEvent) => {
    e.preventDefault();
    const check = ZAuthorInput.safeParse(form);
    if (!check.success) {
      setErrors(Object.fromEntries(check.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      await createAuthor(form);
      setForm({ name: '', bio: '', image_url: '' });
      refresh();
    } catch (err) {
      setFailure(messageOf(err));
    }
  };
  const remove = async (id: string) => {
    setFailure(null);
    try {
      await deleteTaxonomy('authors', id);
      refresh();
    } catch (err) {
      setFailure(messageOf(err));
    }
  };
  return (
    <Stack sx={{ gap: 2 }}>
      <Paper
        variant="outlined"
        component="form"
        onSubmit={(e) => void add(e)}
        sx={{ p: 2 }}
        noValidate
      >
        <Typography variant="h6" component="h2" gutterBottom>
          Add an author
        </Typography>
        <Stack sx={{ gap: 2 }}>
          <TextField
            label="Name"
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            error={!!errors['name']}
            helperText={errors['name']}
            required
          />
          <TextField
            label="Bio"
            value={form.bio}
            onChange={(e) => setForm({ ...form, bio: e.target.value })}
            error={!!errors['bio']}
            helperText={errors['bio']}
            multiline
            minRows={2}
          />
          <TextField
            label="Photo address"
            value={form.image_url}
            onChange={(e) => setForm({ ...form, image_url: e.target.value })}
            error={!!errors['image_url']}
            helperText={errors['image_url'] ?? 'An https:// image address (optional)'}
          />
        </Stack>
        <Button type="submit" variant="contained" sx={{ mt: 2 }}>
          Add author
        </Button>
      </Paper>
      {failure && <Alert severity="error">{failure}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {!data ? (
        <LinearProgress aria-label="Loading authors" />
      ) : (
        <Paper variant="outlined">
          <List dense aria-label="Authors">
            {data.map((a) => (
              <ListItem
                key={a.id}
                secondaryAction={
                  <IconButton aria-label={`Delete ${a.name}`} onClick={() => void remove(a.id)}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemText primary={a.name} secondary={a.bio || a.id} />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}

function EditorsTab() {
  const { data, error, refresh } = useLoad(['editors'], async () => (await listEditors()).editors);
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const change = async (address: string, grant: boolean) => {
    setFailure(null);
    try {
      await setEditor(address, grant);
      setEmail('');
      refresh();
    } catch (err) {
      setFailure(messageOf(err));
    }
  };
  return (
    <Stack sx={{ gap: 2 }}>
      <Paper
        variant="outlined"
        component="form"
        sx={{ p: 2 }}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void change(email.trim(), true);
        }}
      >
        <Typography variant="h6" component="h2" gutterBottom>
          Add a blog editor
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Blog editors write and publish posts and manage categories, tags and authors. They sign in
          again to pick up the role.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField
            label="E-mail address"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            fullWidth
          />
          <Button type="submit" variant="contained" sx={{ flex: 'none' }}>
            Make editor
          </Button>
        </Stack>
      </Paper>
      {failure && <Alert severity="error">{failure}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {!data ? (
        <LinearProgress aria-label="Loading editors" />
      ) : data.length === 0 ? (
        <Alert severity="info">No blog editors yet: only platform administrators write.</Alert>
      ) : (
        <Paper variant="outlined">
          <List dense aria-label="Blog editors">
            {data.map((e) => (
              <ListItem
                key={e.uid}
                secondaryAction={
                  <Button size="small" onClick={() => void change(e.email, false)}>
                    Remove
                  </Button>
                }
              >
                <ListItemText primary={e.email} />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <Box />
    </Stack>
  );
}
