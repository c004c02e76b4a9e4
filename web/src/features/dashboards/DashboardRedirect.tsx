import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { dashboardFor } from '@chairside/core/dashboard';
import { useWorkspace } from '../../app/workspace/workspace-context';

/** /dashboard: sends each person to their own dashboard, with the right salon active. */
export default function DashboardRedirect() {
  const { profile, superAdmin, active, switchOrg } = useWorkspace();
  const navigate = useNavigate();
  const activeOrgId = active?.orgId ?? null;

  useEffect(() => {
    const target = dashboardFor(
      { superAdmin, memberships: profile.memberships, clientOf: profile.clientOf },
      activeOrgId,
    );
    const go = () => navigate(target.path, { replace: true });
    if (target.orgId && target.orgId !== activeOrgId) void switchOrg(target.orgId).then(go, go);
    else go();
  }, [superAdmin, profile, activeOrgId, switchOrg, navigate]);
  return null;
}
