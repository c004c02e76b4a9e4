import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { setEditor, useEditors } from '../../lib/data/blog';
import { AddForm, Problems } from './AdminForm';
import { useChange, useLoad } from './admin-lists';

export function EditorsTab() {
  const { data, error, refresh } = useLoad(useEditors());
  const [email, setEmail] = useState('');
  const { failure, run } = useChange(refresh);
  const change = (address: string, grant: boolean) =>
    run(
      () => setEditor(address, grant),
      () => setEmail(''),
    );
  return (
    <Stack sx={{ gap: 2 }}>
      <AddForm
        title="Add a blog editor"
        noValidate={false}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void change(email.trim(), true);
        }}
      >
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
      </AddForm>
      <Problems failure={failure} error={error} />
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
