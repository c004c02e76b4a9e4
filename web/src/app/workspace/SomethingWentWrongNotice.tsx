import Button from '@mui/material/Button';
import { StatusScreen } from '../../ui/StatusScreen';

/** A data load failed: say so, and offer a retry (the live listener does not retry by itself). */
export function SomethingWentWrongNotice({ error }: { error?: Error | undefined }) {
  if (error) console.error(error);
  return (
    <StatusScreen
      eyebrow="Something went wrong"
      title="We couldn’t load your salon"
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          Retry
        </Button>
      }
    >
      Something went wrong. Please retry or contact support.
    </StatusScreen>
  );
}
