// The contact form of a salon's website and the salon's site inbox:
//   POST submit-form, GET messages/{salonId}, GET unread/{salonId},
//   GET|PATCH message/{messageId}, POST reply.
// The work is in contact.service.ts.
import { Router, type Request } from 'express';
import { contactContracts as c } from '@chairside/core/contracts/contact';
import { zDocId } from '@chairside/core/ids';
import { callerOf, requireAuth } from '../http/auth';
import { noStore } from '../http/cache';
import { reply } from '../http/contract';
import { requireRole } from '../http/membership';
import { perVisitorContact } from '../http/rate-limit';
import { fieldsOf, orgIdFrom, parse } from '../http/validate';
import {
  getMessage,
  listMessages,
  patchMessage,
  receiveMessage,
  replyToMessage,
  unreadCount,
} from './contact.service';

export const router = Router();

/** Who reads and answers the site inbox. */
const INBOX_ROLES = ['owner', 'manager', 'front_desk'] as const;

const ZId = zDocId('That id is not valid');
const messageParam = (req: Request) => parse(ZId, req.params['messageId'], 'message id');

/**
 * A visitor's message. A filled honeypot (a field people never see) answers
 * success and stores nothing, so a bot learns nothing.
 */
router.post(c.submit.path, ...perVisitorContact('contact', 5, 600), async (req, res) => {
  const input = parse(c.submit.body, req.body, 'message');
  if (input.honeypot.trim() !== '') {
    reply(res, c.submit, { success: true });
    return;
  }
  reply(res, c.submit, { success: true, id: await receiveMessage(input) }, 201);
});

router.get(c.messages.path, requireAuth, async (req, res) => {
  const salonId = parse(ZId, req.params['salonId'], 'salon id');
  await requireRole(salonId, callerOf(res), INBOX_ROLES, { action: 'read the site inbox' });
  const { folder } = parse(c.messages.query, req.query, 'query');
  reply(res, c.messages, { messages: await listMessages(salonId, folder === 'archived') });
});

router.get(c.unread.path, requireAuth, async (req, res) => {
  const salonId = parse(ZId, req.params['salonId'], 'salon id');
  await requireRole(salonId, callerOf(res), INBOX_ROLES, { action: 'read the site inbox' });
  noStore(res);
  reply(res, c.unread, { unread_count: await unreadCount(salonId) });
});

router.get(c.message.path, requireAuth, async (req, res) => {
  const messageId = messageParam(req);
  const { orgId } = parse(c.message.query, orgIdFrom(req.query), 'salon id');
  await requireRole(orgId, callerOf(res), INBOX_ROLES, { action: 'read the site inbox' });
  reply(res, c.message, { message: await getMessage(orgId, messageId) });
});

router.patch(c.patch.path, requireAuth, async (req, res) => {
  const messageId = messageParam(req);
  const inQuery = fieldsOf(orgIdFrom(req.query))['orgId'];
  const body = fieldsOf(orgIdFrom(req.body));
  const { orgId, read, archived } = parse(
    c.patch.body,
    { ...body, orgId: body['orgId'] ?? inQuery },
    'change',
  );
  await requireRole(orgId, callerOf(res), INBOX_ROLES, { action: 'change site messages' });
  reply(res, c.patch, { message: await patchMessage(orgId, messageId, { read, archived }) });
});

router.post(c.reply.path, requireAuth, async (req, res) => {
  const input = parse(c.reply.body, orgIdFrom(req.body), 'reply');
  const caller = callerOf(res);
  await requireRole(input.orgId, caller, INBOX_ROLES, { action: 'answer site messages' });
  reply(res, c.reply, { success: true, message: await replyToMessage(caller, input) });
});
