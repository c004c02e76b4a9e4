import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SEED_TEXTS } from '@chairside/core/blog-view';
import {
  SAMPLE_AUTHORS,
  SAMPLE_CATEGORIES,
  SAMPLE_POSTS,
  SAMPLE_TAGS,
  samplePostInput,
} from '@chairside/core/blog-samples';
import { ApiRequestError } from '../../lib/api/api-client';
import {
  useBlogCalls,
  useBlogLists,
  useBlogRole,
  type BlogCalls,
  type BlogLists,
} from '../../lib/data/blog';

type Step = { label: string; run: () => Promise<unknown> };
interface Plan {
  existing: { categories: number; tags: number; authors: number; posts: number };
  steps: Step[];
  counts: { categories: number; tags: number; authors: number; posts: number };
}

/** What the sample content adds, skipping what exists (categories and tags by slug, authors by id, posts by slug). */
function makePlan(lists: BlogLists, calls: BlogCalls): Plan {
  const { createAuthor, createCategory, createPost, createTag } = calls;
  const haveCat = new Set(lists.categories.map((c) => c.slug));
  const haveTag = new Set(lists.tags.map((t) => t.slug));
  const haveAuthor = new Set(lists.authors.map((a) => a.id));
  const havePost = new Set(lists.posts.map((p) => p.slug));
  const newCats = SAMPLE_CATEGORIES.filter((c) => !haveCat.has(c.slug));
  const newTags = SAMPLE_TAGS.filter((t) => !haveTag.has(t.slug));
  const newAuthors = SAMPLE_AUTHORS.filter((a) => !haveAuthor.has(a.id));
  const newPosts = SAMPLE_POSTS.filter((p) => !havePost.has(p.slug));
  const now = new Date();
  return {
    existing: {
      categories: SAMPLE_CATEGORIES.length - newCats.length,
      tags: SAMPLE_TAGS.length - newTags.length,
      authors: SAMPLE_AUTHORS.length - newAuthors.length,
      posts: SAMPLE_POSTS.length - newPosts.length,
    },
    counts: {
      categories: newCats.length,
      tags: newTags.length,
      authors: newAuthors.length,
      posts: newPosts.length,
    },
    steps: [
      ...newCats.map((c) => ({ label: c.name, run: () => createCategory(c) })),
      ...newTags.map((t) => ({ label: t.name, run: () => createTag(t) })),
      ...newAuthors.map((a) => ({ label: a.name, run: () => createAuthor(a) })),
      ...newPosts.map((p) => ({ label: p.title, run: () => createPost(samplePostInput(p, now)) })),
    ],
  };
}

const line = (n: { categories: number; tags: number; authors: number; posts: number }) =>
  `${n.categories} categories, ${n.tags} tags, ${n.authors} authors, ${n.posts} posts`;

/** 'Seed Blog Content': fills an empty blog with the sample articles, showing progress. */
export function SeedTool({ onDone, onCancel }: { onDone?: () => void; onCancel?: () => void }) {
  const role = useBlogRole();
  const canWrite = role === 'editor' || role === 'super-admin';
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [seedOutcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  // What is missing, worked out from the blog as it is; asked again after each run.
  const planned = useBlogLists(canWrite);
  const calls = useBlogCalls();
  const { refetch } = planned;
  const plan: Plan | null = useMemo(
    () => (planned.lists ? makePlan(planned.lists, calls) : null),
    [planned.lists, calls],
  );
  const outcome =
    seedOutcome ??
    (planned.error
      ? { ok: false, message: planned.error.message || SEED_TEXTS.unknownError }
      : null);

  const seed = useCallback(async () => {
    if (!plan) return;
    setOutcome(null);
    setProgress({ done: 0, total: plan.steps.length });
    try {
      for (const [i, step] of plan.steps.entries()) {
        try {
          await step.run();
        } catch (err) {
          // Someone else created it meanwhile: it exists, which is what we wanted.
          if (!(err instanceof ApiRequestError && err.status === 409)) throw err;
        }
        setProgress({ done: i + 1, total: plan.steps.length });
      }
      setOutcome({ ok: true, message: SEED_TEXTS.success });
      onDone?.();
    } catch (err) {
      setOutcome({ ok: false, message: (err as Error)?.message || SEED_TEXTS.unknownError });
    } finally {
      setProgress(null);
      void refetch();
    }
  }, [plan, onDone, refetch]);

  const running = progress !== null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, textAlign: 'left' }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {SEED_TEXTS.title}
      </Typography>
      {role === 'loading' && <LinearProgress aria-label="Checking your access" />}
      {!canWrite && role !== 'loading' && (
        <Alert
          severity="info"
          action={
            role === 'signed-out' ? (
              <Button component={RouterLink} to="/login" color="inherit" size="small">
                Login
              </Button>
            ) : undefined
          }
        >
          {role === 'signed-out'
            ? 'Sign in as a platform administrator or blog editor to add the sample content.'
            : 'Only platform administrators and blog editors can add the sample content.'}
        </Alert>
      )}
      {canWrite && (
        <Stack sx={{ gap: 2 }}>
          <Typography color="text.secondary">
            Eight categories, twelve tags, five authors and ten articles for salon owners and
            stylists. Anything that already exists is kept as it is.
          </Typography>
          {plan ? (
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
              <Typography component="dt" variant="subtitle2">
                To create
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid="seed-to-create">
                {line(plan.counts)}
              </Typography>
              <Typography component="dt" variant="subtitle2" sx={{ mt: 1 }}>
                Already there
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid="seed-existing">
                {line(plan.existing)}
              </Typography>
            </Box>
          ) : (
            !outcome && <LinearProgress aria-label="Counting the sample content" />
          )}
          {progress && (
            <Box role="status">
              <Typography variant="body2" gutterBottom>
                {SEED_TEXTS.progress(progress.done, progress.total)}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={progress.total ? (progress.done / progress.total) * 100 : 100}
                aria-label={SEED_TEXTS.progress(progress.done, progress.total)}
              />
            </Box>
          )}
          {outcome && (
            <Alert
              severity={outcome.ok ? 'success' : 'error'}
              role={outcome.ok ? 'status' : 'alert'}
            >
              {outcome.message}
            </Alert>
          )}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              onClick={() => void seed()}
              disabled={running || !plan || plan.steps.length === 0}
            >
              {running ? SEED_TEXTS.running : SEED_TEXTS.button}
            </Button>
            {onCancel && (
              <Button onClick={onCancel} disabled={running}>
                {outcome?.ok ? 'Close' : 'Cancel'}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
