import { useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ROLES } from '@chairside/core/roles';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import { useIcalStatus } from '../../lib/data/calendar';
import { useStaff } from '../../lib/data/staff';
import { PageFrame } from '../../ui/PageFrame';
import { ConnectedCalendar } from './ConnectedCalendars';
import { FeedLinks } from './FeedLinks';
import { ImportedCalendars, type Member } from './ImportedCalendars';

/** /calendar-sync: a team member's calendars both ways; owners and managers see everyone's. */
export default function CalendarSyncPage() {
  return (
    <SalonGate roles={ROLES} title="Calendar sync" denied="Calendar sync is for the salon’s team.">
      {(salon) =>
        salon.role === 'owner' || salon.role === 'manager' ? (
          <ManagerView salon={salon} />
        ) : (
          <CalendarSync salon={salon} staffId={null} members={[]} />
        )
      }
    </SalonGate>
  );
}

/** Owners and managers choose whose calendars to see: everyone's, or one member's. */
function ManagerView({ salon }: { salon: ActiveSalon }) {
  const staff = useStaff(salon.orgId);
  const members: Member[] = staff.items
    .filter((s) => s.status === 'active')
    .map((s) => ({ id: s.id, name: s.displayName || 'Unnamed' }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const [who, setWho] = useState('');
  return (
    <CalendarSync
      salon={salon}
      staffId={who || null}
      members={members}
      picker={
        <TextField
          select
          size="small"
          label="Whose calendars"
          value={who}
          onChange={(e) => setWho(e.target.value)}
          sx={{ minWidth: 220 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">Everyone</MenuItem>
          {members.map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.name}
            </MenuItem>
          ))}
        </TextField>
      }
    />
  );
}

function CalendarSync({
  salon,
  staffId,
  members,
  picker,
}: {
  salon: ActiveSalon;
  staffId: string | null;
  members: Member[];
  picker?: React.ReactNode;
}) {
  const status = useIcalStatus(salon.orgId, staffId);
  const data = status.data;
  // A member adds to their own calendars; an owner looking at one member adds to theirs.
  const own = data && !data.managesAll ? (data.exports[0]?.staffId ?? null) : staffId;
  return (
    <PageFrame
      title="Calendar sync"
      subtitle={`${salon.org.name} · times in ${data?.timeZone ?? salon.org.timeZone}`}
      actions={picker}
      maxWidth={900}
    >
      {status.isError ? (
        <Alert severity="error">{status.error.message}</Alert>
      ) : !data ? (
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      ) : (
        <Stack spacing={3}>
          <FeedLinks orgId={salon.orgId} feeds={data.exports} />
          {(['google', 'outlook'] as const).map((p) => (
            <ConnectedCalendar
              key={p}
              provider={p}
              orgId={salon.orgId}
              staffId={own}
              showWho={data.managesAll && staffId === null}
            />
          ))}
          <ImportedCalendars
            orgId={salon.orgId}
            feeds={data.feeds}
            members={members}
            staffId={own}
            showWho={data.managesAll && staffId === null}
          />
        </Stack>
      )}
    </PageFrame>
  );
}
