import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { AREA_LABELS, useDataErrors, type DataArea } from '../lib/data/data-errors-context';

/** The load error of one data area, with a retry that reopens its listeners. */
export function DataErrorAlert({ area }: { area: DataArea }) {
  const { errors, retry } = useDataErrors();
  const error = errors[area];
  if (!error) return null;
  const denied = (error as { code?: string }).code === 'permission-denied';
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => retry(area)}>
          Retry
        </Button>
      }
    >
      {denied
        ? `You do not have access to ${AREA_LABELS[area]} here.`
        : `We could not load ${AREA_LABELS[area]}. Check your connection and try again.`}
    </Alert>
  );
}
