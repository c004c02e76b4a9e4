import { Fragment, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { MESSAGING_PAGE } from '@chairside/core/messaging';
import { useClient } from '../../lib/data/clients';
import {
  markRead,
  useClientReach,
  useConversation,
  useThread,
  type Message,
} from '../../lib/data/messaging';
import { useOrg } from '../../lib/data/orgs';
import { Composer } from './Composer';
import { dayLabel, timeLabel, titleOf } from './message-format';

export type ThreadTarget =
  | { kind: 'open'; id: string }
  /** No conversation yet: the first message starts it. */
  | { kind: 'new'; orgId: string; clientId: string; asClient: boolean };

interface Props {
  uid: string;
  target: ThreadTarget;
  onBack: () => void;
  onStarted: (conversationId: string) => void;
}

export function Thread(props: Props) {
  return props.target.kind === 'open' ? (
    <OpenThread {...props} id={props.target.id} />
  ) : props.target.asClient ? (
    <NewWithSalon {...props} orgId={props.target.orgId} clientId={props.target.clientId} />
  ) : (
    <NewWithClient {...props} orgId={props.target.orgId} clientId={props.target.clientId} />
  );
}

function Header({
  title,
  subtitle,
  onBack,
}: {
  title: string;
  subtitle?: ReactNode;
  onBack: () => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1, md: 2 },
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <IconButton
        aria-label="Back to conversations"
        onClick={onBack}
        sx={{ display: { md: 'none' } }}
      >
        <ArrowBackIcon />
      </IconButton>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2" noWrap>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {subtitle}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** A thread pane that has only something to say. */
function ThreadNotice({
  severity,
  onBack,
  children,
}: {
  severity: 'error' | 'warning';
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <Header title="Messages" onBack={onBack} />
      <Alert severity={severity} sx={{ m: 2 }}>
        {children}
      </Alert>
    </>
  );
}

function OpenThread({ uid, id, onBack }: Props & { id: string }) {
  const conversation = useConversation(id);
  const [count, setCount] = useState(MESSAGING_PAGE);
  const thread = useThread(id, count);
  const c = conversation.data;
  const unread = c?.unread_counts[uid] ?? 0;

  // Reading marks it read: now, and again when a message arrives while it is open.
  useEffect(() => {
    if (!unread) return;
    const read = () => {
      if (document.visibilityState === 'visible') {
        markRead(id).catch((error: unknown) => console.warn('Could not mark read', error));
      }
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [id, unread]);

  if (conversation.status === 'error' || thread.status === 'error') {
    return (
      <ThreadNotice severity="error" onBack={onBack}>
        This conversation could not be loaded. It may not be one of yours.
      </ThreadNotice>
    );
  }
  if (!c) {
    return (
      <Box sx={{ p: 2 }}>
        <Skeleton width="40%" height={40} />
        <Skeleton height={80} />
      </Box>
    );
  }
  const asClient = c.clientUserId === uid;
  const messages = [...thread.items].reverse();
  const lastMine = [...messages].reverse().find((m) => m.senderId === uid);
  const others = c.participant_ids.filter((p) => p !== uid);
  // Read by the other side: the client, or anyone at the salon.
  const readByOthers = asClient
    ? others.some((p) => (c.unread_counts[p] ?? 0) === 0)
    : c.clientUserId !== null && (c.unread_counts[c.clientUserId] ?? 0) === 0;
  const lastIsMine = messages.at(-1)?.senderId === uid;

  return (
    <>
      <Header
        title={titleOf(c, uid)}
        subtitle={
          asClient ? (
            'Your salon'
          ) : (
            <Link component={RouterLink} to={`/clients?client=${encodeURIComponent(c.clientId)}`}>
              Open client record
            </Link>
          )
        }
        onBack={onBack}
      />
      {!asClient && !c.clientUserId && <ReachNote orgId={c.orgId} clientId={c.clientId} />}
      <MessageLog
        messages={messages}
        uid={uid}
        side={asClient ? 'client' : 'salon'}
        loading={thread.status === 'loading'}
        earlier={
          thread.items.length >= count ? () => setCount((n) => n + MESSAGING_PAGE) : undefined
        }
        footer={
          lastIsMine && lastMine ? (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ alignSelf: 'flex-end', pr: 0.5 }}
            >
              {readByOthers ? 'Read' : 'Delivered'}
            </Typography>
          ) : null
        }
      />
      <Composer
        to={{ conversationId: id }}
        conversationId={id}
        suggest={!asClient}
        lastMessageId={messages.at(-1)?.id ?? null}
      />
    </>
  );
}

function NewWithClient({ orgId, clientId, onBack, onStarted }: Props & NewProps) {
  const client = useClient(orgId, clientId);
  const reach = useClientReach(orgId, clientId, !!client.data && !client.data.userId);
  const reachable = !!reach.data && reach.data.channel !== 'none';
  const name = client.data ? `${client.data.firstName} ${client.data.lastName}`.trim() : '';
  if (client.status === 'success' && !client.data) {
    return (
      <ThreadNotice severity="warning" onBack={onBack}>
        This client could not be found. They may have been merged or removed.
      </ThreadNotice>
    );
  }
  return (
    <>
      <Header title={name || 'New conversation'} subtitle="New conversation" onBack={onBack} />
      <Box sx={{ flex: 1, p: 3, color: 'text.secondary' }}>
        {client.data && !client.data.userId ? (
          <NewReach orgId={orgId} clientId={clientId} name={name} />
        ) : (
          <Typography>Write the first message to {name || 'the client'}.</Typography>
        )}
      </Box>
      {client.data && (client.data.userId || reachable) && (
        <Composer to={{ orgId, clientId }} conversationId={null} onSent={onStarted} />
      )}
    </>
  );
}

/** A first message to a client without an account: where it will go, or why it cannot. */
function NewReach({ orgId, clientId, name }: NewProps & { name: string }) {
  const reach = useClientReach(orgId, clientId, true);
  if (reach.error) return <Alert severity="warning">{reach.error.message}</Alert>;
  if (!reach.data) return <Skeleton height={60} />;
  return (
    <Alert severity={reach.data.channel === 'none' ? 'warning' : 'info'}>
      {reach.data.channel === 'none'
        ? reach.data.note
        : `Write the first message to ${name || 'the client'}. ${reach.data.note}`}
    </Alert>
  );
}

function NewWithSalon({ orgId, onBack, onStarted }: Props & NewProps) {
  const org = useOrg(orgId);
  const name = org.data?.name ?? 'Your salon';
  return (
    <>
      <Header title={name} subtitle="New conversation" onBack={onBack} />
      <Typography sx={{ flex: 1, p: 3 }} color="text.secondary">
        Ask {name} anything: a question about your appointment, a photo of the look you want.
        Everyone at the front desk and your stylist can read and answer.
      </Typography>
      <Composer to={{ orgId }} conversationId={null} onSent={onStarted} />
    </>
  );
}

interface NewProps {
  orgId: string;
  clientId: string;
}

function MessageLog({
  messages,
  uid,
  side,
  loading,
  earlier,
  footer,
}: {
  messages: Message[];
  uid: string;
  /** The reader's side of the conversation. */
  side: Message['side'];
  loading: boolean;
  earlier: (() => void) | undefined;
  footer: ReactNode;
}) {
  const end = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  // Newest at the bottom: follow new messages down.
  useLayoutEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [newest]);

  return (
    <Box
      role="log"
      aria-live="polite"
      aria-label="Messages"
      sx={{
        flex: 1,
        overflowY: 'auto',
        minHeight: 0,
        px: { xs: 1.5, md: 3 },
        py: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
      }}
    >
      {earlier && (
        <Button size="small" onClick={earlier} sx={{ alignSelf: 'center' }}>
          Show earlier messages
        </Button>
      )}
      {loading && <Skeleton height={60} />}
      {messages.map((m, i) => {
        const prev = messages[i - 1];
        const newDay = !prev || prev.createdAt.toDateString() !== m.createdAt.toDateString();
        return (
          <Fragment key={m.id}>
            {newDay && (
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ alignSelf: 'center', my: 1 }}
              >
                {dayLabel(m.createdAt)}
              </Typography>
            )}
            <Bubble
              message={m}
              mine={m.senderId === uid}
              ours={m.side === side}
              showName={!prev || prev.senderId !== m.senderId || newDay}
            />
          </Fragment>
        );
      })}
      {footer}
      <div ref={end} />
    </Box>
  );
}

