import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { exampleTabs, NO_POST_ID } from './examples';

// The committed schema.graphql is what the API serves (a check fails when it drifts).
const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));

describe('GraphiQL example tabs', () => {
  it('are valid operations against the schema', () => {
    for (const tab of exampleTabs(null)) {
      expect(validate(schema, parse(tab.query!)).map((error) => error.message)).toEqual([]);
    }
  });

  it('are the Dadfeed, a post with its comments, a subscription, a price and a post, in that order', () => {
    const operations = exampleTabs(null).map((tab) => parse(tab.query!).definitions[0]);
    expect(operations.map((op) => op && 'operation' in op && `${op.operation} ${op.name?.value}`)).toEqual([
      'query Dadfeed',
      'query PostWithComments',
      'subscription UnreadNotifications',
      'query Price',
      'mutation CreatePost',
    ]);
  });

  it('are the examples docs/integrations.md shows, word for word', () => {
    const docs = readFileSync(new URL('../../../docs/integrations.md', import.meta.url), 'utf8');
    for (const tab of exampleTabs(null)) expect(docs).toContain(tab.query!.trim());
  });

  it("fills the post example with the newest post's id, or a placeholder", () => {
    expect(JSON.parse(exampleTabs('0197a1b2-0000-7000-8000-000000000001')[1]!.variables!)).toEqual({
      databaseId: '0197a1b2-0000-7000-8000-000000000001',
    });
    expect(JSON.parse(exampleTabs(null)[1]!.variables!)).toEqual({ databaseId: NO_POST_ID });
  });
});
