import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ROLE_INFO, type Role } from '@chairside/core/roles';
import { formatDuration } from '@chairside/core/format';
import { hoursFromBusinessHours, weeklyMinutes } from '@chairside/core/staff-profile';
import type { Org, StaffRecord } from '../../lib/data/converters';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { StaffAccessTab } from './StaffAccessTab';
import { StaffAvatar } from './StaffAvatar';
import { StaffHoursTab } from './StaffHoursTab';
import { StaffProfileTab } from './StaffProfileTab';
import { StaffServicesTab } from './StaffServicesTab';
import { TimeOffTab } from './TimeOffTab';
import type { StaffTabProps, TeamAccess } from './staff-tabs';

const TABS = ['Profile', 'Hours', 'Time off', 'Services', 'Access'] as const;

/** Who may edit whose record: the same policy as the rules' mayEditStaff. */
export function mayEditStaff(actor: Role, actorUid: string, target: StaffRecord): boolean {
  if (actor === 'owner') return true;
  if (actor !== 'manager') return false;
  return !['owner', 'manager'].includes(target.role) || target.userId === actorUid;
}

/** One team member: a header and a tab per part of their record. */
export function StaffDetail({
  org,
  role,
  staff,
  access,
  onError,
}: {
  org: Org;
  role: Role;
  staff: StaffRecord;
  access: TeamAccess | null;
  onError: (message: string) => void;
}) {
  const { user } = useWorkspace();
  const [tab, setTab] = useState<(typeof TABS)[number]>('Profile');
  const editable = mayEditStaff(role, user.uid, staff);
  const hours = staff.weeklyHours ?? hoursFromBusinessHours(org.businessHours);
  const props: StaffTabProps = { org, role, staff, editable, onError };
  return (
    <Card variant="outlined" component="section" aria-label={`${staff.displayName}’s details`}>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', p: 2 }}>
        <StaffAvatar staff={staff} size={56} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2">
            {staff.displayName}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {[staff.title, `${formatDuration(weeklyMinutes(hours))} a week`]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <Chip label={ROLE_INFO[staff.role].label} />
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, v: (typeof TABS)[number]) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Parts of the record"
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
      >
        {TABS.map((t) => (
          <Tab key={t} value={t} label={t} />
        ))}
      </Tabs>
      <Box sx={{ p: { xs: 2, sm: 3 } }} role="tabpanel" aria-label={tab}>
        {tab === 'Profile' && <StaffProfileTab key={staff.id} {...props} />}
        {tab === 'Hours' && <StaffHoursTab key={staff.id} {...props} />}
        {tab === 'Time off' && <TimeOffTab key={staff.id} {...props} />}
        {tab === 'Services' && <StaffServicesTab key={staff.id} {...props} />}
        {tab === 'Access' && <StaffAccessTab key={staff.id} {...props} access={access} />}
      </Box>
    </Card>
  );
}
