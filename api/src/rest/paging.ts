/**
 * A page of a list as /api sends it: a plain array; the next page's cursor in X-Next-Cursor and a Link
 * rel="next" (the same query with the cursor parameter set).
 */
import type { Request, Response } from 'express';
import type { DbTx } from '../db/prisma.js';
import { createRelationshipLoader, type RelationshipLoader } from '../domain/users/privacy.js';
import { queryText } from './request.js';

/** `?limit=` and `?cursor=`, as the domain's paged lists take them. */
export function pageQuery(req: Request): { limit: string | undefined; cursor: string | undefined } {
  return { limit: queryText(req.query.limit), cursor: queryText(req.query.cursor) };
}

export function sendPage(
  req: Request,
  res: Response,
  items: unknown[],
  nextCursor: string | null,
  cursorParam = 'cursor',
): void {
  if (nextCursor) {
    const next = new URLSearchParams({ ...(req.query as Record<string, string>), [cursorParam]: nextCursor });
    res.set('X-Next-Cursor', nextCursor);
    res.set('Link', `<${req.baseUrl}${req.path}?${next.toString()}>; rel="next"`);
  }
  res.json(items);
}

/**
 * Sends a page of rows that show members: each row presented with the viewer's relationships, read through one
 * loader for the whole page, so what the viewer may see of each member costs no query per row.
 */
export async function sendPageShowingMembers<Row>(
  req: Request,
  res: Response,
  db: DbTx,
  viewerId: string,
  page: { items: Row[]; nextCursor: string | null },
  present: (relationships: RelationshipLoader, row: Row) => Promise<unknown>,
): Promise<void> {
  const relationships = createRelationshipLoader(db, viewerId);
  sendPage(req, res, await Promise.all(page.items.map((row) => present(relationships, row))), page.nextCursor);
}
