// Direct messaging: unread-count, conversations, messages/{conversationId}
// and send (the first document's section 7). The work is in messaging.service.ts.
import { Router } from 'express';
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
import { readUpload } from '../media';
import {
  listConversations,
  photoTarget,
  sendMessage,
  suggestResponses,
  threadOf,
  unreadCount,
} from './messaging.service';
import { isOneOf } from '../platform/lists';

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
