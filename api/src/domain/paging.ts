/** `?limit=` / `first` for the domain's paged lists, parsed once for both adapters. */
import { z } from 'zod';
import { parseInput } from './validation.js';

/** A page size from 1 to `max`; absent or blank means `fallback`. */
export function pageSize(limit: unknown, fallback: number, max: number): number {
  if (limit === undefined || limit === null || limit === '') return fallback;
  const message = `limit must be a whole number from 1 to ${max}.`;
  const schema = z.object({
    limit: z.coerce.number({ error: message }).int(message).min(1, message).max(max, message),
  });
  return parseInput(schema, { limit }).limit;
}
