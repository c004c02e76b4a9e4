import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import { AuthLayout } from './AuthLayout';
import { EmailActionHandler } from './EmailActionHandler';

/**
 * /login and /signup inside the app. The sign-in page is a light document of
 * its own that the server renders (site/src/auth, web/src/auth): a link or a
 * guard that leads here from the app loads it. The links our e-mails carry (an
 * oobCode) are completed here, in the app.
 */
export default function SignInDocument() {
  const [params] = useSearchParams();
  if (params.has('oobCode')) return <EmailActionHandler />;
  return <LeaveForSignIn />;
}

function LeaveForSignIn() {
  const { pathname, search, key } = useLocation();
  // The app opened at this address (a server that does not render the sign-in
  // page): leaving again would loop, so the visitor is offered the way on.
  const opened = key === 'default';
  useEffect(() => {
    if (!opened) window.location.replace(`${pathname}${search}`);
  }, [opened, pathname, search]);
  if (!opened) return null;
  return (
    <AuthLayout title="Sign in">
      <Button variant="contained" href={`${pathname}${search}`}>
        Open the sign-in page
      </Button>
    </AuthLayout>
  );
}
