import { lazy, Suspense, type ComponentProps } from 'react';
import Skeleton from '@mui/material/Skeleton';

// MUI X Charts load after the page's figures have painted (as LazyBarChart).
const Chart = lazy(() => import('@mui/x-charts/LineChart').then((m) => ({ default: m.LineChart })));

export function LineChart(props: ComponentProps<typeof Chart> & { height: number }) {
  return (
    <Suspense
      fallback={<Skeleton variant="rounded" height={props.height} aria-label="Loading the chart" />}
    >
      <Chart {...props} />
    </Suspense>
  );
}
