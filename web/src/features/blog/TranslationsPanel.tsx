// The post's languages, under its content: the language it is written in,
// its translations (each opened beside the original to write or check), and
// adding one. Saved with the post; each is published with it at its own
// address (/blog/{slug}/{language}).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  BLOG_LANGUAGES,
  blogLanguageName,
  type BlogLanguage,
  type PostTranslation,
} from '@chairside/core/blog-view';
import { BLOG_TRANSLATIONS_MAX } from '@chairside/core/blog';
import type { Form } from './post-form';
import { TranslationDialog } from './TranslationDialog';

const CODES = Object.keys(BLOG_LANGUAGES) as BlogLanguage[];

export function TranslationsPanel({
  form,
  errors,
  onLanguage,
  onTranslations,
}: {
  form: Form;
  errors: Record<string, string>;
  onLanguage: (language: string) => void;
  onTranslations: (translations: PostTranslation[]) => void;
}) {
  const used = new Set(form.translations.map((t) => t.language));
  const free = CODES.filter((c) => c !== form.language && !used.has(c));
  const [adding, setAdding] = useState<string>('');
  // The translation open beside the original: its index, or a new one's language.
  const [open, setOpen] = useState<{ index: number } | { language: string } | null>(null);

  const keep = (t: PostTranslation) => {
    if (!open) return;
    onTranslations(
      'index' in open
        ? form.translations.map((x, i) => (i === open.index ? t : x))
        : [...form.translations, t],
    );
    setOpen(null);
    setAdding('');
  };
  const editing = open && 'index' in open ? form.translations[open.index] : undefined;
  const openLanguage = open ? ('index' in open ? editing?.language : open.language) : undefined;

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="section"
      aria-labelledby="post-languages"
    >
      <Typography variant="h6" component="h2" id="post-languages">
        Languages
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Each translation is published with the post at its own address, and search engines are told
        which language each one is in.
      </Typography>
      <TextField
        select
        label="Written in"
        value={form.language}
        onChange={(e) => onLanguage(e.target.value)}
        sx={{ minWidth: 220 }}
        size="small"
      >
        {CODES.filter((c) => !used.has(c)).map((c) => (
          <MenuItem key={c} value={c} lang={c}>
            {BLOG_LANGUAGES[c]}
          </MenuItem>
        ))}
      </TextField>
      {form.translations.length > 0 && (
        <List aria-label="Translations" sx={{ mt: 1 }}>
          {form.translations.map((t, i) => (
            <ListItem
              key={t.language}
              divider
              disableGutters
              secondaryAction={
                <Stack direction="row" sx={{ gap: 0.5 }}>
                  <IconButton
                    aria-label={`Edit the ${blogLanguageName(t.language)} translation`}
                    onClick={() => setOpen({ index: i })}
                  >
                    <EditOutlined />
                  </IconButton>
                  <IconButton
                    aria-label={`Remove the ${blogLanguageName(t.language)} translation`}
                    onClick={() => onTranslations(form.translations.filter((_, j) => j !== i))}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Stack>
              }
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={<span lang={t.language}>{t.title}</span>}
                secondary={errors[`translations.${i}`] ?? blogLanguageName(t.language)}
                slotProps={{
                  secondary: errors[`translations.${i}`] ? { color: 'error' } : undefined,
                }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {errors['translations'] && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errors['translations']}
        </Alert>
      )}
      {form.translations.length < BLOG_TRANSLATIONS_MAX && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 2 }}>
          <TextField
            select
            label="Add a translation"
            value={adding}
            onChange={(e) => setAdding(e.target.value)}
            sx={{ minWidth: 220 }}
            size="small"
          >
            {free.map((c) => (
              <MenuItem key={c} value={c} lang={c}>
                {BLOG_LANGUAGES[c]}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={!adding}
            onClick={() => setOpen({ language: adding })}
          >
            Write the translation
          </Button>
        </Stack>
      )}
      {open && openLanguage && (
        <TranslationDialog
          original={form}
          language={openLanguage}
          initial={editing}
          onKeep={keep}
          onClose={() => setOpen(null)}
        />
      )}
    </Paper>
  );
}
