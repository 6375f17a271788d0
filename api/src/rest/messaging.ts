/**
 * Conversations and messages over /api (docs/messaging.md). Every rule is in domain/messaging;
 * these routes parse the transport (JSON or multipart with the file in `attachment`) and present the result.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { badInput } from '../domain/errors.js';
import { FILE_TOO_LARGE_MESSAGE, MAX_FILE_BYTES, acceptAttachment } from '../domain/messaging/attachments.js';
import { addParticipants, startConversation } from '../domain/messaging/conversations.js';
import { editMessage, markConversationRead, sendMessage, type AttachmentInput } from '../domain/messaging/messages.js';
import {
  DEFAULT_MESSAGE_PAGE,
  MAX_PAGE,
  conversationSummary,
  listConversations,
  messagesPage,
  requireParticipant,
} from '../domain/messaging/read.js';
import { pageSize } from '../domain/paging.js';
import { readUnreadCounts } from '../events/unread-counts.js';
import type { Services } from '../domain/services.js';
import { pageQuery, sendPage } from './paging.js';
import { presentConversation, presentMessage } from './presenters/messaging.js';
import { queryText, requireViewer } from './request.js';
import { multipartBody, receivedFile, signedInFirst, uploadedFile } from './uploads.js';

const NO_FILE_MESSAGE = 'Please choose a file to attach.';

const attachmentParser = multipartBody([{ name: 'attachment' }], FILE_TOO_LARGE_MESSAGE, MAX_FILE_BYTES);

/** A multipart body with at most one file, `attachment`, of at most 10 MB; JSON bodies pass through. */
const attachmentBody: RequestHandler = (req, res, next) =>
  req.is('multipart/form-data') ? attachmentParser(req, res, next) : next();

/** The file sent in `attachment`, if any. */
const attachedFile = (req: Request) => uploadedFile(req.files, 'attachment');

function attachmentOf(req: Request): AttachmentInput | null {
  const file = attachedFile(req);
  return file ? { file: { data: receivedFile(file), originalName: file.originalname } } : null;
}

export function messagingRoutes(services: Services): Router {
  const router = Router();
  const { prisma } = services;

  const summary = async (viewerId: string, conversationId: string) =>
    presentConversation(viewerId, await conversationSummary(prisma, viewerId, conversationId));

  router.post('/conversations', async (req, res) => {
    const viewer = requireViewer(res);
    const { id, created } = await startConversation(services, viewer.id, req.body);
    res.status(created ? 201 : 200).json(await summary(viewer.id, id));
  });

  router.get('/conversations', async (req, res) => {
    const viewer = requireViewer(res);
    const page = await listConversations(prisma, viewer.id, pageQuery(req));
    sendPage(
      req,
      res,
      page.items.map((c) => presentConversation(viewer.id, c)),
      page.nextCursor,
    );
  });

  router.get('/conversations/unread-count', async (_req, res) => {
    const viewer = requireViewer(res);
    const [mine] = await readUnreadCounts(prisma, 'messages', [viewer.id]);
    res.json({ count: mine?.count ?? 0 });
  });

  router.get('/conversations/:id', async (req, res) => {
    const viewer = requireViewer(res);
    res.json(await summary(viewer.id, req.params.id));
  });

  // Oldest first, the newest page; older pages through ?before= (X-Next-Cursor). Opening it (the newest page)
  // marks it read first, which also checks the viewer is in it, so the page shows the read it made.
  router.get('/conversations/:id/messages', async (req, res) => {
    const viewer = requireViewer(res);
    const before = queryText(req.query.before);
    const limit = pageSize(queryText(req.query.limit), DEFAULT_MESSAGE_PAGE, MAX_PAGE); // a bad one marks nothing
    if (before) await requireParticipant(prisma, viewer.id, req.params.id);
    else await markConversationRead(services, viewer.id, req.params.id);
    const page = await messagesPage(prisma, viewer.id, req.params.id, { limit, before });
    sendPage(req, res, page.items.map(presentMessage), page.nextCursor, 'before');
  });

  router.post('/conversations/:id/messages', signedInFirst, attachmentBody, async (req, res) => {
    const viewer = requireViewer(res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const message = await sendMessage(services, viewer.id, req.params.id as string, {
      content: body.content,
      attachment: attachmentOf(req),
    });
    res.status(201).json(presentMessage(message));
  });

  // Upload first, then send with attachmentUrl (the GraphQL sendMessage and editMessage mutations).
  router.post('/conversations/:id/attachments', signedInFirst, attachmentBody, async (req, res) => {
    const viewer = requireViewer(res);
    const conversationId = req.params.id as string;
    await requireParticipant(prisma, viewer.id, conversationId);
    const file = attachedFile(req);
    if (!file) throw badInput(NO_FILE_MESSAGE, [{ field: 'attachment', message: NO_FILE_MESSAGE }]);
    const stored = await acceptAttachment(services, viewer.id, conversationId, {
      data: receivedFile(file),
      originalName: file.originalname,
    });
    res.status(201).json(stored);
  });

  router.post('/conversations/:id/read', async (req, res) => {
    const viewer = requireViewer(res);
    await markConversationRead(services, viewer.id, req.params.id);
    res.json(await summary(viewer.id, req.params.id));
  });

  router.post('/conversations/:id/participants', async (req, res) => {
    const viewer = requireViewer(res);
    const { added } = await addParticipants(services, viewer.id, req.params.id, req.body);
    res.json({ ...(await summary(viewer.id, req.params.id)), added });
  });

  const edit = async (req: Request, res: Response) => {
    const viewer = requireViewer(res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const message = await editMessage(services, viewer.id, req.params.id as string, {
      content: body.content,
      attachment: attachmentOf(req),
    });
    res.json(presentMessage(message));
  };
  router.put('/messages/:id', signedInFirst, attachmentBody, edit);
  router.patch('/messages/:id', signedInFirst, attachmentBody, edit);

  return router;
}
