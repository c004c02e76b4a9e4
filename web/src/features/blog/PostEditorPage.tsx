// The post editor (spec, second document, sections 2.3, 5, 8 and 9):
// /new-blog-post and /blog-admin/posts/new create; /edit-blog-post/{id},
// /edit-blog-post?id= and /blog-admin/posts/edit/{id} edit.
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Link as RouterLink,
  Navigate,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EDITOR_TEXTS,
  blogPaths,
  slugify,
  type BlogAuthor,
  type BlogCategory,
  type BlogTag,
  type Post,
  type RichTextDoc,
} from '@chairside/core/blog-view';
import { ZPostInput, type PostInput } from '@chairside/core/blog';
import { ApiRequestError } from '../../lib/api/api-client';
import { useApi } from '../../lib/api/query';
import {
  createPost,
  getPost,
  listAuthors,
  listCategories,
  listPosts,
  listTags,
  updatePost,
  useBlogRole,
} from '../../lib/data/blog';
import { PageFrame } from '../../ui/PageFrame';
import { BlogContentEditor } from './BlogContentEditor';

interface Lists {
  categories: BlogCategory[];
  tags: BlogTag[];
  authors: BlogAuthor[];
  /** Slugs already used, by post id: the create screen checks against these. */
  slugs: Map<string, string>;
}

interface Form {
  title: string;
  slug: string;
  excerpt: string;
  doc: RichTextDoc;
  html: string;
  featured_image: string;
  status: 'draft' | 'published';
  author_id: string;
  is_featured: boolean;
  categories: string[];
  tags: string[];
  /** Local 'yyyy-MM-ddTHH:mm' for the date field; empty: now, on publishing. */
  publish_at: string;
}

const EMPTY: Form = {
  title: '',
  slug: '',
  excerpt: '',
  doc: { type: 'doc', content: [] },
  html: '',
  featured_image: '',
  status: 'draft',
  author_id: '',
  is_featured: false,
  categories: [],
  tags: [],
  publish_at: '',
};

const toLocalInput = (iso: string) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const formOf = (p: Post): Form => ({
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt,
  doc: p.content,
  html: p.html_content,
  featured_image: p.featured_image,
  status: p.status === 'draft' ? 'draft' : 'published',
  author_id: p.author_id,
  is_featured: p.is_featured,
  categories: p.categories,
  tags: p.tags,
  publish_at: p.status === 'scheduled' ? toLocalInput(p.published_at) : '',
});

export default function PostEditorPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const role = useBlogRole();
  const id = params['postId'] ?? search.get('id') ?? '';
  const path = window.location.pathname;
  const editing = /^\/(edit-blog-post|editblogpost|blog-admin\/posts\/edit)/.test(path);
  if (editing && !id) return <Navigate to={blogPaths.admin} replace />;
  if (role === 'loading') return <LinearProgress aria-label="Loading" />;
  if (role !== 'editor' && role !== 'super-admin')
    return (
      <PageFrame title={editing ? EDITOR_TEXTS.editTitle : EDITOR_TEXTS.createTitle}>
        <Alert severity="info">
          Only platform administrators and blog editors can write posts.
        </Alert>
      </PageFrame>
    );
  return <Editor key={id || 'new'} id={editing ? id : ''} />;
}

