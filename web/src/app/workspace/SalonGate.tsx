import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import type { Role } from '@chairside/core/roles';
import type { Org } from '../../lib/data/converters';
import { PageFrame } from '../../ui/PageFrame';
import { NoSalonYet } from './NoSalonYet';
import { useWorkspace } from './workspace-context';

export interface ActiveSalon {
  orgId: string;
  role: Role;
  org: Org;
}

/**
 * A salon page for some roles only: people without a salon are sent to create
 * one, the page waits for the salon to load, and anyone else is told who may
 * use it. The server and the rules check the role again; this is for people.
 */
export function SalonGate({
  roles,
  title,
  denied,
  children,
}: {
  roles: readonly Role[];
  /** The page's title, shown above the explanation. */
  title: string;
  /** Who may use the page, in a sentence. */
  denied: string;
  children: (salon: ActiveSalon) => ReactNode;
}) {
  const { active } = useWorkspace();
  if (!active) return <NoSalonYet />;
  if (!active.org) return null;
  if (!roles.includes(active.role)) {
    return (
      <PageFrame title={title}>
        <Alert severity="info">{denied}</Alert>
      </PageFrame>
    );
  }
  return children({ orgId: active.orgId, role: active.role, org: active.org });
}