/**
 * One message. The reader's side (the salon's team, or the client) is on the
 * right: their own in the brand colour, a colleague's tinted and named.
 */
function Bubble({
  message: m,
  mine,
  ours,
  showName,
}: {
  message: Message;
  mine: boolean;
  ours: boolean;
  showName: boolean;
}) {
  return (
    <Box
      sx={{
        alignSelf: ours ? 'flex-end' : 'flex-start',
        maxWidth: { xs: '85%', md: '70%' },
        display: 'flex',
        flexDirection: 'column',
        alignItems: ours ? 'flex-end' : 'flex-start',
      }}
    >
      {showName && !mine && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
          {m.senderName}
        </Typography>
      )}
      <Box
        sx={{
          bgcolor: mine ? 'primary.main' : ours ? 'action.selected' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
          borderRadius: 2.5,
          borderBottomRightRadius: ours ? 6 : undefined,
          borderBottomLeftRadius: ours ? undefined : 6,
          px: 1.5,
          py: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {m.image && (
          <a href={m.image.url} target="_blank" rel="noreferrer">
            <Box
              component="img"
              src={m.image.url}
              alt={`Photo from ${mine ? 'you' : m.senderName}`}
              loading="lazy"
              sx={{
                display: 'block',
                maxWidth: '100%',
                width: 260,
                maxHeight: 320,
                objectFit: 'cover',
                borderRadius: 1.5,
                mb: m.text ? 1 : 0,
              }}
            />
          </a>
        )}
        {m.text && <Typography component="p">{m.text}</Typography>}
      </Box>
      <Typography
        variant="caption"
        color={
          m.via && m.via.status !== 'sent' && m.via.status !== 'received'
            ? 'error'
            : 'text.secondary'
        }
        sx={{ px: 1 }}
      >
        {timeLabel(m.createdAt)}
        {m.via && ` · ${viaLabel(m.via)}`}
      </Typography>
    </Box>
  );
}

/** How a message left the app or came in, for a client without an account. */
function viaLabel(via: NonNullable<Message['via']>): string {
  const by = via.channel === 'sms' ? 'text' : 'e-mail';
  switch (via.status) {
    case 'received':
      return `By ${by}`;
    case 'sent':
      return via.channel === 'sms' ? `Texted to ${via.address}` : `E-mailed to ${via.address}`;
    default:
      return via.detail || `Not sent by ${by}`;
  }
}

/** For the salon's side: how this client reads the thread, when it is not in the app. */
function ReachNote({ orgId, clientId }: { orgId: string; clientId: string }) {
  const reach = useClientReach(orgId, clientId, true).data;
  if (!reach || reach.channel === 'app') return null;
  return (
    <Alert
      severity={reach.channel === 'none' ? 'warning' : reach.repliesHere ? 'info' : 'warning'}
      sx={{ mx: { xs: 1.5, md: 3 }, mt: 1.5 }}
    >
      {reach.note}
    </Alert>
  );
}
