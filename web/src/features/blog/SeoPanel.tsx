// The post's search checklist beside the editor: a score out of 100 and each
// check with its fix, worked out as the writer types (core/blog-seo).
import { useDeferredValue, useMemo } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { seoChecklist } from '@chairside/core/blog-seo';
import type { Form } from './post-form';

const band = (score: number) =>
  score >= 80
    ? ({ color: 'success', word: 'Good' } as const)
    : score >= 50
      ? ({ color: 'warning', word: 'Needs work' } as const)
      : ({ color: 'error', word: 'Poor' } as const);

export function SeoPanel({
  form,
  set,
  error,
}: {
  form: Form;
  set: <K extends keyof Form>(key: K, value: Form[K]) => void;
  error?: string;
}) {
  // Typing stays quick: the checklist follows a moment behind.
  const deferred = useDeferredValue(form);
  const report = useMemo(
    () =>
      seoChecklist({
        title: deferred.title,
        excerpt: deferred.excerpt,
        html: deferred.html,
        focusKeyword: deferred.focus_keyword,
        featuredImage: deferred.featured_image,
      }),
    [deferred],
  );
  const { color, word } = band(report.score);
  const failing = report.checks.filter((c) => !c.ok);
  const passing = report.checks.filter((c) => c.ok);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="post-seo">
      <Typography variant="h6" component="h2" id="post-seo" gutterBottom>
        Search (SEO)
      </Typography>
      <TextField
        label="Focus keyword"
        value={form.focus_keyword}
        onChange={(e) => set('focus_keyword', e.target.value)}
        error={!!error}
        helperText={error ?? 'What a client would search for, such as “balayage Brooklyn”'}
        fullWidth
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="h4" component="p" aria-live="polite">
          {report.score}
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            / 100
          </Typography>
        </Typography>
        <Typography color={`${color}.main`} fontWeight={600}>
          {word}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={report.score}
        color={color}
        aria-label={`SEO score ${report.score} of 100`}
        sx={{ my: 1, height: 6, borderRadius: 3 }}
      />
      <List dense disablePadding aria-label="SEO checklist">
        {[...failing, ...passing].map((c) => (
          <ListItem key={c.id} disableGutters alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
              {c.ok ? (
                <CheckCircleOutlineIcon fontSize="small" color="success" titleAccess="Done" />
              ) : (
                <ErrorOutlineIcon fontSize="small" color="warning" titleAccess="To do" />
              )}
            </ListItemIcon>
            <ListItemText primary={c.label} secondary={c.detail} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
