/**
 * /api/questions, /api/answers and /api/community/stats: Ask a Dad (docs/ask-a-dad.md). Rules and reads are
 * the domain's (domain/questions); these only parse, call and present.
 */
import { Router, type Response } from 'express';
import { acceptAnswer, unacceptAnswer } from '../domain/questions/accept.js';
import { answerInclude, answerPage } from '../domain/questions/answers.js';
import { answerQuestion, askQuestion } from '../domain/questions/ask.js';
import { markAnswerHelpful, unmarkAnswerHelpful } from '../domain/questions/helpful.js';
import { loadQuestions, questionPage } from '../domain/questions/list.js';
import { idOrNull, parseSort } from '../domain/questions/rules.js';
import { notFound } from '../domain/errors.js';
import { communityStats } from '../domain/questions/stats.js';
import type { Services } from '../domain/services.js';
import { createRelationshipLoader } from '../domain/users/privacy.js';
import { sendPage } from './paging.js';
import { presentAnswer, presentQuestion } from './presenters/question.js';
import { requireViewer } from './request.js';

export function questionRoutes(services: Services): Router {
  const { prisma } = services;
  const router = Router();

  async function sendQuestion(res: Response, viewerId: string, id: string, status = 200) {
    const [question] = await loadQuestions(prisma, viewerId, [id]);
    res.status(status).json(presentQuestion(viewerId, question!));
  }

  async function sendAnswer(res: Response, viewerId: string, id: string, status = 200) {
    const answer = await prisma.answer.findUniqueOrThrow({ where: { id }, include: answerInclude(viewerId) });
    res.status(status).json(await presentAnswer(createRelationshipLoader(prisma, viewerId), answer));
  }

  router.get('/questions', async (req, res) => {
    const viewer = requireViewer(res);
    const page = await questionPage(prisma, viewer.id, {
      sort: parseSort(req.query.sort),
      search: req.query.q,
      limit: req.query.limit,
      cursor: req.query.cursor,
    });
    const questions = await loadQuestions(prisma, viewer.id, page.ids);
    sendPage(
      req,
      res,
      questions.map((q) => presentQuestion(viewer.id, q)),
      page.nextCursor,
    );
  });

  router.post('/questions', async (req, res) => {
    const viewer = requireViewer(res);
    const question = await askQuestion(services, viewer.id, req.body);
    await sendQuestion(res, viewer.id, question.id, 201);
  });

  router.get('/questions/:id', async (req, res) => {
    const viewer = requireViewer(res);
    const id = idOrNull(req.params.id);
    const [question] = id ? await loadQuestions(prisma, viewer.id, [id]) : [];
    if (!question) throw notFound('Question');
    res.json(presentQuestion(viewer.id, question));
  });

  router.get('/questions/:id/answers', async (req, res) => {
    const viewer = requireViewer(res);
    const page = await answerPage(prisma, viewer.id, req.params.id, req.query.limit, req.query.cursor);
    const relationships = createRelationshipLoader(prisma, viewer.id);
    sendPage(req, res, await Promise.all(page.answers.map((a) => presentAnswer(relationships, a))), page.nextCursor);
  });

  router.post('/questions/:id/answers', async (req, res) => {
    const viewer = requireViewer(res);
    const answer = await answerQuestion(services, viewer.id, req.params.id, req.body);
    await sendAnswer(res, viewer.id, answer.id, 201);
  });

  router.post('/questions/:id/accept', async (req, res) => {
    const viewer = requireViewer(res);
    const answerId = (req.body as { answerId?: unknown } | undefined)?.answerId;
    const questionId = await acceptAnswer(services, viewer.id, answerId, req.params.id);
    await sendQuestion(res, viewer.id, questionId);
  });

  router.delete('/questions/:id/accept', async (req, res) => {
    const viewer = requireViewer(res);
    await sendQuestion(res, viewer.id, await unacceptAnswer(services, viewer.id, req.params.id));
  });

  router.post('/answers/:id/helpful', async (req, res) => {
    const viewer = requireViewer(res);
    await sendAnswer(res, viewer.id, await markAnswerHelpful(services, viewer.id, req.params.id), 201);
  });

  router.delete('/answers/:id/helpful', async (req, res) => {
    const viewer = requireViewer(res);
    await unmarkAnswerHelpful(services, viewer.id, req.params.id);
    res.status(204).end();
  });

  router.get('/community/stats', async (_req, res) => {
    requireViewer(res);
    res.json(await communityStats(prisma));
  });

  return router;
}
