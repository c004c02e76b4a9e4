import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { useOrg, useUserProfile } from '../../lib/data/orgs';
import { firestoreSdk, recordSchemas } from '../../lib/data/sdk';
import { useWorkspace } from './workspace-context';

// Firestore's SDK and the record schemas start downloading as soon as a live
// page's route matches, beside the page's own chunk: the page paints first,
// its data follows.
void Promise.all([firestoreSdk(), recordSchemas()]).catch(() => undefined);

/**
 * Pages with live salon data. While one is open the workspace follows the
 * person's profile and the active salon live: a change made here or
 * elsewhere (settings saved, a role changed, removed from the salon) asks
 * the workspace again.
 */
export function Component() {
  return (
    <>
      <FollowWorkspace />
      <Outlet />
    </>
  );
}

function FollowWorkspace() {
  const { user, active, refresh } = useWorkspace();
  return (
    <>
      <AskAgainOnChange what={useUserProfile(user.uid)} refresh={refresh} />
      {active && <FollowSalon key={active.orgId} orgId={active.orgId} refresh={refresh} />}
    </>
  );
}

function FollowSalon({ orgId, refresh }: { orgId: string; refresh: () => Promise<void> }) {
  return <AskAgainOnChange what={useOrg(orgId)} refresh={refresh} />;
}

/** Asks the workspace again when a live document changes after its first snapshot (or fails). */
function AskAgainOnChange({
  what,
  refresh,
}: {
  what: { status: string; data: unknown; error?: Error | undefined };
  refresh: () => Promise<void>;
}) {
  const last = useRef<{ signal: unknown } | null>(null);
  const signal = what.status === 'error' ? what.error : what.data;
  useEffect(() => {
    if (what.status === 'loading') return;
    const seen = last.current;
    last.current = { signal };
    // The first snapshot is what the workspace was loaded from: nothing to ask.
    if (seen && seen.signal !== signal) void refresh();
  }, [what.status, signal, refresh]);
  return null;
}
