import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The page's title and, once the week is known, which week it is. */
export function ScheduleHeading({ week }: { week?: string }) {
  return (
    <Box>
      <Typography variant="h4" component="h1">
        Schedule
      </Typography>
      <Typography color="text.secondary">{week ?? 'How full the week is, hour by hour'}</Typography>
    </Box>
  );
}
