import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { formatDate } from '@chairside/core/format';
import { ROLE_INFO } from '@chairside/core/roles';
import type { PendingInvite } from '@chairside/core/team';
import { resendInvite, withdrawInvite } from '../../lib/data/team';

/** Invitations not yet accepted, each with a way to withdraw it. */
export function PendingInvites({
  orgId,
  invites,
  onChanged,
  onError,
}: {
  orgId: string;
  invites: PendingInvite[];
  onChanged: () => void;
  onError: (message: string) => void;
}) {
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Pending invitations
      </Typography>
      <Card variant="outlined">
        <List aria-label="Pending invitations" disablePadding>
          {invites.map((invite) => (
            <ListItem
              key={invite.id}
              divider
              sx={{ pr: 13 }}
              secondaryAction={
                <>
                  <Tooltip title="Send again with a new link">
                    <IconButton
                      aria-label={`Send the invitation to ${invite.email} again`}
                      onClick={() =>
                        resendInvite(orgId, invite.id).then(onChanged, (e: Error) =>
                          onError(e.message),
                        )
                      }
                    >
                      <ForwardToInboxIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Withdraw invitation">
                    <IconButton
                      edge="end"
                      aria-label={`Withdraw the invitation to ${invite.email}`}
                      onClick={() =>
                        withdrawInvite(orgId, invite.id).then(onChanged, (e: Error) =>
                          onError(e.message),
                        )
                      }
                    >
                      <CancelScheduleSendIcon />
                    </IconButton>
                  </Tooltip>
                </>
              }
            >
              <ListItemText
                primary={`${invite.displayName} · ${ROLE_INFO[invite.role].label}`}
                secondary={`${invite.email} · expires ${formatDate(invite.expiresAt)}${invite.emailSent ? '' : ' · e-mail not sent'}`}
                slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
              />
            </ListItem>
          ))}
        </List>
      </Card>
    </>
  );
}
