import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { conversationIdFor } from '@chairside/core/messaging';
import { useWorkspace } from '../../app/workspace/workspace-context';
import { useConversations } from '../../lib/data/messaging';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ConversationList } from './ConversationList';
import { Thread, type ThreadTarget } from './Thread';
import { ThreadBoundary } from './ThreadBoundary';

/** Conversations the list reads at first, and adds with "Show more". */
export const CONVERSATIONS_PAGE = 50;

/**
 * /messages: a salon's conversations with its clients, and a client's with
 * their salons. List and thread side by side; on a phone the list, then the
 * thread. `?c=` opens a conversation; `?org=&client=` starts one from a
 * client's record, `?org=` alone a client's with their salon.
 */
export default function MessagesPage() {
  useDocumentTitle('Messages');
  const { user, profile } = useWorkspace();
  const [params, setParams] = useSearchParams();
  const [count, setCount] = useState(CONVERSATIONS_PAGE);
  const conversations = useConversations(user.uid, count);

  const target = useMemo<ThreadTarget | null>(() => {
    const id = params.get('c');
    if (id) return { kind: 'open', id };
    const orgId = params.get('org');
    if (!orgId) return null;
    const asClient = profile.clientOf[orgId];
    const clientId = params.get('client') ?? asClient ?? null;
    if (!clientId) return null;
    const existing = conversationIdFor(orgId, clientId);
    if (conversations.items.some((c) => c.id === existing)) return { kind: 'open', id: existing };
    return { kind: 'new', orgId, clientId, asClient: !params.get('client') };
  }, [params, profile.clientOf, conversations.items]);

  const open = useCallback(
    (id: string | null) =>
      setParams(id ? { c: id } : {}, { replace: Boolean(id && params.get('org')) }),
    [setParams, params],
  );

  const selected = target?.kind === 'open' ? target.id : null;
  // The panes fill the window below the header and the salon bar; each scrolls on its own.
  const frame = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(120);
  useLayoutEffect(() => {
    const measure = () => {
      if (frame.current) setTop(frame.current.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return (
    <Box
      ref={frame}
      sx={{
        maxWidth: 1200,
        width: '100%',
        mx: 'auto',
        px: { xs: 0, sm: 3 },
        py: { xs: 0, sm: 3 },
        flex: 1,
        display: 'flex',
        minHeight: 0,
      }}
    >
      <Paper
        variant="outlined"
        sx={{
          flex: 1,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '340px 1fr' },
          height: { xs: `calc(100dvh - ${top}px)`, sm: `calc(100dvh - ${top + 48}px)` },
          minHeight: 420,
          overflow: 'hidden',
          borderRadius: { xs: 0, sm: 2 },
        }}
      >
        <Box
          sx={{
            display: { xs: target ? 'none' : 'flex', md: 'flex' },
            flexDirection: 'column',
            borderRight: { md: 1 },
            borderColor: { md: 'divider' },
            minHeight: 0,
          }}
        >
          <ConversationList
            uid={user.uid}
            live={conversations}
            selected={selected}
            onOpen={open}
            canShowMore={conversations.items.length >= count}
            onShowMore={() => setCount((n) => n + CONVERSATIONS_PAGE)}
            clientOf={profile.clientOf}
          />
        </Box>
        <Box
          sx={{
            display: { xs: target ? 'flex' : 'none', md: 'flex' },
            flexDirection: 'column',
            minHeight: 0,
            minWidth: 0,
          }}
        >
          {target ? (
            <ThreadBoundary
              key={target.kind === 'open' ? target.id : `${target.orgId}/${target.clientId}`}
              onBack={() => open(null)}
            >
              <Thread uid={user.uid} target={target} onBack={() => open(null)} onStarted={open} />
            </ThreadBoundary>
          ) : (
            <Box
              sx={{
                flex: 1,
                display: 'grid',
                placeItems: 'center',
                color: 'text.secondary',
                p: 4,
                textAlign: 'center',
              }}
            >
              Choose a conversation to read it here.
            </Box>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
