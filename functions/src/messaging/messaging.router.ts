// Direct messaging: unread-count, conversations, messages/{conversationId}
// and send (the first document's section 7). The work is in messaging.service.ts.
import express, { Router } from 'express';
import { messagingContracts as c, ZConversationParams } from '@chairside/core/contracts/messaging';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { perCaller } from '../http/rate-limit';
import { parse } from '../http/validate';
import { randomBytes } from 'node:crypto';
import {
  MESSAGE_IMAGE_LIMIT_LABEL,
  MESSAGE_IMAGE_MAX_BYTES,
  MESSAGE_IMAGE_TYPES,
  ZSuggestResponses,
} from '@chairside/core/messaging';
import { ApiError } from '../http/api-error';
import { mediaStore, sniffImage } from '../media';
import { readFormFields, readUpload } from '../media';
import { receiveMailgunReply } from './inbound';
import {
  listConversations,
  photoTarget,
  reachFor,
  sendMessage,
  suggestResponses,
  threadOf,
  unreadCount,
} from './messaging.service';
import { isOneOf } from '../platform/lists';

export const router = Router();

/**
 * POST inbound/mailgun: a client's e-mail answer, posted by Mailgun's route
 * for the reply domain and signed with its webhook signing key. Answered 200
 * once taken (or known), 406 for a mail to no conversation (Mailgun does not
 * retry that), 403 when the signature does not hold.
 */
router.post(
  '/inbound/mailgun',
  express.urlencoded({ extended: false, limit: '1mb' }),
  async (req, res) => {
    const fields = await readFormFields(req);
    res.set('Cache-Control', 'no-store');
    const outcome = await receiveMailgunReply(fields);
    if (outcome === 'unsigned')
      throw new ApiError('forbidden', 'This request is not signed by Mailgun.');
    if (outcome === 'unknown') {
      res.status(406).json({ received: false, reason: 'No conversation has that reply address.' });
      return;
    }
    res.json({ received: true, duplicate: outcome === 'duplicate' });
  },
);

router.use(requireAuth);

router.get(c.unreadCount.path, async (_req, res) => {
  res.set('Cache-Control', 'no-store');
  reply(res, c.unreadCount, await unreadCount(callerOf(res)));
});

router.get(c.conversations.path, async (_req, res) => {
  res.set('Cache-Control', 'no-store');
  reply(res, c.conversations, await listConversations(callerOf(res)));
});

router.get(c.reach.path, async (req, res) => {
  const { orgId, clientId } = parse(c.reach.query, req.query, 'client');
  res.set('Cache-Control', 'no-store');
  reply(res, c.reach, await reachFor(callerOf(res), orgId, clientId));
});

router.get(c.messages.path, async (req, res) => {
  const { conversationId } = parse(ZConversationParams, req.params, 'conversation');
  const { before } = parse(c.messages.query, req.query, 'page');
  res.set('Cache-Control', 'no-store');
  reply(res, c.messages, await threadOf(callerOf(res), conversationId, before));
});

/** 30 messages a minute per person (photos included): plenty for a conversation, too few for a flood. */
const sendLimit = perCaller('messaging-send:uid', 30, 60);

router.post(c.send.path, sendLimit, async (req, res) => {
  const input = parse(c.send.body, req.body, 'message');
  reply(res, c.send, await sendMessage(callerOf(res), input), 201);
});

/** A photo: checked by its content and size, stored, then sent like any message. */
router.post(c.uploadImage.path, sendLimit, async (req, res) => {
  const upload = await readUpload(req, MESSAGE_IMAGE_MAX_BYTES);
  const fields = parse(c.uploadImage.form, upload.fields, 'photo');
  const caller = callerOf(res);
  const where = await photoTarget(caller, fields);
  if (upload.tooLarge) {
    throw new ApiError(
      'payload_too_large',
      `The photo is larger than ${MESSAGE_IMAGE_LIMIT_LABEL}.`,
    );
  }
  if (!upload.file?.length) throw new ApiError('validation_failed', 'Choose a photo to send.');
  const kind = sniffImage(upload.file);
  if (!kind || !isOneOf(MESSAGE_IMAGE_TYPES, kind.ext)) {
    throw new ApiError('validation_failed', 'That file is not a PNG, JPEG, WebP or GIF image.');
  }
  const path = `${where.orgId}/messages/${randomBytes(16).toString('hex')}.${kind.ext}`;
  const stored = await mediaStore().put(path, upload.file, kind.contentType);
  const sent = await sendMessage(
    caller,
    { ...fields, text: fields.text ?? '' },
    { url: stored.url, contentType: kind.contentType, bytes: upload.file.length },
  );
  reply(res, c.uploadImage, sent, 201);
});

router.post(c.suggestResponses.path, async (req, res) => {
  const { conversationId } = parse(ZSuggestResponses, req.body, 'conversation');
  res.set('Cache-Control', 'no-store');
  reply(res, c.suggestResponses, await suggestResponses(callerOf(res), conversationId));
});
