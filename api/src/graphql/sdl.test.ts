import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE, schemaSdl } from './sdl.js';

describe('schema.graphql', () => {
  it('is the schema the server serves (run `npm run schema` after changing a type)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(schemaSdl());
  });
});
