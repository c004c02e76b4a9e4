import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import { CONTACT_VISIBLE_ROLES } from '@chairside/core/roles';
import {
  patchMessage,
  replyToMessage,
  useSiteMessages,
  type SiteMessage,
} from '../../lib/data/site';
import { DataErrorAlert } from '../../ui/DataErrorAlert';
import { PageFrame } from '../../ui/PageFrame';
import { SalonGate } from '../../app/workspace/SalonGate';
import { useWrite } from '../../lib/api/write';

const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const when = (d: Date) =>
  d.toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** /site-inbox: messages from the website's contact form. */
export default function SiteInboxPage() {
  return (
    <SalonGate
      roles={CONTACT_VISIBLE_ROLES}
      title="Site inbox"
      denied="The owner, managers and the front desk read the website’s messages."
    >
      {(salon) => <Inbox key={salon.orgId} orgId={salon.orgId} />}
    </SalonGate>
  );
}

function Inbox({ orgId }: { orgId: string }) {
  const [folder, setFolder] = useState<'inbox' | 'archived'>('inbox');
  const [openId, setOpenId] = useState<string | null>(null);
  const messages = useSiteMessages(orgId, folder === 'archived');
  const list = messages.status === 'success' ? messages.items : [];
  const unread = folder === 'inbox' ? list.filter((m) => !m.read).length : 0;
  const open = list.find((m) => m.id === openId) ?? null;

  const select = (m: SiteMessage) => {
    setOpenId(m.id);
    if (!m.read) void patchMessage(orgId, m.id, { read: true }).catch(() => undefined);
  };

  return (
    <PageFrame
      title="Site inbox"
      subtitle={
        folder === 'inbox'
          ? unread
            ? `${unread} unread message${unread === 1 ? '' : 's'} from your website`
            : 'Messages visitors send from your website’s contact form'
          : 'Archived messages'
      }
    >
      <DataErrorAlert area="messages" />
      <Tabs
        value={folder}
        onChange={(_, v) => {
          setFolder(v);
          setOpenId(null);
        }}
        sx={{ mb: 2 }}
      >
        <Tab
          value="inbox"
          label={
            <Badge color="primary" badgeContent={unread} sx={{ pr: unread ? 1.5 : 0 }}>
              Inbox
            </Badge>
          }
        />
        <Tab value="archived" label="Archived" />
      </Tabs>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '360px minmax(0, 1fr)' },
          gap: 2,
        }}
      >
        <Paper variant="outlined" sx={{ display: { xs: open ? 'none' : 'block', md: 'block' } }}>
          {messages.status === 'loading' && (
            <Typography sx={{ p: 2 }}>Loading messages…</Typography>
          )}
          {messages.status === 'success' && list.length === 0 && (
            <Box sx={{ p: 3, textAlign: 'center' }}>
              <Typography variant="h6" component="p">
                {folder === 'inbox' ? 'No messages yet' : 'Nothing archived'}
              </Typography>
              <Typography color="text.secondary">
                {folder === 'inbox'
                  ? 'When a visitor writes through your website’s contact form, the message appears here at once.'
                  : 'Archive messages you have dealt with to keep the inbox short.'}
              </Typography>
            </Box>
          )}
          <List disablePadding aria-label={folder === 'inbox' ? 'Messages' : 'Archived messages'}>
            {list.map((m, i) => (
              <Box key={m.id}>
                {i > 0 && <Divider component="div" />}
                <ListItemButton
                  selected={m.id === openId}
                  onClick={() => select(m)}
                  alignItems="flex-start"
                >
                  <ListItemText
                    primary={
                      <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between' }}>
                        <Typography component="span" sx={{ fontWeight: m.read ? 400 : 700 }} noWrap>
                          {!m.read && (
                            <Box component="span" sx={HIDDEN}>
                              Unread:{' '}
                            </Box>
                          )}
                          {m.name}
                        </Typography>
                        <Typography
                          component="span"
                          variant="caption"
                          color="text.secondary"
                          sx={{ flex: 'none' }}
                        >
                          {when(m.createdAt)}
                        </Typography>
                      </Stack>
                    }
                    secondary={m.message}
                    slotProps={{ secondary: { noWrap: true } }}
                  />
                </ListItemButton>
              </Box>
            ))}
          </List>
        </Paper>
        {open ? (
          <MessageView key={open.id} orgId={orgId} message={open} onBack={() => setOpenId(null)} />
        ) : (
          <Paper
            variant="outlined"
            sx={{ p: 4, display: { xs: 'none', md: 'block' }, color: 'text.secondary' }}
          >
            Choose a message to read and answer it.
          </Paper>
        )}
      </Box>
    </PageFrame>
  );
}

