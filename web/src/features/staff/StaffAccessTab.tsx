import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ROLE_INFO,
  assignableRoles,
  canEditDetails,
  canManageTeam,
  type Role,
} from '@chairside/core/roles';
import { setUnlinkedStaffEmail, updateUnlinkedStaff } from '../../lib/data/staff';
import { changeRole, removeFromTeam } from '../../lib/data/team';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { InviteDialog } from './InviteDialog';
import type { StaffTabProps } from './staff-tabs';
import type { TeamAccess } from './staff-tabs';

/** Sign-in, role and leaving: through the staff API for people with accounts. */
export function StaffAccessTab({
  org,
  role,
  staff,
  onError,
  access,
}: StaffTabProps & { access: TeamAccess | null }) {
  const { user } = useWorkspace();
  const navigate = useNavigate();
  const [inviting, setInviting] = useState(false);
  const savedEmail = access?.members.get(staff.id)?.email ?? '';
  const [email, setEmail] = useState<string | null>(null);
  const admin = canManageTeam(role);
  const member = access?.members.get(staff.id);
  const isMe = staff.userId === user.uid;

  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      access?.reload();
    } catch (e) {
      onError(e instanceof Error ? e.message : 'That did not work. Please try again.');
    }
  };

  if (!staff.userId) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Alert severity="info">
          {staff.displayName} has no account yet: they can be booked, but cannot sign in.
        </Alert>
        {admin && (
          <>
            <Stack direction="row" spacing={1}>
              <TextField
                label="E-mail"
                type="email"
                value={email ?? savedEmail}
                onChange={(e) => setEmail(e.target.value)}
                fullWidth
                size="small"
                helperText="An invitation to this address links their account to this record"
              />
              <Button
                onClick={() =>
                  void act(() =>
                    setUnlinkedStaffEmail(org.id, staff.id, (email ?? '').trim().toLowerCase()),
                  ).then(() => setEmail(null))
                }
                disabled={email === null || email === savedEmail}
              >
                Save
              </Button>
            </Stack>
            <TextField
              select
              size="small"
              label="Works as"
              value={staff.role}
              onChange={(e) =>
                void act(() =>
                  updateUnlinkedStaff(org.id, staff.id, {
                    role: e.target.value as 'staff' | 'booth_renter',
                  }),
                )
              }
            >
              <MenuItem value="staff">{ROLE_INFO.staff.label}</MenuItem>
              <MenuItem value="booth_renter">{ROLE_INFO.booth_renter.label}</MenuItem>
            </TextField>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={() => setInviting(true)}>
                Invite to sign in
              </Button>
              <Button
                color="error"
                onClick={() => {
                  if (
                    window.confirm(
                      `Remove ${staff.displayName} from the team? Their history stays.`,
                    )
                  ) {
                    void act(() => updateUnlinkedStaff(org.id, staff.id, { status: 'former' }));
                  }
                }}
              >
                Remove from the team
              </Button>
            </Stack>
            {inviting && (
              <InviteDialog
                orgId={org.id}
                actorRole={role}
                open
                initial={{ email: savedEmail, displayName: staff.displayName, role: staff.role }}
                onClose={() => setInviting(false)}
                onInvited={() => access?.reload()}
              />
            )}
          </>
        )}
      </Stack>
    );
  }

  const options = [...new Set([staff.role, ...assignableRoles(role)])];
  const editable =
    staff.role === 'owner' ? isMe && role === 'owner' : admin && canEditDetails(role, staff.role);
  const removable = isMe || (admin && staff.role !== 'owner' && canEditDetails(role, staff.role));
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Box>
        <Typography variant="body2" color="text.secondary">
          Signs in as
        </Typography>
        <Typography sx={{ wordBreak: 'break-all' }}>
          {member?.email ?? 'Only owners, managers and the front desk see e-mail addresses.'}
        </Typography>
      </Box>
      {editable ? (
        <TextField
          select
          size="small"
          label="Role"
          value={staff.role}
          onChange={(e) => void act(() => changeRole(org.id, staff.id, e.target.value as Role))}
          sx={{ maxWidth: 240 }}
        >
          {options.map((r) => (
            <MenuItem key={r} value={r}>
              {ROLE_INFO[r].label}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Typography>
          Role: <strong>{ROLE_INFO[staff.role].label}</strong>
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {ROLE_INFO[staff.role].description}
      </Typography>
      {removable && (
        <Box>
          <Button
            color="error"
            variant="outlined"
            onClick={() => {
              const question = isMe
                ? `Leave ${org.name}? You will lose access to it.`
                : `Remove ${staff.displayName} from the team? Their history stays.`;
              if (!window.confirm(question)) return;
              void act(() => removeFromTeam(org.id, staff.id)).then(
                () => isMe && navigate('/dashboard'),
              );
            }}
          >
            {isMe ? 'Leave this salon' : `Remove ${staff.displayName}`}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
