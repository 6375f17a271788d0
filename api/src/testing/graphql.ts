/**
 * GraphQL through yoga.fetch, in-process, optionally as a signed-in member (their session cookie).
 */
import type { TestApp } from './app.js';
import { signedInClient } from './factories.js';

export interface GraphQLBody {
  data?: any;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export async function graphql(app: TestApp, query: string, variables: Record<string, unknown> = {}, cookie?: string) {
  const response = await app.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLBody;
}

export async function cookieFor(app: TestApp, user: { email: string }): Promise<string> {
  return (await signedInClient(app, user)).cookieHeader();
}

/** base64 of "Type:id", as the schema encodes ids. */
export const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
