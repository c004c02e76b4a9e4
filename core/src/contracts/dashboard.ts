// The dashboards' figures: one call per screen.
import { ZDashboardQuery, type DashboardSummary } from '../dashboard-summary';
import { endpoint } from './endpoint';

export const dashboardContracts = {
  /** GET /api/dashboard-summary?orgId&from&to: the caller's figures for their role. */
  summary: endpoint<DashboardSummary>()(
    'GET',
    'dashboard-summary',
    '/',
    undefined,
    ZDashboardQuery,
  ),
} as const;
