/**
 * What a request costs in SQL statements, for the tests that assert a fixed number of them: the test app's
 * `onQuery` counts into a variable, `count` reads it.
 */
import { expect } from 'vitest';

/** The statements `send` cost; it must answer 200, and its body is read to the end first. */
export async function requestCost(count: () => number, send: () => Promise<Response>): Promise<number> {
  const before = count();
  const response = await send();
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  return count() - before;
}
