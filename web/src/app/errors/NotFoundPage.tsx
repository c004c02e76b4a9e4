import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import { StatusScreen } from '../../ui/StatusScreen';
import { useDocumentTitle } from '../../ui/use-document-title';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');

  return (
    <StatusScreen
      eyebrow="404"
      title="Page not found"
      actions={
        <>
          <Button component={RouterLink} to="/" variant="contained" size="large">
            Go to the home page
          </Button>
          <Button component={RouterLink} to="/features-hub" variant="outlined" size="large">
            See what Chairside does
          </Button>
        </>
      }
    >
      We couldn&apos;t find <strong>{pathname}</strong>. Check the address for a typo, or start
      again from the home page.
    </StatusScreen>
  );
}
