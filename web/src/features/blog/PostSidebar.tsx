// The post editor's side column.
// The post editor (spec, second document, sections 2.3, 5, 8 and 9):
// /new-blog-post and /blog-admin/posts/new create; /edit-blog-post/{id},
// /edit-blog-post?id= and /blog-admin/posts/edit/{id} edit.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EDITOR_TEXTS } from '@chairside/core/blog-view';
import { type Lists, type Form } from './post-form';
import { SeoPanel } from './SeoPanel';

/** The post editor's side column: the featured image, status and author, categories and tags. */
export function PostSidebar({
  form,
  set,
  toggle,
  errors,
  lists,
  future,
}: {
  form: Form;
  set: <K extends keyof Form>(key: K, value: Form[K]) => void;
  toggle: (key: 'categories' | 'tags', slug: string) => void;
  errors: Record<string, string>;
  lists: Lists;
  /** The chosen publish time is still to come: the post is scheduled. */
  future: boolean;
}) {
  return (
    <Stack sx={{ gap: 3 }}>
      <SeoPanel form={form} set={set} error={errors['focus_keyword']} />
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
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="post-settings">
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
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="post-taxonomy">
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
  );
}
