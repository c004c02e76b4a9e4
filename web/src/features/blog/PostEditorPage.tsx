// The post editor (spec, second document, sections 2.3, 5, 8 and 9):
// /new-blog-post and /blog-admin/posts/new create; /edit-blog-post/{id},
// /edit-blog-post?id= and /blog-admin/posts/edit/{id} edit.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { EditorLoading } from '../../ui/rich-text/EditorLoading';
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
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EDITOR_TEXTS, slugify, type Post } from '@chairside/core/blog-view';
import { ZPostInput, type PostInput } from '@chairside/core/blog';
import type { PostModeration } from '@chairside/core/blog-network';
import { PRODUCT_NAME } from '@chairside/core/product';
import { ApiRequestError, fieldErrorsOf } from '../../lib/api/api-client';
import {
  useBlogAdminPaths,
  useBlogCalls,
  useBlogLists,
  useBlogRole,
  useOwnAuthorIds,
  usePost,
  useSalonBlog,
} from '../../lib/data/blog';
import { PageFrame } from '../../ui/PageFrame';
import { type Lists, type Form, EMPTY, formOf } from './post-form';
import { PostSidebar } from './PostSidebar';
import { TranslationsPanel } from './TranslationsPanel';
import { useWrite } from '../../lib/api/write';

// The editor (TipTap, ProseMirror: most of this page's JavaScript) loads after
// the title, excerpt and sidebar have painted.
const BlogContentEditor = lazy(() =>
  import('./BlogContentEditor').then((m) => ({ default: m.BlogContentEditor })),
);

export default function PostEditorPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const role = useBlogRole();
  const salon = useSalonBlog();
  const paths = useBlogAdminPaths();
  const id = params['postId'] ?? search.get('id') ?? '';
  const path = window.location.pathname;
  const editing =
    /^\/(edit-blog-post|editblogpost|blog-admin\/posts\/edit|salon-blog\/posts\/edit)/.test(path);
  if (editing && !id) return <Navigate to={paths.admin} replace />;
  if (role === 'loading') return <LinearProgress aria-label="Loading" />;
  if (role !== 'editor' && role !== 'super-admin' && role !== 'writer')
    return (
      <PageFrame title={editing ? EDITOR_TEXTS.editTitle : EDITOR_TEXTS.createTitle}>
        <Alert severity="info">
          {salon
            ? "Only the salon's owners, managers and the team members they make authors can write posts."
            : 'Only platform administrators and blog editors can write posts.'}
        </Alert>
      </PageFrame>
    );
  return <Editor key={id || 'new'} id={editing ? id : ''} />;
}

