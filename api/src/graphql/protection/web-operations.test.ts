/**
 * The limits leave the web app room: every operation it can send (the Relay artifacts hold their text) stays
 * within half of each limit, so a new screen cannot drift up to one unnoticed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { MAX_POST_LENGTH } from '../../domain/posts/rules.js';
import { schema } from '../schema/index.js';
import { DOCUMENT_LIMITS, GRAPHQL_BODY_LIMIT_BYTES } from './document-limits.js';
import { measureOperation } from './measure.js';

const MARGIN = 2;
const generated = path.resolve(import.meta.dirname, '../../../../web/src/__generated__');

function webOperations(): { name: string; text: string }[] {
  return readdirSync(generated)
    .map((file) => readFileSync(path.join(generated, file), 'utf8'))
    .map((source) => source.match(/"params": \{[\s\S]*?"name": "(\w+)",[\s\S]*?"text": ("(?:[^"\\]|\\.)*")/))
    .filter((match): match is RegExpMatchArray => match !== null)
    .map((match) => ({ name: match[1]!, text: JSON.parse(match[2]!) as string }));
}

describe("the web app's operations", () => {
  const operations = webOperations();
  const maxCost = loadConfig({}).graphql.maxCost;

  it('are all found', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map((o) => o.name)).toContain('HomeScreenQuery');
  });

  it.each(operations.map((o) => [o.name, o.text]))('%s is within half of every limit', (_name, text) => {
    const size = measureOperation(schema, text);
    expect(size.tokens * MARGIN).toBeLessThanOrEqual(DOCUMENT_LIMITS.tokens);
    expect(size.depth * MARGIN).toBeLessThanOrEqual(DOCUMENT_LIMITS.depth);
    expect(size.aliases * MARGIN).toBeLessThanOrEqual(DOCUMENT_LIMITS.aliases);
    expect(size.directives * MARGIN).toBeLessThanOrEqual(DOCUMENT_LIMITS.directives);
    expect(size.cost * MARGIN).toBeLessThanOrEqual(maxCost);
    expect(size.bytes * MARGIN).toBeLessThanOrEqual(GRAPHQL_BODY_LIMIT_BYTES);
  });

  it('send bodies well within the body limit, even a post of 5,000 characters that JSON escapes', () => {
    const createPost = operations.find((o) => o.name === 'useCreateGroupPostMutation')!;
    const content = '\u0001'.repeat(MAX_POST_LENGTH); // 6 bytes a character once escaped: the worst case
    const body = JSON.stringify({ query: createPost.text, variables: { input: { content, hashtags: ['a'.repeat(50)] } } });
    expect(Buffer.byteLength(body) * MARGIN).toBeLessThanOrEqual(GRAPHQL_BODY_LIMIT_BYTES);
  });
});
