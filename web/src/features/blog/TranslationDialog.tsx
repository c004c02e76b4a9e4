// One translation beside its original: the original's title, excerpt and text
// on the left (read only), the translation's on the right, written by hand or
// by the connected model (checked on the server: no number or link the
// original lacks). Full screen on a phone, the original above.
import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  blogLanguageName,
  textDirection,
  type PostTranslation,
  type RichTextDoc,
} from '@chairside/core/blog-view';
import { ZPostTranslation } from '@chairside/core/blog';
import { ApiRequestError } from '../../lib/api/api-client';
import { useAiStatus } from '../../lib/data/ai';
import { useBlogCalls, useSalonBlog } from '../../lib/data/blog';
import { sanitizeBlogHtml } from '../../lib/sanitize/blog';
import { EditorLoading } from '../../ui/rich-text/EditorLoading';
import type { Form } from './post-form';

const BlogContentEditor = lazy(() =>
  import('./BlogContentEditor').then((m) => ({ default: m.BlogContentEditor })),
);

export function TranslationDialog({
  original,
  language,
  initial,
  onKeep,
  onClose,
}: {
  original: Form;
  language: string;
  initial?: PostTranslation;
  onKeep: (t: PostTranslation) => void;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const salon = useSalonBlog();
  const { translate } = useBlogCalls();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [excerpt, setExcerpt] = useState(initial?.excerpt ?? '');
  const [content, setContent] = useState<{ doc: RichTextDoc; html: string }>({
    doc: initial?.content ?? { type: 'doc', content: [] },
    html: initial?.html_content ?? '',
  });
  // The editor starts from a document, or from the model's HTML (a new editor each time).
  const [editorStart, setEditorStart] = useState<{ key: number; value: RichTextDoc | string }>({
    key: 0,
    value: initial?.content ?? { type: 'doc', content: [] },
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [working, setWorking] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const from = blogLanguageName(original.language);
  const to = blogLanguageName(language);

  const byModel = async () => {
    setWorking(true);
    setNote(null);
    try {
      const answer = await translate({
        from: original.language,
        to: language,
        title: original.title,
        excerpt: original.excerpt,
        html_content: original.html,
      });
      setTitle(answer.title);
      setExcerpt(answer.excerpt);
      setEditorStart((s) => ({ key: s.key + 1, value: answer.html_content }));
      setNote({
        ok: true,
        text: `Translated by ${answer.provider}. Read it through before you keep it.`,
      });
    } catch (err) {
      setNote({
        ok: false,
        text: err instanceof ApiRequestError ? err.message : 'The translation did not work.',
      });
    } finally {
      setWorking(false);
    }
  };

  const keep = () => {
    const parsed = ZPostTranslation.safeParse({
      language,
      title,
      excerpt,
      content: content.doc,
      html_content: content.html,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    onKeep(parsed.data);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby="translation-title"
    >
      <DialogTitle id="translation-title">
        {to} translation
        <Typography variant="body2" color="text.secondary">
          Beside the original in {from}. It is saved with the post.
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Paper
            variant="outlined"
            component="section"
            aria-label={`Original, in ${from}`}
            lang={original.language}
            dir={textDirection(original.language)}
            sx={{ p: 2, bgcolor: 'action.hover' }}
          >
            <Typography variant="overline" color="text.secondary">
              Original · {from}
            </Typography>
            <Typography variant="h6" component="p">
              {original.title || '(no title yet)'}
            </Typography>
            {original.excerpt && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {original.excerpt}
              </Typography>
            )}
            <Box
              className="cb-prose"
              sx={{ maxHeight: { md: 520 }, overflow: 'auto', '& img': { maxWidth: '100%' } }}
              dangerouslySetInnerHTML={{ __html: sanitizeBlogHtml(original.html) }}
            />
          </Paper>
          <Stack
            component="section"
            aria-label={`Translation, in ${to}`}
            sx={{ gap: 2, minWidth: 0 }}
          >
            {salon && (
              <ModelTranslation orgId={salon.orgId} working={working} onTranslate={byModel} />
            )}
            {working && <LinearProgress aria-label="Translating" />}
            {note && <Alert severity={note.ok ? 'success' : 'error'}>{note.text}</Alert>}
            <TextField
              label={`Title in ${to}`}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={!!errors['title']}
              helperText={errors['title']}
              required
              fullWidth
              slotProps={{
                htmlInput: { lang: language, dir: textDirection(language), maxLength: 200 },
              }}
            />
            <TextField
              label={`Excerpt in ${to}`}
              value={excerpt}
              onChange={(e) => setExcerpt(e.target.value)}
              error={!!errors['excerpt']}
              helperText={errors['excerpt'] ?? 'Leave empty to use the start of the text.'}
              multiline
              rows={2}
              fullWidth
              slotProps={{
                htmlInput: { lang: language, dir: textDirection(language), maxLength: 500 },
              }}
            />
            <Suspense fallback={<EditorLoading label={`Text in ${to}`} minHeight={320} />}>
              <BlogContentEditor
                key={editorStart.key}
                initial={editorStart.value}
                label={`Text in ${to}`}
                lang={language}
                error={errors['html_content']}
                onChange={(v) => {
                  setContent({ doc: v.doc, html: v.html });
                  if (errors['html_content']) setErrors((e) => ({ ...e, html_content: '' }));
                }}
              />
            </Suspense>
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={keep} disabled={working}>
          Keep translation
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Translate with AI", or, with no model connected, how the translation gets written. */
function ModelTranslation({
  orgId,
  working,
  onTranslate,
}: {
  orgId: string;
  working: boolean;
  onTranslate: () => void;
}) {
  const status = useAiStatus(orgId);
  if (!status.data) return null;
  if (!status.data.configured)
    return (
      <Alert severity="info">
        Translating needs an AI model, and none is connected: write the translation here, beside the
        original. {status.data.setup}
      </Alert>
    );
  return (
    <Box>
      <Button variant="outlined" onClick={onTranslate} disabled={working}>
        Translate with {status.data.provider}
      </Button>
    </Box>
  );
}
