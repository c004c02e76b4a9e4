import { useState, type FormEvent } from 'react';
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
import { ZAuthorInput } from '@chairside/core/blog';
import { useAuthors, useBlogCalls, useSalonBlog } from '../../lib/data/blog';
import { TeamAuthorField } from './TeamAuthorField';
import { AddForm, Problems } from './AdminForm';
import { useChange, useLoad } from './admin-lists';

export function AuthorsTab() {
  const { data, error, refresh } = useLoad(useAuthors());
  const salon = useSalonBlog();
  const [form, setForm] = useState({ name: '', bio: '', image_url: '', staff_id: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { failure, run } = useChange(refresh);
  const { createAuthor, deleteTaxonomy } = useBlogCalls();
  const add = async (e: FormEvent) => {
    e.preventDefault();
    const input = { ...form, staff_id: form.staff_id || undefined };
    const check = ZAuthorInput.safeParse(input);
    if (!check.success) {
      setErrors(Object.fromEntries(check.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    await run(
      () => createAuthor(input),
      () => setForm({ name: '', bio: '', image_url: '', staff_id: '' }),
    );
  };
  const remove = (id: string) => run(() => deleteTaxonomy('authors', id));
  return (
    <Stack sx={{ gap: 2 }}>
      <AddForm title="Add an author" onSubmit={(e) => void add(e)}>
        <Stack sx={{ gap: 2 }}>
          {salon && (
            <TeamAuthorField
              orgId={salon.orgId}
              value={form.staff_id}
              error={errors['staff_id']}
              onChange={(member) =>
                setForm({
                  ...form,
                  staff_id: member?.id ?? '',
                  ...(member
                    ? { name: member.name, bio: member.bio, image_url: member.photoUrl }
                    : {}),
                })
              }
            />
          )}
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
      </AddForm>
      <Problems failure={failure} error={error} />
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
                <ListItemText
                  primary={a.name}
                  secondary={
                    salon && a.writer ? `Team member, writes their own posts` : a.bio || a.id
                  }
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
