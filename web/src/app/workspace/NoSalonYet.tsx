import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { StatusScreen } from '../../ui/StatusScreen';

/** For a signed-in person who is not on any salon's team. */
export function NoSalonYet() {
  return (
    <StatusScreen
      eyebrow="No salon yet"
      title="You’re not part of a salon yet"
      actions={
        <>
          <Button component={RouterLink} to="/ai-onboarding-page" variant="contained">
            Set up my salon
          </Button>
          <Button component={RouterLink} to="/onboarding">
            Create a salon by hand
          </Button>
        </>
      }
    >
      Create your own salon, or ask your salon’s owner to invite you by e-mail.
    </StatusScreen>
  );
}
