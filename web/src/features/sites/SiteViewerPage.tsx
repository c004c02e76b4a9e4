import { useCallback, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import '@chairside/site/site.css';
import { auth } from '../../firebase';
import { useDocumentTitle } from '../../ui/use-document-title';
import { HostedSite } from '../../site/boot';

/**
 * /site-viewer, /salon-website, /salon-public-page, /user-site-page: a salon's
 * published site on the product host (?salon=studio-nova), or, for its owner
 * and managers, the saved draft (?preview=1&salon=<salon id>).
 */
export default function SiteViewerPage() {
  useDocumentTitle('Salon website');
  const [params] = useSearchParams();
  const salon = params.get('salon') ?? '';
  const wantsPreview = params.get('preview') === '1';
  const preview = useCallback(async () => {
    await auth.authStateReady();
    const token = await auth.currentUser?.getIdToken();
    if (!token)
      throw new Error('Sign in as the salon’s owner or a manager to preview its website.');
    return fetch(`/api/temp_public_site/${encodeURIComponent(salon)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  }, [salon]);
  if (!salon) return <PickSite />;
  if (wantsPreview)
    return (
      <>
        <Alert
          severity="info"
          square
          action={
            <Button
              component={RouterLink}
              to="/editor"
              color="inherit"
              size="small"
              sx={{ whiteSpace: 'nowrap' }}
            >
              Edit
            </Button>
          }
        >
          A preview of your saved draft. Visitors see the published site until you publish.
        </Alert>
        <HostedSite key={`p-${salon}`} preview={preview} />
      </>
    );
  return <HostedSite key={salon} salon={salon} />;
}

/** Without a salon named: ask which site to open, by its web address. */
function PickSite() {
  const navigate = useNavigate();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = (e: FormEvent) => {
    e.preventDefault();
    const slug = address
      .trim()
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .split(/[./?]/)[0];
    if (!slug) return setError('Enter the salon’s web address, for example studio-nova');
    navigate(`?salon=${encodeURIComponent(slug)}`);
  };
  return (
    <Box sx={{ maxWidth: 560, width: '100%', mx: 'auto', px: 2, py: { xs: 4, md: 8 } }}>
      <Card variant="outlined">
        <CardContent component="form" onSubmit={open} noValidate sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Open a salon’s website
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Enter its web address. Your own salon’s site is also under Website, “View site”.
          </Typography>
          <TextField
            label="Salon web address"
            placeholder="studio-nova"
            value={address}
            onChange={(e) => {
              setAddress(e.target.value);
              setError(null);
            }}
            error={!!error}
            helperText={error ?? ' '}
            fullWidth
            autoFocus
          />
          <Button type="submit" variant="contained" sx={{ mt: 1 }}>
            Open the website
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
