/**
 * A page of a list as /api sends it: a plain array; the next page's cursor in X-Next-Cursor and a Link
 * rel="next" (the same query with the cursor parameter set).
 */
import type { Request, Response } from 'express';

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
