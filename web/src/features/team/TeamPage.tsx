import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import {
  ROLE_INFO,
  assignableRoles,
  canEditDetails,
  canManageTeam,
  type Role,
} from '@chairside/core/roles';
import type { PendingInvite, StaffMember } from '@chairside/core/team';
import { changeRole, fetchTeam, removeFromTeam, withdrawInvite } from '../../lib/data/team';
import { useDocumentTitle } from '../../ui/use-document-title';
import { NoSalonYet } from '../orgs/NoSalonYet';
import { useWorkspace } from '../orgs/workspace-context';
import { InviteDialog } from './InviteDialog';

/** /staff-management: the team, roles, invitations. */
export default function TeamPage() {
  useDocumentTitle('Team');
  const { active } = useWorkspace();
  if (!active) return <NoSalonYet />;
  return (
    <Team
      key={active.orgId}
      orgId={active.orgId}
      role={active.role}
      orgName={active.org?.name ?? ''}
    />
  );
}

function Team({ orgId, role, orgName }: { orgId: string; role: Role; orgName: string }) {
  const { user } = useWorkspace();
  const navigate = useNavigate();
  const [team, setTeam] = useState<{
    staff: StaffMember[];
    invites: PendingInvite[] | null;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const admin = canManageTeam(role);

  const load = useCallback(() => {
    fetchTeam(orgId).then(setTeam, (e: Error) => setError(e.message));
  }, [orgId]);
  useEffect(load, [load]);

  const act = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      load();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'That did not work. Please try again.');
    }
  };

  return (
    <Box
      sx={{ maxWidth: 960, width: '100%', mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography variant="h3" component="h1">
            Team
          </Typography>
          <Typography color="text.secondary">Everyone who works at {orgName}.</Typography>
        </Box>
        {admin && (
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => setInviting(true)}
          >
            Invite
          </Button>
        )}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Card variant="outlined">
        {!team ? (
          <Skeleton variant="rectangular" height={200} />
        ) : (
          <List aria-label="Team members">
            {team.staff.map((member) => {
              const isMe = member.userId === user.uid;
              const options = [...new Set([member.role, ...assignableRoles(role)])];
              const editable =
                member.role === 'owner'
                  ? isMe && role === 'owner'
                  : admin && canEditDetails(role, member.role);
              return (
                <ListItem
                  key={member.id}
                  divider
                  sx={{ flexWrap: 'wrap', gap: 1 }}
                  secondaryAction={
                    (isMe ||
                      (admin && member.role !== 'owner' && canEditDetails(role, member.role))) && (
                      <Tooltip title={isMe ? 'Leave this salon' : `Remove ${member.displayName}`}>
                        <IconButton
                          edge="end"
                          aria-label={isMe ? 'Leave this salon' : `Remove ${member.displayName}`}
                          onClick={() => {
                            const question = isMe
                              ? `Leave ${orgName}? You will lose access to it.`
                              : `Remove ${member.displayName} from the team? Their history stays.`;
                            if (!window.confirm(question)) return;
                            void act(() => removeFromTeam(orgId, member.id)).then(
                              () => isMe && navigate('/dashboard'),
                            );
                          }}
                        >
                          <PersonRemoveIcon />
                        </IconButton>
                      </Tooltip>
                    )
                  }
                >
                  <ListItemText
                    sx={{ minWidth: 200, pr: 2 }}
                    primary={isMe ? `${member.displayName} (you)` : member.displayName}
                    secondary={member.email ?? undefined}
                  />
                  {editable ? (
                    <TextField
                      select
                      size="small"
                      label="Role"
                      value={member.role}
                      sx={{ width: 170, mr: 6 }}
                      onChange={(e) =>
                        void act(() => changeRole(orgId, member.id, e.target.value as Role))
                      }
                    >
                      {options.map((r) => (
                        <MenuItem key={r} value={r}>
                          {ROLE_INFO[r].label}
                        </MenuItem>
                      ))}
                    </TextField>
                  ) : (
                    <Chip label={ROLE_INFO[member.role].label} sx={{ mr: 6 }} />
                  )}
                </ListItem>
              );
            })}
          </List>
        )}
      </Card>

      {admin && team?.invites && team.invites.length > 0 && (
        <>
          <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
            Pending invitations
          </Typography>
          <Card variant="outlined">
            <List aria-label="Pending invitations">
              {team.invites.map((invite) => (
                <ListItem
                  key={invite.id}
                  divider
                  secondaryAction={
                    <Tooltip title="Withdraw invitation">
                      <IconButton
                        edge="end"
                        aria-label={`Withdraw the invitation to ${invite.email}`}
                        onClick={() => void act(() => withdrawInvite(orgId, invite.id))}
                      >
                        <CancelScheduleSendIcon />
                      </IconButton>
                    </Tooltip>
                  }
                >
                  <ListItemText
                    primary={`${invite.displayName} · ${ROLE_INFO[invite.role].label}`}
                    secondary={`${invite.email} · expires ${new Date(invite.expiresAt).toLocaleDateString()}${invite.emailSent ? '' : ' · e-mail not sent'}`}
                  />
                </ListItem>
              ))}
            </List>
          </Card>
        </>
      )}
      {admin && (
        <InviteDialog
          orgId={orgId}
          actorRole={role}
          open={inviting}
          onClose={() => setInviting(false)}
          onInvited={load}
        />
      )}
    </Box>
  );
}
