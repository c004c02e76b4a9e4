import { useCallback, useEffect, useState, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { canManageTeam, type Role } from '@chairside/core/roles';
import type { Org } from '../../lib/data/converters';
import { useStaff } from '../../lib/data/staff';
import { fetchTeam } from '../../lib/data/team';
import { DataErrorAlert } from '../../ui/DataErrorAlert';
import { PageFrame } from '../../ui/PageFrame';
import { NoSalonYet } from '../../app/workspace/NoSalonYet';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { PendingInvites } from './PendingInvites';
import type { TeamAccess } from './staff-tabs';
import { StaffList } from './StaffList';
import { lazyNamed } from '../../ui/lazy-named';

// Loaded when first opened: the list paints first, a person's tabs (their
// forms) follow.
const StaffDetail = lazyNamed(() => import('./StaffDetail'), 'StaffDetail');
const AddStaffDialog = lazyNamed(() => import('./AddStaffDialog'), 'AddStaffDialog');
const InviteDialog = lazyNamed(() => import('./InviteDialog'), 'InviteDialog');

/** /staff-management: the team, their profiles, hours, time off, services and access. */
export default function TeamPage() {
  const { active } = useWorkspace();
  if (!active) return <NoSalonYet />;
  if (!active.org) return null;
  return <Team key={active.orgId} org={active.org} role={active.role} />;
}

function Team({ org, role }: { org: Org; role: Role }) {
  const staff = useStaff(org.id);
  const [params, setParams] = useSearchParams();
  const [api, setApi] = useState<Omit<TeamAccess, 'reload'> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'invite' | 'add' | null>(null);
  const admin = canManageTeam(role);
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('md'));

  const reload = useCallback(() => {
    fetchTeam(org.id).then(
      (t) => setApi({ members: new Map(t.staff.map((m) => [m.id, m])), invites: t.invites }),
      (e: Error) => setError(e.message),
    );
  }, [org.id]);
  const access: TeamAccess | null = api && { ...api, reload };
  // The API's view follows live staff changes (someone joined or left).
  const activeIds = staff.items
    .filter((s) => s.status === 'active')
    .map((s) => `${s.id}:${s.role}:${s.userId ?? ''}`)
    .join();
  useEffect(reload, [reload, activeIds]);

  const team = staff.items
    .filter((s) => s.status === 'active')
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
  const selectedId = params.get('staff');
  const selected = team.find((s) => s.id === selectedId) ?? (phone ? null : team[0]) ?? null;
  const select = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('staff', id);
      else next.delete('staff');
      return next;
    });

  const list = (
    <Box>
      <StaffList team={team} selectedId={selected?.id ?? null} onSelect={select} />
      {admin && access?.invites && access.invites.length > 0 && (
        <PendingInvites
          orgId={org.id}
          invites={access.invites}
          onChanged={reload}
          onError={setError}
        />
      )}
    </Box>
  );

  const detail = selected && (
    <Suspense
      fallback={<Skeleton variant="rounded" height={420} aria-label="Loading this team member" />}
    >
      <StaffDetail org={org} role={role} staff={selected} access={access} onError={setError} />
    </Suspense>
  );
  return (
    <PageFrame
      title="Team"
      subtitle={`Everyone who works at ${org.name}.`}
      actions={
        admin && (
          <>
            <Button
              variant="outlined"
              startIcon={<GroupAddIcon />}
              onClick={() => setDialog('add')}
            >
              Add stylist
            </Button>
            <Button
              variant="contained"
              startIcon={<PersonAddIcon />}
              onClick={() => setDialog('invite')}
            >
              Invite
            </Button>
          </>
        )
      }
    >
      <DataErrorAlert area="staff" />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {staff.status === 'loading' ? (
        <Skeleton variant="rounded" height={320} aria-label="Loading the team" />
      ) : phone ? (
        selected ? (
          <>
            <Button startIcon={<ArrowBackIcon />} onClick={() => select(null)} sx={{ mb: 1 }}>
              Team
            </Button>
            {detail}
          </>
        ) : (
          list
        )
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: '320px minmax(0, 1fr)',
            gap: 3,
            alignItems: 'start',
          }}
        >
          {list}
          {detail}
        </Box>
      )}
      <Suspense fallback={null}>
        {admin && dialog === 'invite' && (
          <InviteDialog
            orgId={org.id}
            actorRole={role}
            open
            onClose={() => setDialog(null)}
            onInvited={reload}
          />
        )}
        {admin && dialog === 'add' && (
          <AddStaffDialog org={org} onClose={() => setDialog(null)} onAdded={(id) => select(id)} />
        )}
      </Suspense>
    </PageFrame>
  );
}
