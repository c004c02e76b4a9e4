// /schedule-dashboard: how full the week is, hour by hour, for each team
// member. The heading paints at once; the heat map and the day's list (their
// code and the week's figures) follow.
import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ScheduleHeading } from './ScheduleHeading';

const ScheduleWeek = lazy(() =>
  import('./ScheduleWeek').then((m) => ({ default: m.ScheduleWeek })),
);

export default function ScheduleDashboardPage() {
  useDocumentTitle('Schedule');
  return (
    <Box sx={{ maxWidth: 1200, width: '100%', mx: 'auto', px: { xs: 2, sm: 3 }, py: 4 }}>
      <Suspense
        fallback={
          <>
            <Box sx={{ mb: 2 }}>
              <ScheduleHeading />
            </Box>
            <Skeleton variant="rounded" height={320} role="status" aria-label="Loading" />
          </>
        }
      >
        <ScheduleWeek />
      </Suspense>
    </Box>
  );
}