function Editor({ id }: { id: string }) {
  const navigate = useNavigate();
  const salon = useSalonBlog();
  const paths = useBlogAdminPaths();
  const { createPost, updatePost } = useBlogCalls();
  // An author (a salon's team member) posts under their own name only.
  const ownAuthors = useOwnAuthorIds();
  const role = useBlogRole();
  const location = useLocation();
  // A post just created arrives with the API's answer, so its editor opens at once.
  const stated = (location.state as { created?: Post } | null)?.created;
  const created = stated?.id === id ? stated : undefined;
  const justCreated = created !== undefined;
  const [form, setForm] = useState<Form | null>(() =>
    created ? formOf(created) : id ? null : EMPTY,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [toast, setToast] = useState<{ ok: boolean; text: string } | null>(
    justCreated ? { ok: true, text: EDITOR_TEXTS.created } : null,
  );
  const [slugCheck, setSlugCheck] = useState<{ slug: string; taken: boolean } | null>(null);
  const original = useRef<string>(created ? JSON.stringify(formOf(created)) : '');

  // What the form chooses from, and the post being edited: asked for afresh each time.
  const chosen = useBlogLists();
  const editing = usePost(id);
  const lists: Lists | null = useMemo(
    () =>
      chosen.lists && {
        categories: chosen.lists.categories,
        tags: chosen.lists.tags,
        authors:
          role === 'writer' && ownAuthors
            ? chosen.lists.authors.filter((a) => ownAuthors.includes(a.id))
            : chosen.lists.authors,
        slugs: new Map(chosen.lists.posts.map((p) => [p.id, p.slug])),
      },
    [chosen.lists, role, ownAuthors],
  );
  const loadError = chosen.error || editing.isError ? EDITOR_TEXTS.loadFailed : null;
  const loadedPost = editing.data?.post ?? null;
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

  const saveWrite = useWrite(
    (input: PostInput) => (id ? updatePost(id, input) : createPost(input)),
    {
      onSuccess: (res) => {
        if (!id) {
          navigate(paths.editPost(res.post.id), { state: { created: res.post } });
          return;
        }
        original.current = JSON.stringify(formOf(res.post));
        setForm(formOf(res.post));
        setToast({ ok: true, text: EDITOR_TEXTS.updated });
      },
      onError: (err) => {
        const details = fieldErrorsOf(err);
        if (details.length)
          setErrors(
            Object.fromEntries(
              details.map((d) => [d.path === 'html_content' ? 'content' : d.path, d.message]),
            ),
          );
        setToast({
          ok: false,
          text:
            err instanceof ApiRequestError && err.status === 409
              ? err.message
              : EDITOR_TEXTS.saveFailed,
        });
      },
    },
  );
  const saving = saveWrite.isPending;

  if (loadError && !form) {
    return (
      <PageFrame title={EDITOR_TEXTS.editTitle}>
        <Alert
          severity="error"
          action={
            <Button component={RouterLink} to={paths.admin} color="inherit">
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

  const save = () => {
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
      focus_keyword: form.focus_keyword,
      published_at:
        form.status === 'published' && form.publish_at
          ? new Date(form.publish_at).toISOString()
          : '',
      language: form.language,
      translations: form.translations,
    };
    const parsed = ZPostInput.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field =
          issue.path[0] === 'html_content'
            ? 'content'
            : issue.path[0] === 'translations' && typeof issue.path[1] === 'number'
              ? `translations.${issue.path[1]}`
              : String(issue.path[0]);
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
    saveWrite.mutate(input);
  };

  const future =
    form.status === 'published' && form.publish_at && new Date(form.publish_at) > new Date();
  return (
    <PageFrame
      title={id ? EDITOR_TEXTS.editTitle : EDITOR_TEXTS.createTitle}
      maxWidth={1100}
      actions={
        <>
          <Button component={RouterLink} to={paths.admin} disabled={saving}>
            Cancel
          </Button>
          {id && form.status === 'published' && !future && (
            <Button href={paths.post(form.slug)} variant="outlined">
              View post
            </Button>
          )}
          <Button variant="contained" onClick={save} disabled={saving}>
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
        <Stack sx={{ gap: 3, minWidth: 0 }}>
          {loadedPost?.moderation && <ModerationNote moderation={loadedPost.moderation} />}
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
                  `The address: ${paths.post(effectiveSlug || 'your-post')}`
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
              <Suspense fallback={<EditorLoading label="Content" minHeight={320} />}>
                <BlogContentEditor
                  initial={form.doc}
                  error={errors['content']}
                  {...(salon ? { conversionsFor: salon.orgId } : {})}
                  onChange={(v) => {
                    setForm((f) => (f ? { ...f, doc: v.doc, html: v.html } : f));
                    if (errors['content']) setErrors((e) => ({ ...e, content: '' }));
                  }}
                />
              </Suspense>
            </Stack>
          </Paper>
          <TranslationsPanel
            form={form}
            errors={errors}
            onLanguage={(language) => set('language', language)}
            onTranslations={(translations) => set('translations', translations)}
          />
        </Stack>
        <PostSidebar
          form={form}
          set={set}
          toggle={toggle}
          errors={errors}
          lists={lists}
          future={Boolean(future)}
        />
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

/** Why the platform took the post down, and what happens when it is published again. */
function ModerationNote({ moderation }: { moderation: PostModeration }) {
  const when = new Date(moderation.at).toLocaleDateString(undefined, { dateStyle: 'long' });
  return moderation.state === 'unpublished' ? (
    <Alert severity="warning">
      <AlertTitle>
        {PRODUCT_NAME}’s team unpublished this post on {when}
      </AlertTitle>
      <Typography variant="body2">Reason given: {moderation.reason}</Typography>
      <Typography variant="body2">
        Fix what it says, then publish the post again: the team will look at it once more.
      </Typography>
    </Alert>
  ) : (
    <Alert severity="info">
      <AlertTitle>Published again after moderation</AlertTitle>
      {PRODUCT_NAME}’s team unpublished this post on {when} (“{moderation.reason}”). It is live
      again and waiting for the team to look at it.
    </Alert>
  );
}
