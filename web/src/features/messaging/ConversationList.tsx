import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { conversationIdFor } from '@chairside/core/messaging';
import type { LiveList } from '../../lib/data/live';
import type { Conversation } from '../../lib/data/messaging';
import { useOrg } from '../../lib/data/orgs';
import { initials, shortWhen, titleOf } from './message-format';

export function ConversationList({
  uid,
  live,
  selected,
  onOpen,
  canShowMore,
  onShowMore,
  clientOf,
}: {
  uid: string;
  live: LiveList<Conversation>;
  selected: string | null;
  onOpen: (id: string) => void;
  canShowMore: boolean;
  onShowMore: () => void;
  /** The salons this person is a client of (orgId → their client id there). */
  clientOf: Record<string, string>;
}) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? live.items.filter((c) => titleOf(c, uid).toLowerCase().includes(needle))
    : live.items;
  const salonSide = live.items.some((c) => c.clientUserId !== uid);
  // A client's salons they have not written to yet.
  const unstarted = Object.entries(clientOf).filter(
    ([orgId, clientId]) => !live.items.some((c) => c.id === conversationIdFor(orgId, clientId)),
  );

  return (
    <>
      <Box sx={{ p: 2, pb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1.5 }}>
          Messages
        </Typography>
        <TextField
          size="small"
          fullWidth
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          label={
            salonSide || !Object.keys(clientOf).length ? 'Search by client' : 'Search by salon'
          }
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {live.status === 'error' && (
          <Alert severity="error" sx={{ m: 2 }}>
            Your conversations could not be loaded. {live.error?.message}
          </Alert>
        )}
        {live.status === 'loading' && (
          <Box sx={{ px: 2 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={64} />
            ))}
          </Box>
        )}
        {unstarted.length > 0 && (
          <List dense subheader={<ListSubheader disableSticky>Write to your salon</ListSubheader>}>
            {unstarted.map(([orgId]) => (
              <StartWithSalon key={orgId} orgId={orgId} />
            ))}
          </List>
        )}
        {live.status === 'success' && live.items.length === 0 && !unstarted.length && (
          <Box sx={{ p: 3, color: 'text.secondary' }}>
            <Typography gutterBottom>No conversations yet.</Typography>
            <Typography variant="body2">
              Start one from a client’s record on the <RouterLink to="/clients">Clients</RouterLink>{' '}
              page. Clients with an account can write to you from their dashboard.
            </Typography>
          </Box>
        )}
        {needle && shown.length === 0 && live.items.length > 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            No conversation matches “{search.trim()}”.
          </Typography>
        )}
        <List aria-label="Conversations" disablePadding>
          {shown.map((c) => (
            <ConversationRow
              key={c.id}
              conversation={c}
              uid={uid}
              selected={c.id === selected}
              onOpen={onOpen}
            />
          ))}
        </List>
        {canShowMore && (
          <Box sx={{ p: 2, textAlign: 'center' }}>
            {needle && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                The search covers the {live.items.length} most recent conversations.
              </Typography>
            )}
            <Button onClick={onShowMore}>Show more conversations</Button>
          </Box>
        )}
      </Box>
    </>
  );
}

function ConversationRow({
  conversation: c,
  uid,
  selected,
  onOpen,
}: {
  conversation: Conversation;
  uid: string;
  selected: boolean;
  onOpen: (id: string) => void;
}) {
  const unread = c.unread_counts[uid] ?? 0;
  const title = titleOf(c, uid);
  const last = c.last_message;
  const preview = last ? `${last.senderId === uid ? 'You: ' : ''}${last.text}` : 'No messages yet';
  return (
    <ListItemButton
      selected={selected}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onOpen(c.id)}
      sx={{ gap: 1.5, alignItems: 'flex-start', py: 1.25 }}
    >
      <Badge color="error" variant="dot" invisible={!unread} overlap="circular">
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {initials(title)}
        </Avatar>
      </Badge>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <Typography noWrap sx={{ flex: 1, fontWeight: unread ? 700 : 500 }}>
            {title}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {shortWhen(c.updatedAt)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography
            variant="body2"
            noWrap
            color={unread ? 'text.primary' : 'text.secondary'}
            sx={{ flex: 1, fontWeight: unread ? 600 : 400 }}
          >
            {preview}
          </Typography>
          {unread > 0 && (
            <Box
              component="span"
              sx={{
                bgcolor: 'error.main',
                color: 'error.contrastText',
                borderRadius: 10,
                px: 0.75,
                fontSize: 12,
                fontWeight: 700,
                lineHeight: '20px',
                minWidth: 20,
                textAlign: 'center',
              }}
            >
              {unread}
              <Box component="span" sx={{ position: 'absolute', left: -9999 }}>
                {' '}
                unread
              </Box>
            </Box>
          )}
        </Box>
      </Box>
    </ListItemButton>
  );
}

function StartWithSalon({ orgId }: { orgId: string }) {
  const org = useOrg(orgId);
  return (
    <ListItemButton component={RouterLink} to={`/messages?org=${encodeURIComponent(orgId)}`}>
      <Avatar sx={{ mr: 1.5, width: 32, height: 32, fontSize: 14 }}>
        {initials(org.data?.name ?? 'Salon')}
      </Avatar>
      <Typography>{org.data ? `Message ${org.data.name}` : 'Message your salon'}</Typography>
    </ListItemButton>
  );
}
