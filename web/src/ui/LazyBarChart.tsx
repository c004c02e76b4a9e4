import { lazy, Suspense, type ComponentProps } from 'react';
import Skeleton from '@mui/material/Skeleton';

// MUI X Charts (with d3 and its gesture layer, ~60 kB) load after the page's
// figures have painted; the chart's place is held at its height meanwhile.
const Chart = lazy(() => import('@mui/x-charts/BarChart').then((m) => ({ default: m.BarChart })));

export function BarChart(props: ComponentProps<typeof Chart> & { height: number }) {
  return (
    <Suspense
      fallback={<Skeleton variant="rounded" height={props.height} aria-label="Loading the chart" />}
    >
      <Chart {...props} />
    </Suspense>
  );
}
