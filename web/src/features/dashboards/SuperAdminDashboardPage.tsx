import { Suspense, lazy } from 'react';
import { Navigate } from 'react-router-dom';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { DashboardFrame } from './DashboardFrame';
import { FiguresLoading } from './FiguresLoading';

// The overview (its search, chart, table and the help dialog) loads after the frame has painted.
const PlatformOverview = lazy(() =>
  import('./PlatformOverview').then((m) => ({ default: m.PlatformOverview })),
);
const PlatformWebsites = lazy(() =>
  import('./PlatformWebsites').then((m) => ({ default: m.PlatformWebsites })),
);

/** /super-admin-dashboard: the platform at a glance, and help for a person (super-admins only). */
export default function SuperAdminDashboardPage() {
  const { superAdmin } = useWorkspace();
  if (!superAdmin) return <Navigate to="/dashboard" replace />;
  return (
    <DashboardFrame title="Platform overview" subtitle="Every salon on the platform.">
      <Suspense fallback={<FiguresLoading cards={6} />}>
        <PlatformOverview />
      </Suspense>
      <Suspense fallback={null}>
        <PlatformWebsites />
      </Suspense>
    </DashboardFrame>
  );
}
