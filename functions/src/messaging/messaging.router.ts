// Direct messaging: unread-count, conversations, messages/{conversationId}
// and send (the first document's section 7). The work is in messaging.service.ts.
import { Router } from 'express';
import { messagingContracts as c, ZConversationParams } from '@chairside/core/contracts/messaging';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { rateLimit } from '../http/rate-limit';
import { parse } from '../http/validate';
import { listConversations, sendMessage, threadOf, unreadCount } from './messaging.service';

export const router = Router();
router.use(requireAuth);

router.get(c.unreadCount.path, async (_req, res) => {
  res.set('Cache-Control', 'no-store');
  reply(res, c.unreadCount, await unreadCount(callerOf(res)));
});

router.get(c.conversations.path, async (_req, res) => {
  res.set('Cache-Control', 'no-store');
  reply(res, c.conversations, await listConversations(callerOf(res)));
});

router.get(c.messages.path, async (req, res) => {
  const { conversationId } = parse(ZConversationParams, req.params, 'conversation');
  const { before } = parse(c.messages.query, req.query, 'page');
  res.set('Cache-Control', 'no-store');
  reply(res, c.messages, await threadOf(callerOf(res), conversationId, before));
});

/** 30 messages a minute per person: plenty for a conversation, too few for a flood. */
router.post(
  c.send.path,
  rateLimit({
    name: 'messaging-send:uid',
    limit: 30,
    windowSeconds: 60,
    key: (_req, res) => callerOf(res).uid,
  }),
  async (req, res) => {
    const input = parse(c.send.body, req.body, 'message');
    reply(res, c.send, await sendMessage(callerOf(res), input), 201);
  },
);