function Editor({ id }: { id: string }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<Form | null>(id ? null : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const location = useLocation();
  const justCreated = (location.state as { created?: boolean } | null)?.created === true;
  const [toast, setToast] = useState<{ ok: boolean; text: string } | null>(
    justCreated ? { ok: true, text: EDITOR_TEXTS.created } : null,
  );
  const [slugCheck, setSlugCheck] = useState<{ slug: string; taken: boolean } | null>(null);
  const original = useRef<string>('');

  // What the form chooses from, and the post being edited: asked for afresh each time.
  const loaded = useApi(
    ['blog', 'editor', id],
    async () => {
      const [c, t, a, posts, post] = await Promise.all([
        listCategories(),
        listTags(),
        listAuthors(),
        listPosts('all'),
        id ? getPost(id) : null,
      ]);
      const lists: Lists = {
        categories: c.categories,
        tags: t.tags,
        authors: a.authors,
        slugs: new Map(posts.posts.map((p) => [p.id, p.slug])),
      };
      return { lists, post: post?.post ?? null };
    },
    { staleTime: 0, gcTime: 0, refetchOnReconnect: false },
  );
  const lists = loaded.data?.lists ?? null;
  const loadError = loaded.isError ? EDITOR_TEXTS.loadFailed : null;
  const loadedPost = loaded.data?.post ?? null;
  // The form starts from the post once; later answers never overwrite what is being typed.
  useEffect(() => {
    if (!loadedPost || original.current) return;
    const f = formOf(loadedPost);
    original.current = JSON.stringify(f);
    setForm(f);
  }, [loadedPost]);
  // A failed load is also said in the toast, until it is closed.
  const [loadToastClosed, setLoadToastClosed] = useState(false);
  const shownToast =
    toast ?? (loadError && !loadToastClosed ? { ok: false, text: loadError } : null);
  const closeToast = () => {
    setToast(null);
    setLoadToastClosed(true);
  };

  const takenBy = useMemo(() => {
    const map = new Map<string, string>();
    for (const [postId, slug] of lists?.slugs ?? []) if (postId !== id) map.set(slug, postId);
    return map;
  }, [lists, id]);

  // Create mode: the slug is checked 500 ms after typing stops (spec, section 5).
  const effectiveSlug = form ? form.slug || slugify(form.title) : '';
  useEffect(() => {
    if (id || !effectiveSlug || !lists) return;
    const timer = setTimeout(
      () => setSlugCheck({ slug: effectiveSlug, taken: takenBy.has(effectiveSlug) }),
      500,
    );
    return () => clearTimeout(timer);
  }, [effectiveSlug, id, lists, takenBy]);
  const check = slugCheck && slugCheck.slug === effectiveSlug && !id ? slugCheck : null;

  if (loadError && !form) {
    return (
      <PageFrame title={EDITOR_TEXTS.editTitle}>
        <Alert
          severity="error"
          action={
            <Button component={RouterLink} to={blogPaths.admin} color="inherit">
              Back
            </Button>
          }
        >
          {loadError}
        </Alert>
      </PageFrame>
    );
  }
  if (!form || !lists) return <LinearProgress aria-label="Loading the post" />;

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => (f ? { ...f, [key]: value } : f));
    if (errors[key as string]) setErrors((e) => ({ ...e, [key as string]: '' }));
  };
  const toggle = (key: 'categories' | 'tags', slug: string) =>
    set(key, form[key].includes(slug) ? form[key].filter((s) => s !== slug) : [...form[key], slug]);

  const save = async () => {
    const input: PostInput = {
      title: form.title,
      slug: form.slug,
      excerpt: form.excerpt,
      content: form.doc,
      html_content: form.html,
      author_id: form.author_id,
      featured_image: form.featured_image,
      categories: form.categories,
      tags: form.tags,
      status: form.status,
      is_featured: form.is_featured,
      published_at:
        form.status === 'published' && form.publish_at
          ? new Date(form.publish_at).toISOString()
          : '',
    };
    const parsed = ZPostInput.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'html_content' ? 'content' : String(issue.path[0]);
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first =
        [found['title'], found['content'], found['author_id']].find(Boolean) ??
        Object.values(found)[0];
      setToast({ ok: false, text: first ?? EDITOR_TEXTS.saveFailed });
      return;
    }
    // An auto-generated slug that is already used blocks the save (spec, section 5).
    if (!form.slug && takenBy.has(parsed.data.slug)) {
      const text = EDITOR_TEXTS.duplicateOnSave(parsed.data.slug);
      setErrors({ slug: text });
      setToast({ ok: false, text });
      return;
    }
    setSaving(true);
    try {
      if (id) {
        const res = await updatePost(id, input);
        original.current = JSON.stringify(formOf(res.post));
        setForm(formOf(res.post));
        setToast({ ok: true, text: EDITOR_TEXTS.updated });
      } else {
        const res = await createPost(input);
        navigate(blogPaths.editPost(res.id), { state: { created: true } });
      }
    } catch (err) {
      if (err instanceof ApiRequestError) {
        const details = (err.body as { error?: { details?: { path: string; message: string }[] } })
          ?.error?.details;
        if (Array.isArray(details))
          setErrors(
            Object.fromEntries(
              details.map((d) => [d.path === 'html_content' ? 'content' : d.path, d.message]),
            ),
          );
        setToast({ ok: false, text: err.status === 409 ? err.message : EDITOR_TEXTS.saveFailed });
      } else setToast({ ok: false, text: EDITOR_TEXTS.saveFailed });
    } finally {
      setSaving(false);
    }
  };

  const future =
    form.status === 'published' && form.publish_at && new Date(form.publish_at) > new Date();
  return (
    <PageFrame
      title={id ? EDITOR_TEXTS.editTitle : EDITOR_TEXTS.createTitle}
      maxWidth={1100}
      actions={
        <>
          <Button component={RouterLink} to={blogPaths.admin} disabled={saving}>
            Cancel
          </Button>
          {id && form.status === 'published' && !future && (
            <Button href={blogPaths.post(form.slug)} variant="outlined">
              View post
            </Button>
          )}
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {saving ? EDITOR_TEXTS.saving : EDITOR_TEXTS.save}
          </Button>
        </>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 } }}
          component="section"
          aria-labelledby="post-content"
        >
          <Typography variant="h6" component="h2" id="post-content" gutterBottom>
            Post Content
          </Typography>
          <Stack sx={{ gap: 2 }}>
            <TextField
              label="Title"
              value={form.title}
              onChange={(e) => set('title', e.target.value)}
              error={!!errors['title']}
              helperText={errors['title']}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              label="Slug"
              value={form.slug}
              placeholder={slugify(form.title)}
              onChange={(e) => {
                set('slug', e.target.value.toLowerCase());
              }}
              error={!!errors['slug'] || !!check?.taken}
              helperText={
                errors['slug'] ||
                (check
                  ? check.taken
                    ? EDITOR_TEXTS.slugTaken
                    : EDITOR_TEXTS.slugFree
                  : undefined) ||
                `The address: ${blogPaths.post(effectiveSlug || 'your-post')}`
              }
              slotProps={{
                formHelperText: { sx: check && !check.taken ? { color: 'success.main' } : {} },
              }}
              fullWidth
            />
            {check?.taken && (
              <Alert severity="warning">
                <AlertTitle>{EDITOR_TEXTS.duplicateTitle}</AlertTitle>
                {EDITOR_TEXTS.duplicateBody}
              </Alert>
            )}
            <TextField
              label="Excerpt"
              value={form.excerpt}
              onChange={(e) => set('excerpt', e.target.value)}
              error={!!errors['excerpt']}
              helperText={
                errors['excerpt'] ??
                'Shown on cards and in search results. Leave empty to use the start of the post.'
              }
              multiline
              rows={3}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <BlogContentEditor
              initial={form.doc}
              error={errors['content']}
              onChange={(v) => {
                setForm((f) => (f ? { ...f, doc: v.doc, html: v.html } : f));
                if (errors['content']) setErrors((e) => ({ ...e, content: '' }));
              }}
            />
          </Stack>
        </Paper>
        <Stack sx={{ gap: 3 }}>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="post-image">
            <Typography variant="h6" component="h2" id="post-image" gutterBottom>
              Featured Image
            </Typography>
            <TextField
              label="Image URL"
              value={form.featured_image}
              onChange={(e) => set('featured_image', e.target.value.trim())}
              error={!!errors['featured_image']}
              helperText={errors['featured_image'] ?? 'https://… (1200 × 630 looks best)'}
              fullWidth
            />
            {form.featured_image && !errors['featured_image'] && (
              <Box
                component="img"
                src={form.featured_image}
                alt="Preview of the featured image"
                sx={{
                  mt: 1.5,
                  width: '100%',
                  aspectRatio: '1200 / 630',
                  objectFit: 'cover',
                  borderRadius: 1,
                }}
              />
            )}
          </Paper>
          <Paper
            variant="outlined"
            sx={{ p: 2 }}
            component="section"
            aria-labelledby="post-settings"
          >
            <Typography variant="h6" component="h2" id="post-settings" gutterBottom>
              Post Settings
            </Typography>
            <Stack sx={{ gap: 2 }}>
              <FormControl fullWidth>
                <InputLabel id="post-status">Status</InputLabel>
                <Select
                  labelId="post-status"
                  label="Status"
                  value={form.status}
                  onChange={(e) => set('status', e.target.value as Form['status'])}
                >
                  <MenuItem value="draft">Draft</MenuItem>
                  <MenuItem value="published">Published</MenuItem>
                </Select>
              </FormControl>
              {form.status === 'published' && (
                <TextField
                  label="Publish at"
                  type="datetime-local"
                  value={form.publish_at}
                  onChange={(e) => set('publish_at', e.target.value)}
                  helperText={
                    future
                      ? 'Scheduled: it goes live at this time.'
                      : 'Leave empty to publish when you save, or pick a later time.'
                  }
                  slotProps={{ inputLabel: { shrink: true } }}
                  fullWidth
                />
              )}
              <FormControl fullWidth error={!!errors['author_id']}>
                <InputLabel id="post-author">Author</InputLabel>
                <Select
                  labelId="post-author"
                  label="Author"
                  value={form.author_id}
                  onChange={(e) => set('author_id', e.target.value)}
                >
                  {lists.authors.map((a) => (
                    <MenuItem key={a.id} value={a.id}>
                      {a.name}
                    </MenuItem>
                  ))}
                </Select>
                <FormHelperText>
                  {errors['author_id'] ??
                    (lists.authors.length === 0 ? 'Add an author in the blog admin first.' : ' ')}
                </FormHelperText>
              </FormControl>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={form.is_featured}
                    onChange={(e) => set('is_featured', e.target.checked)}
                  />
                }
                label="Featured Post"
              />
            </Stack>
          </Paper>
          <Paper
            variant="outlined"
            sx={{ p: 2 }}
            component="section"
            aria-labelledby="post-taxonomy"
          >
            <Typography variant="h6" component="h2" id="post-taxonomy" gutterBottom>
              Categories and Tags
            </Typography>
            <Typography variant="subtitle2" component="h3">
              Categories
            </Typography>
            {lists.categories.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {EDITOR_TEXTS.noCategories}
              </Typography>
            ) : (
              <FormGroup aria-label="Categories">
                {lists.categories.map((c) => (
                  <FormControlLabel
                    key={c.id}
                    control={
                      <Checkbox
                        checked={form.categories.includes(c.slug)}
                        onChange={() => toggle('categories', c.slug)}
                      />
                    }
                    label={c.name}
                  />
                ))}
              </FormGroup>
            )}
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              Tags
            </Typography>
            {lists.tags.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {EDITOR_TEXTS.noTags}
              </Typography>
            ) : (
              <FormGroup aria-label="Tags" sx={{ flexDirection: 'row' }}>
                {lists.tags.map((t) => (
                  <FormControlLabel
                    key={t.id}
                    control={
                      <Checkbox
                        checked={form.tags.includes(t.slug)}
                        onChange={() => toggle('tags', t.slug)}
                      />
                    }
                    label={t.name}
                  />
                ))}
              </FormGroup>
            )}
          </Paper>
        </Stack>
      </Box>
      <Snackbar
        open={shownToast !== null}
        autoHideDuration={5000}
        onClose={closeToast}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {shownToast ? (
          <Alert
            severity={shownToast.ok ? 'success' : 'error'}
            variant="filled"
            onClose={closeToast}
          >
            {shownToast.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </PageFrame>
  );
}
