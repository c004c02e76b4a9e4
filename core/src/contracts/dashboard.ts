// The dashboards' figures: one call per screen.
import {
  ZDashboardQuery,
  ZScheduleQuery,
  ZClientSummaryQuery,
  type ClientSummary,
  type DashboardSummary,
  type ScheduleGrid,
} from '../dashboard-summary';
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
  /** GET /api/dashboard-summary/schedule?orgId&from&day: the week's hours per team member. */
  schedule: endpoint<ScheduleGrid>()(
    'GET',
    'dashboard-summary',
    '/schedule',
    undefined,
    ZScheduleQuery,
  ),
  /** GET /api/dashboard-summary/client?orgId: a client's own appointments and gift cards. */
  client: endpoint<ClientSummary>()(
    'GET',
    'dashboard-summary',
    '/client',
    undefined,
    ZClientSummaryQuery,
  ),
} as const;
