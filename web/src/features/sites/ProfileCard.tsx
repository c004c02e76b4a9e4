import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZPublicProfile, type PublicProfile } from '@chairside/core/site';
import { savePublicProfile, usePublicProfile } from '../../lib/data/site';
import { useWrite } from '../../lib/api/write';

export function ProfileCard({ orgId }: { orgId: string }) {
  const saved = usePublicProfile(orgId);
  // What the person has changed; until then, the saved profile.
  const [edited, setProfile] = useState<PublicProfile | null>(null);
  const profile = edited ?? saved.data?.profile ?? null;
  const [toast, setToast] = useState<string | null>(null);
  const saving = useWrite((p: PublicProfile) => savePublicProfile(orgId, p), {
    onSuccess: () => setToast('Public profile saved'),
  });
  const error = saving.error?.message ?? saved.error?.message ?? null;
  if (!profile) {
    return error ? (
      <Alert severity="error">{error}</Alert>
    ) : (
      <Typography>Loading the public profile…</Typography>
    );
  }
  const check = ZPublicProfile.safeParse(profile);
  const fieldError = (key: keyof PublicProfile) =>
    check.success ? undefined : check.error.issues.find((i) => i.path[0] === key)?.message;
  const save = () => {
    if (check.success) saving.mutate(check.data);
  };
  const text = (
    key: 'tagline' | 'instagram' | 'facebook' | 'tiktok',
    label: string,
    placeholder?: string,
  ) => (
    <TextField
      label={label}
      placeholder={placeholder}
      value={profile[key]}
      onChange={(e) => setProfile({ ...profile, [key]: e.target.value })}
      size="small"
      fullWidth
      error={Boolean(fieldError(key))}
      helperText={fieldError(key)}
    />
  );
  return (
    <Card variant="outlined" id="public-profile">
      <CardContent>
        <Typography variant="h6" component="h2">
          Public profile
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          How your salon appears in the Find a salon directory and to search engines.
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => saving.reset()}>
            {error}
          </Alert>
        )}
        <Stack sx={{ gap: 2 }}>
          <FormControlLabel
            control={
              <Switch
                checked={profile.listed}
                onChange={(e) => setProfile({ ...profile, listed: e.target.checked })}
              />
            }
            label="List my salon in the Find a salon directory"
          />
          {text('tagline', 'Tagline', 'Colour specialists in the heart of Brooklyn')}
          {text('instagram', 'Instagram', 'https://instagram.com/yoursalon')}
          {text('facebook', 'Facebook', 'https://facebook.com/yoursalon')}
          {text('tiktok', 'TikTok', 'https://tiktok.com/@yoursalon')}
          <Button
            variant="contained"
            onClick={save}
            disabled={!check.success || saving.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {saving.isPending ? 'Saving…' : 'Save profile'}
          </Button>
        </Stack>
        <Snackbar
          open={toast !== null}
          autoHideDuration={4000}
          onClose={() => setToast(null)}
          message={toast}
        />
      </CardContent>
    </Card>
  );
}
