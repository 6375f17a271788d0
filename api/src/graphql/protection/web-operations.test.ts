/**
 * The limits leave the web app room: every operation it can send (the Relay artifacts hold their ids, the
 * persisted map their text) stays within half of each limit, so a new screen cannot drift up to one unnoticed.
 * For cost, the objects it asks for may double: the full-text and trigram lookups are priced by what they cost to
 * run, which a screen's page sizes do not change.
 * And the web app sends ids only: no artifact carries text, and every id is in the map the server loads.
 */
import { createHash } from 'node:crypto';
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

/** Every operation artifact's params: its id, name and text (null when persisted). */
function webArtifacts(): { id: string | null; name: string; text: string | null }[] {
  return readdirSync(generated)
    .filter((file) => file.endsWith('.graphql.ts'))
    .map((file) => readFileSync(path.join(generated, file), 'utf8'))
    .map((source) =>
      source.match(
        /"params": \{[\s\S]*?"id": (null|"\w+"),[\s\S]*?"name": "(\w+)",[\s\S]*?"text": (null|"(?:[^"\\]|\\.)*")/,
      ),
    )
    .filter((match): match is RegExpMatchArray => match !== null)
    .map((match) => ({
      id: JSON.parse(match[1]!) as string | null,
      name: match[2]!,
      text: JSON.parse(match[3]!) as string | null,
    }));
}

const persisted = JSON.parse(readFileSync(loadConfig({}).persistedOperations.file, 'utf8')) as Record<string, string>;

describe("the web app's operations", () => {
  const artifacts = webArtifacts();
  const operations = artifacts.map(({ id, name }) => ({ name, text: persisted[id ?? ''] ?? '' }));
  const maxCost = loadConfig({}).graphql.maxCost;

  it('are all found', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map((o) => o.name)).toContain('HomeScreenQuery');
  });

  it('go by id only: no artifact carries text, and the map the server loads has each id, with the text it hashes', () => {
    for (const { id, name, text } of artifacts) {
      expect({ name, text }).toEqual({ name, text: null });
      expect(persisted[id ?? ''], `${name} (${id}) is not in the persisted map`).toEqual(expect.any(String));
      expect(createHash('sha256').update(persisted[id!]!).digest('hex')).toBe(id);
    }
  });

  it.each(operations.map((o) => [o.name, o.text]))('%s is within half of every limit', (_name, text) => {
    const size = measureOperation(schema, text);
    expect(size.tokens * MARGIN).toBeLessThanOrEqual(DOCUMENT_LIMITS.tokens);
    expect(size.depth * MARGIN).toBeLessThanOrEqual(DOCUMENT_LIMITS.depth);
    expect(size.aliases * MARGIN).toBeLessThanOrEqual(DOCUMENT_LIMITS.aliases);
    expect(size.directives * MARGIN).toBeLessThanOrEqual(DOCUMENT_LIMITS.directives);
    // What drifts is the objects a screen asks for; a lookup's price is what it costs to run, whatever the page
    // (the global search box is the dearest: its four lookups are three quarters of the limit).
    expect((size.cost - size.lookups) * MARGIN + size.lookups).toBeLessThanOrEqual(maxCost);
    expect(size.bytes * MARGIN).toBeLessThanOrEqual(GRAPHQL_BODY_LIMIT_BYTES);
  });

  it('send bodies well within the body limit, even a post of 5,000 characters that JSON escapes', () => {
    const createPost = operations.find((o) => o.name === 'useCreateGroupPostMutation')!;
    const content = '\u0001'.repeat(MAX_POST_LENGTH); // 6 bytes a character once escaped: the worst case
    const body = JSON.stringify({
      query: createPost.text,
      variables: { input: { content, hashtags: ['a'.repeat(50)] } },
    });
    expect(Buffer.byteLength(body) * MARGIN).toBeLessThanOrEqual(GRAPHQL_BODY_LIMIT_BYTES);
  });
});
