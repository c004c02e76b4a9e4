import { useCallback } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button } from '@mui/material';
import { SalonAddressForm } from '../../ui/SalonAddressForm';
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
  // The site's pages open here too (?page=<id>), not on the product's own paths.
  const pageId = params.get('page') ?? undefined;
  const pageHref = useCallback(
    (path: string) => {
      const next = new URLSearchParams(params);
      if (path === '/') next.delete('page');
      else next.set('page', path.slice(1));
      return `?${next.toString()}`;
    },
    [params],
  );
  const pages = { pageHref, ...(pageId ? { pageId } : {}) };
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
        <HostedSite key={`p-${salon}`} preview={preview} {...pages} />
      </>
    );
  return <HostedSite key={salon} salon={salon} {...pages} />;
}

/** Without a salon named: ask which site to open, by its web address. */
function PickSite() {
  return (
    <Box sx={{ width: '100%', px: 2, py: { xs: 4, md: 8 } }}>
      <SalonAddressForm
        title="Open a salon’s website"
        intro="Enter its web address. Your own salon’s site is also under Website, “View site”."
        label="Salon web address"
        submit="Open the website"
      />
    </Box>
  );
}