function MessageView({
  orgId,
  message,
  onBack,
}: {
  orgId: string;
  message: SiteMessage;
  onBack: () => void;
}) {
  const [reply, setReply] = useState('');
  const [invalid, setError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const replying = useWrite((text: string) => replyToMessage(orgId, message.id, text), {
    onMutate: () => setError(null),
    onSuccess: () => {
      setReply('');
      setToast(`Reply sent to ${message.email}`);
    },
  });
  const sending = replying.isPending;
  const error = invalid ?? replying.error?.message ?? null;

  const send = () => {
    if (!reply.trim()) {
      setError('Write a reply');
      return;
    }
    replying.mutate(reply.trim());
  };
  const change = (patch: { read?: boolean; archived?: boolean }, done: string) =>
    patchMessage(orgId, message.id, patch)
      .then(() => {
        setToast(done);
        if (patch.archived !== undefined || patch.read === false) onBack();
      })
      .catch((err: Error) => setError(err.message));

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="article"
      aria-label={`Message from ${message.name}`}
    >
      <Button onClick={onBack} sx={{ display: { md: 'none' }, mb: 1 }}>
        ← All messages
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, justifyContent: 'space-between', mb: 2 }}
      >
        <Box>
          <Typography variant="h5" component="h2">
            {message.name}
          </Typography>
          <Typography variant="body2">
            <Link href={`mailto:${message.email}`}>{message.email}</Link>
            {message.phone && (
              <>
                {' · '}
                <Link href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>{message.phone}</Link>
              </>
            )}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {message.createdAt.toLocaleString()}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
          <Button
            size="small"
            startIcon={<MarkEmailUnreadOutlinedIcon />}
            onClick={() => void change({ read: false }, 'Marked as unread')}
          >
            Mark unread
          </Button>
          {message.archived ? (
            <Button
              size="small"
              startIcon={<UnarchiveOutlinedIcon />}
              onClick={() => void change({ archived: false }, 'Moved to the inbox')}
            >
              Unarchive
            </Button>
          ) : (
            <Button
              size="small"
              startIcon={<ArchiveOutlinedIcon />}
              onClick={() => void change({ archived: true }, 'Archived')}
            >
              Archive
            </Button>
          )}
        </Stack>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap', mb: 3 }}>{message.message}</Typography>
      {message.replies.map((r) => (
        <Box
          key={r.sentAt.toISOString()}
          sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 2, mb: 2 }}
        >
          <Typography variant="caption" color="text.secondary">
            Your reply · {r.sentAt.toLocaleString()} · {r.sentBy}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{r.body}</Typography>
        </Box>
      ))}
      <Divider sx={{ my: 2 }} />
      <Stack sx={{ gap: 1.5 }}>
        <TextField
          label={`Reply to ${message.name}`}
          multiline
          minRows={4}
          value={reply}
          onChange={(e) => setReply(e.target.value)}
          error={Boolean(error)}
          helperText={
            error ??
            `Sent by e-mail to ${message.email}; their answer comes to your salon’s e-mail address.`
          }
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <Button
          variant="contained"
          onClick={send}
          disabled={sending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {sending ? 'Sending…' : 'Send reply'}
        </Button>
      </Stack>
      <Snackbar
        open={toast !== null}
        autoHideDuration={4000}
        onClose={() => setToast(null)}
        message={toast}
      />
    </Paper>
  );
}
