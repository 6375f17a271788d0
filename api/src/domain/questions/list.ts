/**
 * The questions list: newest first, unanswered (no answers yet, newest first) or most helpful (helpful marks on
 * the question's answers, then newest), optionally narrowed by a search over title and content. Keyset pages
 * over the indexes of each order (prisma/schema.prisma); the page is ids, the adapters load what they show.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { pageSize } from '../paging.js';
import { badInput } from '../errors.js';
import { parsedQuery, MAX_QUERY_LENGTH } from '../search/query.js';
import { decodePosition, encodePosition, type Position } from './cursor.js';
import type { QuestionSort } from './rules.js';
import { answerInQuestionShownWhere, questionShownSql, questionShownWhere } from './visibility.js';

export const DEFAULT_QUESTION_LIMIT = 20;
export const MAX_QUESTION_LIMIT = 50;
const SEARCH_TOO_LONG = `Search for at most ${MAX_QUERY_LENGTH} characters.`;

export interface QuestionListInput {
  sort: QuestionSort;
  search?: unknown;
  limit?: unknown;
  cursor?: unknown;
}

export interface QuestionPage {
  ids: string[];
  cursors: string[];
  nextCursor: string | null;
}

/** The search condition on `q`, or TRUE for no search: full text (prefix words) or a title close to the text. */
function searchSql(raw: unknown): Prisma.Sql {
  if (raw === undefined || raw === null) return Prisma.sql`TRUE`;
  if (typeof raw !== 'string') throw badInput('q must be text.', [{ field: 'q', message: 'q must be text.' }]);
  const text = raw.trim();
  if (text === '') return Prisma.sql`TRUE`;
  if (text.length > MAX_QUERY_LENGTH) throw badInput(SEARCH_TOO_LONG, [{ field: 'q', message: SEARCH_TOO_LONG }]);
  const q = parsedQuery(text, 1);
  const fullText = q.prefixTsQuery
    ? Prisma.sql`q."searchVector" @@ (to_tsquery('english', ${q.prefixTsQuery}) || to_tsquery('simple', ${q.prefixTsQuery}))`
    : Prisma.sql`FALSE`;
  // One word may also be a misspelt word of the title (trigrams); several words must all match as words.
  return q.terms.length === 1 ? Prisma.sql`(${fullText} OR q.title %> ${q.text})` : fullText;
}

const orders: Record<QuestionSort, { filter: Prisma.Sql; rank: Prisma.Sql; orderBy: Prisma.Sql }> = {
  newest: { filter: Prisma.sql`TRUE`, rank: Prisma.sql`0`, orderBy: Prisma.sql`q."createdAt" DESC, q.id DESC` },
  unanswered: {
    filter: Prisma.sql`q."answerCount" = 0`,
    rank: Prisma.sql`0`,
    orderBy: Prisma.sql`q."createdAt" DESC, q.id DESC`,
  },
  helpful: {
    filter: Prisma.sql`TRUE`,
    rank: Prisma.sql`q."helpfulCount"`,
    orderBy: Prisma.sql`q."helpfulCount" DESC, q."createdAt" DESC, q.id DESC`,
  },
};

function after(sort: QuestionSort, at: Position | null): Prisma.Sql {
  if (!at) return Prisma.sql`TRUE`;
  return sort === 'helpful'
    ? Prisma.sql`(q."helpfulCount", q."createdAt", q.id) < (${at.rank}::int, ${at.createdAt}, ${at.id}::uuid)`
    : Prisma.sql`(q."createdAt", q.id) < (${at.createdAt}, ${at.id}::uuid)`;
}

/** The sort's filter and the search, among the questions the viewer sees. */
function where(viewerId: string, input: QuestionListInput): Prisma.Sql {
  return Prisma.sql`${orders[input.sort].filter} AND ${searchSql(input.search)} AND ${questionShownSql(viewerId, Prisma.sql`q`)}`;
}

export async function questionPage(db: DbTx, viewerId: string, input: QuestionListInput): Promise<QuestionPage> {
  const take = pageSize(input.limit, DEFAULT_QUESTION_LIMIT, MAX_QUESTION_LIMIT);
  const at = decodePosition(input.cursor);
  const order = orders[input.sort];
  const rows = await db.$queryRaw<{ id: string; rank: number; createdAt: Date }[]>(Prisma.sql`
    SELECT q.id, ${order.rank}::int AS rank, q."createdAt" FROM "Question" q
    WHERE ${where(viewerId, input)} AND ${after(input.sort, at)}
    ORDER BY ${order.orderBy}
    LIMIT ${take + 1}`);
  const page = rows.slice(0, take);
  const cursors = page.map((row) => encodePosition(row));
  return { ids: page.map((row) => row.id), cursors, nextCursor: rows.length > take ? (cursors.at(-1) ?? null) : null };
}

/** How many questions the list holds in all (the sort's filter and the search, not the paging). */
export async function countQuestions(db: DbTx, viewerId: string, input: QuestionListInput): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>(
    Prisma.sql`SELECT count(*)::int AS n FROM "Question" q WHERE ${where(viewerId, input)}`,
  );
  return row?.n ?? 0;
}

/** What presenting a question needs: the accepted answer's id (the asker stays a bare authorId, never sent). */
export const questionInclude = (viewerId: string) =>
  ({
    answers: { where: { isAccepted: true, ...answerInQuestionShownWhere(viewerId) }, select: { id: true }, take: 1 },
  }) satisfies Prisma.QuestionInclude;
export type ListedQuestion = Prisma.QuestionGetPayload<{ include: ReturnType<typeof questionInclude> }>;

/** The questions of `ids` the viewer sees, in that order, with what presenting needs. */
export async function loadQuestions(db: DbTx, viewerId: string, ids: string[]): Promise<ListedQuestion[]> {
  if (ids.length === 0) return [];
  const rows = await db.question.findMany({
    where: { id: { in: ids }, ...questionShownWhere(viewerId) },
    include: questionInclude(viewerId),
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
