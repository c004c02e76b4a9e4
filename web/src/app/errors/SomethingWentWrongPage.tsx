import { Link as RouterLink, useRouteError } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { StatusScreen } from '../../ui/StatusScreen';
import { useDocumentTitle } from '../../ui/use-document-title';

/** Shown when a route fails to load or render. */
export default function SomethingWentWrongPage() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  if (import.meta.env.DEV) console.error(error);

  return (
    <StatusScreen
      eyebrow="Error"
      title="Something went wrong. Please retry or contact support."
      actions={
        <>
          <Button variant="contained" size="large" onClick={() => window.location.reload()}>
            Retry
          </Button>
          <Button component={RouterLink} to="/" variant="outlined" size="large" reloadDocument>
            Go to the home page
          </Button>
        </>
      }
    >
      {import.meta.env.DEV && error instanceof Error && (
        <Typography
          component="pre"
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap', textAlign: 'left' }}
        >
          {error.message}
        </Typography>
      )}
    </StatusScreen>
  );
}
