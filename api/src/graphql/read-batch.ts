/**
 * Independent reads of one GraphQL operation answered by ONE SQL statement. A page such as the dashboard asks for
 * many short lists side by side; each list field hands its read (a `ReadPart`: SQL yielding one JSON value) to the
 * operation's batch, and the reads asked for in the same tick go out together as `SELECT (part) AS p0, (part) AS
 * p1, ...`. Parts that rank with the viewer's interests or place wait for their profile before the statement is
 * built: from the viewer's row when the operation reads it anyway (`Query.viewer`), else `ctx.viewerProfile()`.
 */
import DataLoader from 'dataloader';
import { Prisma } from '../generated/prisma/client.js';
import type { ViewerProfile } from '../domain/users/viewer.js';
import type { GraphQLContext } from './context.js';

export interface ReadPart<T> {
  /** Equal keys are one read: asking twice in a request reads once. */
  key: string;
  /** A SQL expression yielding one JSON value (`json_build_object(...)`, `COALESCE(json_agg(...), '[]')`). */
  sql: Prisma.Sql | ((profile: ViewerProfile) => Prisma.Sql);
  /** Turns the JSON into what the field resolves to. */
  read: (json: unknown) => T;
}

type AnyPart = ReadPart<unknown>;

const viewerRows = new WeakMap<GraphQLContext, Promise<ViewerProfile | null>>();

/** `Query.viewer` hands over the viewer's row as it reads it: when it has every profile column, no read of its own. */
export function offerViewerRow(ctx: GraphQLContext, row: Promise<Partial<ViewerProfile> | null>): void {
  viewerRows.set(
    ctx,
    row.then(
      (user) => {
        const { id, location, interests, sportsFavoriteTeams, filterPoliticalContent } = user ?? {};
        if (
          !id ||
          id !== ctx.viewer?.id ||
          location === undefined ||
          !interests ||
          !sportsFavoriteTeams ||
          filterPoliticalContent === undefined
        )
          return null;
        return { id, location, interests, sportsFavoriteTeams, filterPoliticalContent };
      },
      () => null,
    ),
  );
}

async function profileOf(ctx: GraphQLContext): Promise<ViewerProfile> {
  return (await viewerRows.get(ctx)) ?? ctx.viewerProfile();
}

function createReadBatch(ctx: GraphQLContext) {
  return new DataLoader<AnyPart, unknown, string>(
    async (parts) => {
      const needsProfile = parts.some((part) => typeof part.sql === 'function');
      const profile = needsProfile ? await profileOf(ctx) : undefined;
      const columns = parts.map((part, i) => {
        const sql = typeof part.sql === 'function' ? part.sql(profile!) : part.sql;
        return Prisma.sql`(${sql}) AS ${Prisma.raw(`"p${i}"`)}`;
      });
      const [row] = await ctx.services.prisma.$queryRaw<Record<string, unknown>[]>(
        Prisma.sql`SELECT ${Prisma.join(columns, ', ')}`,
      );
      return parts.map((part, i) => {
        try {
          return part.read(row?.[`p${i}`]);
        } catch (error) {
          return error instanceof Error ? error : new Error(String(error));
        }
      });
    },
    { cacheKeyFn: (part) => part.key },
  );
}

const batches = new WeakMap<GraphQLContext, ReturnType<typeof createReadBatch>>();

/** Drops the reads kept for a long-lived context (a subscription's, at each delivery). */
export function forgetReadBatch(ctx: GraphQLContext): void {
  batches.delete(ctx);
  viewerRows.delete(ctx);
}

/** Reads `part` with the other reads of this operation asked for in the same tick. */
export function readTogether<T>(ctx: GraphQLContext, part: ReadPart<T>): Promise<T> {
  let batch = batches.get(ctx);
  if (!batch) {
    batch = createReadBatch(ctx);
    batches.set(ctx, batch);
  }
  return batch.load(part as AnyPart) as Promise<T>;
}
