import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { slugify } from '@chairside/core/blog-view';
import { ZCategoryInput, ZTagInput } from '@chairside/core/blog';
import { useBlogCalls, useTaxonomy } from '../../lib/data/blog';
import { AddForm, Problems } from './AdminForm';
import { useChange, useLoad } from './admin-lists';

export function TaxonomyTab({ kind }: { kind: 'categories' | 'tags' }) {
  const { data, error, refresh } = useLoad(useTaxonomy(kind));
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { failure, run } = useChange(refresh);
  const { createCategory, createTag, deleteTaxonomy } = useBlogCalls();
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
    await run(
      () => (kind === 'categories' ? createCategory(input) : createTag(input)),
      () => {
        setName('');
        setSlug('');
        setDescription('');
      },
    );
  };
  const remove = (id: string) => run(() => deleteTaxonomy(kind, id));
  return (
    <Stack sx={{ gap: 2 }}>
      <AddForm title={`Add a ${what}`} onSubmit={(e) => void add(e)}>
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
      </AddForm>
      <Problems failure={failure} error={error} />
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
